import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, statSync, writeFileSync } from "node:fs";
import { join, relative } from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { buildInProcess, type InProcessBuild } from "../helpers/build.ts";
import { copyFixture } from "../helpers/cli.ts";

// Issue 50, point 1: a blog made by the site's own plugin wrapping @docusaurus/plugin-content-blog (fixture
// docusaurus-blog-plugin: `blog: false` in the preset; a CommonJS wrapper with featured posts as global data
// and a page per category; an ES module wrapper, the changelog, that filters its posts). Before, the wrappers
// were left out with a warning and the whole blog was missing.
let site: string;
let build: InProcessBuild;
const read = (rel: string) => readFileSync(join(site, "build", rel), "utf8");

beforeAll(async () => {
  site = copyFixture("docusaurus-blog-plugin");
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

describe("a site plugin wrapping the blog plugin", () => {
  it("builds the blog from the options the wrapper passes: posts, lists, tags, archive, feeds", () => {
    for (const rel of ["2024/03/01/lantern", "2024/02/01/wiring", "2024/01/15/lenses", "2023/12/01/welcome"])
      expect(read(`blog/${rel}/index.html`)).toContain("__docsgen_content");
    // postsPerPage: 2 and the sidebar's title, from the wrapper's options.
    expect(read("blog/page/2/index.html")).toContain("Choosing lenses");
    expect(read("blog/index.html")).toContain("All posts");
    expect(read("blog/tags/howto/index.html")).toContain("Wiring a beacon");
    expect(read("blog/rss.xml").match(/<item>/g)).toHaveLength(4);
    expect(read("sitemap.xml")).toContain("https://beacon.example.com/blog/2024/03/01/lantern");
  });

  it("keeps the wrapper's own global data and routes: the featured list and the category pages", () => {
    const home = read("index.html");
    expect(home).toMatch(
      /<ul class="featured"><li><a href="\/blog\/2024\/03\/01\/lantern">A brighter lantern<\/a><\/li><li><a href="\/blog\/2024\/01\/15\/lenses">Choosing lenses<\/a><\/li><\/ul>/,
    );
    const guides = read("blog/category/guides/index.html");
    expect(guides).toContain('<h1 class="category-title">guides</h1>');
    expect(guides).toMatch(/href="\/blog\/2024\/02\/01\/wiring">Wiring a beacon<\/a>: <!-- -->How to wire a beacon\./);
    expect(read("blog/category/news/index.html")).toContain("A brighter lantern");
  });

  it("builds a second blog from the content its ES module wrapper filtered", () => {
    expect(read("changelog/2024/03/05/v3/index.html")).toContain("Beacon 3 is out.");
    expect(existsSync(join(site, "build", "changelog/2024/02/20/v3-rc/index.html"))).toBe(false);
    expect(read("changelog/index.html")).not.toContain("internal");
    expect(read("changelog/rss.xml").match(/<item>/g)).toHaveLength(2);
  });

  it("warns, at the config's line, of an option the blog plugin is passed that docsgen does not build", () => {
    expect(build.stderr).toContain(
      "docusaurus.config.js:14: warning [config-ignored] the plugin ./plugins/blog-plugin.js (plugins[0]) passes the blog plugin the option blogListComponent, which is ignored by docsgen",
    );
    expect(build.stderr).not.toContain("which docsgen does not run this way");
  });

  it("warns of posts the wrapper's content names that the blog did not load, and of remark plugins in its options", async () => {
    const other = copyFixture("docusaurus-blog-plugin");
    const plugin = join(other, "plugins", "changelog-plugin.mjs");
    writeFileSync(
      plugin,
      readFileSync(plugin, "utf8")
        .replace(
          "blogPosts: content.blogPosts.filter((p) => !p.metadata.frontMatter.internal)",
          'blogPosts: [...content.blogPosts, { id: "made-up", metadata: { permalink: "/../escape" } }]',
        )
        // A remark plugin in the options (a site adding remark-math to its blog this way).
        .replace(
          "blogPlugin(context, options)",
          "blogPlugin(context, { ...options, remarkPlugins: [() => () => {}] })",
        ),
    );
    const r = await buildInProcess(other);
    expect(r.code, r.stderr).toBe(0);
    expect(r.stderr).toContain(
      'docusaurus.config.js:25: warning [site-plugin] the plugin ./plugins/changelog-plugin.mjs (plugins[1]) gives the blog plugin posts it did not load ("made-up"): they are not built',
    );
    expect(existsSync(join(other, "build", "escape"))).toBe(false);
    expect(r.stderr).toContain(
      "warning [config-ignored] the plugin ./plugins/changelog-plugin.mjs (plugins[1]) passes the blog plugin remarkPlugins, which docsgen does not run from a site plugin",
    );
  });

  it("runs a wrapper named after the plugin it wraps (./src/plugin/plugin-content-blog, as a real site names it)", async () => {
    const other = copyFixture("docusaurus-blog-plugin");
    mkdirSync(join(other, "src/plugin/plugin-content-blog"), { recursive: true });
    renameSync(join(other, "plugins/blog-plugin.js"), join(other, "src/plugin/plugin-content-blog/index.js"));
    const config = join(other, "docusaurus.config.js");
    writeFileSync(
      config,
      readFileSync(config, "utf8").replace('"./plugins/blog-plugin.js"', '"./src/plugin/plugin-content-blog"'),
    );
    const r = await buildInProcess(other);
    expect(r.code, r.stderr).toBe(0);
    expect(readFileSync(join(other, "build", "index.html"), "utf8")).toContain(
      '<a href="/blog/2024/03/01/lantern">A brighter lantern</a>',
    );
  });

  it("reads the posts once: the blog is built from what the wrapper was given, its code highlighted", async () => {
    const other = copyFixture("docusaurus-blog-plugin");
    const post = join(other, "blog", "2024-03-01-lantern.md");
    writeFileSync(post, `${readFileSync(post, "utf8")}\n\`\`\`js\nconst lantern = "bright";\n\`\`\`\n`);
    // The wrapper rewrites the post once the blog plugin has loaded it: a second read would build the rewrite.
    const plugin = join(other, "plugins", "blog-plugin.js");
    writeFileSync(
      plugin,
      readFileSync(plugin, "utf8").replace(
        "    ...blogPluginInstance,\n",
        `    ...blogPluginInstance,
    async loadContent() {
      const content = await blogPluginInstance.loadContent();
      require("node:fs").writeFileSync(${JSON.stringify(post)}, "---\\ntitle: Rewritten\\n---\\n\\nRewritten.\\n");
      return content;
    },
`,
      ),
    );
    const r = await buildInProcess(other);
    expect(r.code, r.stderr).toBe(0);
    const page = readFileSync(join(other, "build", "blog/2024/03/01/lantern/index.html"), "utf8");
    expect(page).toContain("The lantern got brighter.");
    expect(page).not.toContain("Rewritten");
    expect(page).toMatch(/<pre class="shiki[^"]*"[^>]*>.*lantern.*bright/s);
  });

  it("gives the wrapper a translated locale's posts, as Docusaurus does, and builds the blog from those", async () => {
    const other = copyFixture("docusaurus-blog-plugin");
    const config = join(other, "docusaurus.config.js");
    writeFileSync(config, readFileSync(config, "utf8").replace('locales: ["en"]', 'locales: ["en", "fr"]'));
    const translate = (folder: string, name: string, text: string) => {
      mkdirSync(join(other, "i18n/fr", folder), { recursive: true });
      writeFileSync(join(other, "i18n/fr", folder, name), text);
      return join(other, "i18n/fr", folder, name);
    };
    translate(
      "docusaurus-plugin-content-blog",
      "2024-03-01-lantern.md",
      "---\ntitle: Une lanterne plus vive\nfeatured: true\n---\n\nLa lanterne brille plus.\n\n<!-- truncate -->\n",
    );
    const v3 = translate(
      "docusaurus-plugin-content-blog-changelog",
      "2024-03-05-v3.md",
      "# Beacon 3\n\nBeacon 3 est là.\n",
    );
    // The changelog's wrapper rewrites the translation once the blog plugin loaded it (in the French build):
    // the build must not read it again.
    const plugin = join(other, "plugins", "changelog-plugin.mjs");
    writeFileSync(
      plugin,
      `import { writeFileSync } from "node:fs";\n${readFileSync(plugin, "utf8")}`.replace(
        "const content = await instance.loadContent();\n",
        `const content = await instance.loadContent();\nif (context.i18n.currentLocale === "fr") writeFileSync(${JSON.stringify(v3)}, "Rewritten.\\n");\n`,
      ),
    );
    const r = await buildInProcess(other);
    expect(r.code, r.stderr).toBe(0);
    const fr = (rel: string) => readFileSync(join(other, "build/fr", rel), "utf8");
    expect(fr("changelog/2024/03/05/v3/index.html")).toContain("Beacon 3 est là.");
    // The featured list is the wrapper's global data, made from the content it was given.
    expect(fr("index.html")).toContain('<a href="/fr/blog/2024/03/01/lantern">Une lanterne plus vive</a>');
    expect(readFileSync(join(other, "build/index.html"), "utf8")).toContain(">A brighter lantern</a>");
  });

  it("builds the same blog as the classic preset's `blog` with the same options", async () => {
    const options = '{ path: "blog", routeBasePath: "blog", blogSidebarCount: "ALL", postsPerPage: 2 }';
    const home = 'export default function Home() {\n  return <Layout title="Home">Home</Layout>;\n}\n';
    // Both in one folder: the site's bundles are named by a hash of their content and of their paths.
    const dir = copyFixture("docusaurus-blog-plugin");
    const config = join(dir, "docusaurus.config.js");
    const text = readFileSync(config, "utf8");
    const variant = async (preset: string, plugin: string) => {
      const entry = text.slice(
        text.indexOf('    [\n      "./plugins/blog-plugin.js"'),
        text.indexOf('    ["./plugins/changelog'),
      );
      const guides = '        { to: "/blog/category/guides", label: "Guides" },\n';
      writeFileSync(
        config,
        text.replace("}, blog: false }", `}, blog: ${preset} }`).replace(entry, plugin).replace(guides, ""),
      );
      writeFileSync(join(dir, "src/pages/index.js"), `import Layout from "@theme/Layout";\n\n${home}`);
      // A wrapper that passes the content on unchanged.
      writeFileSync(
        join(dir, "plugins", "blog-plugin.js"),
        'const blog = require("@docusaurus/plugin-content-blog");\nmodule.exports = (context, options) => blog.default(context, options);\n',
      );
      const r = await buildInProcess(dir, { cache: false });
      expect(r.code, r.stderr).toBe(0);
      return files(join(dir, "build"));
    };
    const wrapped = await variant("false", `    ["./plugins/blog-plugin.js", ${options}],\n`);
    const preset = await variant(options, "");
    expect([...wrapped.keys()].sort()).toEqual([...preset.keys()].sort());
    for (const [rel, text] of preset) expect(wrapped.get(rel), rel).toBe(text);
  });
});
