import { readFileSync } from "node:fs";
import fg from "fast-glob";
import type { Root } from "mdast";
import remarkDirective from "remark-directive";
import remarkGfm from "remark-gfm";
import remarkParse from "remark-parse";
import { unified } from "unified";
import { describe, expect, it } from "vitest";
import { localHighlighting } from "../../../cli/highlight/service.ts";
import { normalizeAdmonitionTitles } from "../../../cli/markdown/admonition-syntax.ts";
import { parseCodeMeta } from "../../../cli/markdown/code-meta.ts";
import { restoreFences, shortenFences } from "../../../cli/markdown/fence-skip.ts";
import { parseMarkdown, parseSyntax } from "../../../cli/markdown/parse.ts";
import { toHast } from "../../../cli/markdown/to-hast.ts";
import { renderContent } from "../../../cli/render/content.ts";

const highlighting = localHighlighting();

async function html(markdown: string) {
  const parsed = parseMarkdown(markdown, 1);
  return renderContent(toHast(parsed.tree, { code: await highlighting.highlight(parsed.code) }));
}

describe("admonition syntax", () => {
  it("moves a Docusaurus title into brackets and keeps the line count", () => {
    const src = ":::tip 提示\n正文\n:::\n\n```md\n:::note 不动\n```";
    const out = normalizeAdmonitionTitles(src);
    expect(out).toBe(":::tip[提示]\n正文\n:::\n\n```md\n:::note 不动\n```");
    expect(out.split("\n")).toHaveLength(src.split("\n").length);
  });
});

describe("heading ids", () => {
  it("slugs Chinese headings, numbers duplicates and honours explicit ids", () => {
    const { headings } = parseMarkdown(
      "# 标题\n\n## 快速开始\n\n## API 参考\n\n## 使用 @Widget 装饰器（推荐）\n\n## 快速开始\n\n### 自定义 {#my-id}\n",
      1,
    );
    expect(headings.map((h) => h.id)).toEqual([
      "标题",
      "快速开始",
      "api-参考",
      "使用-widget-装饰器推荐",
      "快速开始-1",
      "my-id",
    ]);
    expect(headings.at(-1)?.text).toBe("自定义");
  });

  it("shifts line numbers by the front matter offset", () => {
    const { headings, links } = parseMarkdown("## 一\n\n[x](./a.md)\n", 5);
    expect(headings[0].line).toBe(5);
    expect(links[0]).toMatchObject({ url: "./a.md", line: 7, column: 1 });
  });
});

describe("rendering", () => {
  it("renders admonitions with Chinese default and custom titles", async () => {
    const out = await html(":::tip\n默认\n:::\n\n:::danger 小心\n内容\n:::\n");
    expect(out).toContain('class="theme-admonition theme-admonition-tip admonition alert alert--success"');
    expect(out).toContain('<div class="admonitionHeading">提示</div>');
    expect(out).toContain('<div class="admonitionHeading">小心</div>');
  });

  it("links bare URLs and e-mail addresses (GFM autolink literals), and only those", async () => {
    const out = await html(
      "见 https://example.com/a 或 www.example.org ，邮件 dev@example.com 。\n\n纯文本，没有链接。\n",
    );
    expect(out).toContain('<a href="https://example.com/a"');
    expect(out).toContain('<a href="http://www.example.org"');
    expect(out).toContain('<a href="mailto:dev@example.com">dev@example.com</a>');
    expect(out).toContain("<p>纯文本，没有链接。</p>");
    // A nested directive inside a restored text directive's label is restored too.
    expect(await html("比例 a:b[c:d] 不变\n")).toContain("比例 a:b[c:d] 不变");
  });

  it("keeps prose colons that look like directives", async () => {
    const out = await html("时间 10:30，比例 a:b 与 CoCo:Widget。\n");
    expect(out).toContain("时间 10:30，比例 a:b 与 CoCo:Widget。");
  });

  it("highlights code with theme variables (light and dark by CSS), a title and marked lines", async () => {
    const out = await html('```ts title="src/widget.ts" {2}\nconst a = 1;\nconst b = 2;\n```\n');
    expect(out).toContain('<div class="codeBlockTitle">src/widget.ts</div>');
    expect(out).toContain("var(--shiki-token-keyword)");
    expect(out.match(/theme-code-block-highlighted-line/g)).toHaveLength(1);
    expect(out).toContain('class="theme-code-block language-ts"');
  });

  it("adds hash links to h2 headings and new-tab attributes to external links", async () => {
    const out = await html("## 安装\n\n[外部](https://example.com)\n");
    expect(out).toContain(
      '<h2 id="安装" class="anchor">安装<a href="#安装" class="hash-link" aria-label="安装的直接链接"',
    );
    expect(out).toContain('target="_blank" rel="noopener noreferrer"');
  });

  it("renders GFM tables and task lists", async () => {
    const out = await html("| a | b |\n| :-: | - |\n| 1 | 2 |\n\n- [x] 完成\n");
    expect(out).toContain("<table");
    expect(out).toContain('type="checkbox"');
  });
});

describe("code meta", () => {
  it("parses title, line ranges and flags", () => {
    const meta = parseCodeMeta('title="a b.ts" {1,3-4} skip-check');
    expect(meta.title).toBe("a b.ts");
    expect([...meta.highlight]).toEqual([1, 3, 4]);
    expect([...meta.flags]).toEqual(["skip-check"]);
  });
});

describe("syntax left out when a document cannot contain it", () => {
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
  const files = fg.sync(["docs/**/*.md", "pages/**/*.md", "test/fixtures/**/*.md"], { absolute: true });

  it("parses exactly as with every extension", () => {
    expect(files.length).toBeGreaterThan(30);
    for (const [name, markdown] of [
      ...samples.map((s, i) => [`sample ${i}`, s]),
      ...files.map((f) => [f, normalizeAdmonitionTitles(readFileSync(f, "utf8"))]),
    ]) {
      expect(parseSyntax(markdown), name).toEqual(full.parse(markdown));
    }
  });
});

describe("fenced code parsed without its lines", () => {
  const full = unified().use(remarkParse).use(remarkGfm).use(remarkDirective).freeze();
  // Fenced code at the edges of CommonMark, GFM and directives: what shortenFences does with each, and
  // the tree must be the one of the original text either way (positions included).
  const LONG = "const alpha = 1;\nconst value = computeSomething(alpha); // 中文注释\nexport default value;";

  const FENCE_SAMPLES: { name: string; markdown: string; outcome: "shortened" | "untouched" | "parsed again" }[] = [
    {
      name: "plain",
      markdown: `说明\n\n\`\`\`ts title="a.ts" {1}\n${LONG}\n\n${LONG}\n\`\`\`\n\n[链接](./a.md) 之后`,
      outcome: "shortened",
    },
    {
      name: "interrupts a paragraph",
      markdown: `段落第一行\n\`\`\`ts\n${LONG}\n\`\`\`\n后面 [x](#y)`,
      outcome: "shortened",
    },
    {
      name: "tilde fence, backticks in info",
      markdown: `~~~js \`meta\`\n${LONG}\n\`\`\`\n~~~\n`,
      outcome: "shortened",
    },
    {
      name: "backtick in a backtick info string: not a fence",
      markdown: `\`\`\`js \`x\`\n${LONG}\n\`\`\`\n`,
      outcome: "untouched",
    },
    {
      name: "longer fence holds a shorter one",
      markdown: `\`\`\`\`md\n\`\`\`ts\n${LONG}\n\`\`\`\n\`\`\`\`\n`,
      outcome: "shortened",
    },
    {
      name: "tabs and blank lines kept",
      markdown: `\`\`\`ts\n\t${LONG}\n   \n\t\tb();\n\n\`\`\`\n`,
      outcome: "shortened",
    },
    {
      name: "indented close, trailing spaces, 4-space line is content",
      markdown: `\`\`\`ts\n${LONG}\n    \`\`\`\n   \`\`\`  \n`,
      outcome: "shortened",
    },
    { name: "unclosed", markdown: `\`\`\`ts\n${LONG}\n${LONG}\n`, outcome: "untouched" },
    { name: "after a block quote", markdown: `> 引用\n\`\`\`ts\n${LONG}\n\`\`\`\n`, outcome: "shortened" },
    {
      name: "after a list item",
      markdown: `- 列表\n  \`\`\`\`md\n\`\`\`ts\n${LONG}\n\`\`\`\n  \`\`\`\`\n`,
      outcome: "shortened",
    },
    {
      name: "indented fence is not touched",
      markdown: `- 项\n\n  \`\`\`ts\n  ${LONG}\n  \`\`\`\n`,
      outcome: "untouched",
    },
    { name: "inside an HTML block", markdown: `<div>\n\`\`\`js\n${LONG}\n\`\`\`\n</div>\n`, outcome: "parsed again" },
    { name: "inside an HTML comment", markdown: `<!--\n\`\`\`ts\n${LONG}\n\n\`\`\`\n-->\n`, outcome: "parsed again" },
    {
      name: "colon lines inside code",
      markdown: `\`\`\`yaml\nkey: value\n:not-a-directive ${LONG}\n  :: too\n\`\`\`\n`,
      outcome: "shortened",
    },
    {
      name: "inside a container directive",
      markdown: `:::tip[标题]\n\`\`\`ts\n${LONG}\n\`\`\`\n:::\n`,
      outcome: "shortened",
    },
    {
      name: "directive close inside a fence",
      markdown: `:::tip\n\`\`\`md\n${LONG}\n:::\n\`\`\`\n:::\n`,
      outcome: "parsed again",
    },
    {
      name: "nested directives",
      markdown: `::::note\n:::tip\n\`\`\`ts\n${LONG}\n\`\`\`\n:::\n::::\n`,
      outcome: "shortened",
    },
    {
      name: "table syntax only in code",
      markdown: `| a | b |\n| - | - |\n| 1 | 2 |\n\n\`\`\`ts\ntype T = "a" | "b"; ${LONG}\n\`\`\`\n`,
      outcome: "shortened",
    },
    {
      name: "two fences, the first short",
      markdown: `\`\`\`sh\nnpm i\n\`\`\`\n\n\`\`\`ts\n${LONG}\n\`\`\`\n\n## 标题 {#id}\n`,
      outcome: "shortened",
    },
  ];

  it("gives the tree of the original text, and empties only what it can check", () => {
    for (const { name, markdown, outcome } of FENCE_SAMPLES) {
      expect(parseSyntax(markdown), name).toEqual(full.parse(markdown));
      const shortened = shortenFences(markdown);
      const got = !shortened
        ? "untouched"
        : restoreFences(full.parse(shortened.text) as Root, shortened)
          ? "shortened"
          : "parsed again";
      expect(got, name).toBe(outcome);
    }
  });

  it("gives the tree of the original text for random mixes of fences, containers and HTML", () => {
    // Seeded, so a failure names a document that fails again. 30,000 documents of this kind passed when
    // this was written; 1,000 run here.
    const PIECES = [
      ...["```", "````", "~~~", "```ts", '```js title="a.js"', "~~~md", "  ```", "   ```", "    ```", "```js `x`"],
      ...[":::", ":::tip", ":::note[标题]", "::::", "::leaf[x]", ":not"],
      ...[
        "- 列表项",
        "  - 子项",
        "1. 有序",
        "> 引用",
        "> ```",
        ">",
        "<div>",
        "</div>",
        "<!--",
        "-->",
        "<pre>",
        "</pre>",
      ],
      ...["| a | b |", "| - | - |", "段落文字", "const a = 1;", "", "", "", "\t缩进", "    缩进代码", "## 标题"],
      ...["[链接](./a.md)", "[^1]: 脚注", "***"],
    ];
    let seed = 12345;
    const random = () => {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      return seed / 2147483648;
    };
    let restored = 0;
    for (let n = 0; n < 1000; n++) {
      const length = 5 + Math.floor(random() * 30);
      const markdown = Array.from({ length }, () => PIECES[Math.floor(random() * PIECES.length)]).join("\n");
      expect(parseSyntax(markdown), markdown).toEqual(full.parse(markdown));
      const shortened = shortenFences(markdown);
      if (shortened && restoreFences(full.parse(shortened.text) as Root, shortened)) restored++;
    }
    expect(restored).toBeGreaterThan(100); // the fast path was taken, not only the fallback
  });

  it("takes the content lines out and puts them back", () => {
    const markdown = FENCE_SAMPLES[0].markdown;
    const shortened = shortenFences(markdown);
    expect(shortened?.text).not.toContain("computeSomething");
    expect(shortened?.text.split("\n").length).toBe(markdown.split("\n").length - 7); // the seven content lines
    const tree = full.parse(shortened?.text ?? "") as Root;
    expect(restoreFences(tree, shortened as NonNullable<typeof shortened>)).toBe(true);
    expect(tree).toEqual(full.parse(markdown));
  });
});
