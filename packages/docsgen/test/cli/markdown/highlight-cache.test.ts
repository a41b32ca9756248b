import { readFileSync } from "node:fs";
import fg from "fast-glob";
import { createHighlighterCore } from "shiki/core";
import { createOnigurumaEngine } from "shiki/engine/oniguruma";
import { describe, expect, it } from "vitest";
import { codeHastToHtml, tokensToHtml } from "../../../cli/markdown/code-html.ts";
import { codeOptions, createHighlighter, highlightToHtml } from "../../../cli/markdown/highlight.ts";
import { sharePatterns } from "../../../cli/markdown/highlight-cache.ts";
import { SCW } from "../../helpers/cli.ts";

// Lines that recur in different grammar states: the same text inside a template string, a block comment
// and plain code must not share tokens; back-referenced ends (heredocs) must still close correctly.
const BLOCKS: [string, string][] = [
  // biome-ignore lint/suspicious/noTemplateCurlyInString: TypeScript source text with a template literal
  ["ts", "const a = 1;\nconst s = `\nconst a = 1;\n${a}`;\n/*\nconst a = 1;\n*/\nconst a = 1;"],
  ["ts", 'import { x } from "y";\n\nexport default class W {\n  m(): void {}\n}\n'],
  ["tsx", "const a = 1;\nconst el = <div title={`t`}>const a = 1;</div>;\n"],
  ["sh", "cat <<EOF\nconst a = 1;\nEOF\ncat <<END\nEOF\nconst a = 1;\nEND\necho done"],
  ["json", '{\n  "a": 1,\n  "b": "const a = 1;"\n}'],
  ["js", "const a = 1;\n// const a = 1;\n'const a = 1;'\n"],
  // Characters the HTML serializer must escape, an unknown language (plain text) and an empty block.
  ["tsx", 'const x = a < b && c > d ? "q" : `t`;\nconst el = <a title="&amp;">\'x\' & y</a>;'],
  ["brainfuck", "<&>\"'` \u0000 plain"],
  ["ts", ""],
  // Whitespace-only tokens (merged into the next token, kept at a line's end), tabs, blank lines, and font
  // styles (italic, bold, strikethrough: a struck-through token is never merged with whitespace).
  ["md", "# Title\n\n  *em*   **strong** ~~gone~~ `code`  \n   \n\tindented\t \n"],
  ["diff", "+ added  \n-  removed\n   \n context"],
  ["ts", "\t\tconst   a =  1 ;   // end   \n\n\n  "],
];

/** What shiki itself writes for a block (its own hast and hast-util-to-html). */
const plainHtml = (h: Awaited<ReturnType<typeof createHighlighter>>, code: string, lang: string, lines: number[]) =>
  h.codeToHtml(code, codeOptions(lang, new Set(lines)));

describe("highlighter caches", () => {
  it("produce exactly plain shiki's HTML, in any order and when repeated", async () => {
    const plain = await createHighlighter({ caches: false });
    const cached = await createHighlighter();
    const expected = BLOCKS.map(([lang, code]) => plainHtml(plain, code, lang, [2]));
    // The fast serializer and the writer from tokens handle every one of these themselves (no fallback).
    const highlighted = (line: number) => (line === 2 ? "theme-code-block-highlighted-line" : undefined);
    for (const [i, [lang, code]] of BLOCKS.entries()) {
      expect(codeHastToHtml(plain.codeToHast(code, codeOptions(lang, new Set([2]))))).toBe(expected[i]);
      expect(tokensToHtml(plain.codeToTokens(code, codeOptions(lang, new Set([2]))), highlighted)).toBe(expected[i]);
    }
    // The blocks exercise font styles (the site's theme strikes nothing through: see the next test).
    const all = expected.join("");
    for (const style of ["font-style:italic", "font-weight:bold"]) expect(all).toContain(style);
    for (const order of [BLOCKS, [...BLOCKS].reverse(), BLOCKS]) {
      for (const [lang, code] of order) {
        const i = BLOCKS.findIndex((b) => b[1] === code);
        expect(highlightToHtml(cached, code, lang, new Set([2]))).toBe(expected[i]);
      }
    }
    // The template-string line really is tokenized differently from the same text outside it.
    const lines = expected[0].split('<span class="line');
    expect(lines[1]).toContain("--shiki-token-keyword");
    expect(lines[3]).not.toContain("--shiki-token-keyword");
    expect(lines[3]).toContain("--shiki-token-string");
  });
});

describe("the writer from tokens", () => {
  it("keeps whitespace apart from a struck-through or underlined token, and styles backgrounds, as shiki does", async () => {
    const h = await createHighlighterCore({
      themes: [
        {
          name: "styled",
          type: "light",
          fg: "#000",
          bg: "#fff",
          settings: [
            { scope: ["markup.strikethrough"], settings: { fontStyle: "strikethrough", foreground: "#f00" } },
            { scope: ["markup.italic"], settings: { fontStyle: "italic underline", background: "#ff0" } },
            { scope: ["markup.bold"], settings: { fontStyle: "bold" } },
          ],
        },
      ],
      langs: [import("@shikijs/langs/markdown")],
      engine: createOnigurumaEngine(import("shiki/wasm")),
    });
    const code = "a   ~~gone~~ and   *it*  \n  ~~x~~   **b** <&>\n";
    const options = { lang: "markdown", theme: "styled" };
    const html = h.codeToHtml(code, options);
    expect(html).toContain("text-decoration:line-through");
    expect(html).toContain("text-decoration:underline");
    expect(html).toMatch(/<span>\s+<\/span><span style="[^"]*text-decoration/);
    expect(tokensToHtml(h.codeToTokens(code, options), () => undefined)).toBe(html);
  });
});

describe("scanners of shared patterns", () => {
  // Ties at one position (the earlier pattern wins), \G and \A (depend on where and how a search starts),
  // look-behind across the start, empty matches, and multi-byte text (UTF-8 offsets inside oniguruma).
  const LISTS = [
    ["\\bconst\\b", "\\w+", "[=;]", "控件"],
    ["\\G\\s*(\\w+)", "(?<=\\.)\\w+", "\\s+"],
    ["\\Aconst", "\\w+(?=\\()", "$", "(?=;)"],
    ["\\w+", "\\bconst\\b", "控(件)?"],
  ];
  const LINES = ["const a = 1;", "x.y(控件) = 控 ;", "", "  obj.method(arg);  "];

  it("find exactly what one oniguruma scanner of the same patterns finds, from every position", async () => {
    const plain = await createOnigurumaEngine(import("shiki/wasm"));
    const shared = await sharePatterns(createOnigurumaEngine(import("shiki/wasm")));
    let compared = 0;
    for (const line of LINES) {
      const a = plain.createString(line);
      const b = shared.createString(line);
      // All lists over one string, positions rising then falling: the remembered answers are exercised.
      for (const options of [0, 1, 4, 5]) {
        for (const patterns of LISTS) {
          const expected = plain.createScanner(patterns);
          const actual = shared.createScanner(patterns);
          const positions = [...Array(line.length + 1).keys()];
          for (const at of [...positions, ...positions.reverse()]) {
            expect(actual.findNextMatchSync(b, at, options), `${patterns} in "${line}" from ${at}`).toEqual(
              expected.findNextMatchSync(a, at, options),
            );
            compared++;
          }
        }
      }
    }
    expect(compared).toBeGreaterThan(400);
  });

  it("highlight every code block of this site's docs exactly as plain shiki writes it", async () => {
    const plain = await createHighlighter({ caches: false });
    const cached = await createHighlighter();
    let blocks = 0;
    for (const file of fg.sync("docs/**/*.md", { cwd: SCW, absolute: true })) {
      for (const m of readFileSync(file, "utf8").matchAll(/^```(\w+)[^\n]*\n([\s\S]*?)\n```$/gm)) {
        expect(highlightToHtml(cached, m[2], m[1], new Set([1, 3])), file).toBe(plainHtml(plain, m[2], m[1], [1, 3]));
        blocks++;
      }
    }
    expect(blocks).toBeGreaterThan(100);
  });
});
