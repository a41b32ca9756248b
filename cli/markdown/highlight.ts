import type { Element, ElementContent } from "hast";
import { createHighlighterCore, type HighlighterCore } from "shiki/core";
import { createOnigurumaEngine } from "shiki/engine/oniguruma";

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
 * Light and dark themes emitted together: colour mode switches them with CSS variables only. GitHub's
 * "default" pair meets WCAG AA contrast for every token (github-light's orange and dracula's comments do not).
 */
export const THEMES = { light: "github-light-default", dark: "github-dark-default" } as const;

let highlighter: Promise<HighlighterCore> | undefined;

/** One highlighter per process (grammar and engine set-up dominate the cost of small blocks). */
export function getHighlighter(): Promise<HighlighterCore> {
  highlighter ??= createHighlighterCore({
    themes: [import("@shikijs/themes/github-light-default"), import("@shikijs/themes/github-dark-default")],
    langs: Object.values(LANGS).map((load) => load()),
    // The oniguruma (WASM) engine is about twice as fast as the JS regex engine on this content.
    engine: createOnigurumaEngine(import("shiki/wasm")),
  });
  return highlighter;
}

export function canonicalLang(lang: string | undefined): keyof typeof LANGS | undefined {
  if (!lang) return undefined;
  const l = lang.toLowerCase();
  if (l in LANGS) return l as keyof typeof LANGS;
  return ALIASES[l];
}

/** Code block meta: ```ts title="src/a.ts" {1,3-4} skip-check */
export interface CodeMeta {
  title?: string;
  highlight: Set<number>;
  flags: Set<string>;
}

export function parseCodeMeta(meta: string | null | undefined): CodeMeta {
  const out: CodeMeta = { highlight: new Set(), flags: new Set() };
  if (!meta) return out;
  const rest = meta
    .replace(/title=(?:"([^"]*)"|'([^']*)'|(\S+))/, (_, a, b, c) => {
      out.title = a ?? b ?? c;
      return "";
    })
    .replace(/\{([\d,\s-]+)\}/, (_, ranges: string) => {
      for (const part of ranges.split(",")) {
        const [from, to] = part.trim().split("-").map(Number);
        for (let n = from; n <= (to || from); n++) if (Number.isFinite(n)) out.highlight.add(n);
      }
      return "";
    });
  for (const flag of rest.split(/\s+/)) if (flag) out.flags.add(flag);
  return out;
}

/** Highlights `code` to a `<pre>` element (shiki's), marking highlighted lines. */
export function highlightToHast(
  h: HighlighterCore,
  code: string,
  lang: string | undefined,
  highlight: Set<number>,
): Element {
  const canonical = canonicalLang(lang);
  const root = h.codeToHast(code, {
    lang: canonical ?? "text",
    themes: THEMES,
    defaultColor: "light",
    transformers: [
      {
        line(node, line) {
          if (highlight.has(line)) this.addClassToHast(node, "theme-code-block-highlighted-line");
        },
      },
    ],
  });
  const pre = root.children.find((c): c is Element => c.type === "element" && c.tagName === "pre");
  if (!pre) throw new Error("shiki returned no <pre>");
  // Shiki puts focusable tabindex on <pre>; keep it (scrollable regions must be keyboard reachable).
  return pre;
}

export type { ElementContent };
