import { utimesSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { memoryParseCache, recallParses } from "../../../cli/cache/parse-cache.ts";
import { resolveConfig } from "../../../cli/config/resolve.ts";
import { parseAll } from "../../../cli/content/parse-all.ts";
import { localHighlighting } from "../../../cli/highlight/service.ts";
import type { LinkContext } from "../../../cli/model/link-resolver.ts";
import { copyFixture } from "../../helpers/cli.ts";
import { welcomeHead } from "../../helpers/heads.ts";

// Watch mode reuses a page's parse while its file is unchanged: a page that includes an MDX partial must
// be parsed again when the partial changes, appears or goes (issue 15, part 6).
describe("a page's MDX partials in watch mode", () => {
  it("reuses the page while its partial is unchanged, parses it again when the partial changes or appears", async () => {
    // Inside a site: a partial outside the site folder is refused (paths/contain.ts).
    const site = copyFixture("basic");
    const dir = join(site, "docs");
    const config = await resolveConfig({ siteDir: site });
    const absPath = join(dir, "page.mdx");
    const partial = join(dir, "_part.mdx");
    const missing = join(dir, "_later.mdx");
    const body = "import Part from './_part.mdx';\nimport Later from './_later.mdx';\n\n<Part />\n\n<Later />\n";
    writeFileSync(absPath, body);
    writeFileSync(partial, "第一版。\n");
    const head = { ...welcomeHead(absPath, body), file: "page.mdx" };
    const ctx: LinkContext = { config, routeOfFile: new Map([[absPath, head.route]]) };
    const highlighting = localHighlighting();
    const cache = memoryParseCache();
    const html = async () => {
      const [source] = (await parseAll([head], ctx, highlighting, { recall: recallParses(cache, ctx) })).docs;
      return { source, html: (await (source.contentHtml as Promise<Buffer>)).toString("utf8") };
    };

    const first = await html();
    expect(first.html).toBe("<p>第一版。</p>");
    expect((await html()).source).toBe(first.source);

    writeFileSync(partial, "第二版。\n");
    utimesSync(partial, new Date(), new Date(Date.now() + 5_000));
    const second = await html();
    expect(second.source).not.toBe(first.source);
    expect(second.html).toBe("<p>第二版。</p>");

    writeFileSync(missing, "后来才有。\n");
    expect((await html()).html).toBe("<p>第二版。</p>\n<p>后来才有。</p>");
    await highlighting.close();
  });
});
