import GithubSlugger from "github-slugger";
import type { Heading as MdHeading, Nodes, Root, Text } from "mdast";
import { toString as mdToString } from "mdast-util-to-string";
import type { Heading } from "../content/types.ts";
import { walk } from "./walk.ts";

const EXPLICIT_ID = /\s*\{#([^\s}]+)\}\s*$/;

/**
 * Gives every heading an id: the explicit `## 标题 {#custom-id}` (Docusaurus syntax, removed from the
 * text) or a github-slugger slug, which keeps Chinese characters and drops punctuation. Returns the
 * headings in document order; the caller keeps them as the page's anchors and TOC source.
 */
export function assignHeadingIds(tree: Root): Heading[] {
  const slugger = new GithubSlugger();
  const headings: Heading[] = [];
  const explicit = new Map<MdHeading, string>();
  // Explicit ids are reserved first so a generated slug never takes one (slugger adds -1 suffixes).
  const nodes: MdHeading[] = [];
  walk<Nodes>(tree, (node) => {
    if (node.type === "heading") nodes.push(node);
  });
  for (const node of nodes) {
    const last = node.children.at(-1);
    if (last?.type === "text") {
      const match = EXPLICIT_ID.exec(last.value);
      if (match) {
        (last as Text).value = last.value.slice(0, match.index);
        if (!last.value) node.children.pop();
        explicit.set(node, match[1]);
        slugger.slug(match[1]);
      }
    }
  }
  for (const node of nodes) {
    // Tags are not text (`## API <sup>beta</sup>` is "API beta", id `api-beta`, as in Docusaurus).
    const text = mdToString(node, { includeHtml: false }).trim();
    const id = explicit.get(node) ?? slugger.slug(text);
    node.data = { ...node.data, hProperties: { ...node.data?.hProperties, id } };
    headings.push({ depth: node.depth, text, id, line: node.position?.start.line ?? 0 });
  }
  return headings;
}
