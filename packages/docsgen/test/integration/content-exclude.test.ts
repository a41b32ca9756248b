import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { buildInProcess, type InProcessBuild } from "../helpers/build.ts";
import { copyFixture } from "../helpers/cli.ts";
import { gitAs } from "../helpers/git.ts";

// Issue 49, point 3: the docs, blog and pages options `include` and `exclude`, as Docusaurus's content plugins
// read them (fixture: docusaurus-content, a Docusaurus site with a docusaurus.config.js and no site.config.ts).
// Before, both were ignored with a warning: the blog's AGENTS.md, which has no date, stopped the build.

let site: string;
let result: InProcessBuild;
const built = (rel: string) => existsSync(join(site, "build", rel));
const read = (rel: string) => readFileSync(join(site, "build", rel), "utf8");

beforeAll(async () => {
  site = copyFixture("docusaurus-content");
  result = await buildInProcess(site, { cache: false });
}, 60_000);

describe("content plugins' include and exclude", () => {
  it("an AGENTS.md the blog excludes is no post: the build succeeds, warning about neither option", () => {
    expect(result.code, result.stderr).toBe(0);
    expect(result.stderr).not.toMatch(/needs a date|exclude|include/);
    expect(built("blog/2026/05/27/beacon-1/index.html")).toBe(true);
    expect(read("blog/index.html")).not.toContain("Notes for coding agents");
  });

  it("the docs' exclude leaves out what it names, and its copy of the defaults keeps partials importable", () => {
    expect(built("docs/AGENTS/index.html")).toBe(false);
    expect(built("docs/drafts/roadmap/index.html")).toBe(false);
    expect(built("docs/_note/index.html")).toBe(false);
    expect(built("docs/_partials/_setup/index.html")).toBe(false);
    const intro = read("docs/intro/index.html");
    expect(intro).toContain("npx beacon init");
    expect(intro).toContain("Beacon needs Node.js 20 or newer.");
    // The generated sidebar lists the docs that are pages, and nothing excluded.
    const alerts = read("docs/guides/alerts/index.html");
    expect(alerts).toContain('href="/docs/guides/alerts"');
    expect(alerts + intro).not.toMatch(/href="\/docs\/(AGENTS|drafts|_)/);
  });

  it("a site's exclude replaces Docusaurus's default, as in Docusaurus: the blog's `_` post is a post", () => {
    expect(read("blog/_meeting-notes/index.html")).toContain("Our exclude replaces Docusaurus");
  });

  it("the pages' exclude leaves the README out and keeps the others", () => {
    expect(built("README/index.html")).toBe(false);
    expect(read("about/index.html")).toContain("Beacon is made by a small team.");
    expect(built("index.html")).toBe(true);
  });
});

describe("a blog without exclude, as Docusaurus builds it", () => {
  it("AGENTS.md is a post dated by the commit that added it, with a warning naming the blog's exclude", async () => {
    const dir = copyFixture("docusaurus-content");
    const config = join(dir, "docusaurus.config.js");
    writeFileSync(config, readFileSync(config, "utf8").replace(/blog: \{ include: [^\n]*\},/, "blog: {},"));
    const at = { when: "2026-03-04T05:06:07Z", author: "Ada" };
    gitAs(dir, ["init", "-q"], at);
    gitAs(dir, ["add", "."], at);
    gitAs(dir, ["commit", "-q", "-m", "site"], at);
    const r = await buildInProcess(dir, { cache: false });
    // It stopped the build: "a blog post needs a date".
    expect(r.code, r.stderr).toBe(0);
    expect(r.stderr).toContain(
      "blog/AGENTS.md: warning [front-matter] a blog post with no date in its front matter or file name: dated 2026-03-04 by the commit that added it, as Docusaurus dates it",
    );
    expect(readFileSync(join(dir, "build/blog/AGENTS/index.html"), "utf8")).toContain(
      'dateTime="2026-03-04T05:06:07.000Z"',
    );
    // Docusaurus's default exclude is back: the `_` file is a partial again.
    expect(existsSync(join(dir, "build/blog/_meeting-notes/index.html"))).toBe(false);
  });
});
