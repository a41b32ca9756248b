import { describe, expect, it } from "vitest";
import { escapeHeadingIds, htmlCommentsAsMdx, unwrapMdxCodeBlocks } from "../../../../cli/markdown/mdx/preprocess.ts";
import { parseMdxSyntax, syntaxOf } from "../../../../cli/markdown/mdx/syntax.ts";
import { parseMarkdown } from "../../../../cli/markdown/parse.ts";

// Issue 33, part 6: MDX bodies read as Docusaurus's loader reads them (its preprocessing of the text).
const mdx = { absPath: "/site/docs/page.mdx", file: "docs/page.mdx" };
const md = { absPath: "/site/docs/page.md", file: "docs/page.md" };

describe("heading ids in MDX", () => {
  it("escapes the first {# of heading lines outside fenced code, keeping every line", () => {
    const text = "## 安装 {#install}\n\n```sh\n# {#not-a-heading}\n```\n\n#tag {#x}\n\npara {#y}\n### 已转义 \\{#z}";
    const out = escapeHeadingIds(text);
    expect(out.split("\n")).toHaveLength(text.split("\n").length);
    expect(out).toContain("## 安装 \\{#install}");
    expect(out).toContain("# {#not-a-heading}");
    expect(out).toContain("#tag \\{#x}");
    expect(out).toContain("para {#y}");
    expect(out).toContain("### 已转义 \\{#z}");
    expect(escapeHeadingIds("## no ids")).toBe("## no ids");
  });

  it("gives an .mdx heading its explicit id, as in .md (it was a fatal mdx-parse error)", () => {
    const body =
      "# 标题 {#top}\n\n## 第一步 {#step-one}\n\n## 含 *强调* 的标题 {#emphasis}\n\n## Plain\n\n[跳](#step-one)\n";
    for (const source of [mdx, md]) {
      const parsed = parseMarkdown(body, 1, source);
      expect(parsed.headings.map((h) => [h.text, h.id])).toEqual([
        ["标题", "top"],
        ["第一步", "step-one"],
        ["含 强调 的标题", "emphasis"],
        ["Plain", "plain"],
      ]);
      expect(parsed.h1).toBe("标题");
    }
  });

  it("leaves {# that is not at a heading's end in its text, as Docusaurus does", () => {
    const parsed = parseMarkdown("## Use {#each} blocks\n", 1, mdx);
    expect(parsed.headings[0]).toMatchObject({ text: "Use {#each} blocks", id: "use-each-blocks" });
  });
});

describe("mdx-code-block fences", () => {
  const page = [
    "# 页面", // 1
    "", // 2
    "```mdx-code-block", // 3
    "import Tabs from '@theme/Tabs';", // 4
    "import TabItem from '@theme/TabItem';", // 5
    "```", // 6
    "", // 7
    "````mdx-code-block", // 8
    "<Tabs>", // 9
    '<TabItem value="npm">', // 10
    "", // 11
    "```bash", // 12
    "npm install", // 13
    "```", // 14
    "", // 15
    "</TabItem>", // 16
    "</Tabs>", // 17
    "````", // 18
    "", // 19
    "```mdx", // 20
    "<Tabs />", // 21
    "```", // 22
  ].join("\n");

  it("turns the two fence lines into blank lines; other fences and unclosed ones stay", () => {
    const out = unwrapMdxCodeBlocks(page).split("\n");
    expect(out).toHaveLength(22);
    expect([out[2], out[5], out[7], out[17]]).toEqual(["", "", "", ""]);
    expect(out[11]).toBe("```bash");
    expect(out[19]).toBe("```mdx");
    const unclosed = "```mdx-code-block\n<Tabs>\n";
    expect(unwrapMdxCodeBlocks(unclosed)).toBe(unclosed);
    // Inside another fence (a doc showing the syntax), it is code.
    const shown = "`````md\n````mdx-code-block\n<X />\n````\n`````";
    expect(unwrapMdxCodeBlocks(shown)).toBe(shown);
  });

  it("makes a .md file MDX, as an import line does", () => {
    expect(syntaxOf("/d/a.md", "```mdx-code-block\n<div>x</div>\n```")).toBe("mdx");
    expect(syntaxOf("/d/a.md", "````md\n```mdx-code-block\nx\n```\n````")).toBe("markdown");
  });

  it("renders their content as MDX: imports vanish, Tabs render, code inside stays code", () => {
    for (const source of [mdx, md]) {
      const parsed = parseMarkdown(page, 1, source);
      expect(parsed.messages).toEqual([]);
      const json = JSON.stringify(parsed.tree);
      expect(json).not.toContain("import Tabs");
      expect(json).toContain("tabs-container");
      expect(parsed.code.map((c) => [c.lang, c.code])).toEqual([
        ["bash", "npm install"],
        ["mdx", "<Tabs />"],
      ]);
    }
  });

  it("keeps file lines in diagnostics after an unwrapped fence", () => {
    const r = parseMdxSyntax("```mdx-code-block\nimport X from 'x';\n```\n\na <3\n");
    expect("error" in r && r.error.line).toBe(5);
  });
});

describe("heading ids written as comments (Docusaurus 3)", () => {
  it("{/* #id */} in MDX and <!-- #id --> in markdown, the comment last in the heading", () => {
    const ids = (body: string, source: typeof mdx) =>
      parseMarkdown(body, 1, source).headings.map((h) => [h.text, h.id]);
    expect(ids("## 安装 {/* #install */}\n\n## Other {/* a note */}\n\n## Two {/* #a */ /* #b */}\n", mdx)).toEqual([
      ["安装", "install"],
      ["Other", "other"],
      ["Two", "two"],
    ]);
    expect(ids("## 安装 <!-- #install -->\n\n## Kept <!-- note -->\n", md)).toEqual([
      ["安装", "install"],
      ["Kept", "kept"],
    ]);
    // A generated slug never takes an id written so.
    expect(ids("## install\n\n## Setup {/* #install */}\n", mdx)).toEqual([
      ["install", "install-1"],
      ["Setup", "install"],
    ]);
  });
});

describe("HTML comments in MDX (Docusaurus's mdx1Compat.comments, on by default)", () => {
  it("become MDX comments of the same length, outside fenced and inline code, across lines too", () => {
    const text = "a <!-- one --> b\n\n<!--\nmulti */ line\n-->\n\n`<!-- code -->`\n\n```html\n<!-- fenced -->\n```";
    const out = htmlCommentsAsMdx(text);
    expect(out).toBe(
      "a {/** one */} b\n\n{/**\nmulti *  line\n*/}\n\n`<!-- code -->`\n\n```html\n<!-- fenced -->\n```",
    );
    expect(out.split("\n").map((l) => l.length)).toEqual(text.split("\n").map((l) => l.length));
    expect(htmlCommentsAsMdx("no comments")).toBe("no comments");
  });

  it("lets an .mdx file with <!-- --> parse, its truncate marker and heading id kept", () => {
    expect("tree" in parseMdxSyntax("Intro.\n\n<!-- truncate -->\n\nMore <!-- aside --> text.\n")).toBe(true);
    const parsed = parseMarkdown("## 安装 <!-- #install -->\n\nIntro.\n\n<!-- truncate -->\n\nMore.\n", 1, mdx);
    expect(parsed.headings.map((h) => h.id)).toEqual(["install"]);
  });
});

// Issue 50: a comment around a code fence whose `-->` sat on a fence line (```` ``` --> ````, which CommonMark
// reads as an opening fence) made every line after it fenced code, so the comments after it stayed HTML
// comments, MDX refused them, and the `.md` page with tabs fell back to plain markdown (its tabs lost).
describe("HTML comments around code fences", () => {
  const rest = '\n\nText <!-- later --> after.\n\n<Tabs>\n<TabItem value="a">\n\nA\n\n</TabItem>\n</Tabs>\n';
  const shapes = {
    "closing on the fence's closing line": "<!-- ```js\ncode\n``` -->",
    "closing right after the closing fence": "<!--\n```js\ncode\n```-->",
    "closing inside the fence": "<!--\n```js\ncode\n-->",
  };

  it.each(Object.entries(shapes))("a comment %s leaves the lines after it markdown", (_, comment) => {
    const text = comment + rest;
    expect(htmlCommentsAsMdx(text)).toContain("Text {/** later */} after.");
    const body = `import Tabs from '@theme/Tabs';\nimport TabItem from '@theme/TabItem';\n\n${text}`;
    const parsed = parseMarkdown(body, 1, md);
    expect(parsed.messages).toEqual([]);
    expect(parsed.code).toEqual([]);
    expect(JSON.stringify(parsed.tree)).toContain('"role":"tab"');
  });
});

describe("what follows a comment around a code fence", () => {
  it("keeps its heading ids, admonition titles and import lines", () => {
    const body =
      "<!-- ```js\ncode\n``` -->\n\nimport Tabs from '@theme/Tabs';\n\n## Title {#custom}\n\n:::tip Tip title\n\nx\n\n:::\n";
    expect(syntaxOf("/site/docs/page.md", body)).toBe("mdx");
    const parsed = parseMarkdown(body, 1, md);
    expect(parsed.messages).toEqual([]);
    expect(parsed.headings.map((h) => h.id)).toEqual(["custom"]);
    expect(JSON.stringify(parsed.tree)).toContain("Tip title");
  });
});
