import { existsSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { join, relative } from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { buildInProcess, type InProcessBuild } from "../helpers/build.ts";
import { copyFixture } from "../helpers/cli.ts";

// Issue 50, point 1: docs made by the site's own plugins wrapping @docusaurus/plugin-content-docs (fixture
// docusaurus-docs-plugin: `docs: false` in the preset; a CommonJS wrapper of the default docs with their list as
// global data and a page listing them; an ES module wrapper of a `community` instance that filters its docs).
// Before, the wrappers were left out with a warning, and their docs were not built.
let site: string;
let build: InProcessBuild;
const read = (rel: string) => readFileSync(join(site, "build", rel), "utf8");

beforeAll(async () => {
  site = copyFixture("docusaurus-docs-plugin");
  build = await buildInProcess(site);
  expect(build.code, build.stderr).toBe(0);
});

/** Every file of a folder, by its path in it. */
function files(dir: string, root = dir): Map<string, string> {
  const out = new Map<string, string>();
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) for (const [k, v] of files(path, root)) out.set(k, v);
    else out.set(relative(root, path), readFileSync(path, "utf8"));
  }
  return out;
}

/** The fixture's plugin file `name`, with `from` replaced by `to` (which must be there). */
function editPlugin(dir: string, name: string, from: string, to: string): void {
  const file = join(dir, "plugins", name);
  const text = readFileSync(file, "utf8");
  expect(text).toContain(from);
  writeFileSync(file, text.replace(from, to));
}

describe("a site plugin wrapping the docs plugin", () => {
  it("builds the docs of the options the wrapper passes: their folder, route and sidebars file", () => {
    for (const rel of ["guides/intro", "guides/setup", "guides/advanced/tuning"])
      expect(read(`${rel}/index.html`)).toContain("__docsgen_content");
    const intro = read("guides/intro/index.html");
    // The sidebar of sidebars.js: its category, and the link between docs resolved.
    expect(intro).toContain(">Advanced<");
    expect(intro).toContain('href="/guides/setup"');
    expect(read("sitemap.xml")).toContain("https://relay.example.com/guides/advanced/tuning");
    expect(build.stderr).not.toContain("which docsgen does not run this way");
    // The preset's `docs: false` is what Docusaurus asks of such a site: not warned of.
    expect(build.stderr).not.toContain("presets[0][1].docs is ignored");
  });

  it("keeps the wrapper's own global data and route, made of the content's docs and titles", () => {
    expect(read("index.html")).toContain(
      '<ul class="guides"><li><a href="/guides/advanced/tuning">Tuning</a></li><li><a href="/guides/intro">Introduction</a></li><li><a href="/guides/setup">Setting up</a></li></ul>',
    );
    expect(read("all-guides/index.html")).toContain('<h1 class="all-guides">All guides</h1>');
    expect(read("all-guides/index.html")).toContain('<a href="/guides/setup">Setting up</a>');
    // Each doc's tags, at Docusaurus's permalinks (the label's kebab case under the docs' tags route).
    expect(read("all-guides/index.html")).toContain(
      '<span class="tags">/guides/tags/install /guides/tags/hot-upgrade</span>',
    );
    expect(read("guides/tags/hot-upgrade/index.html")).toContain("Setting up");
  });

  it("builds a second instance from the content its ES module wrapper filtered", () => {
    expect(read("community/welcome/index.html")).toContain("The Relay community meets monthly.");
    expect(existsSync(join(site, "build", "community/internal-notes"))).toBe(false);
    expect(read("community/welcome/index.html")).not.toContain("Internal notes");
    expect(read("sitemap.xml")).not.toContain("internal-notes");
  });

  it("builds the same files as the classic preset's `docs` with the same options", async () => {
    const options = '{ path: "guides", routeBasePath: "guides", sidebarPath: "./sidebars.js" }';
    // Both in one folder: the site's bundles are named by a hash of their content and of their paths.
    const dir = copyFixture("docusaurus-docs-plugin");
    rmSync(join(dir, "src"), { recursive: true });
    // A wrapper that passes the content on unchanged, as a real wrapper does around its own additions.
    writeFileSync(
      join(dir, "plugins", "docs-plugin.js"),
      `const docs = require("@docusaurus/plugin-content-docs");
module.exports = async (context, options) => {
  const instance = await docs.default(context, options);
  return { ...instance, contentLoaded: (params) => instance.contentLoaded(params) };
};
`,
    );
    const variant = async (preset: string, plugins: string) => {
      writeFileSync(
        join(dir, "docusaurus.config.js"),
        `module.exports = {
  title: "Relay",
  url: "https://relay.example.com",
  baseUrl: "/",
  onBrokenLinks: "throw",
  presets: [["classic", { docs: ${preset}, blog: false }]],
  plugins: [${plugins}],
};
`,
      );
      rmSync(join(dir, "build"), { recursive: true, force: true });
      const r = await buildInProcess(dir, { cache: false });
      expect(r.code, r.stderr).toBe(0);
      return files(join(dir, "build"));
    };
    const wrapped = await variant("false", `["./plugins/docs-plugin.js", ${options}]`);
    const preset = await variant(options, "");
    expect([...wrapped.keys()].sort()).toEqual([...preset.keys()].sort());
    expect(wrapped.has("guides/advanced/tuning/index.html")).toBe(true);
    for (const [path, text] of preset) expect(wrapped.get(path), path).toBe(text);
  });

  it("builds a versioned, translated site's docs as the preset's: every version, in every locale", async () => {
    // Both in one folder, as above.
    const dir = copyFixture("versioned-translated-site");
    const config = join(dir, "docusaurus.config.js");
    const text = readFileSync(config, "utf8");
    const preset = `docs: {
          sidebarPath: "./sidebars.js",
          versions: {
            "1.0": { label: "1.0.x" },
          },
        },`;
    expect(text).toContain(preset);
    const before = await buildInProcess(dir, { cache: false });
    expect(before.code, before.stderr).toBe(0);
    const presetFiles = files(join(dir, "build"));
    rmSync(join(dir, "build"), { recursive: true });
    writeFileSync(
      join(dir, "docs-plugin.js"),
      `const docs = require("@docusaurus/plugin-content-docs");
module.exports = async (context, options) => {
  const instance = await docs.default(context, options);
  return { ...instance, contentLoaded: (params) => instance.contentLoaded(params) };
};
`,
    );
    writeFileSync(
      config,
      text
        .replace(preset, "docs: false,")
        .replace(
          "  themeConfig: {",
          '  plugins: [["./docs-plugin.js", { sidebarPath: "./sidebars.js", versions: { "1.0": { label: "1.0.x" } } }]],\n  themeConfig: {',
        ),
    );
    const after = await buildInProcess(dir, { cache: false });
    expect(after.code, after.stderr).toBe(0);
    const wrapped = files(join(dir, "build"));
    expect([...wrapped.keys()].sort()).toEqual([...presetFiles.keys()].sort());
    expect(wrapped.has("fr/docs/1.0/intro/index.html")).toBe(true);
    for (const [path, content] of presetFiles) expect(wrapped.get(path), path).toBe(content);
  });

  it("warns, at the config's line, of what the wrapper changes that docsgen does not apply", async () => {
    const dir = copyFixture("docusaurus-docs-plugin");
    editPlugin(
      dir,
      "community-plugin.mjs",
      "docs: version.docs.filter((doc) => !doc.frontMatter.internal),",
      'docs: [...version.docs.map((doc) => ({ ...doc, title: "~" })), { id: "made-up", source: "@site/community/made-up.md" }],',
    );
    editPlugin(
      dir,
      "community-plugin.mjs",
      "docsPlugin(context, options)",
      "docsPlugin(context, { ...options, remarkPlugins: [() => () => {}] })",
    );
    const r = await buildInProcess(dir);
    expect(r.code, r.stderr).toBe(0);
    const at = "docusaurus.config.js:15: warning";
    const plugin = "the plugin ./plugins/community-plugin.mjs (plugins[1])";
    expect(r.stderr).toContain(
      `${at} [site-plugin] ${plugin} gives the docs plugin docs it did not load ("made-up"): they are not built`,
    );
    expect(r.stderr).toContain(
      `${at} [site-plugin] ${plugin} changes the metadata of docs it passes on ("internal-notes", "welcome"): docsgen builds each doc from its file and front matter, without the change`,
    );
    expect(r.stderr).toContain(
      `${at} [config-ignored] ${plugin} passes the docs plugin remarkPlugins, which docsgen does not run from a site plugin`,
    );
    // Every doc the content named that has a file is built, as loaded.
    expect(readFileSync(join(dir, "build", "community/internal-notes/index.html"), "utf8")).toContain("Internal notes");
  });

  it("is a located error when the wrapper builds the default docs and the preset has docs of its own", async () => {
    const dir = copyFixture("docusaurus-docs-plugin");
    const config = join(dir, "docusaurus.config.js");
    writeFileSync(config, readFileSync(config, "utf8").replace("{ docs: false", '{ docs: { path: "guides" }'));
    const r = await buildInProcess(dir);
    expect(r.code).toBe(1);
    expect(r.stderr).toContain(
      'docusaurus.config.js:14: error [config-invalid] the plugin ./plugins/docs-plugin.js (plugins[0]) builds a docs instance of the id "default", which other docs of the site have',
    );
  });

  it("is a located error when the wrapper passes the docs plugin options Docusaurus refuses", async () => {
    const dir = copyFixture("docusaurus-docs-plugin");
    editPlugin(
      dir,
      "docs-plugin.js",
      "docsPlugin(context, options)",
      "docsPlugin(context, { ...options, routeBasePath: 42 })",
    );
    const r = await buildInProcess(dir);
    expect(r.code).toBe(1);
    expect(r.stderr).toContain(
      "docusaurus.config.js:14: error [config-invalid] the plugin ./plugins/docs-plugin.js (plugins[0]) passes the docs plugin the option routeBasePath, which must be a string",
    );
  });
});
