import { type ComponentType, useEffect } from "react";
import { hydrateRoot } from "react-dom/client";
import { THEME_SHELL_ATTRIBUTE } from "../shared/content-elements.ts";
import { PAGE_DATA_SCRIPT_ID } from "../shared/element-ids.ts";
import type { PageData } from "../shared/site-data.ts";
import type { UiStrings } from "../shared/strings.ts";
import type { SiteContextValue } from "../templates/docusaurus/context.ts";
import { PageRoot } from "../templates/docusaurus/root.tsx";
import type { hydrateDocParts } from "./theme-doc-parts.tsx";

/** Inlined by the site-code bundle (cli/react/bundle.ts): the interface text, and what the page data lacks. */
declare const DOCSGEN_UI_STRINGS: string;
declare const DOCSGEN_MDX_CONTEXT: string;

/**
 * The browser side of the shell parts a site replaces (cli/theme/shell.ts), on pages docsgen's entry renders:
 * each part's place holds the HTML its component rendered on the server; it hydrates as a root of its own,
 * with docsgen's React (the entry's). docsgen's App never re-renders that place (the same HTML each time), so
 * the part stays as the site's code leaves it when the docs client moves to another page. A doc's parts
 * (`docParts`) render with each doc, and hydrate again as the docs client shows another (`hydrateDoc`, which
 * the entry passes only to a site that has some: cli/theme/shell.ts).
 */
export function hydrateShell(
  parts: Record<string, ComponentType>,
  hydrateDoc?: typeof hydrateDocParts,
  docParts: Record<string, ComponentType<Record<string, unknown>>> = {},
) {
  const data = document.getElementById(PAGE_DATA_SCRIPT_ID);
  if (!data) return;
  const inline = JSON.parse(data.textContent ?? "{}") as Pick<PageData, "page"> & Pick<SiteContextValue, "site">;
  const value = { site: inline.site, page: inline.page, ...JSON.parse(DOCSGEN_MDX_CONTEXT) } as SiteContextValue;
  const strings = JSON.parse(DOCSGEN_UI_STRINGS) as UiStrings;
  hydrateDoc?.(Object.entries(docParts), inline.page, value, strings);
  for (const [name, Part] of Object.entries(parts)) {
    const place = document.querySelector<HTMLElement>(`[${THEME_SHELL_ATTRIBUTE}="${CSS.escape(name)}"]`);
    if (!place) continue;
    hydrateRoot(
      place,
      <>
        <PageRoot value={value} strings={strings}>
          <Part />
        </PageRoot>
        <Hydrated place={place} />
      </>,
      {
        onRecoverableError(error) {
          console.error(`docsgen: hydration mismatch in the site's ${name}`, error);
        },
      },
    );
  }
}

/** Renders nothing; once hydration has committed, marks the place: the site's part now responds. */
function Hydrated({ place }: { place: HTMLElement }) {
  useEffect(() => place.setAttribute("data-hydrated", ""), [place]);
  return null;
}
