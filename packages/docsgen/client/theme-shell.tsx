import { type ComponentType, useContext, useEffect } from "react";
import { hydrateRoot } from "react-dom/client";
import { THEME_SHELL_ATTRIBUTE } from "../shared/content-elements.ts";
import { PAGE_DATA_SCRIPT_ID } from "../shared/element-ids.ts";
import { customItemPart, NAVBAR_TYPES } from "../shared/page-parts.ts";
import type { PageData, SiteData } from "../shared/site-data.ts";
import type { UiStrings } from "../shared/strings.ts";
import type { SiteContextValue } from "../templates/docusaurus/context.ts";
import { PageRoot } from "../templates/docusaurus/root.tsx";
import { StringsContext } from "../templates/strings-context.ts";
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
  parts: Record<string, unknown>,
  hydrateDoc?: typeof hydrateDocParts,
  docParts: Record<string, ComponentType<Record<string, unknown>>> = {},
) {
  const data = document.getElementById(PAGE_DATA_SCRIPT_ID);
  if (!data) return;
  const inline = JSON.parse(data.textContent ?? "{}") as Pick<PageData, "page"> & Pick<SiteContextValue, "site">;
  const value = { site: inline.site, page: inline.page, ...JSON.parse(DOCSGEN_MDX_CONTEXT) } as SiteContextValue;
  const strings = JSON.parse(DOCSGEN_UI_STRINGS) as UiStrings;
  hydrateDoc?.(Object.entries(docParts), inline.page, value, strings);
  if ("SearchBar" in parts) shareStrings();
  const hydrate = (name: string, what: string, Part: Component, props: Record<string, unknown> = {}) => {
    const place = document.querySelector<HTMLElement>(`[${THEME_SHELL_ATTRIBUTE}="${CSS.escape(name)}"]`);
    if (!place) return;
    hydrateRoot(
      place,
      <>
        <PageRoot value={value} strings={strings}>
          <Part {...props} />
        </PageRoot>
        <Hydrated place={place} />
      </>,
      {
        onRecoverableError(error) {
          console.error(`docsgen: hydration mismatch in the site's ${what}`, error);
        },
      },
    );
  };
  for (const [name, Part] of Object.entries(parts)) if (name !== NAVBAR_TYPES) hydrate(name, name, Part as Component);
  const types = parts[NAVBAR_TYPES] as Record<string, Component | undefined> | undefined;
  if (types) hydrateCustomItems(inline.site, types, hydrate);
}

type Component = ComponentType<Record<string, unknown>>;

/**
 * docsgen's search dialog, which a site's SearchBar wrapping `@theme-original/SearchBar` opens, is a chunk of
 * docsgen's entry: it reads the interface text through the entry's hook (cli/assets/client-bundle.ts,
 * entryShared), whose context only the entry's roots provide. The hook the chunk takes (it reads it when it
 * loads, after this) first reads this script's context, which the shell's roots provide; in the entry's roots
 * it is never set, so each tree always calls the same hooks.
 */
function shareStrings() {
  const shared = globalThis.__docsgenShared;
  if (!shared) return;
  const entry = shared.useStrings;
  shared.useStrings = () => useContext(StringsContext) ?? entry();
}

/**
 * The navbar's `custom-*` items (cli/react/theme-shell.ts), each in the bar and in the drawer; the drawer's
 * gets `mobile`, and an `onClick` that closes the drawer, as Docusaurus's mobile menu gives its items.
 */
function hydrateCustomItems(
  site: SiteData,
  types: Record<string, Component | undefined>,
  hydrate: (name: string, what: string, Part: Component, props?: Record<string, unknown>) => void,
) {
  const close = () => document.querySelector<HTMLButtonElement>(".navbar-sidebar__close")?.click();
  site.navbar.items.forEach((item, i) => {
    const Part = item.type === "custom" ? types[item.name] : undefined;
    if (item.type !== "custom" || !Part) return;
    hydrate(customItemPart(i, false), item.name, Part, item.props);
    hydrate(customItemPart(i, true), item.name, Part, { mobile: true, ...item.props, onClick: close });
  });
}

/** Renders nothing; once hydration has committed, marks the place: the site's part now responds. */
function Hydrated({ place }: { place: HTMLElement }) {
  useEffect(() => place.setAttribute("data-hydrated", ""), [place]);
  return null;
}
