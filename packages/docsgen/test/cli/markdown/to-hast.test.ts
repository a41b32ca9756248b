import { describe, expect, it } from "vitest";
import { localHighlighting } from "../../../cli/highlight/service.ts";
import { parseMarkdown } from "../../../cli/markdown/parse.ts";
import { toHast } from "../../../cli/markdown/to-hast.ts";
import { renderContent } from "../../../cli/render/content.ts";
import { ADMONITION_ICON } from "../../../shared/admonition-icons.ts";

const highlighting = localHighlighting();

async function html(markdown: string) {
  const parsed = parseMarkdown(markdown, 1);
  return renderContent(toHast(parsed.tree, { code: await highlighting.highlight(parsed.code) }));
}

describe("rendering", () => {
  it("renders admonitions with Chinese default and custom titles", async () => {
    const out = await html(":::tip\n默认\n:::\n\n:::danger 小心\n内容\n:::\n");
    expect(out).toContain('class="theme-admonition theme-admonition-tip admonition alert alert--success"');
    expect(out).toMatch(
      /<div class="admonitionHeading"><span class="admonitionIcon"><svg [^>]+>.*?<\/svg><\/span>提示<\/div>/,
    );
    expect(out).toMatch(
      /<div class="admonitionHeading"><span class="admonitionIcon"><svg [^>]+>.*?<\/svg><\/span>小心<\/div>/,
    );
  });

  it("gives each kind Docusaurus 3's icon, an alias its kind's (issue 48, point 5)", async () => {
    const kinds = Object.keys(ADMONITION_ICON) as (keyof typeof ADMONITION_ICON)[];
    const out = await html(kinds.map((kind) => `:::${kind}\n${kind}\n:::\n`).join("\n"));
    const icons = [
      ...out.matchAll(/<svg viewBox="([^"]+)" aria-hidden="true"><path fill-rule="evenodd" d="([^"]+)">/g),
    ];
    expect(icons.map(([, box, d]) => [box, d])).toEqual(
      kinds.map((k) => [ADMONITION_ICON[k].viewBox, ADMONITION_ICON[k].d]),
    );
    const shapes = new Map(kinds.map((k) => [k, ADMONITION_ICON[k].d]));
    // Docusaurus's aliases (theme-classic's Admonition/Types): caution is drawn as warning, and so on.
    for (const [alias, kind] of [
      ["secondary", "note"],
      ["success", "tip"],
      ["important", "info"],
      ["caution", "warning"],
    ] as const)
      expect(shapes.get(alias), alias).toBe(shapes.get(kind));
    expect(new Set(shapes.values()).size).toBe(5);
    for (const [box, kind] of [
      ["0 0 14 16", "note"],
      ["0 0 12 16", "tip"],
      ["0 0 14 16", "info"],
      ["0 0 16 16", "warning"],
      ["0 0 12 16", "danger"],
    ] as const)
      expect(ADMONITION_ICON[kind].viewBox).toBe(box);
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
