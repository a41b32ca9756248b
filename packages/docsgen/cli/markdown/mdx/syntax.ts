import type { Root } from "mdast";
import type { Processor } from "unified";
import { fencedOutsideComments } from "../comment-fences.ts";
import { restoreFences, shortenFences } from "../fence-skip.ts";
import { mdxParser as createMdxParser } from "../parsers.ts";
import { escapeHeadingIds, htmlCommentsAsMdx, unwrapMdxCodeBlocks } from "./preprocess.ts";

// One frozen MDX parser per process (a site's markdown plugins bring their own: markdown/plugins.ts).
const mdxParser = createMdxParser();

/** How a file's body is parsed: MDX or plain markdown (with raw HTML). */
export type SyntaxKind = "mdx" | "markdown";

/**
 * `.mdx` files are always MDX. A `.md` file is MDX only when it has an ESM line (`import …` / `export …`
 * at the start of a line, outside fenced code) or an ```` ```mdx-code-block ```` fence (preprocess.ts):
 * that is what real Docusaurus `.md` pages with `<Tabs>` have, while plain `.md` keeps its raw HTML, which
 * is often not valid JSX (`<br>`, unclosed tags).
 */
export function syntaxOf(fileName: string, markdown: string): SyntaxKind {
  if (fileName.endsWith(".mdx")) return "mdx";
  if (!/^(?:(?:import|export)[\s{*]|`{3,4} *mdx-code-block$)/m.test(markdown)) return "markdown";
  const lines = markdown.split("\n");
  const fenced = fencedOutsideComments(lines);
  return lines.some(
    (line, i) =>
      (!fenced[i] && /^(?:import|export)[\s{*]/.test(line)) ||
      (fenced[i]?.kind === "open" && /^`{3,4} *mdx-code-block$/.test(line)),
  )
    ? "mdx"
    : "markdown";
}

/** An MDX text as Docusaurus reads it before parsing (preprocess.ts). */
function readAsDocusaurus(text: string): string {
  return htmlCommentsAsMdx(escapeHeadingIds(unwrapMdxCodeBlocks(text)));
}

/** A located MDX syntax error, as micromark reports it. */
export interface MdxSyntaxError {
  message: string;
  line: number;
  column: number;
}

/**
 * The mdast of an MDX text (ESM, JSX and expressions as mdx nodes), or the syntax error that stopped it.
 * The text is first read as Docusaurus reads it (preprocess.ts: `mdx-code-block` fences unwrapped, heading
 * ids escaped, HTML comments made MDX comments). Fenced code is parsed without its content lines, as in parse.ts (checked by fence-skip.ts).
 */
export function parseMdxSyntax(text: string, parser = mdxParser): { tree: Root } | { error: MdxSyntaxError } {
  return parseText(readAsDocusaurus(text), parser);
}

/**
 * Every syntax error of an MDX text that does not parse, from the first (parseMdxSyntax's), up to `max`.
 * micromark stops at the first error, so the lines of each (for an element left open, its opening tag's)
 * are blanked and the text is parsed again, until it parses, `max` is reached, or an error falls on a line
 * already blanked. Blanking never moves a line: every error keeps its place in the file. Only a file that
 * fails pays for this.
 */
export function mdxSyntaxErrors(text: string, first: MdxSyntaxError, max = 20): MdxSyntaxError[] {
  const lines = readAsDocusaurus(text).split("\n");
  const blanked = new Set<number>();
  const errors = [first];
  for (let error = first; errors.length < max; ) {
    const named = /\((\d+):\d+-(\d+):\d+\)/.exec(error.message);
    const from = Math.min(error.line, named ? Number(named[1]) : error.line);
    const to = Math.max(error.line, named ? Number(named[2]) : error.line);
    for (let line = from; line <= to; line++) {
      blanked.add(line);
      if (line <= lines.length) lines[line - 1] = "";
    }
    const next = parseText(lines.join("\n"));
    if (!("error" in next) || blanked.has(next.error.line)) break;
    errors.push(next.error);
    error = next.error;
  }
  return errors;
}

function parseText(markdown: string, parser: Processor = mdxParser): { tree: Root } | { error: MdxSyntaxError } {
  try {
    const shortened = shortenFences(markdown);
    if (shortened) {
      const tree = parser.parse(shortened.text) as Root;
      if (restoreFences(tree, shortened)) return { tree };
    }
    return { tree: parser.parse(markdown) as Root };
  } catch (error) {
    const first = located(error);
    if (!first) throw error;
    // A shortened text's error lines would be off; parse the original once more for its location.
    try {
      parser.parse(markdown);
    } catch (again) {
      const e = located(again);
      if (e) return { error: e };
    }
    return { error: first };
  }
}

/** The place and text of what micromark threw; undefined for anything else (a bug, thrown on). */
function located(error: unknown): MdxSyntaxError | undefined {
  const e = error as { reason?: string; message?: string; line?: number; column?: number };
  const message = e.reason ?? e.message ?? "";
  if (typeof e.line === "number") return { message, line: e.line, column: e.column ?? 1 };
  // An element left open at the end of the document comes without a place; its message names the element's.
  const named = /\((\d+):(\d+)-\d+:\d+\)/.exec(message);
  return named ? { message, line: Number(named[1]), column: Number(named[2]) } : undefined;
}
