import {
  type CodeToHastOptions,
  createCssVariablesTheme,
  createHighlighterCore,
  type HighlighterCore,
  hastToHtml,
} from "shiki/core";
import { createOnigurumaEngine } from "shiki/engine/oniguruma";
import type { CodeRequest } from "../highlight/protocol.ts";
import { codeHastToHtml, tokensToHtml } from "./code-html.ts";
import { cacheLineTokens, sharePatterns } from "./highlight-cache.ts";

/** Languages bundled into the highlighter; anything else renders as plain, escaped text. */
const LANGS = {
  typescript: () => import("@shikijs/langs/typescript"),
  tsx: () => import("@shikijs/langs/tsx"),
  javascript: () => import("@shikijs/langs/javascript"),
  jsx: () => import("@shikijs/langs/jsx"),
  json: () => import("@shikijs/langs/json"),
  jsonc: () => import("@shikijs/langs/jsonc"),
  shellscript: () => import("@shikijs/langs/shellscript"),
  css: () => import("@shikijs/langs/css"),
  html: () => import("@shikijs/langs/html"),
  yaml: () => import("@shikijs/langs/yaml"),
  markdown: () => import("@shikijs/langs/markdown"),
  diff: () => import("@shikijs/langs/diff"),
};

const ALIASES: Record<string, keyof typeof LANGS> = {
  ts: "typescript",
  js: "javascript",
  mjs: "javascript",
  cjs: "javascript",
  sh: "shellscript",
  bash: "shellscript",
  shell: "shellscript",
  zsh: "shellscript",
  yml: "yaml",
  md: "markdown",
  json5: "jsonc",
};

/**
 * One theme whose colours are CSS variables (`--shiki-token-keyword`, …): each block is tokenized once
 * (two real themes would tokenize it twice), and templates/styles.css gives the variables a light and a
 * dark palette under `[data-theme]`, so colour mode switches code colours with CSS only.
 */
const THEME = createCssVariablesTheme({ name: "docsgen", variablePrefix: "--shiki-", fontStyle: true });

type Lang = keyof typeof LANGS;

let highlighter: Promise<HighlighterCore> | undefined;
/** Highlighters whose grammars get the line cache. */
const caching = new WeakSet<HighlighterCore>();

/**
 * One highlighter per process (engine set-up dominates the cost of small blocks). Grammars are loaded as
 * blocks need them: most sites use three or four of the bundled languages.
 */
export function getHighlighter(): Promise<HighlighterCore> {
  highlighter ??= createHighlighter({ langs: [] });
  return highlighter;
}

/** The `<pre>` HTML of each block, with this process's highlighter (see cli/highlight). */
// With `took`, the time highlighting took is reported (a profiled build, diagnostics/profile.ts): the blocks'
// own work, not the one-off set-up of the engine and grammars awaited before it.
export async function highlightBlocks(blocks: CodeRequest[], took?: (ms: number) => void): Promise<string[]> {
  const h = await getHighlighter();
  await loadLanguages(
    h,
    blocks.map((b) => b.lang),
  );
  const start = took && performance.now();
  const html = blocks.map((b) => highlightToHtml(h, b.code, b.lang, new Set(b.lines)));
  if (took && start !== undefined) took(performance.now() - start);
  return html;
}

/**
 * A new highlighter with `langs` loaded (all bundled languages by default); `caches: false` gives plain
 * shiki (tests compare the two).
 */
export async function createHighlighter(options: { caches?: boolean; langs?: Lang[] } = {}): Promise<HighlighterCore> {
  const caches = options.caches ?? true;
  // The oniguruma (WASM) engine is about twice as fast as the JS regex engine on this content.
  const engine = createOnigurumaEngine(import("shiki/wasm"));
  const h = await createHighlighterCore({
    themes: [THEME],
    langs: (options.langs ?? (Object.keys(LANGS) as Lang[])).map((l) => LANGS[l]()),
    engine: caches ? sharePatterns(engine) : engine,
  });
  if (caches) {
    caching.add(h);
    for (const lang of h.getLoadedLanguages()) cacheLineTokens(h.getLanguage(lang));
  }
  return h;
}

/** Loads the grammars of `langs` that `h` does not have yet (unknown languages render as plain text). */
export async function loadLanguages(h: HighlighterCore, langs: (string | undefined)[]): Promise<void> {
  const loaded = new Set(h.getLoadedLanguages());
  const missing = [...new Set(langs.map(canonicalLang))].filter((l): l is Lang => l !== undefined && !loaded.has(l));
  if (missing.length === 0) return;
  await h.loadLanguage(...missing.map((l) => LANGS[l]()));
  if (caching.has(h)) for (const lang of h.getLoadedLanguages()) cacheLineTokens(h.getLanguage(lang));
}

export function canonicalLang(lang: string | undefined): keyof typeof LANGS | undefined {
  if (!lang) return undefined;
  const l = lang.toLowerCase();
  if (l in LANGS) return l as keyof typeof LANGS;
  return ALIASES[l];
}

/** The class of a line a block's meta highlights (`{1,3-4}`) or a magic comment marks. */
const HIGHLIGHTED_LINE = "theme-code-block-highlighted-line";

export { RAW_CODE_TAG } from "../../shared/content-elements.ts";

/** Highlights `code` to shiki's `<pre>` HTML in both themes, marking highlighted lines. */
export function highlightToHtml(
  h: HighlighterCore,
  code: string,
  lang: string | undefined,
  highlight: Set<number>,
): string {
  const options = codeOptions(lang, highlight);
  const direct = tokensToHtml(h.codeToTokens(code, options), (line) =>
    highlight.has(line) ? HIGHLIGHTED_LINE : undefined,
  );
  if (direct !== undefined) return direct;
  const hast = h.codeToHast(code, options);
  return codeHastToHtml(hast) ?? hastToHtml(hast);
}

/** shiki's options for one block (exported so tests can ask plain shiki for the same HTML). */
export function codeOptions(lang: string | undefined, highlight: Set<number>): CodeToHastOptions {
  return {
    lang: canonicalLang(lang) ?? "text",
    theme: "docsgen",
    // No time limit. shiki's default (500 ms a line) exists for editors; in a build the first line of a
    // language also pays for compiling the grammar's scanners, and on a busy machine (threads, parallel
    // tests) that passed 500 ms: the rest of the line silently came out unhighlighted.
    tokenizeTimeLimit: 0,
    transformers:
      highlight.size === 0
        ? []
        : [
            {
              line(node, line) {
                if (highlight.has(line)) this.addClassToHast(node, HIGHLIGHTED_LINE);
              },
            },
          ],
  };
}
