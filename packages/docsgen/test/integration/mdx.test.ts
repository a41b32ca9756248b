import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { withoutIcons } from "../helpers/admonition.ts";
import { buildInProcess } from "../helpers/build.ts";
import { copyFixture } from "../helpers/cli.ts";

// Issue 15, part 6: the MDX real Docusaurus docs use renders, and whatever docsgen cannot render is a
// located warning naming it (fixture: mdx). Part 5: links in MDX attributes are checked like markdown's.
let out: string;
let stderr: string;
const read = (rel: string) => readFileSync(join(out, rel), "utf8");
const content = (rel: string) => {
  const html = read(rel);
  return html.slice(html.indexOf('id="__docsgen_content"'), html.indexOf("</article>"));
};

beforeAll(async () => {
  const site = copyFixture("mdx");
  out = join(site, "build");
  const r = await buildInProcess(site);
  stderr = r.stderr;
  expect(r.code, r.stderr).toBe(0);
  expect(r.stdout).toMatch(/10 pages written to .*, 7 warnings$/m);
});

describe("MDX blog posts", () => {
  it("builds a .mdx post with its tabs, and no import line", () => {
    const html = read("blog/2024/05/01/release/index.html");
    expect(html).toContain('role="tablist"');
    expect(html).not.toContain("import Tabs");
  });

  it("cuts the list page's excerpt at {/* truncate */}", () => {
    const list = read("blog/index.html");
    expect(list).toContain("Posts may be MDX too.");
    expect(list).not.toContain("yarn add acme");
  });
});

describe("MDX pages", () => {
  it("builds .mdx files as docs and leaves `_` partials out", () => {
    expect(read("docs/install/index.html")).toContain("<h1>安装</h1>");
    expect(() => read("docs/_requirements/index.html")).toThrow();
    expect(() => read("docs/requirements/index.html")).toThrow();
  });

  it("never prints import/export lines or {/* comments */}", () => {
    for (const page of ["docs/install/index.html", "docs/guides/configure/index.html"]) {
      const html = content(page);
      expect(html).not.toMatch(/import \w+ from|@theme\/|这段注释/);
    }
  });

  it("renders Tabs as an accessible tab list, the default tab shown and the others hidden", () => {
    const html = content("docs/install/index.html");
    expect(html).toContain('<div class="tabs-container" data-group-id="os" data-query-string="os">');
    expect(html).toContain(
      '<li role="tab" id="tabs-0-tab-mac" tabindex="0" aria-selected="true" aria-controls="tabs-0-panel-mac" class="tabs__item tabs__item--active" data-value="mac">macOS</li>',
    );
    expect(html).toContain('<div role="tabpanel" id="tabs-0-panel-win" aria-labelledby="tabs-0-tab-win" hidden="">');
    expect(html).toContain(
      '<div role="tabpanel" id="tabs-0-panel-mac" aria-labelledby="tabs-0-tab-mac"><p>在 macOS 上：</p>',
    );
    // Fenced code inside a tab is still a highlighted code block.
    expect(html).toMatch(/tabs-0-panel-mac[\s\S]*class="theme-code-block language-sh"[\s\S]*brew<\/span>/);
    // Without a default, the first tab; the second group on the page gets its own ids.
    expect(html).toContain('id="tabs-1-tab-win" tabindex="0" aria-selected="true"');
    expect(content("docs/guides/configure/index.html")).toContain('<div class="tabs-container"><ul role="tablist"');
  });

  it("renders details, Admonition, :::directives, CodeBlock, useBaseUrl and HTML links", () => {
    const html = content("docs/install/index.html");
    expect(html).toContain(
      "<details><summary>展开看看</summary><p>折叠的 <strong>markdown</strong> 内容。</p></details>",
    );
    expect(withoutIcons(html)).toContain(
      '<div class="theme-admonition theme-admonition-tip admonition alert alert--success"><div class="admonitionHeading">小技巧</div>',
    );
    expect(html).toContain("theme-admonition-warning");
    expect(html).toContain("三个冒号的警告在 MDX 里照样可用。");
    expect(html).toMatch(
      /<div class="theme-code-block language-js" data-language="js"><div class="codeBlockTitle">hello.js<\/div>[\s\S]*world/,
    );
    expect(html).toContain('<img src="/mdx/img/logo.svg" alt="标志" width="32"/>');
    expect(html).toContain('<a href="/mdx/docs/guides/configure#%E7%AB%AF%E5%8F%A3">端口设置</a>');
    expect(html).toContain('<p>也可以看 <a href="/mdx/docs/guides/configure">配置页</a>。</p>');
  });

  it("inlines a partial in each page that imports it, its links rewritten, its headings in the TOC", () => {
    for (const page of ["docs/install/index.html", "docs/guides/configure/index.html"]) {
      const html = content(page);
      expect(html).toContain('<h3 id="环境要求" class="anchor">环境要求');
      expect(html).toContain('见<a href="/mdx/docs/guides/configure">配置说明</a>');
      expect(read(page)).toMatch(/class="table-of-contents[\s\S]*href="#环境要求"/);
    }
  });

  it("keeps the children of an unknown component and everything after it", () => {
    const html = content("docs/install/index.html");
    expect(html).toContain("<p>需要 <strong>AVX2</strong> 指令集。</p>");
    expect(html).toContain("<p>当前版本：。</p>");
  });

  it("keeps fenced import lines in a .md page as code", () => {
    expect(content("docs/guides/configure/index.html")).toMatch(
      /language-js[\s\S]*>import<\/span>[\s\S]*>export<\/span>/,
    );
  });
});

describe("plain .md keeps its raw HTML", () => {
  it("renders HTML that is not JSX in a .md file without import lines", () => {
    const html = content("docs/plain/index.html");
    expect(html).toContain("<p>第一行<br/>第二行，<kbd>Ctrl</kbd>。</p>");
    expect(html).toContain("<details>\n<summary>原始 HTML</summary>");
  });

  it("falls back to markdown, with a located warning, when a .md file with imports is not valid MDX", () => {
    expect(stderr).toMatch(
      /^docs\/legacy\.md:9:1: warning \[mdx-parse\] this \.md file has import\/export lines but is not valid MDX \(Expected a closing tag for `<br>` \(9:3-9:7\)/m,
    );
    expect(content("docs/legacy/index.html")).toContain("<p>换行<br/>之后的文字。</p>");
  });
});

describe("warnings name what was not rendered, at file:line:col", () => {
  it("an unknown component and an expression", () => {
    expect(stderr).toMatch(
      /^docs\/install\.mdx:78:1: warning \[mdx-unsupported\] the component <CpuFlag> \(not imported\) is not rendered; its content is kept$/m,
    );
    expect(stderr).toMatch(
      /^docs\/install\.mdx:82:6: warning \[mdx-unsupported\] the expression \{props\.x\} is not evaluated/m,
    );
  });

  it("a missing partial at its import line, and a cycle of partials", () => {
    expect(stderr).toMatch(
      /^docs\/problems\.mdx:5:1: warning \[mdx-partial\] the partial "\.\/_gone\.mdx" imported as Gone does not exist$/m,
    );
    expect(stderr).toMatch(
      /^docs\/problems\.mdx:12:1: warning \[mdx-partial\] .*\(problems\.mdx → _loop-a\.mdx → _loop-b\.mdx → _loop-a\.mdx\)/m,
    );
    // The cycle is cut once: each partial's text is there.
    expect(content("docs/problems/index.html")).toMatch(/循环 A。[\s\S]*循环 B。/);
  });

  it("links and images in MDX attributes are checked like markdown's (part 5)", () => {
    expect(stderr).toMatch(/^docs\/problems\.mdx:14:1: warning \[markdown-link-broken\] markdown link "\.\/nope\.md"/m);
    expect(stderr).toMatch(/^docs\/problems\.mdx:16:1: warning \[html-image-broken\] image "\.\/missing\.png"/m);
  });
});

describe("an .mdx file that is not valid MDX", () => {
  it("fails the build at its error, with a hint", async () => {
    const site = copyFixture("mdx");
    writeFileSync(join(site, "docs", "broken.mdx"), "---\ntitle: 坏\n---\n\n文字 <b>没有闭合\n\n更多。\n");
    const r = await buildInProcess(site);
    expect(r.code).toBe(1);
    expect(r.stderr).toMatch(
      /^docs\/broken\.mdx:\d+:\d+: error \[mdx-parse\] not valid MDX: Expected a closing tag for `<b>` \(5:4-5:7\)/m,
    );
    expect(r.stderr).toContain("close every tag");
  });
});
