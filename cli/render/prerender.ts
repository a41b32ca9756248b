import type { Nodes, Root } from "mdast";
import { toHast } from "../markdown/to-hast.ts";
import { walk } from "../markdown/walk.ts";
import { renderContent } from "./content.ts";

/**
 * Renders a doc's or page's content as soon as its code blocks are highlighted, with each link and image
 * URL replaced by its final URL (`finalUrl`, called in document order): the syntax tree can then be let
 * go, so a build holds one piece of HTML per page instead of one tree per page until every page has been
 * parsed.
 *
 * Held as UTF-8 bytes, not as a string: one Chinese character makes V8 store the whole string with two
 * bytes a character, while the markup around the prose (most of it, in code blocks) is ASCII. At 5,000
 * pages that was 110 MB of strings a worker, which also let each worker's heap grow to ~450 MB before
 * collecting; bytes take 40% less and sit outside the heap.
 */
export function prerenderContent(
  tree: Root,
  codeHtml: Promise<string[]>,
  finalUrl: (url: string, image: boolean) => string,
): Promise<Buffer> {
  walk<Nodes>(tree, (node) => {
    if (node.type === "link" || node.type === "image") node.url = finalUrl(node.url, node.type === "image");
  });
  const html = codeHtml.then((code) => Buffer.from(renderContent(toHast(tree, { code })), "utf8"));
  html.catch(() => {}); // awaited when the page renders; until then a failure must not crash the process
  return html;
}
