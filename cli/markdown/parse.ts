import type { Nodes, Root } from "mdast";
import { toString as mdToString } from "mdast-util-to-string";
import { directive } from "micromark-extension-directive";
import { gfmAutolinkLiteral } from "micromark-extension-gfm-autolink-literal";
import { gfmFootnote } from "micromark-extension-gfm-footnote";
import { gfmStrikethrough } from "micromark-extension-gfm-strikethrough";
import { gfmTable } from "micromark-extension-gfm-table";
import { gfmTaskListItem } from "micromark-extension-gfm-task-list-item";
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
import { restoreFences, shortenFences } from "./fence-skip.ts";
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

type SyntaxExtension = ReturnType<typeof gfmTable>;

/**
 * The syntax extensions of remark-gfm and remark-directive, in their order, each with a test that rules
 * it out for a whole document: a construct that cannot match still costs an attempt at every character
 * or line it is registered on (email autolinks at every letter and digit, tables at every paragraph line).
 * Every construct needs the characters tested for (an email `@`, a footnote `[^`, a table `|`, a
 * directive `:` then a letter or `:`), so leaving out the rest changes no tree (test/unit/markdown.test.ts
 * parses every markdown file of the repository both ways). On the bench corpus parsing gets 5–9% cheaper.
 */
const SYNTAX: { extension: SyntaxExtension; mayOccur: (markdown: string) => boolean }[] = [
  { extension: gfmAutolinkLiteral(), mayOccur: (md) => /@|www\.|https?:/i.test(md) },
  { extension: gfmFootnote(), mayOccur: (md) => md.includes("[^") },
  { extension: gfmStrikethrough(), mayOccur: (md) => md.includes("~") },
  { extension: gfmTable(), mayOccur: (md) => md.includes("|") },
  { extension: gfmTaskListItem(), mayOccur: (md) => /\[[\sxX]\]/.test(md) },
  { extension: directive(), mayOccur: (md) => /:[A-Za-z:]/.test(md) },
];

/** remark-gfm and remark-directive with only the given syntax (their mdast handlers stay). */
function onlySyntax(this: Processor, extensions: SyntaxExtension[]) {
  this.data("micromarkExtensions", extensions);
}

// One frozen parser per syntax subset and process: building a processor is not free; it holds no file state.
const parsers = new Map<number, Processor>();

/** The parser for a document: all of GFM and directives, minus what the document cannot contain. */
function parserFor(markdown: string): Processor {
  let mask = 0;
  for (let i = 0; i < SYNTAX.length; i++) if (SYNTAX[i].mayOccur(markdown)) mask |= 1 << i;
  let parser = parsers.get(mask);
  if (!parser) {
    const extensions = SYNTAX.filter((_, i) => mask & (1 << i)).map((s) => s.extension);
    parser = unified()
      .use(remarkParse)
      .use(remarkGfm)
      .use(guardAutolinkLiterals)
      .use(remarkDirective)
      .use(onlySyntax, extensions)
      .freeze() as unknown as Processor;
    parsers.set(mask, parser);
  }
  return parser;
}

/**
 * The mdast of a markdown text with GFM and directives, before any of docsgen's own transforms. Fenced
 * code is parsed without its content lines (see fence-skip.ts); the syntax a document may contain is judged
 * without them too (a `|` in TypeScript code no longer brings in the table syntax).
 */
export function parseSyntax(markdown: string): Root {
  const shortened = shortenFences(markdown);
  if (shortened) {
    const tree = parserFor(shortened.text).parse(shortened.text) as Root;
    if (restoreFences(tree, shortened)) return tree;
  }
  return parserFor(markdown).parse(markdown) as Root;
}

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
  const markdown = normalizeAdmonitionTitles(body);
  const tree = parseSyntax(markdown);
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
