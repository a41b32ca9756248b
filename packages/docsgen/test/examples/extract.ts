import type { Code, Root } from "mdast";
import remarkDirective from "remark-directive";
import remarkGfm from "remark-gfm";
import remarkParse from "remark-parse";
import { unified } from "unified";
import { visit } from "unist-util-visit";
import { normalizeAdmonitionTitles } from "../../cli/markdown/admonition-syntax.ts";
import { parseCodeMeta } from "../../cli/markdown/code-meta.ts";

/** A fenced TypeScript example found in a markdown file. */
export interface Example {
  /** The markdown file, as given by the caller (e.g. `docs/api/emit.md`). */
  file: string;
  /** 1-based line of the opening fence; code line `i` (0-based) is on line `line + 1 + i`. */
  line: number;
  lang: string;
  /** Everything after the language on the fence line (`title="a.ts" skip-check`), or "". */
  meta: string;
  code: string;
  /** The meta has the `skip-check` flag: a deliberate fragment, not compiled. */
  skipped: boolean;
}

const LANGS = new Set(["ts", "typescript", "tsx"]);
// The site's own parser set-up (cli/markdown/parse.ts), so fences inside admonitions and lists are found too.
const parser = unified().use(remarkParse).use(remarkGfm).use(remarkDirective).freeze();

/** Front matter lines blanked out (not removed), so positions stay file lines. */
function blankFrontMatter(markdown: string): string {
  const m = /^---\r?\n[\s\S]*?\r?\n---[ \t]*(?=\r?\n|$)/.exec(markdown);
  return m ? m[0].replace(/[^\n]/g, "") + markdown.slice(m[0].length) : markdown;
}

/** The fenced `ts` / `typescript` / `tsx` code blocks of a markdown file, in document order. */
export function extractExamples(markdown: string, file: string): Example[] {
  const tree = parser.parse(normalizeAdmonitionTitles(blankFrontMatter(markdown))) as Root;
  const examples: Example[] = [];
  visit(tree, "code", (node: Code) => {
    const lang = node.lang?.toLowerCase() ?? "";
    if (!LANGS.has(lang) || !node.position) return;
    const meta = node.meta ?? "";
    const skipped = parseCodeMeta(meta).flags.has("skip-check");
    examples.push({ file, line: node.position.start.line, lang, meta, code: node.value, skipped });
  });
  return examples;
}
