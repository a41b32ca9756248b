import { createElement } from "react";
import { renderToString } from "react-dom/server";
import type { PageModel } from "../../shared/page-model.ts";
import { LastUpdated } from "../../templates/LastUpdated.tsx";

/**
 * A blog post's or markdown page's last-update line, as HTML put after its content: the content is HTML the
 * client keeps as the server wrote it, so the client bundle carries no code for it (as version-html.ts).
 * Docusaurus's edit-meta row, in the post's footer or under the page's article; a doc's is its template's.
 * Empty for every other page.
 */
export function lastUpdatedHtml(page: PageModel): string {
  if (!page.lastUpdated || (page.kind !== "blog-post" && page.kind !== "page")) return "";
  const line = renderToString(createElement(LastUpdated, { parts: page.lastUpdated }));
  const where = page.kind === "page" ? "pages" : "blog";
  const row = `<div class="row margin-top--sm theme-${where}-footer-edit-meta-row"><div class="col"></div><div class="col lastUpdated" style="font-style:italic">${line}</div></div>`;
  return page.kind === "blog-post" ? `<footer class="docusaurus-mt-lg">${row}</footer>` : row;
}
