import GithubSlugger from "github-slugger";
import type { Heading as MdHeading, Nodes, Root, Text } from "mdast";
import { toString as mdToString } from "mdast-util-to-string";
import type { Heading } from "../content/types.ts";
import { walk } from "./walk.ts";

const EXPLICIT_ID = /\s*\{#([^\s}]+)\}\s*$/;

/**
 * The id a comment names (`#my-id`, the first word of the comment, as Docusaurus reads it), if it does.
 * Docusaurus 3 takes `## Title {/* #my-id *\/}` in MDX and `## Title <!-- #my-id -->` in markdown, the
 * comment last in the heading, besides `{#my-id}`.
 */
export function commentId(comment: string): string | undefined {
  // `<!-- #id -->` in MDX reads `{/** #id */}` (mdx/preprocess.ts): the comment's text starts with a `*`.
  const first = comment.replace(/^\*/, "").trim().split(/\s/)[0];
  return first.startsWith("#") && first.length > 1 ? first.slice(1) : undefined;
}

/** A heading's id from an HTML comment ending it (`<!-- #my-id -->`); the comment is taken out. */
function htmlCommentId(node: MdHeading): string | undefined {
  const last = node.children.at(-1);
  const comment = last?.type === "html" ? /^<!--([\s\S]*)-->$/.exec(last.value) : null;
  const id = comment ? commentId(comment[1]) : undefined;
  if (id) dropLast(node);
  return id;
}

/** Takes the last child (a comment) out of a heading, and the space before it. */
export function dropLast(node: MdHeading) {
  node.children.pop();
  const before = node.children.at(-1);
  if (before?.type === "text") before.value = before.value.trimEnd();
}

/**
 * Gives every heading an id: the explicit `## 标题 {#custom-id}` (Docusaurus syntax, removed from the
 * text; or a comment, see commentId) or a github-slugger slug, which keeps Chinese characters and drops punctuation. Returns the
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
    // Set by the MDX expansion from a `{/* #id */}` comment (commentId below), or an HTML comment here.
    const preset = node.data?.hProperties?.id ?? htmlCommentId(node);
    if (typeof preset === "string") {
      explicit.set(node, preset);
      slugger.slug(preset);
      continue;
    }
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
