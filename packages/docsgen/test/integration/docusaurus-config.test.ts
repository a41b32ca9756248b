import { readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { buildInProcess } from "../helpers/build.ts";
import { type CliResult, copyFixture } from "../helpers/cli.ts";

// Issue 15, part 9: a Docusaurus-style config (navbar, footer, sidebars.js or .json) builds, and whatever
// docsgen leaves out is a located warning (fixture: docusaurus-config).

/** The line of the first line of `file` in `site` containing `needle` (the fixture's own text). */
function lineOf(site: string, file: string, needle: string, from = 0): number {
  const lines = readFileSync(join(site, file), "utf8").split("\n");
  const i = lines.findIndex((l, n) => n >= from && l.includes(needle));
  if (i < 0) throw new Error(`${needle} not in ${file}`);
  return i + 1;
}

async function build(mutate?: (site: string) => void): Promise<{ site: string; out: string; r: CliResult }> {
  const site = copyFixture("docusaurus-config");
  mutate?.(site);
  const r = await buildInProcess(site);
  return { site, out: join(site, "build"), r };
}

const edit = (site: string, file: string, change: (text: string) => string) =>
  writeFileSync(join(site, file), change(readFileSync(join(site, file), "utf8")));

let site: string;
let out: string;
let result: CliResult;
const read = (rel: string) => readFileSync(join(out, rel), "utf8");
const navbar = (html: string) => (html.match(/<nav aria-label="主导航"[\s\S]*?<\/nav>/) ?? [""])[0];
const sidebar = (html: string) => (html.match(/<nav aria-label="文档侧边栏"[\s\S]*?<\/nav>/) ?? [""])[0];

beforeAll(async () => {
  ({ site, out, r: result } = await build());
});

describe("diagnostics", () => {
  it("builds, with one located warning for each thing it leaves out and for the broken footer link", () => {
    expect(result.code).toBe(0);
    const at = (needle: string) => `site.config.ts:${lineOf(site, "site.config.ts", needle)}`;
    const lines = result.stderr.split("\n").filter((l) => /^\S+: (warning|error)/.test(l));
    expect(lines).toEqual([
      "pages/index.md: warning [home-missing] the site has no home page (no page at /), so the navbar title links to /docs/intro",
      `${at("hideOnScroll")}: warning [config-ignored] themeConfig.navbar.hideOnScroll is ignored by docsgen: the navbar stays fixed`,
      `${at("localeDropdown")}: warning [config-ignored] themeConfig.navbar.items[5] is left out: the site has one locale (i18n.locales), so the locale dropdown has no other to link`,
      `${at("/docs/not-built")}: warning [link-broken] themeConfig.footer.links[0].items[1].to links to "/docs/not-built", route /docs/not-built, which is not built`,
    ]);
    expect(result.stdout).toMatch(/, 4 warnings$/m);
  });

  it("item 7 of the navbar, naming a missing doc, is located at its own line, not at item 3 that looks the same", async () => {
    const item3 = '{ type: "doc", docId: "intro", label: "Intro", "aria-label": "Introduction page" },';
    const { site: s, r } = await build((dir) =>
      edit(dir, "site.config.ts", (t) =>
        t.replace(/\{\n\s+href: repo,[\s\S]*?\},\n/, `${item3.replace('"intro"', '"intr"')}\n`),
      ),
    );
    expect(r.code).toBe(1);
    const line = lineOf(s, "site.config.ts", '"intr"');
    expect(line).toBeGreaterThan(lineOf(s, "site.config.ts", item3));
    expect(r.stderr).toContain(
      `site.config.ts:${line}: error [navbar-item] navbar item names doc "intr", which does not exist\n    Did you mean "intro"?`,
    );
  });

  it("a relative href (no leading slash) links under the base URL, with a warning unless prependBaseUrlToHref says so", async () => {
    const {
      site: s,
      out: o,
      r,
    } = await build((dir) =>
      edit(dir, "site.config.ts", (t) =>
        t.replace(
          '            { href: "https://example.com/blog", label: "Blog" },',
          [
            '            { href: "https://example.com/blog", label: "Blog" },',
            '            { href: "img/logo.svg", label: "Logo file" },',
            '            { label: "Logo again", href: "img/logo.svg?v=2", prependBaseUrlToHref: true },',
          ].join("\n"),
        ),
      ),
    );
    expect(r.code, r.stderr).toBe(0);
    expect(r.stderr).toContain(
      `site.config.ts:${lineOf(s, "site.config.ts", 'href: "img/logo.svg"')}: warning [navbar-item] link "Logo file" has the relative href "img/logo.svg": docsgen links it under the base URL`,
    );
    expect(r.stderr).not.toContain('"Logo again"');
    const bar = navbar(readFileSync(join(o, "docs/intro/index.html"), "utf8"));
    expect(bar).toContain('href="/cfg/img/logo.svg"');
    expect(bar).toContain('href="/cfg/img/logo.svg?v=2"');
  });

  it("a docSidebar item naming a missing sidebar names its own line", async () => {
    const { site: s, r } = await build((dir) =>
      edit(dir, "site.config.ts", (t) =>
        t.replace(
          '        { type: "localeDropdown", position: "right" },',
          '        { type: "docSidebar", sidebarId: "referenceSidebr", label: "Tutorial", className: "nav-tutorial" },',
        ),
      ),
    );
    expect(r.code).toBe(1);
    expect(r.stderr).toContain(
      `site.config.ts:${lineOf(s, "site.config.ts", "referenceSidebr")}: error [navbar-item] navbar item "Tutorial" names sidebar "referenceSidebr", which does not exist\n    Did you mean "referenceSidebar"?`,
    );
  });

  it("a sidebar item 7 naming a missing doc names item 7's line, not item 3's that mentions the same id", async () => {
    const { site: s, r } = await build((dir) =>
      edit(dir, "sidebars.js", (t) =>
        t
          .replace('label: "Back to the intro"', 'label: "guides/old"')
          .replace('items: ["reference/cli"]', 'items: ["reference/cli", "guides/old"]'),
      ),
    );
    expect(r.code).toBe(1);
    const line = lineOf(s, "sidebars.js", '"guides/old"]');
    expect(line).toBeGreaterThan(lineOf(s, "sidebars.js", 'label: "guides/old"'));
    expect(r.stderr).toContain(
      `sidebars.js:${line}: error [sidebar] sidebar "referenceSidebar" names doc id "guides/old", which does not exist`,
    );
  });

  it("a sidebar item of unknown type or key names its line and the nearest valid one", async () => {
    const { site: s, r } = await build((dir) =>
      edit(dir, "sidebars.js", (t) =>
        t
          .replace('{ type: "ref", id: "intro"', '{ type: "refs", id: "intro"')
          .replace("defaultStyle: true", "defaultStyl: true"),
      ),
    );
    expect(r.code).toBe(1);
    expect(r.stderr).toContain(
      `sidebars.js:${lineOf(s, "sidebars.js", '"refs"')}: error [sidebar] referenceSidebar[1].type is "refs", not a sidebar item type\n    Did you mean "ref"?`,
    );
    expect(r.stderr).toContain(
      `sidebars.js:${lineOf(s, "sidebars.js", "defaultStyl:")}: error [sidebar] referenceSidebar[2].defaultStyl is not a known option\n    Did you mean "defaultStyle"?`,
    );
  });
});

describe("navbar", () => {
  it("renders a dropdown as a disclosure button with its entries: doc, link, html, external link", () => {
    const nav = navbar(read("docs/motivation/index.html"));
    expect(nav).toContain(
      '<div class="dropdown navbar__item dropdown--hoverable"><button type="button" class="clean-btn navbar__link navbar__link--active" aria-expanded="false">More</button><ul class="dropdown__menu">',
    );
    expect(nav).toContain('<li><a class="dropdown__link" href="/cfg/docs/reference/api">API reference</a></li>');
    expect(nav).toContain('<li><div class="dropdown__link"><span class="dropdown-note">Elsewhere</span></div></li>');
    expect(nav).toMatch(
      /<a class="dropdown__link" href="https:\/\/example.com\/blog" target="_blank" rel="noopener noreferrer">Blog/,
    );
    // The drawer has it too, as a collapsible entry.
    expect(nav).toContain(
      '<li class="dropdown menu__list-item dropdown--show"><button type="button" class="clean-btn menu__link menu__link--active" aria-expanded="true">More</button>',
    );
  });

  it("renders doc, html and search items, className and aria-label, and leaves the locale dropdown out", () => {
    const nav = navbar(read("docs/reference/api/index.html"));
    expect(nav).toContain(
      '<a class="navbar__item navbar__link" href="/cfg/docs/intro" aria-label="Introduction page">Intro</a>',
    );
    expect(nav).toContain(
      '<div class="navbar__item"><a class="nav-status" href="https://example.com/status">Status</a></div>',
    );
    expect(nav).toMatch(
      /<a class="navbar__item navbar__link header-github-link" href="https:\/\/github.com\/example\/config-site" target="_blank" rel="noopener noreferrer" aria-label="GitHub repository">/,
    );
    expect(nav).toContain('class="navbar__item navbar__link nav-tutorial"');
    // The search item puts the button where it stands: one button, before the html item.
    expect(nav.match(/navbar__search"/g)).toHaveLength(1);
    expect(nav.indexOf("navbar__search")).toBeLessThan(nav.indexOf("nav-status"));
    expect(nav).not.toMatch(/locale/i);
  });

  it("has a logo without alt (an empty alt: the title names the link) and no link to the missing home page", () => {
    const html = read("docs/reference/api/index.html");
    expect(navbar(html)).toContain(
      '<a class="navbar__brand" href="/cfg/docs/intro"><div class="navbar__logo"><img src="/cfg/img/logo.svg" alt="" width="28" height="28"/>',
    );
    // Neither the brand nor the breadcrumbs link (and so prefetch) a page that is not built: no page does.
    const pages = readdirSync(out, { recursive: true, encoding: "utf8" }).filter((f) => f.endsWith(".html"));
    expect(pages.length).toBeGreaterThan(5);
    expect(pages.filter((f) => read(f).includes('href="/cfg/"'))).toEqual([]);
    expect(html).not.toContain("breadcrumbHomeIcon");
  });

  it("renders footer html items and link classes", () => {
    const footer = (read("docs/intro/index.html").match(/<footer[\s\S]*?<\/footer>/) ?? [""])[0];
    expect(footer).toContain(
      '<li class="footer__item"><a class="footer-badge" href="https://example.com/badge">Badge</a></li>',
    );
    expect(footer).toContain(
      '<a class="footer__link-item footer-github" href="https://github.com/example/config-site"',
    );
  });
});

describe("sidebars.js with the object shorthand and every item kind", () => {
  it("turns the shorthand into categories, nested ones included", () => {
    const nav = sidebar(read("docs/guides/advanced/index.html"));
    const order = [
      ">Introduction</a>",
      ">Guides</a>",
      ">Installing</a>",
      ">Configure it</a>",
      ">Deep dive</a>",
      ">Advanced use</a>",
    ];
    const at = order.map((s) => nav.indexOf(s));
    expect(at.every((i) => i > 0)).toBe(true);
    expect([...at].sort((a, b) => a - b)).toEqual(at);
    expect(nav).toContain('<li class="theme-doc-sidebar-item-link menu__list-item sidebar-configure">');
  });

  it("renders ref, link, html and category items with their options", () => {
    const nav = sidebar(read("docs/reference/cli/index.html"));
    expect(nav).toContain('<a class="menu__link" href="/cfg/docs/intro">Back to the intro</a>');
    expect(nav).toMatch(/<a class="menu__link" href="https:\/\/example.com\/changelog" target="_blank"/);
    expect(nav).toContain(
      '<li class="theme-doc-sidebar-item-link menu__list-item menu__html-item sidebar-html"><hr class="sidebar-rule"></li>',
    );
    expect(nav).toContain('<li class="theme-doc-sidebar-item-category menu__list-item tools-category">');
    expect(nav).toMatch(
      /<a class="menu__link menu__link--sublist[^"]*" href="\/cfg\/docs\/reference\/tools">Tools<\/a>/,
    );
    // The ref item leaves intro in the tutorial sidebar: its page shows that sidebar.
    expect(sidebar(read("docs/intro/index.html"))).toContain(">Motivation</a>");
  });

  it("builds the generated index with the category's description and the link item's", () => {
    const html = read("docs/reference-index/index.html");
    expect(html).toContain('<h1 class="title">All references</h1>');
    expect(html).toContain("<p>Every reference page.</p>");
    expect(html).toMatch(/cardTitle" title="Changelog"[\s\S]*?What changed/);
  });

  it("builds the same site from sidebars.json", async () => {
    const json = await build((dir) => edit(dir, "site.config.ts", (t) => t.replace("sidebars.js", "sidebars.json")));
    expect(json.r.code).toBe(0);
    for (const page of ["docs/intro/index.html", "docs/reference/cli/index.html", "docs/reference-index/index.html"]) {
      expect(readFileSync(join(json.out, page), "utf8")).toBe(read(page));
    }
  });

  it("finds sidebars.js when the config names no sidebars file and there is no sidebars.ts", async () => {
    const found = await build((dir) =>
      edit(dir, "site.config.ts", (t) => t.replace('  docs: { sidebarPath: "sidebars.js" },\n', "")),
    );
    expect(found.r.code).toBe(0);
    expect(readFileSync(join(found.out, "docs/reference/cli/index.html"), "utf8")).toBe(
      read("docs/reference/cli/index.html"),
    );
  });
});

// Issue 33, part 2: what Docusaurus's validation accepts builds from site.config.ts too.
describe("what Docusaurus accepts", () => {
  it("no sidebars file: one sidebar generated from the docs folder (it was an error about TypeScript syntax)", async () => {
    const { out: o, r } = await build((dir) => {
      rmSync(join(dir, "sidebars.js"));
      rmSync(join(dir, "sidebars.json"));
      edit(dir, "site.config.ts", (t) =>
        t
          .replace('  docs: { sidebarPath: "sidebars.js" },\n', "")
          .replace(
            /\{ type: "docSidebar", sidebarId: "tutorialSidebar"/,
            '{ type: "docSidebar", sidebarId: "defaultSidebar"',
          ),
      );
    });
    expect(r.code, r.stderr).toBe(0);
    const side = sidebar(readFileSync(join(o, "docs/intro/index.html"), "utf8"));
    expect(side).toContain('href="/cfg/docs/intro"');
    expect(side).toContain('href="/cfg/docs/reference/api"');
  });

  it("a sidebarPath naming a missing file is an error at its line, saying what to do", async () => {
    const { site: s, r } = await build((dir) =>
      edit(dir, "site.config.ts", (t) => t.replace('"sidebars.js"', '"sidebar.js"')),
    );
    expect(r.code).toBe(1);
    expect(r.stderr).toContain(
      `site.config.ts:${lineOf(s, "site.config.ts", "sidebar.js")}: error [config-invalid] docs.sidebarPath names sidebar.js, which does not exist`,
    );
  });

  it("an item with items and no type is a dropdown; an icon link has no label", async () => {
    const { out: o, r } = await build((dir) =>
      edit(dir, "site.config.ts", (t) =>
        t
          .replace('          type: "dropdown",\n', "")
          .replace('          label: "GitHub",\n          position: "right",', '          position: "right",'),
      ),
    );
    expect(r.code, r.stderr).toBe(0);
    const nav = navbar(readFileSync(join(o, "docs/motivation/index.html"), "utf8"));
    expect(nav).toContain('aria-expanded="false">More</button>');
    expect(nav).toMatch(
      /<a class="navbar__item navbar__link header-github-link" href="https:\/\/github.com\/example\/config-site"[^>]*aria-label="GitHub repository"><\/a>/,
    );
  });
});
