import type { Root } from "mdast";
import remarkDirective from "remark-directive";
import remarkGfm from "remark-gfm";
import remarkMdx from "remark-mdx";
import remarkParse from "remark-parse";
import { type Processor, unified } from "unified";
import { guardAutolinkLiterals } from "../autolink-guard.ts";
import { restoreFences, shortenFences } from "../fence-skip.ts";
import { fencedLines } from "../fences.ts";
import { escapeHeadingIds, unwrapMdxCodeBlocks } from "./preprocess.ts";

// One frozen MDX parser per process, with the same extensions as the markdown one (parse.ts). remark-mdx
// turns off what MDX turns off (raw HTML, indented code, `<url>` autolinks) and parses ESM with acorn.
const mdxParser = unified()
  .use(remarkParse)
  .use(remarkMdx)
  .use(remarkGfm)
  .use(guardAutolinkLiterals)
  .use(remarkDirective)
  .freeze() as unknown as Processor;

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
  const fenced = fencedLines(lines);
  return lines.some(
    (line, i) =>
      (!fenced[i] && /^(?:import|export)[\s{*]/.test(line)) ||
      (fenced[i]?.kind === "open" && /^`{3,4} *mdx-code-block$/.test(line)),
  )
    ? "mdx"
    : "markdown";
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
 * ids escaped). Fenced code is parsed without its content lines, as in parse.ts (checked by fence-skip.ts).
 */
export function parseMdxSyntax(text: string): { tree: Root } | { error: MdxSyntaxError } {
  const markdown = escapeHeadingIds(unwrapMdxCodeBlocks(text));
  try {
    const shortened = shortenFences(markdown);
    if (shortened) {
      const tree = mdxParser.parse(shortened.text) as Root;
      if (restoreFences(tree, shortened)) return { tree };
    }
    return { tree: mdxParser.parse(markdown) as Root };
  } catch (error) {
    const e = error as { reason?: string; message: string; line?: number; column?: number; place?: unknown };
    if (typeof e.line !== "number") throw error;
    // A shortened text's error lines would be off; parse the original once more for its location.
    try {
      mdxParser.parse(markdown);
    } catch (again) {
      const a = again as { reason?: string; message: string; line?: number; column?: number };
      if (typeof a.line === "number")
        return { error: { message: a.reason ?? a.message, line: a.line, column: a.column ?? 1 } };
    }
    return { error: { message: e.reason ?? e.message, line: e.line, column: e.column ?? 1 } };
  }
}
