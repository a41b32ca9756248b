import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { buildInProcess } from "../helpers/build.ts";
import { type CliResult, copyFixture } from "../helpers/cli.ts";
import { buildDocusaurusSite } from "../helpers/docusaurus-site.ts";

// Issue 33, parts 1 and 2: a Docusaurus site, unchanged (docusaurus.config.ts with an async config function,
// the classic preset, plugins, analytics, no site.config.ts, no sidebars file), builds with `docsgen build`
// in its folder; what docsgen does not use is a located config-ignored warning. Fixture: docusaurus-site.

let site: string;
let result: CliResult;
const read = (rel: string) => readFileSync(join(site, "build", rel), "utf8");
const lineOf = (needle: string) =>
  readFileSync(join(site, "docusaurus.config.ts"), "utf8")
    .split("\n")
    .findIndex((l) => l.includes(needle)) + 1;

beforeAll(async () => {
  ({ site, result } = await buildDocusaurusSite());
});

describe("a Docusaurus site builds from its docusaurus.config.ts", () => {
  it("exits 0, warning at its line about each key docsgen does not use, as the key is written", () => {
    expect(result.code, result.stderr).toBe(0);
    const warned = (path: string, needle: string) =>
      expect(result.stderr).toContain(
        `docusaurus.config.ts:${lineOf(needle)}: warning [config-ignored] ${path} is ignored by docsgen`,
      );
    warned("trailingSlash", "trailingSlash:");
    // Read since issue 33, part 5: the fixture's copy is not a git repository, so one last-update warning.
    expect(result.stderr).toContain(
      "docusaurus.config.ts: warning [last-update] presets[0][1].docs.showLastUpdateTime is on, but git history cannot be read",
    );
    expect(result.stderr).toContain(
      `docusaurus.config.ts:${lineOf("showReadingTime: true") + 1}: warning [config-ignored] presets[0][1].blog.editUrl is ignored`,
    );
    warned("presets[0][1].blog.feedOptions.xslt", "xslt");
    // DocSearch serves the site since issue 33, part 5 (docusaurus-docsearch.test.ts): nothing to warn about.
    expect(result.stderr).not.toContain("themeConfig.algolia");
    expect(result.stderr).toContain(
      `docusaurus.config.ts:${lineOf("plugin-ideal-image")}: warning [config-ignored] plugins[0] is ignored by docsgen: the plugin "@docusaurus/plugin-ideal-image" is not run: it is not installed in the site folder (installed, docsgen runs it as Docusaurus does)`,
    );
    expect(result.stderr).not.toMatch(/error|is not read/);
    // Scripts, head tags and gtag are written into the pages now (docusaurus-analytics.test.ts).
    expect(result.stderr).not.toMatch(/\] (scripts|headTags|presets\[0\]\[1\]\.gtag) /);
  });

  it("maps the classic preset: docs under routeBasePath with edit links, the blog with both feeds", () => {
    const intro = read("guide/intro/index.html");
    expect(intro).toContain('href="https://github.com/example/lantern/edit/main/website/docs/intro.md"');
    expect(read("blog/lantern-2/index.html")).toContain("Lantern 2 ships one binary.");
    expect(read("blog/rss.xml")).toContain("<rss");
    expect(read("blog/atom.xml")).toContain("<feed");
  });

  it("without a sidebars file, the sidebar is generated from the docs folder, as in Docusaurus", () => {
    const sidebar = (read("guide/intro/index.html").match(/<nav aria-label="[^"]*"[^>]*class="menu[\s\S]*?<\/nav>/) ?? [
      "",
    ])[0];
    expect(sidebar).toContain("Introduction");
    expect(sidebar).toContain("Guides");
  });

  it("the navbar: an item with items is a dropdown, the GitHub icon link keeps its class and label", () => {
    const intro = read("guide/intro/index.html");
    expect(intro).toContain(
      '<div class="dropdown navbar__item dropdown--hoverable"><button type="button" class="clean-btn navbar__link" aria-expanded="false">Community',
    );
    expect(intro).toContain(
      '<a class="navbar__item navbar__link header-github-link" href="https://github.com/example/lantern" target="_blank" rel="noopener noreferrer" aria-label="GitHub repository">',
    );
  });

  it("a favicon URL, the logo's width and style, metadata, HTML announcement bar, a custom admonition keyword", () => {
    const intro = read("guide/intro/index.html");
    expect(intro).toContain('<link rel="icon" href="https://cdn.example.com/lantern/favicon.ico">');
    expect(intro).toContain('<img src="/lantern/img/logo.svg" alt="Lantern" width="96" style="height:28px"/>');
    expect(intro).toContain('<meta name="keywords" content="logs, tracing">');
    expect(intro).toContain(
      'announcementBarContent">Lantern 2 is out: <a href="/lantern/blog/lantern-2">read the notes</a>',
    );
    expect(read("guide/guides/install/index.html")).toContain(
      '<div class="theme-admonition theme-admonition-release admonition alert alert--info">',
    );
    expect(result.stderr).not.toContain("admonition-unknown");
  });
});

describe("what Docusaurus accepts, in a docusaurus.config.js", () => {
  it("CommonJS with module.exports, `blog: false`, a function editUrl, a plugin given as a function", async () => {
    const dir = copyFixture("docusaurus-site");
    rmSync(join(dir, "docusaurus.config.ts"));
    const config = [
      "// @ts-check",
      "/** @type {import('@docusaurus/types').Config} */",
      "const config = {",
      '  title: "Lantern",',
      '  url: "https://lantern.example.com",',
      '  baseUrl: "/",',
      "  presets: [",
      "    [",
      '      "@docusaurus/preset-classic",',
      "      /** @type {import('@docusaurus/preset-classic').Options} */",
      "      ({",
      '        docs: { editUrl: ({ docPath }) => "https://example.com/" + docPath },',
      "        blog: false,",
      "      }),",
      "    ],",
      "  ],",
      "  plugins: [function localPlugin() { return { name: 'local', injectHtmlTags: () => ({ headTags: [{ tagName: 'meta', attributes: { name: 'local-plugin', content: 'ran' } }] }) }; }],",
      "};",
      "module.exports = config;",
      "",
    ].join("\n");
    writeFileSync(join(dir, "docusaurus.config.js"), config);
    const r = await buildInProcess(dir);
    expect(r.code, r.stderr).toBe(0);
    // The function is called for each doc, as Docusaurus calls it (test/integration/docusaurus-theme-keys.test.ts).
    expect(r.stderr).not.toContain("editUrl");
    expect(readFileSync(join(dir, "build", "docs", "intro", "index.html"), "utf8")).toContain(
      'href="https://example.com/intro.md"',
    );
    // The plugin given as a function runs (issue 50): its tag is on every page, and nothing warns of it.
    expect(r.stderr).not.toContain("plugins[0]");
    expect(readFileSync(join(dir, "build", "docs", "intro", "index.html"), "utf8")).toContain(
      '<meta name="local-plugin" content="ran">',
    );
    expect(() => readFileSync(join(dir, "build", "blog", "index.html"))).toThrow();
    expect(readFileSync(join(dir, "build", "docs", "intro", "index.html"), "utf8")).toContain("Introduction");
  });
});

describe("a Docusaurus site whose packages are not installed", () => {
  it("builds: each missing package the config imports is a stand-in, with a warning at its import", async () => {
    const dir = copyFixture("docusaurus-site");
    const r = await buildInProcess(dir);
    expect(r.code, r.stderr).toBe(0);
    const line = readFileSync(join(dir, "docusaurus.config.ts"), "utf8")
      .split("\n")
      .findIndex((l) => l.includes('from "prism-react-renderer"'));
    expect(r.stderr).toContain(
      `docusaurus.config.ts:${line + 1}: warning [config-ignored] imports "prism-react-renderer", which is not installed in the site folder: docsgen reads the config with a stand-in for it, and leaves out the values taken from it`,
    );
    expect(readFileSync(join(dir, "build", "guide", "intro", "index.html"), "utf8")).toContain("Introduction");
  });
});

// Issue 47, item 4: a markdown plugin whose package is not installed changes the output, so it is no stand-in.
// The stand-in answered `then` with itself: the parse awaited it forever, and the CLI exited 13 without a word.
describe("a markdown plugin whose package is not installed", () => {
  const site = (config: string) => {
    const dir = mkdtempSync(join(tmpdir(), "docsgen-missing-plugin-"));
    mkdirSync(join(dir, "docs"));
    writeFileSync(join(dir, "docs", "intro.md"), "# Intro\n\n$x$\n");
    writeFileSync(join(dir, "docusaurus.config.js"), config);
    return dir;
  };
  const options = "title: 'T', url: 'https://x.test', baseUrl: '/'";
  const presets = "presets: [['classic', { docs: { remarkPlugins: [[remarkMath, { strict: true }]] } }]]";
  it.each([
    ["an ES module", `import remarkMath from "remark-math";\nexport default { ${options}, ${presets} };\n`],
    ["a CommonJS", `const remarkMath = require("remark-math");\nmodule.exports = { ${options}, ${presets} };\n`],
    [
      "an async config function of",
      `import remarkMath from "remark-math";\nexport default async () => ({ ${options}, ${presets} });\n`,
    ],
  ])("%s config: a located error naming the package and how to install it", async (_, config) => {
    const r = await buildInProcess(site(config));
    expect(r.code).toBe(1);
    expect(r.stderr).toContain(
      'docusaurus.config.js:1: error [config-load] cannot find package "remark-math", which the config lists as a markdown plugin',
    );
    expect(r.stderr).toContain("Run `npm install remark-math` in the site folder.");
  });
});
