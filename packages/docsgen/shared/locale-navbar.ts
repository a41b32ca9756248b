import type { PageModel } from "./page-model.ts";
import type { NavbarItem, SiteData } from "./site-data.ts";
import type {} from "./site-versions.ts";

/**
 * The site data as one page shows it in a translated site: each locale dropdown links the page read in
 * every locale (Docusaurus's LocaleDropdownNavbarItem), the locale read being the active entry.
 */
export function localizedSite(site: SiteData, page: PageModel): SiteData {
  const { locales } = site;
  if (!locales) return site;
  // The 404 page has no counterpart: its entries lead to each locale's home.
  const path = page.kind === "not-found" ? "" : page.route.replace(/^\/+/, "");
  const items = [...site.navbar.items];
  for (const { at, from, query } of locales.items) {
    const item = items[at];
    if (item.type !== "dropdown") continue;
    const entries = item.items.map((e, k) => {
      const locale = locales.list[k - from];
      if (e.type !== undefined || !locale) return e;
      // The locale read links the page itself (a route, so the entry shows as active).
      const href = k - from === locales.current ? `/${path}` : fromBase(site.baseUrl, `${locale.baseUrl}${path}`);
      return { ...e, href: href + (query ?? "") };
    });
    items[at] = { ...item, items: entries };
  }
  return { ...site, navbar: { ...site.navbar, items: items as NavbarItem[] } };
}

/**
 * `target` (an absolute path) written under `base`, which the templates keep as it is: a path outside the
 * base climbs out of it with `..` segments (`/b/en/` and `/b/docs/x` → `/b/en/../docs/x`), which the browser
 * resolves before it asks for the page.
 */
export function fromBase(base: string, target: string): string {
  if (target.startsWith(base)) return target;
  const baseParts = base.split("/").filter(Boolean);
  const targetParts = target.split("/");
  let common = 0;
  while (common < baseParts.length && baseParts[common] === targetParts[common + 1]) common++;
  const rest = targetParts.slice(common + 1).join("/");
  return `${base}${"../".repeat(baseParts.length - common)}${rest}`;
}
