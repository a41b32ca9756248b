import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { buildInProcess } from "../helpers/build.ts";
import { type CliResult, copyFixture } from "../helpers/cli.ts";

// Issue 33: what a site configures for Docusaurus's theme and plugins besides the classic preset: Algolia
// DocSearch and a local search theme (whose search bar Docusaurus shows: docsgen's own search serves instead), Mermaid (drawn), and an
// editUrl function (called as Docusaurus calls it). Fixture: docusaurus-cards.

let site: string;
let result: CliResult;
const read = (rel: string) => readFileSync(join(site, "build", rel), "utf8");
const warnings = (code: string) => result.stderr.split("\n").filter((l) => l.includes(`warning [${code}]`));

beforeAll(async () => {
  site = copyFixture("docusaurus-cards");
  result = await buildInProcess(site);
});

describe("search plugins, Mermaid and editUrl functions of a Docusaurus site", () => {
  it("builds", () => {
    expect(result.code, result.stderr).toBe(0);
  });

  it("says once, at each key, that docsgen's own search serves instead of DocSearch or a search theme", () => {
    const algolia = warnings("config-ignored").filter((l) => l.includes("algolia"));
    expect(algolia).toHaveLength(1);
    expect(algolia[0]).toMatch(
      /^docusaurus\.config\.js:\d+: warning \[config-ignored\] themeConfig\.algolia is ignored by docsgen: the site's search theme "@easyops-cn\/docusaurus-search-local" \(themes\[1\]\) takes DocSearch's place, as in Docusaurus; docsgen's own search serves the site instead/,
    );
    const local = warnings("config-ignored").filter(
      (l) => l.includes("docusaurus-search-local") && !l.includes("themeConfig.algolia"),
    );
    expect(local).toHaveLength(1);
    expect(local[0]).toMatch(/themes\[1\] is ignored by docsgen: .*; docsgen's own search serves the site instead/);
    // The built-in search is there: its button and index.
    expect(read("docs/intro/index.html")).toMatch(/class="[^"]*search/i);
  });

  it("draws Mermaid diagrams (markdown.mermaid with the theme), without a warning (test/integration/mermaid.test.ts)", () => {
    expect(result.stderr).not.toMatch(/mermaid/i);
    expect(read("docs/guides/alerts/index.html")).toContain(
      '<div class="docusaurus-mermaid-container"><pre>graph LR\n  日志 --&gt; 规则 --&gt; 告警</pre></div>',
    );
  });

  it("calls a docs editUrl function with Docusaurus's arguments", () => {
    expect(result.stderr).not.toMatch(/editUrl/);
    expect(read("docs/guides/alerts/index.html")).toContain(
      'href="https://git.example.com/beacon/edit/main/website/docs/guides/alerts.md?locale=zh-Hans"',
    );
  });

  it("gets the version, the permalink and the doc's path in the docs folder", async () => {
    const copy = copyFixture("docusaurus-cards");
    const config = join(copy, "docusaurus.config.js");
    writeFileSync(
      config,
      readFileSync(config, "utf8").replace(
        /editUrl: \(\{[^}]*\}\) =>\s*`[^`]*`/,
        "editUrl: (args) => 'https://edit.example.com/?' + new URLSearchParams(args)",
      ),
    );
    const r = await buildInProcess(copy);
    expect(r.code, r.stderr).toBe(0);
    const html = readFileSync(join(copy, "build/docs/start/install/index.html"), "utf8");
    const href = /href="(https:\/\/edit\.example\.com\/[^"]*)"/.exec(html)?.[1].replace(/&amp;/g, "&") ?? "";
    expect(Object.fromEntries(new URL(href).searchParams)).toEqual({
      version: "current",
      versionDocsDirPath: "docs",
      docPath: "start/install.md",
      permalink: "/docs/start/install",
      locale: "zh-Hans",
    });
  });

  it("gives a versioned doc its version's name and folder", async () => {
    const copy = copyFixture("versioned-site");
    const config = join(copy, "docusaurus.config.js");
    writeFileSync(
      config,
      readFileSync(config, "utf8").replace(
        'sidebarPath: "./sidebars.js",',
        "sidebarPath: './sidebars.js', editUrl: (a) => 'https://edit.example.com/' + a.version + '/' + a.versionDocsDirPath + '/' + a.docPath,",
      ),
    );
    const r = await buildInProcess(copy);
    expect(r.code, r.stderr).toBe(0);
    const page = (rel: string) => readFileSync(join(copy, "build", rel, "index.html"), "utf8");
    expect(page("docs/1.0/intro")).toContain('href="https://edit.example.com/1.0/versioned_docs/version-1.0/intro.md"');
    expect(page("docs/next/intro")).toContain('href="https://edit.example.com/current/docs/intro.md"');
  });

  it("stops at an editUrl function that throws, naming the doc", async () => {
    const copy = copyFixture("docusaurus-cards");
    const config = join(copy, "docusaurus.config.js");
    writeFileSync(
      config,
      readFileSync(config, "utf8").replace(
        /editUrl: \(\{[^}]*\}\) =>\s*`[^`]*`/,
        'editUrl: ({ docPath }) => { if (docPath.startsWith("api/")) throw new Error("no repository for the API docs"); return "https://git.example.com/" + docPath; }',
      ),
    );
    const r = await buildInProcess(copy);
    expect(r.code).toBe(1);
    expect(r.stderr).toMatch(
      /docusaurus\.config\.js:\d+: error \[edit-url\] docs\.editUrl threw for docs\/api\/overview\.mdx: no repository for the API docs/,
    );
  });
});
