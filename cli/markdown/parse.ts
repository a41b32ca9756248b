import type { Nodes, Root } from "mdast";
import { toString as mdToString } from "mdast-util-to-string";
import remarkDirective from "remark-directive";
import remarkGfm from "remark-gfm";
import remarkParse from "remark-parse";
import { type Processor, unified } from "unified";
import type { Heading, LinkRef } from "../content/types.ts";
import type { CodeRequest } from "../highlight/protocol.ts";
import { normalizeAdmonitionTitles } from "./admonition-syntax.ts";
import { remarkAdmonitions } from "./admonitions.ts";
import { setCodeIndex } from "./code-index.ts";
import { parseCodeMeta } from "./code-meta.ts";
import { assignHeadingIds } from "./heading-ids.ts";
import { SKIP, walk } from "./walk.ts";

/**
 * GFM's autolink-literal transform searches every text node of every page with four regexes through
 * unist-util-visit-parents (a tenth of all parse time on large sites). Every one of its patterns needs
 * `http(s)://`, `www.` or `@`: this runs it only on trees with such text. Same output, far less work.
 */
function guardAutolinkLiterals(this: Processor) {
  const CANDIDATE = /https?:\/\/|www\.|@/i;
  const hasCandidate = (tree: Root) => {
    let found = false;
    walk<Nodes>(tree, (node) => {
      if (found) return SKIP;
      if (node.type === "text" && CANDIDATE.test(node.value)) found = true;
    });
    return found;
  };
  for (const ext of (this.data("fromMarkdownExtensions") ?? []).flat()) {
    ext.transforms = ext.transforms?.map((transform) =>
      transform.name === "transformGfmAutolinkLiterals"
        ? (tree: Root) => (hasCandidate(tree) ? transform(tree) : undefined)
        : transform,
    );
  }
}

// One frozen parser per process: building a unified processor is not free and it holds no per-file state.
const parser = unified().use(remarkParse).use(remarkGfm).use(guardAutolinkLiterals).use(remarkDirective).freeze();
const transformer = unified().use(remarkAdmonitions).freeze();

export interface ParsedMarkdown {
  tree: Root;
  /** Text of the first h1, if any. */
  h1?: string;
  /** Text of the first paragraph, for descriptions. */
  firstParagraph: string;
  headings: Heading[];
  links: LinkRef[];
  /** Every code block, in document order; each code node carries its index (see codeIndex). */
  code: CodeRequest[];
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
  const code: CodeRequest[] = [];
  // Positions are needed only for the located metadata collected here; a tree is kept until its page
  // renders, and positions are a third of its objects: each is dropped once read.
  walk<Nodes>(tree, (node) => {
    if (!firstParagraph && node.type === "paragraph") firstParagraph = mdToString(node).trim();
    if (node.type === "link" || node.type === "image") {
      links.push({
        kind: node.type,
        url: node.url,
        line: node.position?.start.line ?? 0,
        column: node.position?.start.column ?? 0,
      });
    }
    if (node.type === "code") {
      setCodeIndex(node, code.length);
      code.push({ code: node.value, lang: node.lang ?? undefined, lines: [...parseCodeMeta(node.meta).highlight] });
    }
    delete node.position;
  });
  return { tree, h1, firstParagraph, headings, links, code };
}

function shiftPositions(tree: Root, by: number) {
  walk<Nodes>(tree, (node) => {
    if (node.position) {
      node.position.start.line += by;
      node.position.end.line += by;
    }
  });
}
