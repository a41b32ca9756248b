import type { ComponentType } from "react";
import { hydrateRoot, type Root } from "react-dom/client";
import { THEME_SHELL_ATTRIBUTE } from "../shared/content-elements.ts";
import type {} from "../shared/doc-context.ts";
import { APP_ROOT_ID } from "../shared/element-ids.ts";
import type { PageModel } from "../shared/page-model.ts";
import { partProps } from "../shared/page-parts.ts";
import type { PageData } from "../shared/site-data.ts";
import type { UiStrings } from "../shared/strings.ts";
import { pageDataPath, routeOfPath } from "../shared/url.ts";
import type { SiteContextValue } from "../templates/docusaurus/context.ts";
import { PageRoot } from "../templates/docusaurus/root.tsx";

/**
 * The browser side of the doc parts a site replaces (shared/page-parts.ts): each one's place in a doc holds
 * what its component rendered on the server for that doc, and hydrates as a root of its own, its `useDoc()`
 * the doc's. docsgen's App makes a new place for each doc the docs client shows (its body is keyed by route):
 * the place is hydrated again with that doc's page data (the router has just loaded it, so the browser's cache
 * answers), and the root of the place that went is unmounted, so the site's effects clean up.
 */
export function hydrateDocParts(
  parts: [string, ComponentType<Record<string, unknown>>][],
  first: PageModel,
  base: Omit<SiteContextValue, "page">,
  strings: UiStrings,
) {
  const roots = new Map<HTMLElement, Root>();
  const places = () =>
    parts.flatMap(([name, Part]) => {
      const place = document.querySelector<HTMLElement>(`[${THEME_SHELL_ATTRIBUTE}="${CSS.escape(name)}"]`);
      return place && !roots.has(place) ? [{ name, Part, place }] : [];
    });
  const hydrate = (page: PageModel, found: ReturnType<typeof places>) => {
    for (const { name, Part, place } of found) {
      if (!place.isConnected || roots.has(place)) continue;
      const value = { ...base, page, ...(page.siteParts?.doc ? { doc: page.siteParts.doc } : {}) };
      const root = hydrateRoot(
        place,
        <PageRoot value={value} strings={strings}>
          <Part {...partProps(name, page.siteParts?.doc)} />
        </PageRoot>,
        {
          onRecoverableError(error) {
            console.error(`docsgen: hydration mismatch in the site's ${name}`, error);
          },
        },
      );
      roots.set(place, root);
      place.setAttribute("data-hydrated", "");
    }
  };
  hydrate(first, places());
  const app = document.getElementById(APP_ROOT_ID);
  if (!app) return;
  new MutationObserver(() => {
    for (const [place, root] of roots)
      if (!place.isConnected) {
        roots.delete(place);
        root.unmount();
      }
    const found = places();
    const route = routeOfPath(base.site.baseUrl, location.pathname);
    if (found.length === 0 || route === undefined) return;
    void fetch(base.site.baseUrl + pageDataPath(route), { credentials: "same-origin" })
      .then((r) => (r.ok ? (r.json() as Promise<PageData>) : Promise.reject(new Error(`HTTP ${r.status}`))))
      .then((data) => hydrate(data.page, found))
      .catch((error: unknown) => console.warn(`docsgen: the site's doc parts of ${route} stay static`, error));
  }).observe(app, { childList: true, subtree: true });
}
