import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { type CliResult, copyFixture, docsgen } from "../helpers/cli.ts";

// Issue 37 part 1: a 3-version Docusaurus site (versions.json, versioned_docs/, versioned_sidebars/) builds
// every version at Docusaurus's routes, each with its own sidebar, links resolved within the version.
// Fixture: versioned-site.

let site: string;
let result: CliResult;
const read = (rel: string, dir = site) => readFileSync(join(dir, "build", rel), "utf8");
const links = (html: string) => [...html.matchAll(/href="(\/docs[^"#]*)/g)].map((m) => m[1]);

/** A copy of the fixture with its config's docs options replaced by `docs` (JS source), built. */
function buildWith(docs: string): { dir: string; result: CliResult } {
  const dir = copyFixture("versioned-site");
  const file = join(dir, "docusaurus.config.js");
  const source = readFileSync(file, "utf8");
  writeFileSync(file, source.replace(/docs: \{\n\s+sidebarPath[\s\S]*?\n {8}\},\n/, `docs: ${docs},\n`));
  return { dir, result: docsgen(["build", dir]) };
}

beforeAll(() => {
  site = copyFixture("versioned-site");
  result = docsgen(["build", site]);
});

describe("a versioned Docusaurus site", () => {
  it("builds without unbuilt or ignored-option warnings about versions", () => {
    expect(result.code, result.stderr).toBe(0);
    expect(result.stderr).not.toContain("[unbuilt]");
    expect(result.stderr).not.toContain("docs.versions is ignored");
  });

  it("serves the last version at /docs/, the current one at /docs/next/, the others at /docs/<name>/", () => {
    expect(read("docs/intro/index.html")).toContain("Ferry 2 moves files");
    expect(read("docs/next/intro/index.html")).toContain("Ferry 3 (next) moves files");
    expect(read("docs/1.0/intro/index.html")).toContain("Ferry 1 copies files");
    expect(read("docs/guides/sync/index.html")).toContain("Ferry 2 syncs one way");
    // A slug is relative to its version's route.
    expect(read("docs/1.0/setup/index.html")).toContain("Build Ferry 1 from source");
  });

  it("resolves markdown links within the version of the page", () => {
    expect(links(read("docs/next/intro/index.html"))).toContain("/docs/next/guides/install");
    expect(links(read("docs/intro/index.html"))).toContain("/docs/guides/install");
    expect(links(read("docs/1.0/intro/index.html"))).toContain("/docs/1.0/setup");
    expect(links(read("docs/1.0/setup/index.html"))).toContain("/docs/1.0/intro");
  });

  it("gives each version its own sidebar", () => {
    const sidebar = (rel: string) => [
      ...new Set(links(read(rel).split('aria-label="Docs sidebar"')[1].split("</nav>")[0])),
    ];
    expect(sidebar("docs/1.0/intro/index.html")).toEqual(["/docs/1.0/intro", "/docs/1.0/setup"]);
    expect(sidebar("docs/next/guides/sync/index.html")).toEqual([
      "/docs/next/intro",
      "/docs/next/guides/install",
      "/docs/next/guides/sync",
    ]);
    expect(sidebar("docs/guides/sync/index.html")).toEqual([
      "/docs/intro",
      "/docs/guides/install",
      "/docs/guides/sync",
    ]);
  });
});

describe("the version badge and banners", () => {
  const banner = (rel: string) =>
    read(rel).match(/<div class="theme-doc-version-banner[^"]*" role="alert">(.*?)<\/div><\/div>/)?.[1];

  it("shows the badge with the version's label on every version's docs", () => {
    expect(read("docs/intro/index.html")).toContain(
      '<span class="theme-doc-version-badge badge badge--secondary">Version: 2.0</span>',
    );
    expect(read("docs/1.0/setup/index.html")).toContain(">Version: 1.0.x</span>");
    expect(read("docs/next/intro/index.html")).toContain(">Version: Next</span>");
  });

  it("has no banner on the last version, unreleased on the current one, unmaintained on older ones", () => {
    expect(banner("docs/intro/index.html")).toBeUndefined();
    expect(banner("docs/next/guides/sync/index.html")).toBe(
      '<div>These docs are for Ferry Next, a version not released yet.</div><div class="margin-top--md">For current docs, see the <b><a href="/docs/guides/sync">latest version</a></b> (2.0).',
    );
    expect(banner("docs/1.0/intro/index.html")).toContain("a version no longer actively maintained.");
    expect(banner("docs/1.0/intro/index.html")).toContain('<a href="/docs/intro">latest version</a>');
  });

  it("links a doc the latest version does not have to the latest version's main doc", () => {
    expect(banner("docs/1.0/setup/index.html")).toContain('<a href="/docs/intro">latest version</a>');
  });

  it("versions.<name>.banner and badge override the defaults", () => {
    const { dir, result } = buildWith(
      '{ sidebarPath: "./sidebars.js", versions: { "1.0": { banner: "none", badge: false }, "2.0": { banner: "unmaintained" } } }',
    );
    expect(result.code, result.stderr).toBe(0);
    const html = read("docs/1.0/intro/index.html", dir);
    expect(html).not.toContain("theme-doc-version-banner");
    expect(html).not.toContain("theme-doc-version-badge");
    expect(read("docs/intro/index.html", dir)).toContain("a version no longer actively maintained.");
  });
});

describe("the docs options of versions", () => {
  it("includeCurrentVersion: false builds no /docs/next/", () => {
    const { dir, result } = buildWith('{ sidebarPath: "./sidebars.js", includeCurrentVersion: false }');
    expect(result.code, result.stderr).toBe(0);
    expect(existsSync(join(dir, "build/docs/next"))).toBe(false);
    expect(read("docs/intro/index.html", dir)).toContain("Ferry 2 moves files");
  });

  it("onlyIncludeVersions builds those versions only; lastVersion moves the /docs/ route", () => {
    const { dir, result } = buildWith(
      '{ sidebarPath: "./sidebars.js", lastVersion: "current", onlyIncludeVersions: ["current", "2.0"] }',
    );
    expect(result.code, result.stderr).toBe(0);
    expect(read("docs/intro/index.html", dir)).toContain("Ferry 3 (next) moves files");
    expect(read("docs/2.0/intro/index.html", dir)).toContain("Ferry 2 moves files");
    expect(existsSync(join(dir, "build/docs/1.0"))).toBe(false);
    expect(existsSync(join(dir, "build/docs/next"))).toBe(false);
  });

  it("versions.<name>.path sets a version's route segment", () => {
    const { dir, result } = buildWith('{ sidebarPath: "./sidebars.js", versions: { current: { path: "edge" } } }');
    expect(result.code, result.stderr).toBe(0);
    expect(read("docs/edge/intro/index.html", dir)).toContain("Ferry 3 (next) moves files");
  });

  it("a route two versions produce is reported as a duplicate route", () => {
    const { result } = buildWith('{ sidebarPath: "./sidebars.js", versions: { "1.0": { path: "" } } }');
    expect(result.stderr).toContain("[route-duplicate] route /docs/intro is produced twice");
  });

  it("an unknown version in onlyIncludeVersions is an error at its line", () => {
    const { result } = buildWith('{ sidebarPath: "./sidebars.js", onlyIncludeVersions: ["3.0"] }');
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(
      /docusaurus\.config\.js:\d+: error \[config-invalid\] presets\[0\]\[1\]\.docs\.onlyIncludeVersions names unknown versions: 3\.0/,
    );
  });
});
