import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { join, relative } from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { buildInProcess, type InProcessBuild } from "../helpers/build.ts";
import { copyFixture } from "../helpers/cli.ts";

// Issue 49, point 2: another `@docusaurus/plugin-content-pages` instance in `plugins` (fixture
// docusaurus-docs-plugin: `showcase`, its folder showcase/ served under /showcase). Before, the entry was
// ignored with a warning and its pages were not built.
let site: string;
let build: InProcessBuild;
const read = (rel: string) => readFileSync(join(site, "build", rel), "utf8");

beforeAll(async () => {
  site = copyFixture("docusaurus-docs-plugin");
  build = await buildInProcess(site);
  expect(build.code, build.stderr).toBe(0);
});

/** A copy of the fixture with its config's `from` replaced by `to` (which must be there). */
function withConfig(from: string, to: string): string {
  const dir = copyFixture("docusaurus-docs-plugin");
  const file = join(dir, "docusaurus.config.js");
  const text = readFileSync(file, "utf8");
  expect(text).toContain(from);
  writeFileSync(file, text.replace(from, to));
  return dir;
}

describe("another pages instance", () => {
  it("builds its markdown and React pages under its routeBasePath", () => {
    expect(read("showcase/index.html")).toContain('<h1 id="showcase">Showcase</h1>');
    expect(read("showcase/index.html")).toContain('href="/showcase/gallery"');
    expect(read("showcase/gallery/index.html")).toContain('<h1 class="gallery">Gallery</h1>');
    expect(read("sitemap.xml")).toContain("https://relay.example.com/showcase/gallery");
    expect(build.stderr).not.toContain("plugin-content-pages");
  });

  it("leaves out its partials, as Docusaurus's default `exclude` does", () => {
    expect(existsSync(join(site, "build", "showcase/_draft"))).toBe(false);
    expect(existsSync(join(site, "build", "showcase/draft"))).toBe(false);
  });

  it("reads its translations from i18n/<locale>/docusaurus-plugin-content-pages-<id>/", async () => {
    const dir = withConfig('locales: ["en"]', 'locales: ["en", "fr"]');
    const folder = join(dir, "i18n/fr/docusaurus-plugin-content-pages-showcase");
    mkdirSync(folder, { recursive: true });
    writeFileSync(join(folder, "index.md"), "# Vitrine\n\nLes sites qui relaient avec Relay.\n");
    const r = await buildInProcess(dir);
    expect(r.code, r.stderr).toBe(0);
    expect(readFileSync(join(dir, "build", "fr/showcase/index.html"), "utf8")).toContain("Les sites qui relaient");
    expect(readFileSync(join(dir, "build", "showcase/index.html"), "utf8")).toContain("Sites that relay with Relay");
  });

  it("is a located error when its pages take another instance's route", async () => {
    const clash = withConfig(
      '{ id: "showcase", path: "showcase", routeBasePath: "showcase" }',
      '{ id: "showcase", path: "showcase", routeBasePath: "guides" }',
    );
    writeFileSync(join(clash, "showcase", "setup.md"), "# Setup\n");
    const r = await buildInProcess(clash);
    expect(r.code).toBe(1);
    expect(r.stderr).toContain(
      'showcase/setup.md: error [route-instances] route /guides/setup is produced by the pages instance "showcase" and by the docs instance "default" (guides/setup.md)',
    );
  });

  it("is a located error when its id is another pages instance's", async () => {
    const entry =
      '["@docusaurus/plugin-content-pages", { id: "showcase", path: "showcase", routeBasePath: "showcase" }],';
    const dir = withConfig(
      entry,
      `${entry}\n    ${entry.replace('routeBasePath: "showcase"', 'routeBasePath: "more"')}`,
    );
    const r = await buildInProcess(dir);
    expect(r.code).toBe(1);
    expect(r.stderr).toContain(
      'docusaurus.config.js:17: error [config-invalid] plugins[3][1].id is the id of another pages instance: "showcase"',
    );
  });

  it("is built from what a site plugin wrapping the pages plugin keeps, with the wrapper's own global data", async () => {
    const dir = withConfig(
      '"@docusaurus/plugin-content-pages", { id: "showcase"',
      '"./plugins/showcase-plugin.js", { id: "showcase"',
    );
    writeFileSync(
      join(dir, "plugins", "showcase-plugin.js"),
      `const pagesPluginExports = require("@docusaurus/plugin-content-pages");

module.exports = {
  ...pagesPluginExports,
  default: async function showcasePlugin(context, options) {
    const pages = await pagesPluginExports.default(context, options);
    return {
      ...pages,
      async contentLoaded({ content, actions }) {
        const kept = content.filter((page) => !page.frontMatter?.retired);
        const listed = kept.filter((page) => page.type === "mdx").map((page) => [page.permalink, page.title]);
        actions.setGlobalData({ listed });
        return pages.contentLoaded({ content: kept, actions });
      },
    };
  },
};
`,
    );
    writeFileSync(
      join(dir, "src/pages/index.js"),
      `import { usePluginData } from "@docusaurus/useGlobalData";
import Layout from "@theme/Layout";

export default function Home() {
  const { listed } = usePluginData("docusaurus-plugin-content-pages", "showcase");
  return <Layout title="Home"><p className="listed">{listed.map(([link, title]) => \`\${title} at \${link}\`).join("; ")}</p></Layout>;
}
`,
    );
    writeFileSync(join(dir, "showcase", "old.md"), "---\nretired: true\n---\n\n# Old showcase\n");
    const r = await buildInProcess(dir);
    expect(r.code, r.stderr).toBe(0);
    expect(readFileSync(join(dir, "build", "showcase/index.html"), "utf8")).toContain(
      '<h1 id="showcase">Showcase</h1>',
    );
    expect(readFileSync(join(dir, "build", "showcase/gallery/index.html"), "utf8")).toContain("Gallery");
    // The page the wrapper left out of the content is not built.
    expect(existsSync(join(dir, "build", "showcase/old"))).toBe(false);
    expect(readFileSync(join(dir, "build", "index.html"), "utf8")).toContain(
      '<p class="listed">Showcase at /showcase</p>',
    );
    expect(r.stderr).not.toContain("showcase-plugin.js");
  });

  it("a wrapper of the default pages that passes them on builds the same files as the preset's pages", async () => {
    // Both in one folder: the site's bundles are named by a hash of their content and of their paths.
    const dir = copyFixture("versioned-translated-site");
    const before = await buildInProcess(dir, { cache: false });
    expect(before.code, before.stderr).toBe(0);
    const preset = files(join(dir, "build"));
    rmSync(join(dir, "build"), { recursive: true });
    writeFileSync(
      join(dir, "pages-plugin.js"),
      `const pages = require("@docusaurus/plugin-content-pages");
module.exports = async (context, options) => {
  const instance = await pages.default(context, options);
  return { ...instance, contentLoaded: (params) => instance.contentLoaded(params) };
};
`,
    );
    const config = join(dir, "docusaurus.config.js");
    const text = readFileSync(config, "utf8");
    expect(text).toContain("        blog: false,\n");
    writeFileSync(
      config,
      text
        .replace("        blog: false,\n", "        blog: false,\n        pages: false,\n")
        .replace("  themeConfig: {", '  plugins: [["./pages-plugin.js", {}]],\n  themeConfig: {'),
    );
    const after = await buildInProcess(dir, { cache: false });
    expect(after.code, after.stderr).toBe(0);
    // `pages: false` is what Docusaurus asks of such a site: not warned of.
    expect(after.stderr).not.toContain("presets[0][1].pages is ignored");
    const wrapped = files(join(dir, "build"));
    expect([...wrapped.keys()].sort()).toEqual([...preset.keys()].sort());
    expect(wrapped.has("fr/index.html")).toBe(true);
    for (const [path, content] of preset) expect(wrapped.get(path), path).toBe(content);
  });
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
