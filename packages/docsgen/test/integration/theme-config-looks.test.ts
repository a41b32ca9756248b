import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { buildInProcess } from "../helpers/build.ts";
import { copyFixture } from "../helpers/cli.ts";

// The theme's looks a Docusaurus config sets (fixture: docusaurus-theme-looks): a dark navbar whose logo has a
// dark-mode image and a class, a light footer with a linked logo, a blog sidebar without year headings. Built as
// Docusaurus's theme-classic draws them, and only for a site that sets them: another site's scripts and
// stylesheet have none of it.

let site: string;
let output: string;
const html = (dir: string, rel: string) => readFileSync(join(dir, "build", rel), "utf8");
const asset = (dir: string, pattern: RegExp) => {
  const name = readdirSync(join(dir, "build/assets")).find((f) => pattern.test(f));
  return readFileSync(join(dir, "build/assets", name ?? "missing"), "utf8");
};
const navClass = (page: string) => /<nav aria-label="Main" class="([^"]*)"/.exec(page)?.[1];
const footer = (page: string) => /<footer[\s\S]*?<\/footer>/.exec(page)?.[0];

const LOGO =
  '<div class="navbar__logo"><img src="/img/logo.svg" alt="Lantern logo" width="32" height="32" class="lantern-logo themedComponent themedComponent--light"/><img src="/img/logo-dark.svg" alt="Lantern logo" width="32" height="32" class="lantern-logo themedComponent themedComponent--dark"/></div>';
const FOOTER =
  '<footer class="theme-layout-footer footer"><div class="container container-fluid"><div class="row footer__links"><div class="col footer__col"><div class="footer__title">Docs</div><ul class="footer__items clean-list"><li class="footer__item"><a class="footer__link-item" href="/docs/intro">Keeping the light</a></li></ul></div></div>' +
  '<div class="footer__bottom text--center"><div class="margin-bottom--sm"><a class="footerLogoLink" href="https://trust.example.com" target="_blank" rel="noopener noreferrer"><img src="/img/trust.svg" alt="Lantern Trust" width="160" height="40" class="footer__logo themedComponent themedComponent--light"/><img src="/img/trust-dark.svg" alt="Lantern Trust" width="160" height="40" class="footer__logo themedComponent themedComponent--dark"/></a></div><div class="footer__copyright">Lantern Trust</div></div></div></footer>';

/** The fixture (docusaurus-theme-looks unless named) with its config changed by `change`, built. */
async function variant(change: (config: string) => string, fixture = "docusaurus-theme-looks"): Promise<string> {
  const dir = copyFixture(fixture);
  const file = join(dir, "docusaurus.config.js");
  writeFileSync(file, change(readFileSync(file, "utf8")));
  const r = await buildInProcess(dir);
  expect(r.code, r.stdout + r.stderr).toBe(0);
  return dir;
}

beforeAll(async () => {
  site = copyFixture("docusaurus-theme-looks");
  const r = await buildInProcess(site);
  output = r.stdout + r.stderr;
  expect(r.code, output).toBe(0);
}, 60_000);

describe("a site that sets the theme's looks", () => {
  it("warns of none of the keys: docsgen builds them all", () => {
    expect(output).not.toContain("config-ignored");
    expect(output).toMatch(/, 0 warnings$/m);
  });

  it("draws the navbar dark (Infima's navbar--dark after navbar--fixed-top), on docs, blog and React pages", () => {
    for (const rel of ["docs/intro/index.html", "blog/index.html", "index.html"]) {
      expect(navClass(html(site, rel)), rel).toBe("theme-layout-navbar navbar navbar--fixed-top navbar--dark");
    }
  });

  it("gives the logo one image of each colour mode, with the logo's class, in the bar and in the drawer", () => {
    const page = html(site, "docs/intro/index.html");
    expect(page.split(LOGO).length - 1).toBe(2);
    expect(html(site, "index.html")).toContain(LOGO);
  });

  it("draws the footer light with its logo above the copyright line, the same on a React page", () => {
    expect(footer(html(site, "docs/intro/index.html"))).toBe(FOOTER);
    expect(footer(html(site, "index.html"))).toBe(FOOTER);
  });

  it("lists the blog's recent posts of two years in one list, without year headings (groupByYear: false)", () => {
    const page = html(site, "blog/index.html");
    expect(page).toContain(
      '<div class="blogSidebarTitle">Recent posts</div><ul class="clean-list"><li class="blogSidebarItem"><a href="/blog/2025/03/14/new-lens">A new lens</a></li><li class="blogSidebarItem"><a href="/blog/2024/11/02/winter-oil">Winter oil</a></li></ul></nav>',
    );
    expect(page).not.toContain("blogSidebarYear");
  });

  it("links the looks' rules in its stylesheet, and its client draws them (the themed App)", () => {
    const css = asset(site, /^styles-.*\.css$/);
    expect(css).toMatch(/\.navbar--dark\s*\{/);
    expect(css).toMatch(/\.footer__bottom\s*\{/);
    const js = asset(site, /^entry-.*\.js$/);
    expect(js).toContain("themedComponent--dark");
    expect(js).toContain("footer__bottom text--center");
    const siteScripts = readdirSync(join(site, "build/assets/site"), { recursive: true, encoding: "utf8" })
      .filter((f) => f.endsWith(".js"))
      .map((f) => readFileSync(join(site, "build/assets/site", f), "utf8"));
    expect(siteScripts.some((code) => code.includes("footerLogoLink"))).toBe(true);
  });
});

describe("variants", () => {
  it("navbar.style primary: Infima's navbar--primary", async () => {
    const dir = await variant((c) => c.replace('style: "dark"', 'style: "primary"'));
    expect(navClass(html(dir, "docs/intro/index.html"))).toBe(
      "theme-layout-navbar navbar navbar--fixed-top navbar--primary",
    );
  }, 60_000);

  it("without blog.sidebar.groupByYear, posts of two years are grouped under each year, as Docusaurus 3.5+ does", async () => {
    const dir = await variant((c) => c.replace("    blog: { sidebar: { groupByYear: false } },\n", ""));
    const page = html(dir, "blog/index.html");
    expect(page).toContain(
      '<div role="group"><h3 class="blogSidebarYear">2025</h3><ul class="clean-list"><li class="blogSidebarItem"><a href="/blog/2025/03/14/new-lens">A new lens</a></li></ul></div><div role="group"><h3 class="blogSidebarYear">2024</h3>',
    );
  }, 60_000);

  it("a logo without srcDark or className is the one image docsgen always drew", async () => {
    const dir = await variant((c) => c.replace(', srcDark: "img/logo-dark.svg", className: "lantern-logo"', ""));
    expect(html(dir, "docs/intro/index.html")).toContain(
      '<div class="navbar__logo"><img src="/img/logo.svg" alt="Lantern logo" width="32" height="32"/></div>',
    );
  }, 60_000);

  it("a site that sets none of the looks loads no code or rules of theirs, and its footer is dark", async () => {
    const dir = await variant((c) =>
      c
        .replace('      style: "dark",\n', "")
        .replace(', srcDark: "img/logo-dark.svg", className: "lantern-logo"', "")
        .replace('      style: "light",\n', "")
        .replace(/ {6}logo: \{\n[\s\S]*?\n {6}\},\n/, "")
        .replace("    blog: { sidebar: { groupByYear: false } },\n", ""),
    );
    const page = html(dir, "docs/intro/index.html");
    expect(navClass(page)).toBe("theme-layout-navbar navbar navbar--fixed-top");
    expect(footer(page)).toMatch(/^<footer class="theme-layout-footer footer footer--dark">/);
    const js = asset(dir, /^entry-.*\.js$/);
    expect(js.includes("themedComponent"), "themedComponent").toBe(false);
    expect(js.includes("footer__bottom"), "footer__bottom").toBe(false);
    // Nor do its React page's scripts (the site's code): @theme/Layout and @theme/Footer are docsgen's plain ones.
    const siteScripts = readdirSync(join(dir, "build/assets/site"), { recursive: true, encoding: "utf8" })
      .filter((f) => f.endsWith(".js"))
      .map((f) => readFileSync(join(dir, "build/assets/site", f), "utf8"));
    expect(siteScripts.length).toBeGreaterThan(0);
    expect(siteScripts.some((code) => code.includes("footerLogoLink"))).toBe(false);
    const css = asset(dir, /^styles-.*\.css$/);
    // Not written out on failure: the whole stylesheet would be.
    expect(css.includes(".navbar--dark"), ".navbar--dark").toBe(false);
    expect(css.includes(".footer__bottom"), ".footer__bottom").toBe(false);
  }, 60_000);

  // The themed App wraps the App the site's client has: the versioned one, the author pages' one.
  it("a versioned site's client is the themed App inside the versioned one", async () => {
    const dir = await variant(
      (c) => c.replace("  themeConfig: {\n", '  themeConfig: {\n    footer: { style: "light", copyright: "V" },\n'),
      "versioned-site",
    );
    expect(footer(html(dir, "docs/intro/index.html"))).toMatch(/^<footer class="theme-layout-footer footer">/);
    expect(asset(dir, /^entry-.*\.js$/)).toContain("footerLogoLink");
  }, 60_000);

  it("a blog with author pages: their sidebar too is one list, and the navbar styled", async () => {
    const dir = await variant(
      (c) =>
        c.replace(
          "    navbar: {\n",
          '    blog: { sidebar: { groupByYear: false } },\n    navbar: {\n      style: "primary",\n',
        ),
      "blog-author-pages",
    );
    const page = html(dir, "blog/authors/mara/index.html");
    expect(navClass(page)).toBe("theme-layout-navbar navbar navbar--fixed-top navbar--primary");
    expect(page).toMatch(/<div class="blogSidebarTitle">[^<]*<\/div><ul class="clean-list">/);
    expect(page).not.toContain("blogSidebarYear");
    expect(asset(dir, /^entry-.*\.js$/)).toContain("footerLogoLink");
  }, 60_000);
});
