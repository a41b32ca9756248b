import { existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { bundleStyles } from "../../cli/assets/styles-bundle.ts";
import { PACKAGE_ROOT } from "../../cli/version.ts";
import { buildInProcess } from "../helpers/build.ts";
import type { CliResult } from "../helpers/cli.ts";
import { buildDocusaurusSite, docusaurusSite } from "../helpers/docusaurus-site.ts";

// Issue 33, part 3: the site's look. docusaurus-site's `theme.customCss` (src/css/custom.css in the shape of
// real sites': brand colours in light and dark, a self-hosted font, an imported package, the GitHub icon
// link, a hero tweak) is bundled after docsgen's theme into its one fingerprinted stylesheet; a site without
// customCss pays nothing for it. The computed styles are checked in Chromium (test/e2e/custom-css.test.ts).

let site: string;
let result: CliResult;
const read = (rel: string) => readFileSync(join(site, "build", rel), "utf8");
const stylesheets = (html: string) => [...html.matchAll(/<link rel="stylesheet" href="([^"]+)">/g)].map((m) => m[1]);
const lineOf = (file: string, needle: string) =>
  readFileSync(file, "utf8")
    .split("\n")
    .findIndex((l) => l.includes(needle)) + 1;

beforeAll(async () => {
  ({ site, result } = await buildDocusaurusSite());
});

describe("theme.customCss of a Docusaurus site", () => {
  it("is in the one stylesheet every page links, fingerprinted, after docsgen's theme", () => {
    expect(result.code, result.stderr).toBe(0);
    for (const page of ["guide/intro/index.html", "blog/index.html", "404.html"]) {
      const [href, ...more] = stylesheets(read(page));
      expect(more).toEqual([]);
      expect(href).toMatch(/^\/lantern\/assets\/styles-[A-Z0-9]{8}\.css$/);
    }
    const css = read(stylesheets(read("guide/intro/index.html"))[0].slice("/lantern/".length));
    const theme = css.indexOf("--ifm-color-primary: #2e8555");
    const brand = css.indexOf("--ifm-color-primary: #c2410c");
    const darkBrand = css.indexOf("--ifm-color-primary: #fb923c");
    expect(theme).toBeGreaterThanOrEqual(0);
    expect(brand).toBeGreaterThan(theme);
    expect(darkBrand).toBeGreaterThan(brand);
    expect(css).toContain(".header-github-link:before{");
    expect(css).toContain("--lantern-cream: #fff7ed"); // the imported package
  });

  it("copies the files its url()s name, the font beside it and /img/logo.svg from static/", () => {
    const media = readdirSync(join(site, "build", "assets", "media")).sort();
    expect(media).toEqual([
      expect.stringMatching(/^lantern-sans-[A-Z0-9]+\.woff2$/),
      expect.stringMatching(/^logo-[A-Z0-9]+\.svg$/),
    ]);
    const css = read(stylesheets(read("guide/intro/index.html"))[0].slice("/lantern/".length));
    for (const file of media) expect(css).toContain(`url("./media/${file}")`);
  });

  it("is not warned about: neither the preset's theme option nor src/css/", () => {
    expect(result.stderr).not.toContain("presets[0][1].theme");
    expect(result.stderr).not.toMatch(/src\/css\/.*\[unbuilt\]/);
  });

  it("keeps className and aria-label of navbar items and footer links", () => {
    const intro = read("guide/intro/index.html");
    expect(intro).toContain(
      '<a class="navbar__item navbar__link header-github-link" href="https://github.com/example/lantern" target="_blank" rel="noopener noreferrer" aria-label="GitHub repository">',
    );
    expect(intro).toContain(
      '<a class="footer__link-item footer-github-link" href="https://github.com/example/lantern" target="_blank" rel="noopener noreferrer" aria-label="Lantern on GitHub">',
    );
  });
});

describe("a missing or unusable customCss", () => {
  it("a file that is not there is an error at its line in the config, and nothing is built", async () => {
    const dir = docusaurusSite();
    const config = join(dir, "docusaurus.config.ts");
    writeFileSync(
      config,
      readFileSync(config, "utf8").replace('customCss: "./src/css/custom.css"', 'customCss: "./src/css/brand.css"'),
    );
    const r = await buildInProcess(dir);
    expect(r.code).toBe(1);
    expect(r.stderr).toContain(
      `docusaurus.config.ts:${lineOf(config, "brand.css")}: error [config-invalid] presets[0][1].theme.customCss names ./src/css/brand.css, which does not exist`,
    );
    expect(existsSync(join(dir, "build"))).toBe(false);
  });

  it("a url() that names no file is an error at its line in the stylesheet", async () => {
    const dir = docusaurusSite();
    const css = join(dir, "src", "css", "custom.css");
    writeFileSync(css, readFileSync(css, "utf8").replace("/img/logo.svg", "/img/missing.svg"));
    const r = await buildInProcess(dir);
    expect(r.code).toBe(1);
    expect(r.stderr).toMatch(
      new RegExp(
        `src/css/custom\\.css:${lineOf(css, "missing.svg")}:\\d+: error \\[custom-css\\] .*/img/missing\\.svg`,
      ),
    );
  });

  it("a package the stylesheet imports that is not installed is left out with a warning; the site builds", async () => {
    const dir = docusaurusSite();
    rmSync(join(dir, "node_modules", "@lantern"), { recursive: true });
    const r = await buildInProcess(dir);
    expect(r.code, r.stderr).toBe(0);
    expect(r.stderr).toContain(
      `src/css/custom.css:${lineOf(join(dir, "src/css/custom.css"), "@lantern/brand")}: warning [custom-css] imports "@lantern/brand/tokens.css", which is not installed in the site folder`,
    );
  });
});

describe("the classic theme's options in `themes`, and customCss in site.config.ts", () => {
  it("reads `themes: [['@docusaurus/theme-classic', { customCss: [...] }]]` in a docusaurus.config.js", async () => {
    const dir = docusaurusSite();
    rmSync(join(dir, "docusaurus.config.ts"));
    writeFileSync(
      join(dir, "docusaurus.config.js"),
      [
        "module.exports = {",
        '  title: "Lantern",',
        '  url: "https://lantern.example.com",',
        '  baseUrl: "/",',
        '  presets: [["classic", { blog: false }]],',
        '  themes: [["@docusaurus/theme-classic", { customCss: [require.resolve("./src/css/custom.css")], other: 1 }]],',
        "};",
        "",
      ].join("\n"),
    );
    const r = await buildInProcess(dir);
    expect(r.code, r.stderr).toBe(0);
    expect(r.stderr).toContain("docusaurus.config.js:6: warning [config-ignored] themes[0][1].other is ignored");
    const html = readFileSync(join(dir, "build", "docs", "intro", "index.html"), "utf8");
    const css = readFileSync(join(dir, "build", stylesheets(html)[0].slice(1)), "utf8");
    expect(css).toContain("--ifm-color-primary: #c2410c");
  });

  it("takes `customCss` in site.config.ts; a Sass file there is compiled, its partials with it", async () => {
    const dir = docusaurusSite();
    writeFileSync(join(dir, "src", "css", "_brand.scss"), "$brand: #0f766e;\n");
    writeFileSync(join(dir, "src", "css", "theme.scss"), '@use "brand";\n.hero { .title { color: brand.$brand; } }\n');
    const config = (entry: string) =>
      [
        "export default {",
        '  title: "Lantern",',
        '  url: "https://lantern.example.com",',
        '  i18n: { defaultLocale: "en", locales: ["en"] },',
        `  customCss: ["./src/css/custom.css", "./src/css/${entry}"],`,
        "};",
        "",
      ].join("\n");
    writeFileSync(join(dir, "site.config.ts"), config("theme.scss"));
    const r = await buildInProcess(dir);
    expect(r.code, r.stderr).toBe(0);
    expect(r.stderr).not.toContain("Sass");
    const html = readFileSync(join(dir, "build", "docs", "intro", "index.html"), "utf8");
    const css = readFileSync(join(dir, "build", stylesheets(html)[0].slice(1)), "utf8");
    expect(css).toContain("#c2410c");
    expect(css).toContain(".hero .title{color:#0f766e}");

    writeFileSync(join(dir, "src", "css", "broken.sass"), ".hero\n  color: brand.$nope\n");
    writeFileSync(join(dir, "site.config.ts"), config("broken.sass"));
    const broken = await buildInProcess(dir);
    expect(broken.code).toBe(1);
    expect(broken.stderr).toContain("src/css/broken.sass:2:");
    expect(broken.stderr).toContain("error [custom-css] Sass:");
    expect(readFileSync(join(dir, "build", "docs", "intro", "index.html"), "utf8")).toBe(html);
  });
});

describe("a site without customCss", () => {
  it("links the theme's stylesheet alone: the same file, no bridge, no media, no second request", async () => {
    const dir = docusaurusSite();
    const config = join(dir, "docusaurus.config.ts");
    writeFileSync(config, readFileSync(config, "utf8").replace('theme: { customCss: "./src/css/custom.css" },', ""));
    const r = await buildInProcess(dir);
    expect(r.code, r.stderr).toBe(0);
    const html = readFileSync(join(dir, "build", "guide", "intro", "index.html"), "utf8");
    const theme = await bundleStyles({ minify: true, root: PACKAGE_ROOT, customCss: [], siteDir: dir, staticDir: dir });
    expect(stylesheets(html)).toEqual([`/lantern/${theme.css}`]);
    expect(readFileSync(join(dir, "build", theme.css))).toEqual(Buffer.from(theme.files.get(theme.css) ?? []));
    expect(existsSync(join(dir, "build", "assets", "media"))).toBe(false);
    expect(r.stderr).toContain("src/css/custom.css: warning [unbuilt] this stylesheet is not loaded");
  });
});
