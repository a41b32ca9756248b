import type { DocContextValue } from "./doc-context.ts";

/**
 * The parts of each doc a site may replace (`src/theme/DocItem/Footer`, `src/theme/TOC`…), by their Docusaurus
 * names: rendered per doc from the site's code (cli/react/doc-parts.ts), in their place in docsgen's doc
 * (templates/DocPage.tsx, templates/SitePart.tsx), and hydrated again by the shell's script each time the docs
 * client shows another doc (client/theme-doc-parts.tsx). Kept out of the files docsgen's own client bundle
 * includes: only a site's shell script reads it.
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
