import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { buildInProcess } from "../helpers/build.ts";
import { copyFixture } from "../helpers/cli.ts";

// Issue 15, part 1: raw HTML in markdown renders, its links are checked like markdown's, and what could
// run code is removed with a located warning (fixture: raw-html).
let out: string;
let stderr: string;
const read = (rel: string) => readFileSync(join(out, rel), "utf8");
const content = (html: string) => html.slice(html.indexOf("<h1"), html.indexOf("</article>"));

beforeAll(async () => {
  const site = copyFixture("raw-html");
  out = join(site, "build");
  const r = await buildInProcess(site);
  stderr = r.stderr;
  expect(r.code).toBe(0);
  expect(r.stdout).toMatch(/, 4 warnings$/m);
});

describe("raw HTML renders", () => {
  it("block and inline HTML, with markdown between an element's blocks", () => {
    const html = content(read("docs/intro/index.html"));
    expect(html).toContain(
      "<p>第一行<br/>第二行，按 <kbd>Ctrl</kbd> + <kbd>C</kbd> 复制，H<sub>2</sub>O，x<sup>2</sup>，行内 <code>npm run build</code>。</p>",
    );
    expect(html).toContain(
      "<details>\n<summary>展开看看</summary>\n<p>折叠的 <strong>markdown</strong> 内容。</p>\n</details>",
    );
    expect(html).toContain(
      '<iframe src="https://www.example.com/embed/video" width="560" height="315" allowFullScreen="">',
    );
    expect(html).toContain("<tr><td><kbd>Esc</kbd></td><td>关闭</td></tr>");
    expect(content(read("docs/other/index.html"))).toContain('<p align="center">HTML 段落里的文字。</p>');
  });

  it("gives links and images in HTML their final URLs and copies the images", () => {
    const html = content(read("docs/intro/index.html"));
    const logo = /<img src="\/raw\/(assets\/images\/logo-[0-9a-f]+\.svg)" alt="标志" width="64"\/>/.exec(html);
    expect(logo).not.toBeNull();
    expect(readFileSync(join(out, logo?.[1] ?? ""), "utf8")).toContain("<svg");
    expect(html).toContain('<a href="/raw/docs/other#%E7%AC%AC%E4%BA%8C%E8%8A%82">另一页的第二节</a>');
    expect(content(read("docs/other/index.html"))).toContain('<a href="/raw/docs/intro">原始 HTML</a>');
  });

  it("counts ids written in HTML as anchors (the build has no anchor-broken warning)", () => {
    expect(stderr).not.toContain("anchor-broken");
    expect(content(read("docs/intro/index.html"))).toContain(
      '<a href="/raw/docs/other#%E6%97%A7%E9%94%9A%E7%82%B9">旧锚点</a>与 <a href="/raw/docs/other#legacy">legacy</a>',
    );
    expect(content(read("docs/other/index.html"))).toContain(
      '<a id="旧锚点"></a>旧版的标题，<a name="legacy">旧名字</a>。',
    );
  });

  it("describes and indexes pages by their text, without tags", () => {
    const description = "第一行第二行，按 Ctrl + C 复制，H2O，x2，行内 npm run build。";
    expect(read("docs/intro/index.html")).toContain(`<meta name="description" content="${description}">`);
    const index = readdirSync(join(out, "search/p"))
      .map((f) => read(`search/p/${f}`))
      .join("\n");
    expect(index).toContain(`"${description} 折叠的 markdown 内容。 旧锚点与 legacy：HTML 里写的 id 也是锚点。"`);
    expect(index).not.toMatch(/<|&lt;/);
  });
});

describe("what could run code is removed, with a located warning each", () => {
  it("scripts, event handlers and javascript: URLs, in HTML and in markdown links", () => {
    expect(stderr.match(/^\S+: warning \[html-unsafe\] .*$/gm)).toEqual([
      "docs/unsafe.md:7:4: warning [html-unsafe] the <script> element and its content were removed from the output: it would run code",
      "docs/unsafe.md:9:1: warning [html-unsafe] the event handler attribute onerror of <img> was removed from the output: it would run code",
      "docs/unsafe.md:11:1: warning [html-unsafe] the javascript: URL in href of <a> was removed from the output: only http, https, mailto, tel and relative URLs are allowed there",
      "docs/unsafe.md:11:38: warning [html-unsafe] the javascript: URL of a markdown link was removed from the output",
    ]);
    const html = content(read("docs/unsafe/index.html"));
    // The text around the script joins up, as if it had never been written.
    expect(html).toContain("<p>脚本  被移除，文字保留。</p>");
    expect(html).toMatch(/<img src="\/raw\/assets\/images\/logo-[0-9a-f]+\.svg" alt="标志"\/>/);
    expect(html).toContain("<p><a>点我</a>，<a>markdown 链接</a>。</p>");
    expect(html).not.toMatch(/<script|onerror|javascript:/i);
  });
});

describe("links in raw HTML are checked like markdown links", () => {
  it("a missing .md file, a missing anchor and a missing image, each at file:line:col; the site builds, as in Docusaurus", async () => {
    const site = copyFixture("raw-html");
    const file = join(site, "docs/other.md");
    writeFileSync(
      file,
      `${readFileSync(file, "utf8")}\n<p>\n  <a href="./gone.md">旧页</a> <a href="./intro.md#没有">锚点</a>\n  <img src="./nope.png">\n</p>\n`,
    );
    const r = await buildInProcess(site);
    // Docusaurus checks neither an <img>'s file nor a raw <a>'s markdown target: both are warnings.
    expect(r.code, r.stderr).toBe(0);
    expect(r.stderr).toContain(
      'docs/other.md:16:3: warning [markdown-link-broken] markdown link "./gone.md" points to no doc or page',
    );
    expect(r.stderr).toContain(
      'docs/other.md:16:30: warning [anchor-broken] anchor "#没有" does not exist on /docs/intro',
    );
    expect(r.stderr).toContain('docs/other.md:17:3: warning [html-image-broken] image "./nope.png" does not exist');
  });
});
