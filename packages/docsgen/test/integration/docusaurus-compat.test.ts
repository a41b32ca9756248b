import { existsSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { bundleStyles } from "../../cli/assets/styles-bundle.ts";
import { fromDocusaurus } from "../../cli/config/docusaurus.ts";
import { PACKAGE_ROOT } from "../../cli/version.ts";
import { ADMONITION_ICON } from "../../shared/admonition-icons.ts";
import { withoutIcons } from "../helpers/admonition.ts";
import { buildInProcess } from "../helpers/build.ts";
import { type CliResult, copyFixture, MANUAL } from "../helpers/cli.ts";
import { pluginSite } from "../helpers/docusaurus-plugins.ts";
import { buildDocusaurusSite } from "../helpers/docusaurus-site.ts";

// Issue 15, part 11: the manual's migration table (sites/manual/docs/guides/migrating-from-docusaurus.md) says, for each Docusaurus feature, whether
// docsgen supports it, warns about it or does not support it. This builds a ported Docusaurus site with one
// instance of each row (fixture: docusaurus-compat) and checks each row's claim. The rows and the checks
// must match one to one: a feature added to the table needs a check here, and the other way round.

type Status = "supported" | "warned" | "not supported";

let out: string;
let output: string;
const read = (rel: string) => readFileSync(join(out, rel), "utf8");
const exists = (rel: string) => existsSync(join(out, rel));
/** The located diagnostic lines of the build: `file:line[:col]: warning [code] message`. */
const warned = (file: string, code: string, text = "") =>
  output.split("\n").some((l) => l.startsWith(file) && l.includes(`warning [${code}]`) && l.includes(text));

/** The translated-site fixture, built once when a row first reads it. */
let translatedSite: string | undefined;
async function translated() {
  if (!translatedSite) {
    translatedSite = copyFixture("translated-site");
    const built = await buildInProcess(translatedSite);
    expect(built.code, built.stderr).toBe(0);
  }
  const dir = translatedSite;
  return { read: (rel: string) => readFileSync(join(dir, "build", rel), "utf8") };
}

/** The versioned-site fixture, built once when a row first reads it. */
let versionedSite: string | undefined;
async function versioned() {
  if (!versionedSite) {
    versionedSite = copyFixture("versioned-site");
    const built = await buildInProcess(versionedSite);
    expect(built.code, built.stderr).toBe(0);
  }
  const dir = versionedSite;
  return { read: (rel: string) => readFileSync(join(dir, "build", rel), "utf8") };
}

/** The docusaurus-theme-looks fixture (navbar and footer styles, logos, blog sidebar), built once when a row reads it. */
let looksSite: string | undefined;
async function looks() {
  if (!looksSite) {
    looksSite = copyFixture("docusaurus-theme-looks");
    const built = await buildInProcess(looksSite);
    expect(built.code, built.stderr).toBe(0);
  }
  const dir = looksSite;
  return { read: (rel: string) => readFileSync(join(dir, "build", rel), "utf8") };
}

const CHECKS: Record<string, { status: Status; check: () => void | Promise<void> }> = {
  "CommonMark and GFM (tables, strikethrough, task lists, footnotes, autolinks)": {
    status: "supported",
    check: () => expect(read("docs/intro/index.html")).toMatch(/<table[^>]*>[\s\S]*<del>maybe<\/del>/),
  },
  "Doc front matter (`title`, `sidebar_*`, `pagination_*`, `toc_*`, `custom_edit_url`, `keywords`, `image`, …)": {
    status: "supported",
    check: () => expect(read("docs/intro/index.html")).toContain("<h1>Introduction</h1>"),
  },
  "Unknown front matter keys": {
    status: "warned",
    check: () => expect(warned("docs/01-intro.md:7", "front-matter-unknown", "sidebar_postion")).toBe(true),
  },
  "`last_update`, `format`, `wrapperClassName`": {
    status: "warned",
    check: () => expect(warned("docs/01-intro.md:8", "front-matter-ignored", "last_update")).toBe(true),
  },
  "Blog authors and author pages (`authors.yml`/`authors.json`, `authorsMapPath`, `authorsBasePath`, `page`, `socials`, `description`, front matter `authors`, the old `author`, `author_title`, `author_url`, `author_image_url`)":
    {
      status: "supported",
      // Author pages, socials and pagination: test/integration/blog-author-pages.test.ts; their layout:
      // blog-author-layout.test.ts.
      check: () => {
        expect(read("blog/2024/01/01/welcome/index.html")).toContain('<div class="avatar__name">Jane Doe</div>');
        expect(read("blog/authors/index.html")).toContain('<h2 class="authorName">Jane Doe</h2>');
        expect(read("blog/authors/index.html")).toContain('<aside class="col col--3 blogSidebar">');
      },
    },
  "Last-update lines (`showLastUpdateTime`, `showLastUpdateAuthor` of the docs, the blog and the pages)": {
    status: "supported",
    // The lines themselves: test/integration/last-update.test.ts and blog-author-pages.test.ts (they make git
    // repositories). Here: read, not ignored.
    check: () => {
      expect(dsWarned("docusaurus.config.ts:", "config-ignored", "showLastUpdateTime")).toBe(false);
      expect(ds.result.stderr).toContain("warning [last-update] presets[0][1].docs.showLastUpdateTime is on");
    },
  },
  "Doc tags and tag pages": {
    status: "supported",
    check: () => {
      expect(read("docs/intro/index.html")).toContain('href="/widgets/docs/tags/basics">basics</a>');
      expect(read("docs/tags/basics/index.html")).toContain('href="/widgets/docs/intro"><h2>Introduction</h2>');
    },
  },
  "Number prefixes (`01-intro.md`, `02-guides/`)": {
    status: "supported",
    check: () => {
      expect(exists("docs/intro/index.html") && exists("docs/guides/install/index.html")).toBe(true);
      expect(exists("docs/01-intro/index.html")).toBe(false);
    },
  },
  "`_category_.json` / `.yml` / `.yaml`, generated index pages": {
    status: "supported",
    check: () => expect(read("docs/category/guides/index.html")).toContain("Step-by-step guides."),
  },
  "Autogenerated sidebars": {
    status: "supported",
    check: () => expect(read("docs/faq/index.html")).toMatch(/class="menu__link[^"]*"[^>]*>Guides</),
  },
  "No sidebars file": {
    status: "supported",
    check: () => expect(dsRead("guide/intro/index.html")).toMatch(/class="menu__link[^"]*"[^>]*>Guides</),
  },
  "Custom admonition keywords (the docs option `admonitions: { keywords }`)": {
    status: "supported",
    check: () =>
      expect(dsRead("guide/guides/install/index.html")).toContain(
        '<div class="theme-admonition theme-admonition-release admonition alert alert--info">',
      ),
  },
  "Admonitions (nine keywords, `:::tip[Title]`, nesting)": {
    status: "supported",
    check: () =>
      expect(
        [...withoutIcons(read("docs/intro/index.html")).matchAll(/admonitionHeading">([^<]*)/g)].map((m) => m[1]),
      ).toEqual(["Nested boxes", "warning", "important"]),
  },
  "Code block titles, line ranges, magic comments, `showLineNumbers`": {
    status: "supported",
    check: () => {
      const html = read("docs/intro/index.html");
      expect(html).toContain('<div class="codeBlockTitle">src/widget.ts</div>');
      expect(html).toContain("theme-code-block--line-numbers");
      expect(html.match(/theme-code-block-highlighted-line/g)).toHaveLength(2);
      expect(html).not.toContain("highlight-next-line");
    },
  },
  "Code block options without an effect (`live`, …)": {
    status: "warned",
    check: () => expect(warned("docs/01-intro.md:40:1", "markdown", '"live"')).toBe(true),
  },
  "Mermaid diagrams (`markdown.mermaid`, `@docusaurus/theme-mermaid`, ```` ```mermaid ```` fences)": {
    status: "supported",
    check: async () => {
      // Drawn in the browser (test/e2e/mermaid.test.ts); a site that does not switch them on gets code and a warning.
      const cards = await cardsBuild();
      expect(cards.read("docs/guides/alerts/index.html")).toContain('<div class="docusaurus-mermaid-container">');
      expect(cards.result.stderr).not.toMatch(/mermaid/i);
      expect(warned("docs/faq.md:7:1", "markdown", "mermaid diagrams are not drawn")).toBe(true);
    },
  },
  "Math (`$…$`, `$$…$$`)": {
    status: "warned",
    check: async () => {
      expect(read("docs/faq/index.html")).toContain("The area is $\\pi r^2$.");
      expect(output).toMatch(/docs\/faq\.md:11:1: info \[markdown-math\] `\$…\$` math is shown as written/);
      expect((await pluginBuild()).read("docs/formulas/index.html")).toContain('<span class="katex">');
    },
  },
  "The docs', blog's and pages' `remarkPlugins`, `beforeDefaultRemarkPlugins`, `rehypePlugins`, `beforeDefaultRehypePlugins`":
    {
      status: "supported",
      check: async () => {
        const built = await pluginBuild();
        expect(built.result.code, built.result.stderr).toBe(0);
        expect(built.read("docs/formulas/index.html")).toContain('<span class="katex-display">');
        expect(built.read("docs/install/index.html")).toContain('data-group-id="npm2yarn"');
      },
    },
  "Client redirects (`@docusaurus/plugin-client-redirects`: `redirects`, `fromExtensions`, `toExtensions`)": {
    status: "supported",
    // In detail: test/integration/markdown-plugins.test.ts.
    check: async () => {
      expect((await pluginBuild()).read("docs/old-formulas/index.html")).toContain(
        '<link rel="canonical" href="/docs/formulas" />',
      );
      expect((await pluginBuild()).read(".docsgen/nginx-redirects.conf")).toContain("location = /docs/old-formulas {");
      expect((await pluginBuild()).result.stderr).toContain("createRedirects is a function");
    },
  },
  "Explicit heading ids (`## Title {#id}`), in `.md` and `.mdx`": {
    status: "supported",
    check: () => {
      expect(read("docs/intro/index.html")).toContain('<h2 id="raw-html"');
      expect(read("docs/guides/install/index.html")).toContain('<h2 id="verify-install"');
    },
  },
  "`mdx-code-block` fences": {
    status: "supported",
    check: () => {
      const html = read("docs/guides/install/index.html");
      expect(withoutIcons(html)).toContain('admonitionHeading">From a fence');
      expect(html).not.toContain("mdx-code-block");
    },
  },
  "Raw HTML in markdown": {
    status: "supported",
    check: () =>
      expect(read("docs/intro/index.html")).toMatch(/<details>\s*<summary>Shortcuts<\/summary>[\s\S]*<kbd>Ctrl<\/kbd>/),
  },
  "`<script>`, `on*=` and `javascript:` URLs in raw HTML": {
    status: "warned",
    check: () => {
      expect(read("docs/intro/index.html")).not.toContain("alert(");
      expect(warned("docs/01-intro.md:53:1", "html-unsafe")).toBe(true);
    },
  },
  "Links to `.md`/`.mdx` files, reference-style links": {
    status: "supported",
    check: () => {
      expect(read("docs/intro/index.html")).toContain('href="/widgets/docs/guides/install">the install guide</a>');
      expect(read("docs/intro/index.html")).toContain('href="/widgets/docs/faq">the FAQ</a>');
    },
  },
  "Links with the base URL, relative links from `index.md`/`README.md`, `@site/` paths, files next to docs (`.pdf`, `.zip`, …)":
    {
      status: "supported",
      check: () => {
        const html = read("docs/faq/index.html");
        expect(html).toContain('<a href="/widgets/docs/guides/install">the install guide</a>');
        expect(html).toMatch(/<a href="\/widgets\/assets\/files\/checklist-[0-9a-f]{8}\.pdf">checklist<\/a>/);
        expect(html).toMatch(/<a href="\/widgets\/assets\/images\/logo-[0-9a-f]{8}\.svg">logo<\/a>/);
      },
    },
  "Broken links and anchors": {
    status: "warned",
    check: () => expect(warned("docs/faq.md:5", "anchor-broken", "#gone")).toBe(true),
  },
  "`.mdx` docs, `import`/`export`, `{/* comments */}`, `<!-- comments -->` in MDX": {
    status: "supported",
    check: () => {
      const html = read("docs/guides/install/index.html");
      expect(html).toContain("<h1>Install</h1>");
      expect(html).not.toContain("import Tabs");
      expect(html).not.toContain("never prints");
      const post = read("blog/2024/02/01/tabs/index.html");
      expect(post).toContain("MDX posts work too.");
      expect(post).not.toMatch(/HTML comment|three lines/);
    },
  },
  "`@theme/Tabs` and `@theme/TabItem`": {
    status: "supported",
    check: () =>
      expect(read("docs/guides/install/index.html")).toMatch(/role="tablist"[\s\S]*install<\/span><span[^>]*> widgets/),
  },
  "Imported `.md`/`.mdx` partials": {
    status: "supported",
    check: () => {
      expect(read("docs/guides/install/index.html")).toContain("You need Node.js 20 or later.");
      expect(exists("docs/guides/requirements/index.html")).toBe(false);
    },
  },
  "`@theme/Admonition`, `@theme/CodeBlock`, `<details>`": {
    status: "supported",
    check: () => {
      const html = read("docs/guides/install/index.html");
      expect(withoutIcons(html)).toContain('admonitionHeading">Heads up');
      // `@theme/Admonition` draws the kind's icon, as a markdown note does (issue 48, point 5).
      expect(html).toContain(
        `admonitionHeading"><span class="admonitionIcon"><svg viewBox="${ADMONITION_ICON.note.viewBox}" aria-hidden="true"><path fill-rule="evenodd" d="${ADMONITION_ICON.note.d}">`,
      );
      expect(html).toContain('<div class="codeBlockTitle">package.json</div>');
    },
  },
  "`useBaseUrl('/x')`": {
    status: "supported",
    check: () =>
      expect(read("docs/guides/install/index.html")).toContain('<img src="/widgets/img/logo.svg" alt="Logo"/>'),
  },
  // Blog posts, partials: test/integration/mdx-components-blog.test.ts, mdx-components-partials.test.ts.
  "MDX that uses the site's own components (imports of `@site/…`, relative `.js`/`.jsx`/`.ts`/`.tsx` files, packages of the site's `node_modules`), in docs, pages, blog posts and partials":
    {
      status: "supported",
      check: () => {
        const html = read("docs/guides/dashboards/index.html").replaceAll("<!-- -->", "");
        expect(html).toContain(
          '<figure class="chart"><figcaption>Widgets in use</figcaption><dl><div class="chart__bar" style="width:60%"><dt>gauges</dt><dd>60</dd></div>',
        );
        expect(html).toContain("<p>The most used widget is the gauges.</p>");
      },
    },
  "`<DocCardList />` in a category's doc (`@theme/DocCardList`, also with `items={useCurrentSidebarCategory().items}`)":
    {
      status: "supported",
      // The cards in full: test/integration/doc-card-list.test.ts.
      check: async () => {
        const cards = await cardsBuild();
        expect(cards.result.code, cards.result.stderr).toBe(0);
        expect(cards.read("docs/guides/index.html")).toContain('title="告警">📄️ 告警</h2>');
        expect(cards.read("docs/api/overview/index.html")).toContain('<section class="row api-cards">');
        expect(cards.result.stderr).toContain("docs/intro.mdx:11:1: warning [doc-card-list]");
      },
    },
  "Components a file declares and uses (`export const X = () => …`, `export function X`), `{expressions}` reading its exports, event handlers (`<button onClick={() => …}>`), without imports":
    {
      status: "supported",
      // In full, and in a browser: test/integration/mdx-own-code.test.ts, test/e2e/mdx-own-code.test.ts.
      check: async () => {
        const own = await ownCodeBuild();
        expect(own.result.code, own.result.stderr).toBe(0);
        const html = own.read("docs/own-code/index.html").replaceAll("<!-- -->", "");
        expect(html).toContain('<strong class="own-plug">Line A7</strong> is one of 12 lines that Grace runs.');
        expect(html).toContain('<button type="button" class="own-button">Connect</button>');
      },
    },
  "Other MDX components and expressions (not imported, or on a page that imports none of the site's code)": {
    status: "warned",
    check: () => expect(warned("docs/02-guides/install.mdx:40:1", "mdx-unsupported", "<Chart>")).toBe(true),
  },
  "The docs', blog's and pages' `include` and `exclude`": {
    status: "supported",
    check: async () => {
      // Fixture docusaurus-content (test/integration/content-exclude.test.ts has the details).
      const site = copyFixture("docusaurus-content");
      const built = await buildInProcess(site, { cache: false });
      expect(built.code, built.stderr).toBe(0);
      expect(existsSync(join(site, "build/docs/AGENTS/index.html"))).toBe(false);
      expect(readFileSync(join(site, "build/docs/intro/index.html"), "utf8")).toContain("npx beacon init");
    },
  },
  "Markdown pages (`src/pages/*.md`)": {
    status: "supported",
    check: () => expect(read("about/index.html")).toContain('class="table-of-contents__link toc-highlight">The team'),
  },
  "React pages (`src/pages/*.js`, `.jsx`, `.ts`, `.tsx`)": {
    status: "supported",
    check: () => {
      // pages/credits.js (JSX in a .js file, as Docusaurus reads it), in the pages folder of this site.config.ts site; src/pages/ is not its pages folder.
      expect(read("credits/index.html")).toContain(
        '<h1>Credits</h1><p>Thanks to everyone who wrote <a href="/widgets/docs/intro">the docs</a>.</p>',
      );
      expect(warned("src/pages/showcase.js", "unbuilt", "docsgen reads pages from pages/")).toBe(true);
    },
  },
  "Blog: posts, `.mdx` posts, tags, archive, feeds, truncation": {
    status: "supported",
    check: () => {
      expect(read("blog/index.html")).toContain("MDX posts work too.");
      expect(read("blog/index.html")).not.toContain("The rest.");
      for (const rel of ["blog/2024/02/01/tabs/index.html", "blog/tags/news/index.html", "blog/archive/index.html"])
        expect(exists(rel), rel).toBe(true);
      expect(read("blog/rss.xml")).toContain("<title>Posts in MDX</title>");
    },
  },
  "Interface language (`i18n.defaultLocale`), `i18n/<locale>/code.json`": {
    status: "supported",
    check: () => {
      expect(read("docs/intro/index.html")).toContain('<html lang="en"');
      expect(read("docs/intro/index.html")).toContain('pagination-nav__sublabel">Onwards<');
    },
  },
  "Translated sites: `i18n.locales`, `i18n/<locale>/docusaurus-plugin-content-{docs,blog,pages}/`, the labels in `navbar.json`, `footer.json`, `current.json`, `options.json`":
    {
      status: "supported",
      check: async () => {
        const { read } = await translated();
        expect(read("en/docs/intro/index.html")).toContain("Kite is a small task queue");
        expect(read("en/docs/guides/config/index.html")).toContain("队列的并发数");
        expect(read("en/docs/intro/index.html")).toMatch(/menu__link[^>]*>Guides</);
        expect(read("en/blog/index.html")).toContain("Recent posts");
      },
    },
  "Locale dropdown (`localeDropdown`) and `hreflang` alternates": {
    status: "supported",
    check: async () => {
      const html = (await translated()).read("docs/intro/index.html");
      expect(html).toContain('href="/kite/en/docs/intro" lang="en-US" data-locale="en">English</a>');
      expect(html).toContain(
        '<link rel="alternate" hreflang="en-US" href="https://kite.example.com/kite/en/docs/intro">',
      );
    },
  },
  "Translations of a locale that `i18n.locales` does not list": {
    status: "warned",
    check: () => expect(warned("i18n/fr/docusaurus-plugin-content-docs/", "unbuilt")).toBe(true),
  },
  "Versioned docs (`versions.json`, `versioned_docs/`, `versioned_sidebars/`)": {
    status: "supported",
    check: async () => {
      // This fixture's versioned_docs/ has no versions.json: warned, as the row says.
      expect(warned("versioned_docs/", "unbuilt")).toBe(true);
      expect((await versioned()).read("docs/1.0/intro/index.html")).toContain("Ferry 1 copies files");
      expect((await versioned()).read("docs/next/intro/index.html")).toContain(
        '<meta name="docusaurus_version" content="current">',
      );
      expect((await versioned()).read("sitemap.xml")).toContain("/docs/1.0/intro</loc>");
    },
  },
  "Version navbar items (`docsVersionDropdown`, `docsVersion`)": {
    status: "supported",
    check: async () => {
      const html = (await versioned()).read("docs/1.0/intro/index.html");
      expect(html).toMatch(/<button[^>]*>1\.0\.x<\/button><ul class="dropdown__menu">/);
      expect(html).toContain('href="/docs/next/intro" data-docs-version="current">Next</a>');
    },
  },
  "`docusaurus.config.{ts,mts,js,mjs,cjs}` without a `site.config.ts`": {
    status: "supported",
    check: () => {
      expect(ds.result.code).toBe(0);
      expect(dsRead("guide/intro/index.html")).toContain("/edit/main/website/docs/intro.md");
      expect(dsRead("blog/lantern-2/index.html")).toContain("Lantern 2 ships one binary.");
    },
  },
  "The site's own plugins: a local file (a `.ts` named without its extension too), a package that is not Docusaurus's, a function":
    {
      status: "supported",
      // In detail: test/integration/docusaurus-site-plugins.test.ts.
      check: async () => {
        const site = copyFixture("docusaurus-site-plugins");
        const r = await buildInProcess(site);
        expect(r.code, r.stderr).toBe(0);
        expect(readFileSync(join(site, "build/fruits/index.html"), "utf8")).toContain("<li>quince</li>");
      },
    },
  "Docusaurus's other plugins and themes, `sitemap`": {
    status: "warned",
    check: () => {
      expect(dsWarned("docusaurus.config.ts:", "config-ignored", "plugins[0] is ignored")).toBe(true);
    },
  },
  "`scripts`, `stylesheets`, `headTags`, the preset's `gtag` and `googleTagManager`": {
    status: "supported",
    check: () => {
      const html = dsRead("guide/intro/index.html");
      expect(html).toContain('<script src="https://plausible.example.com/js/script.js" defer></script>');
      expect(html).toContain('<script async src="https://www.googletagmanager.com/gtag/js?id=G-EXAMPLE"></script>');
      expect(html).toContain('<link rel="preconnect" href="https://fonts.example.com">');
      expect(html).toMatch(/script-src 'self'[^;]* https:\/\/plausible\.example\.com/);
    },
  },
  "`<iframe>` of other sites in docs, pages and posts": {
    status: "supported",
    check: () => expect(dsRead("guide/intro/index.html")).toMatch(/frame-src 'self'; /),
  },
  "A `docusaurus.config` beside a `site.config.ts`": {
    status: "warned",
    check: () => expect(warned("docusaurus.config.js", "unbuilt")).toBe(true),
  },
  "The docs' `editUrl` as a function": {
    status: "supported",
    // Its arguments and errors: test/integration/docusaurus-theme-keys.test.ts.
    check: async () =>
      expect((await cardsBuild()).read("docs/guides/alerts/index.html")).toContain(
        'href="https://git.example.com/beacon/edit/main/website/docs/guides/alerts.md?locale=zh-Hans"',
      ),
  },
  "Other functions in the config (`sidebarItemsGenerator`, the blog's `editUrl`, …)": {
    status: "warned",
    check: () =>
      expect(
        dsWarned("docusaurus.config.ts:", "config-ignored", "presets[0][1].docs.sidebarItemsGenerator is a function"),
      ).toBe(true),
  },
  "`theme.customCss` (the classic preset, or `@docusaurus/theme-classic` in `themes`), its `@import`s and `url()`s": {
    status: "supported",
    check: () => {
      const href = dsRead("guide/intro/index.html").match(/<link rel="stylesheet" href="\/lantern\/([^"]+)">/)?.[1];
      const css = dsRead(href ?? "");
      expect(css.indexOf("--ifm-color-primary: #c2410c")).toBeGreaterThan(css.indexOf("--ifm-color-primary: #2e8555"));
      expect(css).toMatch(/url\("\.\/media\/lantern-sans-[A-Z0-9]+\.woff2"\)/);
      expect(ds.result.stderr).not.toContain("presets[0][1].theme");
    },
  },
  "Sass (`docusaurus-plugin-sass`): `.scss`/`.sass` in `customCss` and imported by components, `*.module.scss`": {
    status: "supported",
    // Components' Sass modules are checked in test/integration/react-site.test.ts.
    check: async () => {
      const dir = mkdtempSync(join(tmpdir(), "docsgen-sass-"));
      writeFileSync(join(dir, "_brand.scss"), "$brand: #0f766e;\n");
      writeFileSync(join(dir, "custom.scss"), '@use "brand";\n.hero { .title { color: brand.$brand; } }\n');
      const styles = await bundleStyles({
        minify: true,
        root: PACKAGE_ROOT,
        customCss: [join(dir, "custom.scss")],
        siteDir: dir,
        staticDir: dir,
      });
      expect(Buffer.from(styles.files.get(styles.css) ?? []).toString()).toContain(".hero .title{color:#0f766e}");
      expect(styles.inputs).toContain(join(dir, "_brand.scss"));
      expect(
        fromDocusaurus({ plugins: ["docusaurus-plugin-sass"] }, join(dir, "docusaurus.config.js")).problems,
      ).toEqual([]);
    },
  },
  "Infima variables (`--ifm-color-primary*`, `--ifm-font-family-*`, `--ifm-code-font-size`, navbar and footer colours, `--ifm-spacing-horizontal`, `--ifm-navbar-height`, link colours) in `:root` and `[data-theme='dark']`":
    {
      status: "supported",
      // The computed colours, light and dark, are checked in Chromium (test/e2e/custom-css.test.ts).
      check: () => {
        const href = dsRead("guide/intro/index.html").match(/<link rel="stylesheet" href="\/lantern\/([^"]+)">/)?.[1];
        const css = dsRead(href ?? "");
        expect(css).toContain(".navbar{background-color:var(--ifm-navbar-background-color)");
        expect(css).toContain("--ifm-color-primary: #fb923c");
      },
    },
  "`className` and `aria-label` on navbar items, dropdowns and footer links": {
    status: "supported",
    check: () => {
      const intro = dsRead("guide/intro/index.html");
      expect(intro).toContain('class="navbar__item navbar__link header-github-link"');
      expect(intro).toContain('class="footer__link-item footer-github-link"');
      expect(intro).toContain('aria-label="Lantern on GitHub"');
    },
  },
  // Element overrides: test/integration/mdx-components-elements.test.ts.
  "`src/theme/MDXComponents` (components on every MDX page without an import, element overrides such as `blockquote` or `a`)":
    {
      status: "supported",
      check: () => {
        // <Gauge> without an import, from the map; <Chart> on install.mdx is not in the map: still warned there.
        expect(read("docs/guides/dashboards/index.html").replaceAll("<!-- -->", "")).toContain(
          '<meter class="gauge" min="0" max="100" value="15" title="Knobs">Knobs: 15</meter>',
        );
        expect(warned("docs/02-guides/install.mdx:40:1", "mdx-unsupported", "<Chart>")).toBe(true);
        expect(output).not.toMatch(/unbuilt\] .*MDXComponents/);
      },
    },
  "Swizzled components (`src/theme/X`) and theme packages' components (`themes`, `getThemePath()`)": {
    status: "supported",
    // The site's Footer and NotFound/Content, @theme-original and theme packages: docusaurus-theme.test.ts.
    check: () => {
      // A wrapped DocItem/Footer under each doc (test/integration/theme-doc-footer.test.ts).
      expect(read("docs/intro/index.html")).toContain('<p class="compat-doc-footer">Questions? Ask in the forum.</p>');
      expect(output).not.toContain("src/theme/DocItem/Footer");
      expect(output).not.toMatch(/unbuilt\] .*MDXComponents/);
    },
  },
  "Stylesheets in `src/css/` that no `customCss` names": {
    status: "warned",
    check: () => expect(warned("src/css/custom.css", "unbuilt", "the config's customCss does not name it")).toBe(true),
  },
  "Files not in UTF-8": {
    status: "warned",
    check: () => expect(warned("docs/legacy.md:3:29", "encoding", "0xd6")).toBe(true),
  },
  "Sidebars files (`.ts`, `.js`, `.json`), object shorthand, nested arrays, `doc`/`ref`/`link`/`html`/`category`/`autogenerated` items":
    {
      status: "supported",
      check: () => {
        const html = read("docs/intro/index.html");
        expect(html).toContain('href="https://github.com/example/widgets/releases" target="_blank"');
        expect(html).toContain('<li class="theme-doc-sidebar-item-link menu__list-item menu__html-item"><hr /></li>');
      },
    },
  "Navbar items: links, `docSidebar`, `doc`, `dropdown`, `html`, `search`": {
    status: "supported",
    check: () =>
      expect(read("about/index.html")).toMatch(
        /<button type="button" class="clean-btn navbar__link navbar__link--active"[^>]*>More<\/button><ul class="dropdown__menu"><li><a class="dropdown__link" href="\/widgets\/docs\/faq">FAQ<\/a><\/li><li><a class="dropdown__link dropdown__link--active" href="\/widgets\/about" aria-current="page">About<\/a>/,
      ),
  },
  "An item with `items` and no `type`; a link with no `label` (the GitHub icon link)": {
    status: "supported",
    check: () => {
      const html = dsRead("guide/intro/index.html");
      expect(html).toMatch(/<div class="dropdown navbar__item[^"]*"><button[^>]*>Community<\/button>/);
      expect(html).toContain('header-github-link" href="https://github.com/example/lantern"');
    },
  },
  "Announcement bar, `themeConfig.metadata`, a favicon URL, `logo.width`/`height`/`style`": {
    status: "supported",
    check: () => {
      const html = dsRead("guide/intro/index.html");
      expect(html).toContain('Lantern 2 is out: <a href="/lantern/blog/lantern-2">');
      expect(html).toContain('<meta name="keywords" content="logs, tracing">');
      expect(html).toContain('<link rel="icon" href="https://cdn.example.com/lantern/favicon.ico">');
      expect(html).toContain('width="96" style="height:28px"');
    },
  },
  "More docs instances: `@docusaurus/plugin-content-docs` entries in `plugins` (`id`, `path`, `routeBasePath`, `sidebarPath`, `editUrl`, …)":
    {
      status: "supported",
      // More in test/integration/docs-instances.test.ts.
      check: async () => {
        const { result, read } = await instancesBuild();
        expect(result.code, result.stderr).toBe(0);
        expect(read("community/intro/index.html")).toContain("plugin-id-community");
        expect(read("api/next/tides/index.html")).toContain("__docsgen_content");
      },
    },
  "More blog instances: `@docusaurus/plugin-content-blog` entries in `plugins` (`id`, `path`, `routeBasePath`, `feedOptions`, …)":
    {
      status: "supported",
      // More in test/integration/blog-instances.test.ts.
      check: async () => {
        const { result, read } = await siteBuild("blog-instances");
        expect(result.code, result.stderr).toBe(0);
        expect(read("changelog/2024/02/01/v2/index.html")).toContain("Version 2 shines twice as far.");
        expect(read("changelog/rss.xml")).toContain("<title>Lighthouse releases</title>");
      },
    },
  "A site plugin wrapping `@docusaurus/plugin-content-blog` (featured posts, category pages, filtered posts)": {
    status: "supported",
    // More in test/integration/docusaurus-blog-plugin.test.ts.
    check: async () => {
      const { result, read } = await siteBuild("docusaurus-blog-plugin");
      expect(result.code, result.stderr).toBe(0);
      expect(read("blog/2024/03/01/lantern/index.html")).toContain("The lantern got brighter.");
      expect(read("index.html")).toContain('<a href="/blog/2024/03/01/lantern">A brighter lantern</a>');
    },
  },
  "Presets other than the classic one (a package, or a file of the site)": {
    status: "supported",
    // More in test/integration/docusaurus-presets.test.ts.
    check: async () => {
      const { result, read } = await siteBuild("docusaurus-presets");
      expect(result.code, result.stderr).toBe(0);
      // The preset wraps the classic one and serves the docs at the root.
      expect(read("keeping/index.html")).toContain("Trim the wick at dusk.");
    },
  },
  "A site plugin wrapping `@docusaurus/plugin-content-docs` (the docs' list as global data, a page per doc, docs left out)":
    {
      status: "supported",
      // More in test/integration/docusaurus-docs-plugin.test.ts.
      check: async () => {
        const { result, read } = await siteBuild("docusaurus-docs-plugin");
        expect(result.code, result.stderr).toBe(0);
        expect(read("all-guides/index.html")).toContain('<a href="/guides/setup">Setting up</a>');
      },
    },
  "More pages instances: `@docusaurus/plugin-content-pages` entries in `plugins` (`id`, `path`, `routeBasePath`, `include`, `exclude`)":
    {
      status: "supported",
      // More in test/integration/pages-instances.test.ts.
      check: async () => {
        const { result, read } = await siteBuild("docusaurus-docs-plugin");
        expect(result.code, result.stderr).toBe(0);
        expect(read("showcase/gallery/index.html")).toContain('<h1 class="gallery">Gallery</h1>');
      },
    },
  "Navbar items with a `docsPluginId` (`docSidebar`, `doc`, `docsVersionDropdown`, `docsVersion`)": {
    status: "supported",
    check: async () => {
      const { read } = await instancesBuild();
      expect(read("community/intro/index.html")).toMatch(/navbar__link--active" href="\/community\/intro"/);
    },
  },
  "Custom navbar items (`custom-*`)": {
    status: "supported",
    // Drawn by the site's NavbarItem/ComponentTypes: test/integration/theme-navbar-parts.test.ts.
    check: () => expect(warned("site.config.ts:", "config-ignored", "custom-languagePicker")).toBe(true),
  },
  'Navbar and footer looks: `navbar.style` (`"dark"`, `"primary"`), `footer.style: "light"`, `footer.logo`, `logo.srcDark`, `logo.className`; `blog.sidebar.groupByYear`':
    {
      status: "supported",
      check: async () => {
        const page = (await looks()).read("blog/index.html");
        expect(page).toContain('class="theme-layout-navbar navbar navbar--fixed-top navbar--dark"');
        expect(page).toContain('class="lantern-logo themedComponent themedComponent--dark"');
        expect(page).toContain('<footer class="theme-layout-footer footer"><div');
        expect(page).toContain(
          '<div class="footer__bottom text--center"><div class="margin-bottom--sm"><a class="footerLogoLink"',
        );
        expect(page).not.toContain("blogSidebarYear");
      },
    },
  "Config keys Docusaurus accepts that docsgen ignores (`hideOnScroll`, `docs.sidebar.hideable`, …)": {
    status: "warned",
    check: () => expect(warned("site.config.ts:", "config-ignored", "hideOnScroll")).toBe(true),
  },
  "Footer columns and the simple footer (links without columns)": {
    status: "supported",
    check: () =>
      expect(read("about/index.html")).toContain(
        '<div class="col footer__links text--center"><span><a class="footer__link-item" href="/widgets/blog">Blog</a></span>',
      ),
  },
  "Navbar and footer links to a route that is not built": {
    status: "warned",
    check: () => expect(warned("site.config.ts:", "link-broken", "/changelog")).toBe(true),
  },
  "Local search": {
    status: "supported",
    check: () => expect(exists("search")).toBe(true),
  },
  "`themeConfig.algolia` (DocSearch): `appId`, `apiKey`, `indexName`, `contextualSearch`, `searchParameters`, `externalUrlRegex`, `replaceSearchResultPathname`, `placeholder`, `translations`":
    {
      status: "supported",
      // More in test/integration/docusaurus-docsearch.test.ts; test/e2e/docsearch.test.ts drives the dialog.
      check: () => {
        expect(dsRead("404.html")).toMatch(/"searchChunk":"\/lantern\/assets\/chunks\/DocSearchDialog-/);
        expect(dsRead(".docsgen/headers.json")).toMatch(/connect-src 'self'[^;"]* https:\/\/app-dsn\.algolia\.net/);
        expect(ds.result.stderr).not.toContain("themeConfig.algolia");
      },
    },
  "Search plugins or themes (`@easyops-cn/docusaurus-search-local`, `docusaurus-lunr-search`, …), with or without `themeConfig.algolia`":
    {
      status: "warned",
      check: async () => {
        const { stderr } = (await cardsBuild()).result;
        expect(stderr).toMatch(
          /themeConfig\.algolia is ignored by docsgen: the site's search theme .*docsgen's own search serves the site instead/,
        );
        expect(stderr).toMatch(/themes\[1\] is ignored by docsgen: .*docsgen's own search serves the site instead/);
      },
    },
};

/** The manual's table: feature → status, in order. */
function tableRows(): [string, string][] {
  const page = readFileSync(join(MANUAL, "docs", "guides", "migrating-from-docusaurus.md"), "utf8");
  const section = page.split(/^## /m).find((s) => s.startsWith("The compatibility table"));
  if (!section) throw new Error('migrating-from-docusaurus.md has no "The compatibility table" section');
  return section
    .split("\n")
    .filter((l) => l.startsWith("| ") && !l.startsWith("| feature |") && !l.startsWith("| ---"))
    .map((l) => {
      const [feature, status] = l.slice(2, -1).split(" | ");
      return [feature, status];
    });
}

/** The site with markdown plugins (issue 33, part 5), built when its row is checked. */
let plugins: { result: CliResult; read: (rel: string) => string } | undefined;
async function pluginBuild() {
  if (plugins) return plugins;
  const site = pluginSite();
  const result = await buildInProcess(site);
  plugins = { result, read: (rel: string) => readFileSync(join(site, "build", rel), "utf8") };
  return plugins;
}

/** The site whose category docs write <DocCardList /> (issue 33), built when its row is checked. */
let cards: { result: CliResult; read: (rel: string) => string } | undefined;
async function cardsBuild() {
  if (cards) return cards;
  const site = copyFixture("docusaurus-cards");
  const result = await buildInProcess(site);
  cards = { result, read: (rel: string) => readFileSync(join(site, "build", rel), "utf8") };
  return cards;
}

/** The site with several docs instances (issue 49, point 2), built when its rows are checked. */
let instances: { result: CliResult; read: (rel: string) => string } | undefined;
async function instancesBuild() {
  if (instances) return instances;
  const site = copyFixture("docs-instances");
  const result = await buildInProcess(site);
  instances = { result, read: (rel: string) => readFileSync(join(site, "build", rel), "utf8") };
  return instances;
}

/** A fixture site built once, when a row checking it runs. */
const built = new Map<string, Promise<{ result: CliResult; read: (rel: string) => string }>>();
function siteBuild(fixture: string) {
  let build = built.get(fixture);
  if (!build) {
    const site = copyFixture(fixture);
    build = buildInProcess(site).then((result) => ({
      result,
      read: (rel: string) => readFileSync(join(site, "build", rel), "utf8"),
    }));
    built.set(fixture, build);
  }
  return build;
}

/** The site whose MDX declares its own components and handlers (issue 48), built when its row is checked. */
let ownCode: { result: CliResult; read: (rel: string) => string } | undefined;
async function ownCodeBuild() {
  if (ownCode) return ownCode;
  const site = copyFixture("mdx-own-code");
  const result = await buildInProcess(site);
  ownCode = { result, read: (rel: string) => readFileSync(join(site, "build", rel), "utf8") };
  return ownCode;
}

/** The Docusaurus site without a site.config.ts (issue 33): the rows about reading its config check it. */
let ds: Awaited<ReturnType<typeof buildDocusaurusSite>>;
const dsRead = (rel: string) => readFileSync(join(ds.out, rel), "utf8");
const dsWarned = (file: string, code: string, text = "") =>
  ds.result.stderr.split("\n").some((l) => l.startsWith(file) && l.includes(`warning [${code}]`) && l.includes(text));

beforeAll(async () => {
  ds = await buildDocusaurusSite();
  const site = copyFixture("docusaurus-compat");
  out = join(site, "build");
  const r = await buildInProcess(site);
  expect(r.code, r.stderr).toBe(0);
  output = r.stdout + r.stderr;
});

describe("the manual's Docusaurus migration table (issue 15, part 11)", () => {
  it("has exactly one check per row, with the row's status", () => {
    const rows = tableRows();
    expect(rows.map(([feature]) => feature).sort()).toEqual(Object.keys(CHECKS).sort());
    for (const [feature, status] of rows) expect(status, feature).toBe(CHECKS[feature].status);
  });

  it.each(Object.keys(CHECKS))("%s", (feature) => CHECKS[feature].check());

  it("warns about nothing the table does not list", () => {
    const codes = [...output.matchAll(/warning \[([a-z-]+)\]/g)].map((m) => m[1]);
    expect(new Set(codes)).toEqual(
      new Set([
        "front-matter-unknown",
        "front-matter-ignored",
        "markdown",
        "html-unsafe",
        "anchor-broken",
        "mdx-unsupported",
        "unbuilt",
        "encoding",
        "config-ignored",
        "link-broken",
      ]),
    );
  });
});
