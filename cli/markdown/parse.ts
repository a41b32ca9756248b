import type { Root } from "mdast";
import { toString as mdToString } from "mdast-util-to-string";
import remarkDirective from "remark-directive";
import remarkGfm from "remark-gfm";
import remarkParse from "remark-parse";
import { unified } from "unified";
import { visit } from "unist-util-visit";
import type { Heading, LinkRef } from "../content/types.ts";
import { normalizeAdmonitionTitles } from "./admonition-syntax.ts";
import { remarkAdmonitions } from "./admonitions.ts";
import { assignHeadingIds } from "./heading-ids.ts";

// One frozen parser per process: building a unified processor is not free and it holds no per-file state.
const parser = unified().use(remarkParse).use(remarkGfm).use(remarkDirective).freeze();
const transformer = unified().use(remarkAdmonitions).freeze();

export interface ParsedMarkdown {
  tree: Root;
  /** Text of the first h1, if any. */
  h1?: string;
  /** Text of the first paragraph, for descriptions. */
  firstParagraph: string;
  headings: Heading[];
  links: LinkRef[];
}

/**
 * Parses a markdown body into an mdast with admonitions resolved and heading ids assigned, and collects
 * what later stages need before any page renders (title, headings for anchor checks, links to check).
 * `lineOffset` maps body lines back to file lines (front matter shifts them).
 */
export function parseMarkdown(body: string, lineOffset: number): ParsedMarkdown {
  const tree = parser.parse(normalizeAdmonitionTitles(body)) as Root;
  if (lineOffset > 1) shiftPositions(tree, lineOffset - 1);
  transformer.runSync(tree);
  const headings = assignHeadingIds(tree);
  const h1 = headings.find((h) => h.depth === 1)?.text;
  let firstParagraph = "";
  const links: LinkRef[] = [];
  visit(tree, (node) => {
    if (!firstParagraph && node.type === "paragraph") firstParagraph = mdToString(node).trim();
    if (node.type === "link" || node.type === "image") {
      links.push({
        kind: node.type,
        url: node.url,
        line: node.position?.start.line ?? 0,
        column: node.position?.start.column ?? 0,
      });
    }
  });
  // Positions were needed only for the located metadata above; a tree is kept until its page renders
  // (for every page at once on large sites), and positions are a third of its objects.
  visit(tree, (node) => {
    delete node.position;
  });
  return { tree, h1, firstParagraph, headings, links };
}

function shiftPositions(tree: Root, by: number) {
  visit(tree, (node) => {
    if (node.position) {
      node.position.start.line += by;
      node.position.end.line += by;
    }
  });
}
