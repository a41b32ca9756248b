import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { buildInProcess } from "../helpers/build.ts";
import { type CliResult, copyFixture } from "../helpers/cli.ts";

// Issue 33, part 5: `themeConfig.algolia` (fixture: docusaurus-docsearch). The navbar's search button opens
// DocSearch, whose code and stylesheet are a chunk loaded on first open: every page's first-load script and
// stylesheet are those of the same site without DocSearch. The policy opens `connect-src` to exactly the
// Algolia hosts of the configured app, and the summary says so. docsgen's own search stays when the config
// says so: a search plugin or theme of the site's besides Algolia's, or `search: "docsgen"` in site.config.ts.
// test/e2e/docsearch.test.ts drives the dialog in Chromium.

const ALGOLIA_HOSTS = [
  "https://lantern42-dsn.algolia.net",
  "https://lantern42-1.algolianet.com",
  "https://lantern42-2.algolianet.com",
  "https://lantern42-3.algolianet.com",
];

let site: string;
let result: CliResult;
const read = (dir: string, rel: string) => readFileSync(join(dir, "build", rel), "utf8");
const headersOf = (dir: string) => JSON.parse(read(dir, ".docsgen/headers.json"))["Content-Security-Policy"] as string;
const directive = (csp: string, name: string) => csp.split("; ").find((d) => d.startsWith(`${name} `)) ?? "";
const policyOf = (html: string) =>
  (/<meta http-equiv="Content-Security-Policy" content="([^"]*)">/.exec(html)?.[1] ?? "").replaceAll("&#39;", "'");
/** The search chunk a page's inline data names (what the navbar's button imports on first open). */
const searchChunkOf = (html: string) => /"searchChunk":"([^"]+)"/.exec(html)?.[1];
/** The first-load script and stylesheet of a page. */
const firstLoadOf = (html: string) => ({
  js: /<script type="module" src="([^"]+)">/.exec(html)?.[1],
  css: /<link rel="stylesheet" href="(\/assets\/[^"]+)">/.exec(html)?.[1],
});
const configFile = (dir: string) => join(dir, "docusaurus.config.js");
const lineOf = (needle: string) =>
  readFileSync(configFile(site), "utf8")
    .split("\n")
    .findIndex((l) => l.includes(needle)) + 1;
/** A copy of the fixture with its config edited. */
async function edited(edit: (config: string) => string): Promise<{ dir: string; result: CliResult }> {
  const dir = copyFixture("docusaurus-docsearch");
  writeFileSync(configFile(dir), edit(readFileSync(configFile(dir), "utf8")));
  return { dir, result: await buildInProcess(dir) };
}

beforeAll(async () => {
  site = copyFixture("docusaurus-docsearch");
  result = await buildInProcess(site);
});

describe("a Docusaurus site with themeConfig.algolia", () => {
  it("builds, warning only at the options docsgen does not use, each at its line", () => {
    expect(result.code, result.stderr).toBe(0);
    const algolia = result.stderr.split("\n").filter((l) => l.includes("algolia"));
    expect(algolia).toEqual([
      expect.stringMatching(
        new RegExp(
          `^docusaurus\\.config\\.js:${lineOf('searchPagePath: "search"')}: warning \\[config-ignored\\] themeConfig\\.algolia\\.searchPagePath is ignored by docsgen: docsgen makes no search page`,
        ),
      ),
      expect.stringMatching(
        new RegExp(
          `^docusaurus\\.config\\.js:${lineOf("insights: true")}: warning \\[config-ignored\\] themeConfig\\.algolia\\.insights is ignored by docsgen`,
        ),
      ),
    ]);
  });

  it("writes no index of docsgen's own search: DocSearch queries Algolia's", () => {
    expect(readdirSync(join(site, "build"))).not.toContain("search");
  });

  it("the search button loads DocSearch's chunk, which carries the config's options and its stylesheet's URL", () => {
    const html = read(site, "docs/intro/index.html");
    const chunk = searchChunkOf(html);
    expect(chunk).toMatch(/^\/assets\/chunks\/DocSearchDialog-[A-Z0-9]+\.js$/);
    const code = read(site, (chunk as string).slice(1));
    for (const value of ["LANTERN42", "0123456789abcdef0123456789abcdef", "lantern", "type:content", "/docs-next/"])
      expect(code).toContain(value);
    const css = /assets\/css\/docsearch-[A-Z0-9]+\.css/.exec(code)?.[0];
    expect(css, "the chunk names its stylesheet").toBeDefined();
    expect(read(site, css as string)).toContain(".DocSearch-Modal");
    // No page links the stylesheet: it loads with the chunk.
    for (const rel of ["docs/intro/index.html", "docs/guides/install/index.html", "404.html"])
      expect(read(site, rel)).not.toContain("docsearch-");
  });

  it("keeps every page's first-load script and stylesheet: the same files as without algolia", async () => {
    const without = await edited((c) => c.replace(/ {6}algolia: \{[\s\S]*?\n {6}\},\n/, ""));
    expect(without.result.code, without.result.stderr).toBe(0);
    for (const rel of ["docs/intro/index.html", "docs/reference/cli/index.html", "404.html"])
      expect(firstLoadOf(read(site, rel))).toEqual(firstLoadOf(read(without.dir, rel)));
    const entry = firstLoadOf(read(site, "404.html")).js as string;
    expect(read(site, entry.slice(1))).toBe(read(without.dir, entry.slice(1)));
    expect(searchChunkOf(read(without.dir, "404.html"))).toMatch(/\/SearchDialog-/);
  });

  it("preconnects to the app's search host, as Docusaurus does", () => {
    expect(read(site, "docs/intro/index.html")).toContain(
      '<link rel="preconnect" href="https://LANTERN42-dsn.algolia.net" crossorigin="anonymous">',
    );
  });

  it("opens connect-src to exactly the app's Algolia hosts, in the headers, every page's meta and nginx's include", () => {
    const csp = headersOf(site);
    expect(directive(csp, "connect-src")).toBe(`connect-src 'self' ${ALGOLIA_HOSTS.join(" ")}`);
    expect(directive(csp, "script-src")).toMatch(/^script-src 'self'( 'sha256-[A-Za-z0-9+/=]+'){2}$/);
    expect(directive(csp, "style-src")).toBe("style-src 'self' 'unsafe-inline'");
    const meta = csp.replace("; frame-ancestors 'self'", "");
    for (const rel of ["docs/intro/index.html", "404.html"]) expect(policyOf(read(site, rel))).toBe(meta);
    expect(read(site, ".docsgen/nginx-headers.conf")).toContain(`add_header Content-Security-Policy "${csp}" always;`);
  });

  it("the build summary names the origins DocSearch needs", () => {
    expect(result.stdout + result.stderr).toContain(
      `docsgen: the content security policy allows, for DocSearch (themeConfig.algolia): connect-src ${ALGOLIA_HOSTS.join(" ")}`,
    );
  });
});

describe("docsgen's own search, when the config says so", () => {
  it("a search theme besides Algolia's (Docusaurus shows its search bar instead): docsgen's search, one warning", async () => {
    const local = await edited((c) =>
      c.replace("  presets: [", '  themes: [["@easyops-cn/docusaurus-search-local", { hashed: true }]],\n  presets: ['),
    );
    expect(local.result.code, local.result.stderr).toBe(0);
    const html = read(local.dir, "docs/intro/index.html");
    expect(searchChunkOf(html)).toMatch(/\/SearchDialog-/);
    expect(readdirSync(join(local.dir, "build", "search"))).toContain("index.json");
    expect(html).not.toContain("algolia");
    expect(directive(headersOf(local.dir), "connect-src")).toBe("connect-src 'self'");
    const algolia = local.result.stderr.split("\n").filter((l) => l.includes("themeConfig.algolia is"));
    expect(algolia).toEqual([
      expect.stringMatching(
        /^docusaurus\.config\.js:\d+: warning \[config-ignored\] themeConfig\.algolia is ignored by docsgen: the site's search theme "@easyops-cn\/docusaurus-search-local" \(themes\[0\]\) takes DocSearch's place, as in Docusaurus; docsgen's own search serves the site instead/,
      ),
    ]);
    expect(local.result.stdout + local.result.stderr).not.toContain("for DocSearch");
  });

  it("Algolia's own theme listed in `themes` is DocSearch, not another search", async () => {
    const listed = await edited((c) =>
      c.replace("  presets: [", '  themes: ["@docusaurus/theme-search-algolia"],\n  presets: ['),
    );
    expect(listed.result.code, listed.result.stderr).toBe(0);
    expect(searchChunkOf(read(listed.dir, "404.html"))).toMatch(/\/DocSearchDialog-/);
    expect(listed.result.stderr).not.toContain("themes[0]");
  });

  /** The basic fixture (site.config.ts) with top-level `keys` and, when `algolia`, a `themeConfig.algolia`. */
  const ownConfig = async (keys: string, algolia: boolean) => {
    const dir = copyFixture("basic");
    const file = join(dir, "site.config.ts");
    let text = readFileSync(file, "utf8").replace("export default {\n", `export default {\n${keys}`);
    if (algolia)
      text = text.replace(
        "  themeConfig: {\n",
        '  themeConfig: {\n    algolia: { appId: "OWN1", apiKey: "k", indexName: "own" },\n',
      );
    writeFileSync(file, text);
    return { dir, result: await buildInProcess(dir) };
  };

  it('site.config.ts with `themeConfig.algolia` and `search: "docsgen"`: docsgen\'s search, nothing warned', async () => {
    const own = await ownConfig('  search: "docsgen",\n', true);
    expect(own.result.code, own.result.stderr).toBe(0);
    expect(own.result.stderr).not.toContain("algolia");
    expect(searchChunkOf(read(own.dir, "404.html"))).toMatch(/\/SearchDialog-/);
    expect(directive(headersOf(own.dir), "connect-src")).toBe("connect-src 'self'");
  });

  it("site.config.ts with `themeConfig.algolia` alone: DocSearch, and no chunk of docsgen's own dialog", async () => {
    const own = await ownConfig("", true);
    expect(own.result.code, own.result.stderr).toBe(0);
    expect(own.result.stderr).not.toContain("algolia");
    expect(searchChunkOf(read(own.dir, "404.html"))).toMatch(/\/DocSearchDialog-/);
    expect(directive(headersOf(own.dir), "connect-src")).toContain("https://own1-dsn.algolia.net");
    const chunks = readdirSync(join(own.dir, "build", "assets", "chunks"));
    expect(chunks.filter((f) => f.startsWith("SearchDialog-"))).toEqual([]);
  });

  it('`search: "algolia"` without `themeConfig.algolia` is a located error saying what to add', async () => {
    const own = await ownConfig('  search: "algolia",\n', false);
    expect(own.result.code).toBe(1);
    expect(own.result.stderr).toMatch(
      /site\.config\.ts:2: error \[config-invalid\] search is "algolia", which needs themeConfig\.algolia/,
    );
  });
});
