import type { Root, RootContent } from "mdast";
import { toString as mdToString } from "mdast-util-to-string";

/** Longest text kept per section; enough for ranking and snippets, bounded for size. */
export const MAX_SECTION_TEXT = 1200;

/** Raw HTML's tags are not text (`a<br/>b` is "ab"); what an HTML block holds is left out too. */
const TEXT_ONLY = { includeHtml: false };

function text(nodes: RootContent[]): string {
  return nodes
    .filter((n) => n.type !== "code")
    .map((n) => mdToString(n, TEXT_ONLY))
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
