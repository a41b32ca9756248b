import { createHash } from "node:crypto";
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { buildInProcess } from "../helpers/build.ts";
import { type CliResult, copyFixture, docsgen, REPO } from "../helpers/cli.ts";
import { pluginSite } from "../helpers/docusaurus-plugins.ts";

// Issue 33, part 5: the config's remarkPlugins, beforeDefaultRemarkPlugins and rehypePlugins run, in
// Docusaurus's positions, for docs, blog and pages. Fixture: docusaurus-plugins (remark-math + rehype-katex,
// npm2yarn, a remark plugin of the site's own).

let site: string;
let result: CliResult;
const read = (rel: string) => readFileSync(join(site, "build", rel), "utf8");

beforeAll(async () => {
  site = pluginSite();
  result = await buildInProcess(site);
});

describe("a Docusaurus site's markdown plugins", () => {
  it("build without a warning about them", () => {
    expect(result.code, result.stderr).toBe(0);
    expect(result.stderr).not.toMatch(/remarkPlugins|rehypePlugins|error/);
    // Math parsed by remark-math is not "math left as text"; nor are the prices in intro.md.
    expect(result.stdout + result.stderr).not.toContain("markdown-math");
  });

  it("remark-math + rehype-katex: formulas of docs and blog posts are KaTeX HTML", () => {
    const formulas = read("docs/formulas/index.html");
    expect(formulas).toContain('<span class="katex-display">');
    expect(formulas).toMatch(
      /<math xmlns="http:\/\/www.w3.org\/1998\/Math\/MathML">.*<annotation encoding="application\/x-tex">d = \\sqrt/,
    );
    expect(formulas).not.toContain("$$");
    expect(read("blog/2024/05/01/sums/index.html")).toContain('<span class="katex">');
  });

  it("npm2yarn: an npm2yarn code block becomes docsgen's tabs, with each section's options", () => {
    const install = read("docs/install/index.html");
    const tabs = (html: string) => [...html.matchAll(/role="tab"[^>]*data-value="([^"]+)"/g)].map((m) => m[1]);
    expect(tabs(install)).toEqual(["npm", "yarn", "pnpm", "bun"]);
    expect(install).toMatch(/id="tabs-0-panel-yarn"[\s\S]*?>yarn<\/span><span[^>]*> add<\/span>/);
    expect(install).toContain('data-group-id="npm2yarn"');
    expect(tabs(read("download/index.html"))).toEqual(["npm", "pnpm"]);
  });

  it("run in Docusaurus's positions: before-default plugins before heading ids, the others after", () => {
    const intro = read("docs/intro/index.html");
    expect(intro).toContain("probe before: none");
    expect(intro).toContain("probe after: what-it-costs");
    expect(intro.indexOf("probe before")).toBeLessThan(intro.indexOf("probe after"));
  });

  it("run in the build's worker threads too, with the same output", () => {
    const single = read("docs/formulas/index.html");
    const threaded = docsgen(["build", site, "--threads", "2", "--no-cache", "--out-dir", "build-threads"]);
    expect(threaded.code, threaded.stderr).toBe(0);
    expect(readFileSync(join(site, "build-threads", "docs/formulas/index.html"), "utf8")).toBe(single);
  });

  it("a warm build after the plugins' options change renders the pages again (cache keys)", async () => {
    const config = join(site, "docusaurus.config.js");
    const before = readFileSync(config, "utf8");
    writeFileSync(config, before.replace('label: "after"', 'label: "later"'));
    try {
      const warm = await buildInProcess(site);
      expect(warm.code, warm.stderr).toBe(0);
      expect(read("docs/intro/index.html")).toContain("probe later: what-it-costs");
    } finally {
      writeFileSync(config, before);
    }
  });

  it("a plugin that throws is an error naming the plugin, where the config lists it, and the page", async () => {
    const page = join(site, "docs", "stop.md");
    writeFileSync(page, "# Stop\n\nSTOP\n");
    try {
      const failed = await buildInProcess(site);
      expect(failed.code).toBe(1);
      expect(failed.stderr).toContain(
        "docs/stop.md: error [markdown-plugin] the remark plugin headingProbe (presets[0][1].docs.beforeDefaultRemarkPlugins[0]) failed: this page asked the probe to stop",
      );
    } finally {
      writeFileSync(page, "# Stop\n\nGo on.\n");
    }
  });
});

// Issue 33, part 5: client redirects (@docusaurus/plugin-client-redirects in `plugins`), same fixture.
describe("client redirects", () => {
  it("write a redirect page at each old path, as Docusaurus writes it, allowed by the CSP", () => {
    const page = read("docs/old-formulas/index.html");
    expect(page).toContain('<meta http-equiv="refresh" content="0; url=/docs/formulas">');
    expect(page).toContain('<link rel="canonical" href="/docs/formulas" />');
    const script = /<script>([^<]*)<\/script>/.exec(page)?.[1] ?? "";
    expect(script).toContain("window.location.search + window.location.hash");
    const hash = `'sha256-${createHash("sha256").update(script).digest("base64")}'`;
    expect(read(".docsgen/headers.json")).toContain(hash);
    // `from` as a list, and fromExtensions: /docs/intro.html → /docs/intro.
    expect(read("setup/index.html")).toContain('href="/docs/install"');
    expect(read("docs/intro.html/index.html")).toContain('href="/docs/intro"');
  });

  it("write the same redirects as nginx rules", () => {
    const rules = read(".docsgen/nginx-redirects.conf");
    expect(rules).toContain("location = /docs/old-formulas {\n  return 301 /docs/formulas$is_args$args;\n}\n");
    expect(rules).toContain("location = /install {\n  return 301 /docs/install$is_args$args;\n}\n");
    expect(readFileSync(join(REPO, "deploy/nginx.conf"), "utf8")).toContain(".docsgen/nginx-redirect[s].conf;");
  });

  it("leave out a path that could inject nginx config or headers, and createRedirects, each with a warning", () => {
    expect(result.stderr).toContain(
      'docusaurus.config.js:35: warning [config-ignored] plugins[0][1].redirects[2] redirects from "/docs/x"; add_header X-Injected 1;", which is not a plain site path; it is left out',
    );
    expect(read(".docsgen/nginx-redirects.conf")).not.toContain("X-Injected");
    expect(result.stderr).toMatch(
      /docusaurus\.config\.js:\d+: warning \[config-ignored\] plugins\[0\]\[1\]\.createRedirects is a function, which docsgen does not call; it is left out/,
    );
  });

  it("sites without redirects write no rules and keep their CSP", async () => {
    expect(existsSync(join(REPO, "test/fixtures/basic"))).toBe(true);
    const basic = copyFixture("basic");
    expect((await buildInProcess(basic)).code).toBe(0);
    expect(existsSync(join(basic, "build/.docsgen/nginx-redirects.conf"))).toBe(false);
  });
});
