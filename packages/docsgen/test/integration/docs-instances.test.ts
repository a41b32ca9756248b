import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { buildInProcess, type InProcessBuild } from "../helpers/build.ts";
import { copyFixture } from "../helpers/cli.ts";

// Issue 49, point 2: several docs instances (fixture docs-instances: the classic preset's docs, a `community`
// instance with its own sidebars file and a French translation, and an `api` instance versioned with
// api_versions.json, both `@docusaurus/plugin-content-docs` entries in `plugins`, as react-native-website
// and pnpm.io list theirs). onBrokenLinks is "throw": every link between the instances must resolve.
let site: string;
let build: InProcessBuild;
const read = (rel: string) => readFileSync(join(site, "build", rel), "utf8");
/** The doc sidebar's part of a page. */
const sidebar = (html: string) => html.slice(html.indexOf("theme-doc-sidebar-menu"));
const hrefs = (html: string, cls: string) =>
  [...html.matchAll(new RegExp(`class="${cls}[^"]*"[^>]*href="([^"]+)"`, "g"))].map((m) => m[1]);

beforeAll(async () => {
  site = copyFixture("docs-instances");
  build = await buildInProcess(site);
  expect(build.code, build.stderr).toBe(0);
});

describe("docs instances in plugins", () => {
  it("build each instance's docs at its routeBasePath, and its versions at theirs", () => {
    expect(build.stdout).toMatch(/16 pages written to build \(en, fr\)/);
    for (const rel of ["docs/intro", "docs/setup", "community/intro", "community/support"])
      expect(read(`${rel}/index.html`)).toContain("__docsgen_content");
    // api_versions.json lists 1.0: it is the last version, at /api/; the api folder is "current", at /api/next/.
    expect(read("api/intro/index.html")).toContain("The first API, without tides.");
    expect(read("api/next/intro/index.html")).toContain("The current API, with tides.");
    expect(read("api/next/tides/index.html")).toContain("Tide tables endpoint.");
  });

  it("give each instance its own sidebar and prev/next: a doc id intro in two instances is two docs", () => {
    const community = read("community/intro/index.html");
    expect(hrefs(sidebar(community), "menu__link")).toEqual(["/community/intro", "/community/support"]);
    expect(community).toMatch(/pagination-nav__link--next" href="\/community\/support"/);
    expect(community).not.toContain('href="/docs/setup"');
    expect(hrefs(sidebar(read("api/intro/index.html")), "menu__link")).toEqual(["/api/intro"]);
    expect(read("community/intro/index.html")).toContain("plugin-id-community");
  });

  it("resolve markdown links between instances (relative and @site/)", () => {
    const intro = read("docs/intro/index.html");
    expect(intro).toContain('href="/community/intro"');
    expect(intro).toContain('href="/community/support"');
    expect(intro).toContain('href="/api/next/intro"');
    expect(read("community/intro/index.html")).toMatch(/href="\/docs\/intro">guide/);
    // An absolute link in an instance is looked up in its own folder, as Docusaurus does (not the default docs').
    expect(read("community/support/index.html")).toMatch(/href="\/community\/intro">from the top/);
  });

  it("point navbar items with docsPluginId into their instance, active on its pages", () => {
    const community = read("community/intro/index.html");
    expect(hrefs(community, "navbar__item navbar__link")).toEqual(["/docs/intro", "/community/intro", "/api/intro"]);
    expect(community).toMatch(/navbar__link--active" href="\/community\/intro"/);
    expect(read("docs/intro/index.html")).toMatch(/navbar__link--active" href="\/docs\/intro"/);
    // Another instance's version dropdown lists its versions, each linking its main doc, labelled by its last.
    expect(community).toMatch(
      /aria-expanded="false">1\.0<\/button><ul class="dropdown__menu"><li><a class="dropdown__link" href="\/api\/next\/intro">Next<\/a><\/li><li><a class="dropdown__link" href="\/api\/intro">1\.0<\/a>/,
    );
  });

  it("edit another instance's docs in its own folder", () => {
    expect(read("community/intro/index.html")).toContain('href="https://example.com/edit/main/community/intro.md"');
    // A function is called with the instance's version and folder, as Docusaurus calls it.
    expect(read("api/intro/index.html")).toContain(
      'href="https://example.com/api/1.0/api_versioned_docs/version-1.0/intro.md"',
    );
    expect(read("api/next/tides/index.html")).toContain('href="https://example.com/api/current/api/tides.md"');
  });

  it("translate an instance from i18n/<locale>/docusaurus-plugin-content-docs-<id>/", () => {
    expect(read("fr/community/intro/index.html")).toContain("Bienvenue à bord.");
    expect(read("fr/community/support/index.html")).toContain("Ask on the quay.");
  });

  it("index every instance for search, the sitemap and llms.txt", () => {
    const shards = ["0", "1", "2", "3", "4", "5", "6"].map((n) => {
      try {
        return read(`search/p/${n}.json`);
      } catch {
        return "";
      }
    });
    expect(JSON.parse(read("search/index.json")).pages).toBe(7);
    expect(shards.join("")).toContain("Ask on the quay");
    const sitemap = read("sitemap.xml");
    for (const route of ["/community/support", "/api/intro", "/api/next/tides"]) expect(sitemap).toContain(route);
    const llms = read("llms.txt");
    expect(llms).toContain("## Community\n\n- [Community](https://harbor.example.com/community/intro.md)");
    // As for the default instance's versions, the last version's pages only: each doc once.
    expect(llms).toContain("## API\n\n- [API intro 1.0](https://harbor.example.com/api/intro.md)");
    expect(llms).not.toContain("api/next/");
  });
});

describe("two instances on one route", () => {
  it("is a located error naming both files", async () => {
    const other = copyFixture("docs-instances");
    const config = join(other, "docusaurus.config.js");
    writeFileSync(config, readFileSync(config, "utf8").replace('routeBasePath: "community"', 'routeBasePath: "docs"'));
    const r = await buildInProcess(other, { locale: ["en"] });
    expect(r.code).toBe(1);
    expect(r.stderr).toContain(
      'community/intro.md: error [route-instances] route /docs/intro is produced by the docs instance "community" and by the docs instance "default" (docs/intro.md)',
    );
  });

  it("a navbar item naming no instance is a located error", async () => {
    const other = copyFixture("docs-instances");
    const config = join(other, "docusaurus.config.js");
    writeFileSync(
      config,
      readFileSync(config, "utf8").replace('docsPluginId: "community"', 'docsPluginId: "comunity"'),
    );
    const r = await buildInProcess(other, { locale: ["en"] });
    expect(r.code).toBe(1);
    expect(r.stderr).toContain(
      'docusaurus.config.js:38: error [navbar-item] navbar item names the docs instance "comunity", which does not exist',
    );
  });
});
