import type { Nodes, Root, RootContent } from "mdast";
import { toString as mdToString } from "mdast-util-to-string";

/** Longest text kept per section; enough for ranking and snippets, bounded for size. */
export const MAX_SECTION_TEXT = 1200;

/** Raw HTML's tags are not text (`a<br/>b` is "ab"); what an HTML block holds is left out too. */
const TEXT_ONLY = { includeHtml: false };

/** Nodes whose children run on in one line of text; the children of any other are separated by a space. */
const PHRASING_PARENTS = new Set([
  "paragraph",
  "heading",
  "emphasis",
  "strong",
  "delete",
  "link",
  "linkReference",
  "tableCell",
]);

/**
 * A node's text, its blocks apart: list items, table cells and an admonition's paragraphs are words of their
 * own ("a b", not "ab"), where mdast-util-to-string runs them together.
 */
function blockText(node: Nodes): string {
  if (!("children" in node)) return mdToString(node, TEXT_ONLY);
  if (PHRASING_PARENTS.has(node.type)) return mdToString(node, TEXT_ONLY);
  return (node.children as Nodes[])
    .filter((n) => n.type !== "code")
    .map(blockText)
    .join(" ");
}

function text(nodes: RootContent[]): string {
  return nodes
    .filter((n) => n.type !== "code")
    .map(blockText)
    .join(" ")
    .replace(/\s+/g, " ")
    .trim()
    .slice(0, MAX_SECTION_TEXT);
}

/** Splits a page at its h2–h3 headings into searchable sections (computed when the page is parsed). */
export function searchSections(tree: Root): { heading: string; anchor: string; text: string }[] {
  const out: { heading: string; anchor: string; text: string }[] = [];
  let current = { heading: "", anchor: "", nodes: [] as RootContent[] };
  const flush = () => {
    const t = text(current.nodes);
    if (t || current.heading) out.push({ heading: current.heading, anchor: current.anchor, text: t });
  };
  for (const node of tree.children) {
    if (node.type === "heading" && node.depth === 1) continue;
    if (node.type === "heading" && node.depth <= 3) {
      flush();
      const id = (node.data?.hProperties as { id?: string } | undefined)?.id ?? "";
      current = { heading: mdToString(node, TEXT_ONLY), anchor: id, nodes: [] };
    } else current.nodes.push(node);
  }
  flush();
  return out;
}
