import { existsSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { buildInProcess, type InProcessBuild } from "../helpers/build.ts";
import { copyFixture } from "../helpers/cli.ts";

// Issue 49, point 2: several blog instances (fixture blog-instances: the classic preset's blog plus a
// `changelog` instance of `@docusaurus/plugin-content-blog` in `plugins`, with its own folder, route,
// authors map, exclude, feed and French options). onBrokenLinks is "throw": links between the blogs resolve.
let site: string;
let build: InProcessBuild;
const read = (rel: string) => readFileSync(join(site, "build", rel), "utf8");

beforeAll(async () => {
  site = copyFixture("blog-instances");
  build = await buildInProcess(site);
  expect(build.code, build.stderr).toBe(0);
});

describe("blog instances in plugins", () => {
  it("build each blog at its routeBasePath, with its own lists, tags, archive and authors", () => {
    expect(read("blog/2024/01/10/lamp/index.html")).toContain("The lamp was replaced.");
    expect(read("changelog/2024/02/01/v2/index.html")).toContain("Version 2 shines twice as far.");
    expect(read("changelog/index.html")).toContain("<title>Changelog | Lighthouse</title>");
    expect(read("changelog/tags/release/index.html")).toContain("Version 1");
    expect(read("changelog/archive/index.html")).toContain("Version 2");
    // The changelog's authors map is read from its own folder.
    expect(read("changelog/authors/index.html")).toContain("The Keeper");
    // Each blog's sidebar lists its own posts, under its own title.
    const post = read("changelog/2023/11/05/v1/index.html");
    expect(post).toContain("All releases");
    expect(post).not.toContain("A new lamp");
    expect(read("blog/index.html")).not.toContain("Version 2");
    // The instance's `exclude` keeps its AGENTS.md from being a post.
    expect(build.stderr + build.stdout).not.toContain("AGENTS");
  });

  it("give each blog its own feeds, and list both in the sitemap and the search index", () => {
    const changelogFeed = read("changelog/rss.xml");
    expect(changelogFeed).toContain("<title>Lighthouse releases</title>");
    expect(changelogFeed.match(/<item>/g)).toHaveLength(2);
    expect(existsSync(join(site, "build", "changelog/atom.xml"))).toBe(false);
    expect(read("blog/rss.xml").match(/<item>/g)).toHaveLength(1);
    expect(read("blog/rss.xml")).not.toContain("Version 2");
    expect(read("sitemap.xml")).toContain("https://lighthouse.example.com/changelog/2024/02/01/v2");
    const searchPages = join(site, "build", "search", "p");
    const listed = readdirSync(searchPages).map((f) => readFileSync(join(searchPages, f), "utf8"));
    expect(listed.join("\n")).toContain("/changelog/2024/02/01/v2");
  });

  it("resolve links into another blog, navbar links included, and read its translations", () => {
    expect(read("blog/2024/01/10/lamp/index.html")).toContain('href="/changelog/2024/02/01/v2"');
    expect(read("blog/index.html")).toContain('href="/changelog"');
    expect(read("fr/changelog/index.html")).toContain("<title>Journal des versions | Lighthouse</title>");
    expect(build.stderr).not.toContain("unbuilt");
  });

  it("a blog instance on another blog's route is a located error", async () => {
    const other = copyFixture("blog-instances");
    const config = join(other, "docusaurus.config.js");
    writeFileSync(config, readFileSync(config, "utf8").replace('routeBasePath: "changelog"', 'routeBasePath: "blog"'));
    writeFileSync(join(other, "changelog", "2024-01-10-lamp.md"), "---\ntitle: Same route\n---\n\nText.\n");
    const r = await buildInProcess(other, { locale: ["en"] });
    expect(r.code).toBe(1);
    expect(r.stderr).toMatch(
      /changelog\/2024-01-10-lamp\.md: error \[route-instances\] route \/blog\/2024\/01\/10\/lamp is produced by the blog instance "changelog" and by the blog instance "default" \(blog\/2024-01-10-lamp\.md\)/,
    );
  });

  it("two blog instances with one id are a located error", async () => {
    const other = copyFixture("blog-instances");
    const config = join(other, "docusaurus.config.js");
    const twice = '  plugins: [\n    ["@docusaurus/plugin-content-blog", { id: "changelog", path: "blog" }],';
    writeFileSync(config, readFileSync(config, "utf8").replace("  plugins: [", twice));
    const r = await buildInProcess(other, { locale: ["en"] });
    expect(r.code).toBe(1);
    expect(r.stderr).toMatch(
      /docusaurus\.config\.js:\d+: error \[config-invalid\] plugins\[1\]\[1\]\.id is the id of another blog instance: "changelog"/,
    );
  });
});
