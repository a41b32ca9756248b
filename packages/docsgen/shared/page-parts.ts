import type { DocContextValue } from "./doc-context.ts";

/**
 * The parts of each doc a site may replace (`src/theme/DocItem/Footer`, `src/theme/TOC`…), by their Docusaurus
 * names: rendered per doc from the site's code (cli/react/doc-parts.ts), in their place in docsgen's doc
 * (templates/DocPage.tsx, templates/SitePart.tsx), and hydrated again by the shell's script each time the docs
 * client shows another doc (client/theme-doc-parts.tsx). Only a site's shell script runs this module's code:
 * docsgen's templates import it where a bundle without the shell drops the code (DOCSGEN_THEME_SHELL).
 */
export const PAGE_PARTS = [
  "DocBreadcrumbs",
  "DocItem/Footer",
  "DocPaginator",
  "TOC",
  // Written before the doc's content rather than by its layout (cli/render/version-html.ts).
  "DocVersionBanner",
  "DocVersionBadge",
] as const;

/** Whether a part is rendered per page (PAGE_PARTS) rather than once per build. */
export function isPagePart(name: string): boolean {
  return (PAGE_PARTS as readonly string[]).includes(name);
}

/**
 * The props Docusaurus's doc layout gives a part (theme-classic's DocItem/Layout, DocItem/Paginator,
 * DocItem/TOC/Desktop), from the doc's `useDoc()` value: the same on the server and in the browser, so the
 * site's component hydrates with what it rendered. Parts that Docusaurus renders without props get none.
 */
export function partProps(name: string, doc: DocContextValue | undefined): Record<string, unknown> {
  if (!doc) return {};
  if (name === "DocPaginator")
    return { className: "docusaurus-mt-lg", previous: doc.metadata.previous, next: doc.metadata.next };
  if (name === "TOC")
    return {
      toc: doc.toc,
      minHeadingLevel: doc.frontMatter.toc_min_heading_level,
      maxHeadingLevel: doc.frontMatter.toc_max_heading_level,
      className: "theme-doc-toc-desktop",
    };
  return {};
}

/**
 * The site's map of navbar item types (Docusaurus's `NavbarItem/ComponentTypes`, usually docsgen's spread with
 * `custom-<name>` entries added): not a component but where the navbar's `custom-*` items find theirs. Each
 * such item renders once per build from the site's code, in its place in the bar and in the drawer
 * (cli/react/theme-shell.ts), and hydrates with its props (client/theme-shell.tsx). docsgen draws the other item
 * types itself.
 */
export const NAVBAR_TYPES = "NavbarItem/ComponentTypes";

/**
 * Where a `custom-*` navbar item's HTML is kept in the theme shell (SiteData.themeShell.html) and which place
 * it fills: its index in `site.navbar.items`, in the bar, or in the drawer's menu (`mobile`).
 */
export function customItemPart(index: number, mobile: boolean): string {
  return `NavbarItem/${index}${mobile ? "/mobile" : ""}`;
}
