import { readFileSync } from "node:fs";
import fg from "fast-glob";
import remarkDirective from "remark-directive";
import remarkGfm from "remark-gfm";
import remarkParse from "remark-parse";
import { unified } from "unified";
import { describe, expect, it } from "vitest";
import { normalizeAdmonitionTitles } from "../../../cli/markdown/admonition-syntax.ts";
import { parseMarkdown, parseSyntax } from "../../../cli/markdown/parse.ts";
import { WORKSPACE } from "../../helpers/cli.ts";

describe("positions", () => {
  it("shifts line numbers by the front matter offset", () => {
    const { headings, links } = parseMarkdown("## 一\n\n[x](./a.md)\n", 5);
    expect(headings[0].line).toBe(5);
    expect(links[0]).toMatchObject({ url: "./a.md", line: 7, column: 1 });
  });
});

describe("the parsing shortcuts (fence skipping, the autolink guard) change no tree", () => {
  const full = unified().use(remarkParse).use(remarkGfm).use(remarkDirective).freeze();
  // Each GFM construct and directive kind alone, near misses, and every markdown file of this repo.
  const samples = [
    "写信给 dev@example.com 或访问 www.example.com 和 https://example.com/a?b=1。",
    "脚注[^1] 与 [^x]。\n\n[^1]: 说明\n[^x]: 另一个",
    "~~删除~~ 与 ~单波浪~ 与 ~~~\ncode\n~~~",
    "| a | b |\n| - | :-: |\n| 1 | 2 |\n\na | b\n--|--\n1 | 2",
    "- [ ] 未完成\n- [x] 完成\n- [X] 大写\n- [\t] 制表",
    ":::tip[标题]\n内容 :abbr[HTML]{title=x}\n\n::leaf[x]\n:::",
    "时间 12:30，比例 3:2，网址 http:// 与 mailto:x，冒号：中文",
    "纯文本，没有任何扩展语法。\n\n```ts\nconst a: string = `~|@`;\n```",
  ];
  const files = fg.sync(
    ["sites/scw/docs/**/*.md", "sites/scw/pages/**/*.md", "packages/docsgen/test/fixtures/**/*.md"],
    {
      cwd: WORKSPACE,
      absolute: true,
    },
  );

  it("parses exactly as plain remark with GFM and directives", () => {
    expect(files.length).toBeGreaterThan(30);
    for (const [name, markdown] of [
      ...samples.map((s, i) => [`sample ${i}`, s]),
      ...files.map((f) => [f, normalizeAdmonitionTitles(readFileSync(f, "utf8"))]),
    ]) {
      expect(parseSyntax(markdown), name).toEqual(full.parse(markdown));
    }
  });
});
