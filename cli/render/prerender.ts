import type { Root } from "mdast";
import { tokenizeLinks } from "../markdown/rewrite-links.ts";
import { toHast } from "../markdown/to-hast.ts";
import { renderContent } from "./content.ts";

/**
 * Renders a doc's or page's content as soon as its code blocks are highlighted, with site-relative URLs
 * left as tokens (see rewrite-links.ts): the syntax tree can then be let go, so a build holds one piece of
 * HTML per page instead of one tree per page until every page has been parsed.
 *
 * Held as UTF-8 bytes, not as a string: one Chinese character makes V8 store the whole string with two
 * bytes a character, while the markup around the prose (most of it, in code blocks) is ASCII. At 5,000
 * pages that was 110 MB of strings a worker, which also let each worker's heap grow to ~450 MB before
 * collecting; bytes take 40% less and sit outside the heap.
 */
export function prerenderContent(tree: Root, codeHtml: Promise<string[]>): Promise<Buffer> {
  tokenizeLinks(tree);
  const html = codeHtml.then((code) => Buffer.from(renderContent(toHast(tree, { code })), "utf8"));
  html.catch(() => {}); // awaited when the page renders; until then a failure must not crash the process
  return html;
}
