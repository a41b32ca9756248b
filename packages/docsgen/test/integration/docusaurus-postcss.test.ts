import { mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { memoryContext } from "../../cli/cache/memory-context.ts";
import { resolveConfig } from "../../cli/config/resolve.ts";
import { build } from "../../cli/pipeline/build.ts";
import { runSitePlugins } from "../../cli/plugins/docusaurus/lifecycle.ts";
import { clientOptions } from "../../cli/threads/threads.ts";
import { buildFailure, buildInProcess, buildQuietly } from "../helpers/build.ts";
import { copyFixture } from "../helpers/cli.ts";

// Issue 50: a site plugin's configurePostCss (fixture: docusaurus-postcss, whose plugin pushes a PostCSS plugin
// of the site's that expands `space: N` and `@brand;` in its customCss and its React page's CSS module).

/** The built stylesheets: the one every page links, and the home page's own (its CSS module). */
function stylesheets(site: string): { shared: string; page: string } {
  const assets = join(site, "build", "assets");
  const shared = readdirSync(assets).find((f) => /^styles-.*\.css$/.test(f));
  const page = readdirSync(join(assets, "site")).find((f) => f.endsWith(".css"));
  if (!shared || !page) throw new Error("no stylesheet built");
  return {
    shared: readFileSync(join(assets, shared), "utf8"),
    page: readFileSync(join(assets, "site", page), "utf8"),
  };
}

/** The fixture with its site plugin's source replaced. */
function withSitePlugin(source: string): string {
  const site = copyFixture("docusaurus-postcss");
  writeFileSync(join(site, "plugins/spacing-plugin.js"), source);
  return site;
}

const fail = (): never => {
  throw new Error("the site's plugins did not run");
};

const lineOf = (text: string, needle: string) => text.split("\n").findIndex((l) => l.includes(needle)) + 1;

describe("a site plugin's configurePostCss", () => {
  let site: string;
  beforeAll(async () => {
    site = copyFixture("docusaurus-postcss");
    const built = await buildInProcess(site);
    expect(built.code, built.stderr).toBe(0);
    expect(built.diagnostics).toEqual([]);
  }, 60_000);

  it("runs its PostCSS plugins over customCss and the CSS module of a React page", () => {
    const { shared, page } = stylesheets(site);
    expect(shared).toMatch(/\.spacing-note\{padding:12px;color:#639\}/);
    // The module's classes stay scoped, with the same names as the page's HTML.
    expect(page).toMatch(/\.pages_card\{padding:20px;border:1px solid currentColor\}/);
    expect(page).toMatch(/\.pages_title\{color:#639\}/);
    for (const css of [shared, page]) expect(css).not.toMatch(/[{;]space:|@brand/);
    expect(readFileSync(join(site, "build/index.html"), "utf8")).toContain('class="pages_card"');
  });

  it("runs them over what Sass compiled, as postcss-loader runs after sass-loader", async () => {
    const sassy = copyFixture("docusaurus-postcss");
    const config = join(sassy, "docusaurus.config.js");
    writeFileSync(
      config,
      readFileSync(config, "utf8").replace(
        'customCss: "./src/css/custom.css"',
        'customCss: ["./src/css/custom.css", "./src/css/steps.scss"]',
      ),
    );
    writeFileSync(join(sassy, "src/css/steps.scss"), "$steps: 2;\n.sass-note {\n  space: $steps * 3;\n}\n");
    const result = await buildQuietly(sassy);
    expect(result.diagnostics).toEqual([]);
    expect(stylesheets(sassy).shared).toMatch(/\.sass-note\{padding:24px\}/);
  });

  it("hands each hook what the one before returned, in the config's order", async () => {
    const later = copyFixture("docusaurus-postcss");
    const config = join(later, "docusaurus.config.js");
    writeFileSync(
      config,
      readFileSync(config, "utf8").replace(
        'plugins: ["./plugins/spacing-plugin"]',
        'plugins: ["./plugins/spacing-plugin", "./plugins/unspacing-plugin"]',
      ),
    );
    // A later plugin sees the first one's plugin, and takes it out again (as a site replaces the list).
    writeFileSync(
      join(later, "plugins/unspacing-plugin.js"),
      `module.exports = () => ({
  name: "unspacing-plugin",
  configurePostCss(options) {
    if (options.plugins.length !== 1) throw new Error("the first plugin's PostCSS plugin is not there");
    return { ...options, plugins: [] };
  },
});
`,
    );
    await buildQuietly(later);
    expect(stylesheets(later).shared).toMatch(/\.spacing-note\{space:3;/);
  });

  it("keeps the options a hook changed in place and did not return; names options docsgen does not use", async () => {
    const quiet = withSitePlugin(`module.exports = () => ({
  name: "spacing-plugin",
  configurePostCss(options) {
    options.plugins.push([require.resolve("./postcss-spacing"), {}]);
    options.parser = "postcss-scss";
  },
});
`);
    const result = await buildQuietly(quiet);
    expect(stylesheets(quiet).shared).toMatch(/\.spacing-note\{padding:12px;color:#639\}/);
    const warnings = result.diagnostics.filter((d) => d.code === "site-plugin");
    expect(warnings.map((d) => [d.severity, d.message, d.file, d.line])).toEqual([
      [
        "warning",
        "the plugin spacing-plugin (plugins[0]) sets PostCSS's `parser` in configurePostCss, which docsgen does not use",
        "docusaurus.config.js",
        lineOf(readFileSync(join(quiet, "docusaurus.config.js"), "utf8"), "./plugins/spacing-plugin"),
      ],
    ]);
  });

  it("requires a plugin the options name from the site, with its options; warns of one not installed", async () => {
    const named = withSitePlugin(`module.exports = () => ({
  name: "spacing-plugin",
  configurePostCss(options) {
    options.plugins.push(require("./postcss-spacing"), ["postcss-brand", { color: "teal" }], "postcss-missing");
    return options;
  },
});
`);
    // A package of the site's node_modules, as npm installs one.
    const pkg = join(named, "node_modules/postcss-brand");
    mkdirSync(pkg, { recursive: true });
    writeFileSync(join(pkg, "package.json"), '{ "name": "postcss-brand", "main": "index.js" }\n');
    writeFileSync(
      join(pkg, "index.js"),
      `module.exports = (options) => ({
  postcssPlugin: "postcss-brand",
  Declaration: {
    color: (decl) => {
      if (decl.value === "rebeccapurple") decl.value = options.color;
    },
  },
});
module.exports.postcss = true;
`,
    );
    const result = await buildQuietly(named);
    expect(stylesheets(named).shared).toMatch(/\.spacing-note\{padding:12px;color:teal\}/);
    expect(result.diagnostics.map((d) => [d.code, d.severity, d.message])).toEqual([
      [
        "site-plugin",
        "warning",
        'the plugin spacing-plugin (plugins[0]) names the PostCSS plugin "postcss-missing", which is not installed in the site folder: it is left out',
      ],
    ]);
  });

  it("fails the build where a PostCSS plugin throws: the stylesheet's line, the plugin, the site plugin", async () => {
    const broken = copyFixture("docusaurus-postcss");
    const file = join(broken, "src/css/custom.css");
    writeFileSync(file, `${readFileSync(file, "utf8")}\n.wide {\n  space: wide;\n}\n`);
    const errors = await buildFailure(broken);
    expect(errors.map((d) => [d.code, d.file, d.line, d.message])).toEqual([
      [
        "site-plugin",
        "src/css/custom.css",
        lineOf(readFileSync(file, "utf8"), "space: wide"),
        'the PostCSS plugin postcss-spacing (configurePostCss of spacing-plugin) threw on this stylesheet: space takes a number of steps, not "wide"',
      ],
    ]);
  });

  it("fails where it throws on a CSS module too", async () => {
    const broken = copyFixture("docusaurus-postcss");
    const file = join(broken, "src/pages/index.module.css");
    writeFileSync(file, readFileSync(file, "utf8").replace("space: 5", "space: wide"));
    const errors = await buildFailure(broken);
    const line = lineOf(readFileSync(file, "utf8"), "space: wide");
    expect(errors.map((d) => [d.code, d.file, d.line])).toEqual([["site-plugin", "src/pages/index.module.css", line]]);
    expect(errors[0]?.message).toContain("the PostCSS plugin postcss-spacing");
  });

  it("bundles the stylesheet again on a warm build when the PostCSS plugin changed", async () => {
    const warm = copyFixture("docusaurus-postcss");
    expect((await buildInProcess(warm)).code).toBe(0);
    const plugin = join(warm, "plugins/postcss-spacing.js");
    writeFileSync(plugin, readFileSync(plugin, "utf8").replace("const STEP = 4;", "const STEP = 8;"));
    const again = await buildInProcess(warm);
    expect(again.code, again.stderr).toBe(0);
    expect(stylesheets(warm).shared).toMatch(/\.spacing-note\{padding:24px;/);
    expect(stylesheets(warm).page).toMatch(/\.pages_card\{padding:40px;/);
  });

  it("bundles the stylesheets again in watch mode's next build when the PostCSS plugin changed", async () => {
    const watched = copyFixture("docusaurus-postcss");
    const context = memoryContext({ threads: 1 });
    const quiet = { level: "quiet" as const, info: () => {}, error: () => {} };
    const rebuild = async () => build(await resolveConfig({ siteDir: watched }), quiet, context);
    try {
      await rebuild();
      expect(stylesheets(watched).shared).toMatch(/\.spacing-note\{padding:12px;/);
      const plugin = join(watched, "plugins/postcss-spacing.js");
      writeFileSync(plugin, readFileSync(plugin, "utf8").replace("const STEP = 4;", "const STEP = 2;"));
      await rebuild();
      expect(stylesheets(watched).shared).toMatch(/\.spacing-note\{padding:6px;/);
      expect(stylesheets(watched).page).toMatch(/\.pages_card\{padding:10px;/);
    } finally {
      await context.dispose();
    }
  });
});

describe("a site whose plugins have no configurePostCss", () => {
  it("gets its CSS as esbuild alone makes it", async () => {
    const plain = withSitePlugin('module.exports = () => ({ name: "spacing-plugin" });\n');
    const result = await buildQuietly(plain);
    expect(result.diagnostics).toEqual([]);
    expect(stylesheets(plain).shared).toMatch(/\.spacing-note\{space:3;/);
    // Nothing of PostCSS reaches the bundles' options, so their cache keys are what they were.
    const run = await runSitePlugins(await resolveConfig({ siteDir: plain }));
    expect(run?.config.postcss).toBeUndefined();
    expect(Object.keys(clientOptions(run?.config ?? fail()).styles ?? {}).sort()).toEqual([
      "customCss",
      "siteDir",
      "staticDir",
    ]);
  });
});
