import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { buildInProcess, type InProcessBuild } from "../helpers/build.ts";
import { copyFixture } from "../helpers/cli.ts";

// Issue 50, point 1: a site plugin wrapping @docusaurus/plugin-content-blog changes its posts' metadata before
// the blog is built (fixture docusaurus-blog-plugin, its wrapper given the changes below). Before, the blog
// was built from the posts' files as if nothing had changed: the old title, tags and permalink.

/** A copy of the fixture whose blog wrapper runs `changes` on each post first thing in its contentLoaded. */
function siteWith(changes: string): string {
  const site = copyFixture("docusaurus-blog-plugin");
  const plugin = join(site, "plugins", "blog-plugin.js");
  const at = "async contentLoaded({ content, actions }) {\n";
  const text = readFileSync(plugin, "utf8");
  expect(text).toContain(at);
  writeFileSync(plugin, text.replace(at, `${at}for (const post of content.blogPosts) {\n${changes}\n}\n`));
  return site;
}

const CHANGES = `
const m = post.metadata;
if (post.id === "2024/03/01/lantern") { m.title = "An even brighter lantern"; m.description = "Brighter still."; }
if (post.id === "2024/02/01/wiring")
  m.tags = [...m.tags.filter((t) => t.label !== "howto"), { label: "Wiring", permalink: "/blog/tags/wiring" }];
if (post.id === "2024/01/15/lenses") { m.permalink = "/blog/lenses"; m.frontMatter.image = "/img/lenses.png"; }
if (post.id === "2023/12/01/welcome") { m.featuredOrder = 1; m.frontMatter.sticky = 2; }
`;

let site: string;
let build: InProcessBuild;
const read = (rel: string) => readFileSync(join(site, "build", rel), "utf8");
const built = (rel: string) => existsSync(join(site, "build", rel));

beforeAll(async () => {
  site = siteWith(CHANGES);
  build = await buildInProcess(site);
  expect(build.code, build.stderr).toBe(0);
});

describe("a blog wrapper's changes to its posts", () => {
  it("retitles a post: its page, the list, the sidebar, the archive, the feeds and the wrapper's global data", () => {
    const post = read("blog/2024/03/01/lantern/index.html");
    expect(post).toContain("<title>An even brighter lantern | Beacon</title>");
    expect(post).toContain('<meta name="description" content="Brighter still.">');
    expect(post).not.toContain("A brighter lantern");
    expect(read("blog/index.html")).toContain(">An even brighter lantern</a>");
    expect(read("blog/2023/12/01/welcome/index.html")).toContain(">An even brighter lantern</a>");
    expect(read("blog/archive/index.html")).toContain("An even brighter lantern");
    expect(read("blog/rss.xml")).toContain("<item><title>An even brighter lantern</title>");
    expect(read("blog/atom.xml")).toContain("An even brighter lantern");
    expect(read("index.html")).toContain(">An even brighter lantern</a>");
  });

  it("re-tags a post: its page links the new tag, the tag pages and the tags list follow", () => {
    expect(read("blog/2024/02/01/wiring/index.html")).toContain('href="/blog/tags/wiring"');
    expect(read("blog/tags/wiring/index.html")).toContain("Wiring a beacon");
    expect(built("blog/tags/howto/index.html")).toBe(false);
    expect(read("blog/tags/index.html")).toContain('href="/blog/tags/wiring"');
    expect(read("blog/tags/index.html")).not.toContain('href="/blog/tags/howto"');
    expect(read("blog/tags/light/index.html")).toContain("Wiring a beacon");
  });

  it("moves a post to its new permalink: page, lists, feeds and sitemap, and applies its front matter image", () => {
    expect(built("blog/2024/01/15/lenses/index.html")).toBe(false);
    const post = read("blog/lenses/index.html");
    expect(post).toContain("Lenses, compared.");
    expect(post).toContain("https://beacon.example.com/img/lenses.png");
    expect(read("blog/page/2/index.html")).toContain('href="/blog/lenses"');
    expect(read("blog/rss.xml")).toContain("<link>https://beacon.example.com/blog/lenses</link>");
    const sitemap = read("sitemap.xml");
    expect(sitemap).toContain("<loc>https://beacon.example.com/blog/lenses</loc>");
    expect(sitemap).not.toContain("2024/01/15/lenses");
  });

  it("warns, at the plugin's line, of each field it changed that docsgen does not apply", () => {
    const prefix = "docusaurus.config.js:14: warning [site-plugin] the plugin ./plugins/blog-plugin.js (plugins[0])";
    expect(build.stderr).toContain(
      `${prefix} changes metadata.featuredOrder of the blog posts "2023/12/01/welcome", which docsgen does not apply`,
    );
    expect(build.stderr).toContain(
      `${prefix} changes frontMatter.sticky of the blog posts "2023/12/01/welcome", which docsgen does not apply: docsgen's blog pages do not read it`,
    );
    expect(build.stderr).not.toMatch(/changes (metadata\.)?(title|tags|permalink|frontMatter\.image)\b/);
  });
});

describe("a blog wrapper's permalink docsgen must not build", () => {
  it("is an error at the plugin's line: outside the base URL, a `..` segment, another post's permalink", async () => {
    const bad = siteWith(`
if (post.id === "2024/03/01/lantern") post.metadata.permalink = "/blog/../../escape";
if (post.id === "2024/02/01/wiring") post.metadata.permalink = "/blog/2024/01/15/lenses";
if (post.id === "2023/12/01/welcome") post.metadata.permalink = "elsewhere";
`);
    const r = await buildInProcess(bad);
    expect(r.code).toBe(1);
    const prefix = "docusaurus.config.js:14: error [%s] the plugin ./plugins/blog-plugin.js (plugins[0])";
    const at = (code: string) => prefix.replace("%s", code);
    expect(r.stderr).toContain(
      `${at("path-outside")} moves the blog post "2024/03/01/lantern" to the permalink "/blog/../../escape", which has a ".." segment`,
    );
    expect(r.stderr).toContain(
      `${at("site-plugin")} moves a blog post to /blog/2024/01/15/lenses, where the posts "2024/02/01/wiring" and "2024/01/15/lenses" would both be`,
    );
    expect(r.stderr).toContain(
      `${at("site-plugin")} moves the blog post "2023/12/01/welcome" to the permalink "elsewhere", which is outside the site's base URL /`,
    );
    expect(existsSync(join(bad, "escape"))).toBe(false);
  });
});
