import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { buildFailure, buildInProcess, buildQuietly } from "../helpers/build.ts";
import { copyFixture, docsgen } from "../helpers/cli.ts";

// Issue 50, point 1: a Docusaurus site's own plugins run (fixture: docusaurus-site-plugins, a local CommonJS
// plugin and, as the SCW project's config has it, a TypeScript plugin named by require.resolve without its
// extension).

/** A copy of the fixture whose fruit plugin has `hooks` (its source) in place of its own. */
function siteWithPlugin(hooks: string): string {
  const site = copyFixture("docusaurus-site-plugins");
  // The doc's link to the route the fixture's plugin adds would break.
  writeFileSync(join(site, "docs/intro.md"), "# Introduction\n\nThe orchard.\n");
  const file = join(site, "plugins/fruit-plugin.js");
  writeFileSync(
    file,
    `const fs = require("node:fs");\nconst path = require("node:path");\nmodule.exports = function fruitPlugin(context, options) {\n  return { name: "fruit-plugin", ${hooks} };\n};\n`,
  );
  return site;
}

const configLine = (site: string, needle: string) =>
  readFileSync(join(site, "docusaurus.config.ts"), "utf8")
    .split("\n")
    .findIndex((l) => l.includes(needle)) + 1;

let site: string;
let result: Awaited<ReturnType<typeof buildQuietly>>;
const read = (rel: string) => readFileSync(join(site, "build", rel), "utf8");

beforeAll(async () => {
  site = copyFixture("docusaurus-site-plugins");
  result = await buildQuietly(site);
}, 60_000);

describe("a Docusaurus site's own plugins", () => {
  it("add routes rendered by the site's component, given the data of their modules as props", () => {
    const html = read("fruits/index.html");
    expect(html).toContain('<ul class="fruit-list"><li>apple</li><li>pear</li><li>quince</li></ul>');
    // The props travel with the page's data: its script hydrates the same list.
    expect(html).toContain('"props":{"fruits":["apple","pear","quince"]}');
    expect(result.pages.some((p) => p.route === "/fruits" && p.title === "Fruits")).toBe(true);
  });

  it("give the site's components their global data, and configureWebpack's alias and definitions", () => {
    const text = read("index.html").replace(/<!-- -->/g, "");
    expect(text).toContain("3 fruits, first apple; leaves green; season autumn; rows 12");
    expect(text).toContain("plugins with data: fruit-plugin");
    expect(text).toContain('"globalData":{"fruit-plugin":{"default":{"count":3,"first":"apple"}}}');
  });

  it("give their default code messages to <Translate id>: the page shows the plugin's text, not its fallback", () => {
    expect(read("index.html")).toContain('<p class="greeting">Welcome to the orchard</p>');
  });

  it("inject their tags in the head and after <body> on every page", () => {
    for (const page of ["index.html", "docs/intro/index.html"]) {
      const html = read(page);
      const head = html.slice(0, html.indexOf("</head>"));
      expect(head).toContain('<meta name="orchard-plugin" content="ripe">');
      expect(html).toMatch(/<body[^>]*>\n<noscript>Orchard needs JavaScript for its counters\.<\/noscript>/);
    }
  });

  it("write into the output in postBuild, with every route", () => {
    const text = read("fruits.txt");
    expect(text.startsWith("apple\npear\nquince\n")).toBe(true);
    expect(text).toMatch(/^\d+ routes$/m);
    // Through context.outDir too: the pages being built are read there, and what is written goes live with them.
    expect(read("home-size.txt")).toBe("true");
  });

  it("read the whole output in postBuild on a warm build too (the build cache on)", async () => {
    const warm = copyFixture("docusaurus-site-plugins");
    for (let i = 0; i < 2; i++) {
      const built = await buildInProcess(warm);
      expect(built.code, built.stderr).toBe(0);
      expect(readFileSync(join(warm, "build/home-size.txt"), "utf8")).toBe("true");
    }
  }, 120_000);

  it("have their client modules, and the config's, on every page: React pages' scripts and one script for the rest", () => {
    // Shared by the two React pages' scripts and the others' script: in a chunk all three import.
    const chunks = readdirSync(join(site, "build/assets/site/chunks")).map((f) => read(`assets/site/chunks/${f}`));
    expect(chunks.filter((c) => c.includes('dataset.orchardClient="loaded"'))).toHaveLength(1);
    // A doc loads the script after docsgen's entry; the plugin's module is imported before the config's.
    const doc = read("docs/trees/index.html");
    const scripts = [...doc.matchAll(/<script type="module" src="([^"]+)"/g)].map((m) => m[1]);
    expect(scripts).toEqual([
      expect.stringMatching(/^\/orchard\/assets\/entry-/),
      expect.stringMatching(/client-modules-/),
    ]);
    const script = read(scripts[1].replace("/orchard/", ""));
    expect(script.indexOf('"plugin"')).toBeLessThan(script.indexOf('"config"'));
    expect(result.diagnostics.filter((d) => d.code === "site-plugin")).toEqual([]);
  });

  it("bundle the config's client modules that are stylesheets into the site's stylesheet, and nothing else loads them", () => {
    const css = readdirSync(join(site, "build/assets")).filter((f) => f.endsWith(".css"));
    expect(css.map((f) => read(`assets/${f}`)).filter((c) => c.includes("--orchard-client-css"))).toHaveLength(1);
    // Not flagged as a stylesheet nothing loads (content/unbuilt.ts).
    expect(result.diagnostics.filter((d) => d.code === "unbuilt")).toEqual([]);
  });

  it("have their files, and the paths their getPathsToWatch gives, watched by serve --watch", () => {
    expect(result.watchPaths).toEqual([
      join(site, "plugins/fruit-plugin.js"),
      join(site, "plugins/webpack-config-plugin.ts"),
      join(site, "data/fruits.yml"),
    ]);
  });
});

describe("a site plugin that fails", () => {
  const timeout = process.env.DOCSGEN_SITE_CODE_TIMEOUT_MS;
  afterEach(() => {
    if (timeout === undefined) delete process.env.DOCSGEN_SITE_CODE_TIMEOUT_MS;
    else process.env.DOCSGEN_SITE_CODE_TIMEOUT_MS = timeout;
  });

  it("is a located error naming it, its hook and the config line, when it throws", async () => {
    const failing = siteWithPlugin(`loadContent() { throw new Error("no orchard today"); }`);
    const [error] = await buildFailure(failing);
    expect(error).toMatchObject({ code: "site-plugin", file: "docusaurus.config.ts" });
    // At the plugin's line too: the throw is on line 4 of the file siteWithPlugin writes.
    expect(error.message).toBe(
      "the plugin fruit-plugin (plugins[0]) threw in its loadContent (plugins/fruit-plugin.js:4:56): no orchard today",
    );
    expect(error.line).toBe(configLine(failing, "./plugins/fruit-plugin"));
  }, 30_000);

  it("is a located error when a hook never finishes, a busy loop or an await on nothing", async () => {
    process.env.DOCSGEN_SITE_CODE_TIMEOUT_MS = "500";
    for (const hook of [
      "loadContent() { while (true) {} }",
      "async contentLoaded() { await new Promise(() => {}); }",
    ]) {
      const hanging = siteWithPlugin(hook);
      const [error] = await buildFailure(hanging);
      expect(error.code).toBe("site-plugin");
      expect(error.message).toMatch(
        /^the plugin fruit-plugin \(plugins\[0\]\) did not finish its (loadContent|contentLoaded) within 0\.5 s$/,
      );
    }
  }, 30_000);

  it("cannot write outside the output in postBuild", async () => {
    const escaping = siteWithPlugin(
      `postBuild({ outDir }) { fs.writeFileSync(path.join(outDir, "..", "escaped.txt"), "x"); }`,
    );
    const [error] = await buildFailure(escaping);
    expect(error).toMatchObject({ code: "path-outside", file: "docusaurus.config.ts" });
    expect(error.message).toMatch(/^the plugin fruit-plugin \(plugins\[0\]\) wrote .*escaped\.txt in its postBuild/);
    expect(existsSync(join(escaping, "escaped.txt"))).toBe(false);
    // The failed build left no output.
    expect(existsSync(join(escaping, "build"))).toBe(false);
  }, 30_000);

  it("cannot add a route outside the base URL, or one with a `..` segment", async () => {
    const routes = siteWithPlugin(`contentLoaded({ actions }) {
      actions.addRoute({ path: "/elsewhere", component: "@site/src/components/FruitList" });
      actions.addRoute({ path: "/orchard/../../etc", component: "@site/src/components/FruitList" });
      actions.addRoute({ path: "/orchard/node", component: process.execPath });
    }`);
    const errors = await buildFailure(routes);
    expect(errors.map((e) => [e.code, e.message])).toEqual([
      [
        "site-plugin",
        'the plugin fruit-plugin (plugins[0]) adds the route "/elsewhere", which is outside the site\'s base URL /orchard/',
      ],
      [
        "path-outside",
        'the plugin fruit-plugin (plugins[0]) adds the route "/orchard/../../etc", which has a ".." segment',
      ],
      [
        "path-outside",
        `the plugin fruit-plugin (plugins[0]) adds the route /orchard/node with the component ${process.execPath}, which is outside the site folder`,
      ],
    ]);
  }, 30_000);

  it("warns of a hook and of webpack settings docsgen does not run, naming them, and builds the rest", async () => {
    const other = siteWithPlugin(`extendCli() {},
      getDefaultCodeTranslationMessages() { return { "orchard.count": 3 }; },
      configureWebpack() {
        return { module: { rules: [{ test: /\\.txt$/, use: "raw-loader" }] }, plugins: [new (require("webpack").BannerPlugin)("x")] };
      }`);
    const built = await buildQuietly(other);
    const messages = built.diagnostics.filter((d) => d.code === "site-plugin").map((d) => d.message);
    expect(messages).toEqual([
      "the plugin fruit-plugin (plugins[0]) has the hook extendCli, which docsgen does not run",
      "the plugin fruit-plugin (plugins[0]) adds the webpack plugin BannerPlugin, which docsgen does not run",
      "the plugin fruit-plugin (plugins[0]) adds the webpack rule raw-loader, which docsgen does not run",
      "the plugin fruit-plugin (plugins[0]) getDefaultCodeTranslationMessages() gave messages that are not text: orchard.count",
    ]);
  }, 30_000);

  it("runs a package, named short as Docusaurus allows (orchard-stats: docusaurus-plugin-orchard-stats)", async () => {
    const withPackage = copyFixture("docusaurus-site-plugins");
    const pkg = join(withPackage, "node_modules/docusaurus-plugin-orchard-stats");
    mkdirSync(pkg, { recursive: true });
    writeFileSync(
      join(pkg, "package.json"),
      '{"name":"docusaurus-plugin-orchard-stats","version":"1.0.0","main":"index.js"}',
    );
    writeFileSync(
      join(pkg, "index.js"),
      `module.exports = (context, options) => ({
  name: "orchard-stats",
  injectHtmlTags: () => ({ headTags: [{ tagName: "meta", attributes: { name: "orchard-stats", content: options.rows } }] }),
});
`,
    );
    const config = join(withPackage, "docusaurus.config.ts");
    writeFileSync(
      config,
      readFileSync(config, "utf8").replace("plugins: [", 'plugins: [["orchard-stats", { rows: "12" }],'),
    );
    await buildQuietly(withPackage);
    expect(readFileSync(join(withPackage, "build/index.html"), "utf8")).toContain(
      '<meta name="orchard-stats" content="12">',
    );
  }, 30_000);

  it("is named by docsgen migrate, which cannot carry it over", () => {
    const migrating = copyFixture("docusaurus-site-plugins");
    const r = docsgen(["migrate", migrating]);
    expect(r.code, r.stderr).toBe(0);
    expect(r.stderr).toContain(
      `docusaurus.config.ts:${configLine(migrating, "./plugins/fruit-plugin")}: warning [config-ignored] plugins[0] (the site's plugin ./plugins/fruit-plugin) has no counterpart in site.config.ts`,
    );
    expect(r.stderr).toMatch(
      /plugins\[1\] \(the site's plugin \/.*\/plugins\/webpack-config-plugin\.ts\) has no counterpart/,
    );
    // Both plugins, and `blog: false`.
    expect(r.stdout).toMatch(/3 settings are not carried over/);
  }, 30_000);
});

describe("a site plugin's client modules", () => {
  it("that do not exist are a located error at the plugin; outside the site, left out with a warning", async () => {
    const missing = siteWithPlugin(`getClientModules() { return ["./gone-client"]; }`);
    const [error] = await buildFailure(missing);
    expect(error).toMatchObject({ code: "site-plugin", file: "docusaurus.config.ts" });
    expect(error.message).toBe(
      "the plugin fruit-plugin (plugins[0]) gives the client module ./gone-client, which does not exist",
    );
    expect(error.line).toBe(configLine(missing, "./plugins/fruit-plugin"));

    const outside = siteWithPlugin(`getClientModules() { return [path.join(__dirname, "../../outside-client.js")]; }`);
    writeFileSync(join(outside, "../outside-client.js"), 'document.title = "escaped";\n');
    const built = await buildQuietly(outside);
    expect(built.diagnostics.filter((d) => d.code === "site-plugin").map((d) => d.message)).toEqual([
      expect.stringMatching(
        /^the plugin fruit-plugin \(plugins\[0\]\) gives the client module .*outside-client\.js, which is outside the site folder: it is not loaded$/,
      ),
    ]);
    const scripts = readdirSync(join(outside, "build/assets/site"), { recursive: true }).map(String);
    const text = scripts
      .filter((f) => f.endsWith(".js"))
      .map((f) => readFileSync(join(outside, "build/assets/site", f), "utf8"));
    expect(text.some((t) => t.includes("escaped"))).toBe(false);
  }, 60_000);

  it("are compiled again on the next build when one changes, though the build cache keeps the site's code", async () => {
    // Without the fixture's postBuild, which reads the output's home page (a warm build keeps it as it is).
    const edited = siteWithPlugin(`getClientModules() { return ["../src/client/orchard-client"]; }`);
    const warm = async () => {
      const result = await buildInProcess(edited, { level: "verbose" });
      expect(result.code, result.stderr).toBe(0);
      return /cache: the site's code (\w+)/.exec(result.stdout)?.[1];
    };
    expect(await warm()).toBe("bundled");
    expect(await warm()).toBe("reused");
    const file = join(edited, "src/client/route-class.js");
    writeFileSync(file, `${readFileSync(file, "utf8")}window.orchardEdited = "second build";\n`);
    // A bundle made within 50 ms of a change to its inputs is not kept (file-stamp.ts): let the edit settle.
    await new Promise((done) => setTimeout(done, 120));
    expect(await warm()).toBe("bundled");
    const dir = join(edited, "build/assets/site");
    const script = readdirSync(dir).find((f) => f.startsWith("client-modules-") && f.endsWith(".js")) ?? "";
    expect(readFileSync(join(dir, script), "utf8")).toContain("second build");
  }, 60_000);
});
