import { readFileSync } from "node:fs";
import { join } from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { coldContext } from "../../cli/cache/cold-context.ts";
import { resolveConfig } from "../../cli/config/resolve.ts";
import type { Logger } from "../../cli/diagnostics/log.ts";
import { build } from "../../cli/pipeline/build.ts";
import { copyFixture } from "../helpers/cli.ts";

// Issue 34, after step 1: blog posts whose MDX imports the site's components (fixture: mdx-components,
// blog/2026-03-09-lamp-room/index.mdx with a counter and a CSS-module badge before its truncate marker and a
// global Highlight after it; blog/2026-02-20-whole-post.mdx with no marker; a plain .md post). They render as
// docs do, on the post page and in the excerpts of the list pages.

const quiet: Logger = { level: "quiet", info: () => {}, error: () => {} };

let site: string;
let result: Awaited<ReturnType<typeof build>>;
const read = (rel: string) => readFileSync(join(site, "build", rel), "utf8").replaceAll("<!-- -->", "");
const scripts = (html: string) => [...html.matchAll(/<script type="module" src="([^"]+)"/g)].map((m) => m[1]);
/** The excerpt of each post on a list page, in order. */
const excerpts = (html: string) =>
  html
    .split('class="margin-bottom--xl blogPostItem"')
    .slice(1)
    .map((item) => item.slice(0, item.indexOf("<footer")));

const LAMP_ROOM = "blog/2026/03/09/lamp-room/index.html";

beforeAll(async () => {
  site = copyFixture("mdx-components");
  const config = await resolveConfig({ siteDir: site });
  result = await build(config, quiet, coldContext({ threads: 1 }));
}, 60_000);

describe("blog posts that use the site's components", () => {
  it("render the post page with them: imports, a global MDXComponents entry, `export const` and expressions", () => {
    const html = read(LAMP_ROOM);
    expect(html).toContain("The Night shift lasts 9 hours.");
    expect(html).toMatch(/<span class="[\w-]*badge[\w-]*">field report<\/span>/);
    expect(html).toContain('<button type="button" class="click-counter">Lamps lit 0 times</button>');
    expect(html).toContain(
      '<span class="highlight" style="background-color:#0e7490;border-radius:2px;color:#fff;padding:0.2rem">Only on the post page</span>',
    );
    // The markdown around them is docsgen's: heading ids, final links.
    expect(html).toMatch(/<h2 id="after-midnight"[^>]*>After midnight<a [^>]*href="#after-midnight"/);
    expect(html).toContain('<a href="/docs/components">components doc</a>');
    // An image next to the post, published with a content hash, in the post and in its excerpt.
    const image = /<img src="(\/assets\/images\/lamp-room-[\w-]+\.svg)" alt="The lamp room"/.exec(html)?.[1];
    expect(image).toBeDefined();
    expect(readFileSync(join(site, "build", image ?? ""), "utf8")).toContain("<svg");
    expect(read("blog/index.html")).toContain(`<img src="${image}" alt="The lamp room"`);
    expect(result.diagnostics.filter((d) => d.file?.startsWith("blog/") && d.code === "mdx-unsupported")).toEqual([]);
  });

  it("hydrate the post page with its own script and stylesheet, loaded as a page by the client's router", () => {
    const html = read(LAMP_ROOM);
    expect(html).toContain('<div data-docsgen-mdx="">');
    expect(scripts(html)).toEqual([
      expect.stringMatching(/^\/assets\/entry-/),
      expect.stringMatching(/^\/assets\/site\/mdx-\d+-/),
    ]);
    expect(html).toMatch(/<link rel="stylesheet" href="\/assets\/site\/[^"]+\.css">/);
    expect(html).toMatch(/"reactRoutes":\[[^\]]*"\/blog\/2026\/03\/09\/lamp-room"/);
  });

  it("render the excerpts of list pages with them, up to the truncate marker, each hydrated by the list's script", () => {
    for (const rel of ["blog/index.html", "blog/tags/lamps/index.html"]) {
      const html = read(rel);
      const [lamp, whole] = excerpts(html).filter((e) => !e.includes("Plain notes"));
      expect(lamp).toContain('<div data-docsgen-mdx="/blog/2026/03/09/lamp-room">');
      expect(lamp).toContain('<button type="button" class="click-counter">Lamps lit 0 times</button>');
      expect(lamp).not.toContain("After midnight");
      expect(lamp).not.toContain("Only on the post page");
      // No truncate marker: the whole post, from the same module as its page.
      expect(whole).toContain('<div data-docsgen-mdx="/blog/2026/02/20/whole-post">');
      expect(whole).toContain(">all of it</span>");
      expect(scripts(html)).toEqual([
        expect.stringMatching(/^\/assets\/entry-/),
        expect.stringMatching(/^\/assets\/site\/mdx-list-\d+-/),
      ]);
      expect(html).toMatch(new RegExp(`"reactRoutes":\\[[^\\]]*"/${rel.replace(/\/?index\.html$/, "")}"`));
    }
  });

  it("leave plain posts, and list pages that show no such post, as they were", () => {
    const plain = read("blog/2026/03/02/plain-notes/index.html");
    expect(plain).not.toContain("/assets/site/");
    expect(plain).not.toContain("data-docsgen-mdx");
    const crewOnlyPlain = excerpts(read("blog/tags/crew/index.html")).find((e) => e.includes("Plain notes"));
    expect(crewOnlyPlain).not.toContain("data-docsgen-mdx");
    expect(read("blog/archive/index.html")).not.toContain("/assets/site/");
    expect(read("blog/index.html")).not.toMatch(/"reactRoutes":\[[^\]]*"\/blog\/2026\/03\/02\/plain-notes"/);
  });

  it("feed the post's rendered content to the RSS feed", () => {
    const rss = readFileSync(join(site, "build/blog/rss.xml"), "utf8").replaceAll("<!-- -->", "");
    expect(rss).toContain("Lamps lit 0 times");
  });
});
