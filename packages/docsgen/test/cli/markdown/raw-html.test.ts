import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, describe, expect, it } from "vitest";
import { resolveConfig } from "../../../cli/config/resolve.ts";
import { assetPath } from "../../../cli/content/assets.ts";
import { parseHead } from "../../../cli/content/load.ts";
import { localHighlighting } from "../../../cli/highlight/service.ts";
import { parseMarkdown } from "../../../cli/markdown/parse.ts";
import { isScriptUrl } from "../../../cli/markdown/raw-html.ts";
import type { LinkContext } from "../../../cli/model/link-resolver.ts";
import { searchSections } from "../../../cli/search/sections.ts";
import { welcomeHead } from "../../helpers/heads.ts";

// Issue 15, part 1: raw HTML renders; its links are resolved and checked like markdown's; scripts,
// event handlers and javascript: URLs are removed with a located message.
const BODY = `第一行<br/>第二行，按 <kbd>Ctrl</kbd>。

[markdown](./second.md)

<div align="center" id="居中">
  <a href="./second.md#快速开始" onclick="steal()">HTML 链接</a>
  <img src="../guide/pic.svg" alt="图" />
</div>

<details>
<summary>展开</summary>

折叠的 **markdown**，<a href="javascript:alert(1)">坏链接</a>。

</details>

<script>alert(1)</script>
`;

const highlighting = localHighlighting();
afterAll(() => highlighting.close());

describe("parse: what raw HTML holds, located in the file", () => {
  // Front matter of 4 lines: the body starts on line 5.
  const parsed = parseMarkdown(BODY, 5);

  it("lists links and images written in HTML apart from markdown's, at file:line:col", () => {
    expect(parsed.links).toEqual([{ kind: "link", url: "./second.md", line: 7, column: 1 }]);
    expect(parsed.rawHtml.links).toEqual([
      { kind: "link", html: true, url: "./second.md#快速开始", line: 10, column: 3 },
      { kind: "image", html: true, url: "../guide/pic.svg", line: 11, column: 3 },
    ]);
  });

  it("lists the ids written in HTML: links may point to them", () => {
    expect(parsed.rawHtml.anchors).toEqual(["居中"]);
  });

  it("reports each removed construct once, where it is written", () => {
    expect(parsed.rawHtml.messages.map((m) => `${m.line}:${m.column} ${m.ruleId} ${m.reason}`)).toEqual([
      "10:3 html-unsafe the event handler attribute onclick of <a> was removed from the output: it would run code",
      "17:18 html-unsafe the javascript: URL in href of <a> was removed from the output: only http, https, mailto, tel and relative URLs are allowed there",
      "21:1 html-unsafe the <script> element and its content were removed from the output: it would run code",
    ]);
    expect(parsed.rawHtml.messages[0].note).toMatch(/allow-list of HTML elements and attributes/);
  });

  it("describes and indexes the page by its text, without tags", () => {
    expect(parsed.firstParagraph).toBe("第一行第二行，按 Ctrl。");
    expect(searchSections(parsed.tree)[0].text).toBe("第一行第二行，按 Ctrl。 markdown 折叠的 markdown，坏链接。");
  });

  it("costs a page without HTML nothing: no scan", () => {
    const plain = parseMarkdown("纯文本 [链接](./a.md)。\n", 1);
    expect(plain.rawHtml).toEqual({ links: [], anchors: [], frames: [], messages: [] });
  });

  it("lists the src of each iframe it keeps, for the CSP's frame-src (issue 33, part 4)", () => {
    const body = [
      '<iframe src="https://www.video.example.com/embed/1" width="560"></iframe>',
      "",
      '<iframe srcdoc="<p>x</p>"></iframe>',
      "",
      '<iframe src="javascript:alert(1)"></iframe>',
      "",
      "<div><iframe src=//player.example.org/v/2></iframe></div>",
    ].join("\n");
    // srcdoc and javascript: are removed by the sanitizer: only kept http(s) frames are listed.
    expect(parseMarkdown(body, 1).rawHtml.frames).toEqual([
      "https://www.video.example.com/embed/1",
      "//player.example.org/v/2",
    ]);
  });
});

describe("render: raw HTML with final URLs, nothing unsafe", () => {
  it("resolves HTML links and images like markdown ones, after them, and copies the images", async () => {
    const site = fileURLToPath(new URL("../../fixtures/basic", import.meta.url));
    const config = await resolveConfig({ siteDir: site });
    const absPath = join(config.docs.dir, "intro/welcome.md");
    const ctx: LinkContext = {
      config,
      routeOfFile: new Map([
        [absPath, "/docs/intro/welcome"],
        [join(config.docs.dir, "intro/second.md"), "/docs/intro/second"],
      ]),
    };
    const head = welcomeHead(absPath, BODY);
    const source = await parseHead(head, ctx, highlighting);
    const html = (await (source.contentHtml as Promise<Buffer>)).toString("utf8");
    const pic = join(config.docs.dir, "guide/pic.svg");

    expect(source.links.map((l) => l.url)).toEqual(["./second.md", "./second.md#快速开始", "../guide/pic.svg"]);
    expect(source.resolvedUrls).toEqual([
      "/fixture/docs/intro/second",
      "/fixture/docs/intro/second#%E5%BF%AB%E9%80%9F%E5%BC%80%E5%A7%8B",
      `/fixture/${assetPath(pic)}`,
    ]);
    expect(source.assets).toEqual([[assetPath(pic), pic]]);
    expect(html).toContain('<a href="/fixture/docs/intro/second#%E5%BF%AB%E9%80%9F%E5%BC%80%E5%A7%8B">HTML 链接</a>');
    expect(html).toContain(`<img src="/fixture/${assetPath(pic)}" alt="图"/>`);
    // An element opened in one HTML block and closed in another holds the markdown between them.
    expect(html).toContain(
      "<details>\n<summary>展开</summary>\n<p>折叠的 <strong>markdown</strong>，<a>坏链接</a>。</p>\n</details>",
    );
    expect(html).not.toMatch(/<script|onclick|javascript:/i);
  });
});

describe("isScriptUrl", () => {
  it("reads the scheme as a browser does", () => {
    for (const url of ["javascript:x()", " JavaScript:x()", "\u0001javascript:x", "java\tscript:x", "jav\nascript:x"])
      expect(isScriptUrl(url), JSON.stringify(url)).toBe(true);
    for (const url of ["./javascript:x.md", "https://a/javascript:", "#javascript:", "javascripts/x.js"])
      expect(isScriptUrl(url), url).toBe(false);
  });
});
