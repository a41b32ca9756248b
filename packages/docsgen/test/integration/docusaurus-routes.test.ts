import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { buildInProcess, type InProcessBuild } from "../helpers/build.ts";
import { copyFixture } from "../helpers/cli.ts";

// Issue 50, point 3: routes docsgen named otherwise than Docusaurus (fixture: docusaurus-content, a
// Docusaurus site with dated posts, a dated post folder, tags written in camel case and two generated
// category pages labelled Guides).

let site: string;
let result: InProcessBuild;
const built = (rel: string) => existsSync(join(site, "build", rel));
const read = (rel: string) => readFileSync(join(site, "build", rel), "utf8");

beforeAll(async () => {
  site = copyFixture("docusaurus-content");
  result = await buildInProcess(site, { cache: false });
}, 60_000);

describe("Docusaurus's routes", () => {
  it("a dated post file is at /blog/<y>/<m>/<d>/<name> even when its front matter has a date", () => {
    expect(result.code, result.stderr).toBe(0);
    expect(read("blog/2026/06/10/beacon-1-1/index.html")).toContain("Beacon 1.1 upgrades without a restart.");
    expect(built("blog/2026-06-10-beacon-1-1/index.html")).toBe(false);
    // The front matter's date is the post's date; the name's only gives the route.
    expect(read("blog/2026/06/01/status-page/index.html")).toContain('dateTime="2026-06-01T09:30:00.000Z"');
  });

  it("a dated post folder (`2026-06-01-status-page/index.md`) is at its dated route, its image beside it", () => {
    const html = read("blog/2026/06/01/status-page/index.html");
    expect(html).toContain("Each team gets a status page.");
    expect(html).toMatch(/<img [^>]*alt="The status page"/);
  });

  it("a tag's page is at Docusaurus's kebab-case slug of its label: HotUpgrade at /blog/tags/hot-upgrade", () => {
    const tag = read("blog/tags/hot-upgrade/index.html");
    expect(tag).toContain("Beacon 1.1");
    expect(tag).toContain("A status page for every team");
    expect(built("blog/tags/hotupgrade/index.html")).toBe(false);
    expect(read("blog/tags/index.html")).toContain('href="/blog/tags/status-page"');
    expect(read("blog/2026/06/10/beacon-1-1/index.html")).toContain('href="/blog/tags/hot-upgrade"');
  });

  it("docs tags too: GettingStarted at /docs/tags/getting-started", () => {
    expect(read("docs/tags/getting-started/index.html")).toContain("Alerts");
    expect(read("docs/guides/alerts/index.html")).toContain('href="/docs/tags/getting-started"');
  });

  it("two generated category pages with one label: the second is /docs/category/guides-1, as in Docusaurus", () => {
    expect(read("docs/category/guides/index.html")).toContain("How to run Beacon.");
    expect(read("docs/category/guides-1/index.html")).toContain("Guides to the API.");
    expect(read("docs/category/reference/index.html")).toContain('href="/docs/category/guides-1"');
    expect(result.stderr).not.toContain("route-duplicate");
  });
});
