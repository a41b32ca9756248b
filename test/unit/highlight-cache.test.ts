import { describe, expect, it, vi } from "vitest";
import { createHighlighter, highlightToHtml } from "../../cli/markdown/highlight.ts";

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
];

describe("highlighter caches", () => {
  it("produce exactly plain shiki's HTML, in any order and when repeated", async () => {
    const plain = await createHighlighter({ caches: false });
    const cached = await createHighlighter();
    const expected = BLOCKS.map(([lang, code]) => highlightToHtml(plain, code, lang, new Set([2])));
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

describe("highlighting on a busy machine", () => {
  it("never stops a line early: a slow first line (grammar compilation) is still fully highlighted", async () => {
    const h = await createHighlighter({ caches: false });
    // Every clock reading a second later than the last: any per-line time limit would cut the line short.
    let now = Date.now();
    const clock = vi.spyOn(Date, "now").mockImplementation(() => (now += 1000));
    try {
      const html = highlightToHtml(h, "const answer = 42;", "ts", new Set());
      expect(html).toContain("--shiki-token-constant");
    } finally {
      clock.mockRestore();
    }
  });
});
