import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { resolveConfig } from "../../../cli/config/resolve.ts";
import { assetPath } from "../../../cli/content/assets.ts";
import { parseHead } from "../../../cli/content/load.ts";
import { localHighlighting } from "../../../cli/highlight/service.ts";
import { parseMarkdown } from "../../../cli/markdown/parse.ts";
import { rewriteLinks } from "../../../cli/markdown/rewrite-links.ts";
import { toHast } from "../../../cli/markdown/to-hast.ts";
import type { LinkContext } from "../../../cli/model/link-resolver.ts";
import { renderContent } from "../../../cli/render/content.ts";
import { welcomeHead } from "../../helpers/heads.ts";

const SITE = fileURLToPath(new URL("../../fixtures/basic", import.meta.url));

// Every kind of target: a doc by file (with a Chinese anchor), a route, a page-relative path, a static
// file, an image next to the source, an external URL, a bare anchor, a missing file, and URLs that need
// escaping (&, quotes, spaces, non-ASCII).
const MARKDOWN = `# 链接

[下一篇](./second.md#快速-开始) [路由](/docs/guide/first?a=1&b=2) [相对](../guide/start)
[静态](/img/logo.svg) ![图](../guide/pic.svg "标题") [外部](https://example.com/a?x=1&y='2')
[锚点](#链接) [缺失](./no&pe.md) [空格](<./second.md#a b>) [中文](/docs/指南)

\`\`\`ts
const a = 1;
\`\`\`
`;

describe("links resolved while a page is parsed (the route table exists before parsing)", () => {
  it("give exactly the HTML of rendering the tree with final URLs, and record the images to copy", async () => {
    const config = await resolveConfig({ siteDir: SITE });
    const absPath = join(config.docs.dir, "intro/welcome.md");
    const ctx: LinkContext = {
      config,
      routeOfFile: new Map([
        [absPath, "/docs/intro/welcome"],
        [join(config.docs.dir, "intro/second.md"), "/docs/intro/second"],
      ]),
    };
    const highlighting = localHighlighting();
    const pic = join(config.docs.dir, "guide/pic.svg");
    const copyAsset = (path: string) => config.baseUrl + assetPath(path);

    const direct = parseMarkdown(MARKDOWN, 1);
    rewriteLinks(direct.tree, ctx, { source: { absPath, route: "/docs/intro/welcome" }, copyAsset });
    const expected = renderContent(toHast(direct.tree, { code: await highlighting.highlight(direct.code) }));

    const head = welcomeHead(absPath, MARKDOWN);
    const source = await parseHead(head, ctx, highlighting);
    const html = (await (source.contentHtml as Promise<Buffer>)).toString("utf8");

    expect(html).toBe(expected);
    expect(html).toContain(`href="${config.baseUrl}docs/intro/second#%E5%BF%AB%E9%80%9F-%E5%BC%80%E5%A7%8B"`);
    expect(html).toContain('href="./no&amp;pe.md"');
    expect(source.assets).toEqual([[assetPath(pic), pic]]);
    expect(source.resolvedUrls?.length).toBe(source.links.length);
    await highlighting.close();
  });
});
