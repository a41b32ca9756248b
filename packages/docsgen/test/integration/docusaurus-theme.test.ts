import { mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { buildInProcess } from "../helpers/build.ts";
import { copyFixture } from "../helpers/cli.ts";

// Issue 50, point 2: a site's src/theme and a theme package override docsgen's components (fixture:
// docusaurus-theme, an ejected Footer, a Root and a CodeBlock wrapping @theme-original's, a component docsgen's
// theme lacks, and ./themes/lamp whose getThemePath() gives a Badge and a CodeBlock wrapping @theme-init's).

let site: string;
let output: string;
const html = (rel: string) => readFileSync(join(site, "build", rel), "utf8");

beforeAll(async () => {
  site = copyFixture("docusaurus-theme");
  const r = await buildInProcess(site);
  output = r.stdout + r.stderr;
  expect(r.code, output).toBe(0);
}, 60_000);

describe("theme overrides", () => {
  it("the site's ejected Footer is every page's footer: docs, MDX docs, the 404 page and React pages", () => {
    for (const rel of ["docs/intro/index.html", "docs/code/index.html", "404.html", "index.html"]) {
      const page = html(rel);
      expect(page, rel).toContain('<footer class="footer harbor-footer"><p>Harbor<!-- --> harbour office</p>');
      expect(page, rel).not.toContain("docsgen&#x27;s footer, which the site replaces</div>");
    }
    // docsgen's pages load the script that hydrates it; a React page hydrates it with the rest of its root.
    expect(html("docs/intro/index.html")).toMatch(/<script type="module" src="\/assets\/site\/theme-shell-\w+\.js">/);
    expect(html("index.html")).not.toMatch(/<script type="module" src="[^"]*theme-shell-/);
  });

  it("the site's NotFound/Content is the 404 page's content, wrapping docsgen's; other pages do not carry it", () => {
    expect(html("404.html")).toMatch(
      /<div data-docsgen-theme="NotFound\/Content"><p class="harbor-lost">This berth is empty\.<\/p><main class="container margin-vert--xl">/,
    );
    expect(html("docs/intro/index.html")).not.toContain('data-docsgen-theme="NotFound/Content"');
  });

  it("the site's Root, wrapping @theme-original/Root, adds its button after docsgen's app on its pages, hydrated by the shell's script", () => {
    for (const rel of ["docs/intro/index.html", "docs/code/index.html", "404.html"]) {
      expect(html(rel), rel).toMatch(
        /<\/div>\n<div data-docsgen-theme="Root"><button type="button" class="harbor-bell">Rung <!-- -->0<!-- --> times<\/button><\/div>\n<script id="__docsgen_data"/,
      );
    }
    expect(output).not.toContain("src/theme/Root");
  });

  it("a React page renders inside the site's Root: its components read the Root's provider, its button follows the footer", () => {
    const page = html("index.html");
    expect(page).toContain('<p class="harbor-master">Harbour master <!-- -->on duty</p>');
    expect(page).toContain(
      '</footer><button type="button" class="harbor-bell">Rung <!-- -->0<!-- --> times</button></div>',
    );
    // Rendered once, inside the page's own root: no place of the shell's script beside it.
    expect(page).not.toContain('data-docsgen-theme="Root"');
  });

  it("an MDX doc's @theme/CodeBlock is the site's wrapper around the theme package's around docsgen's", () => {
    const page = html("docs/code/index.html");
    expect(page).toMatch(
      /<div class="harbor-code"><div class="lamp-code"><div class="theme-code-block language-js">[\s\S]*moor\(/,
    );
    expect(page).toContain('<button type="button" class="harbor-copy">Copied <!-- -->0</button>');
  });

  it("a theme package's component docsgen has none of is imported by its name", () => {
    expect(html("docs/code/index.html")).toMatch(/<span class="lamp-badge">(<p>)?new/);
  });

  it("a plugin's getThemePath() gives components too, below the themes of `themes` (Docusaurus loads plugins first)", () => {
    const page = html("docs/code/index.html");
    expect(page).toContain('<span class="buoy buoy-green">buoy</span>');
    // Both plugins/buoy and themes/lamp give a Badge: the theme's wins.
    expect(page).not.toContain("buoy-badge");
    // Neither hook is warned of: getTypeScriptThemePath only serves Docusaurus's swizzle command.
    expect(output).not.toMatch(/harbor-buoy.*(getThemePath|getTypeScriptThemePath)/);
  });

  it("a React page's @theme/CodeBlock is the site's too", () => {
    expect(html("index.html")).toContain('<div class="harbor-code"><div class="lamp-code">');
  });

  it("warns once per component docsgen does not use, at its file, and not per folder", () => {
    expect(output).toContain(
      "src/theme/Unknown/index.tsx: warning [unbuilt] docsgen's theme has no Unknown; it is not used",
    );
    expect(output).not.toContain("src/theme/: warning");
    expect(output).not.toContain("src/theme/Footer");
    expect(output).not.toContain("src/theme/NotFound");
    expect(output).toContain(
      "src/theme/CodeBlock/index.tsx: warning [unbuilt] @theme/CodeBlock is the site's where its code imports it",
    );
  });

  it("runs the theme package as a plugin, after the plugins: its tags and client module are on every page", () => {
    for (const rel of ["index.html", "docs/intro/index.html", "docs/code/index.html"])
      expect(html(rel), rel).toContain('<meta name="lamp-theme" content="lamp">');
    // Its client module, relative to the theme's folder, in the script every docsgen page loads.
    const doc = html("docs/intro/index.html");
    const script = /<script type="module" src="\/(assets\/site\/client-modules-\w+\.js)"/.exec(doc)?.[1] ?? "";
    const chunks = readdirSync(join(site, "build/assets/site/chunks")).map((f) => html(`assets/site/chunks/${f}`));
    expect([html(script), ...chunks].some((code) => code.includes('dataset.lamp="lit"'))).toBe(true);
    // Nothing about the theme is a warning now that it runs.
    expect(output).not.toContain("themes[0]");
  });
});

describe("a theme package in node_modules", () => {
  it("runs by its short name, looked up as a theme's (beacon: docusaurus-theme-beacon), with its validateOptions", async () => {
    const other = copyFixture("docusaurus-theme");
    const pkg = join(other, "node_modules/docusaurus-theme-beacon");
    mkdirSync(pkg, { recursive: true });
    writeFileSync(join(pkg, "package.json"), '{"name":"docusaurus-theme-beacon","version":"1.0.0","main":"index.js"}');
    writeFileSync(
      join(pkg, "index.js"),
      `module.exports = (context, options) => ({
  name: "docusaurus-theme-beacon",
  injectHtmlTags: () => ({ headTags: [{ tagName: "meta", attributes: { name: "beacon", content: options.colour } }] }),
});
module.exports.validateOptions = ({ options }) => ({ colour: "white", ...options });
`,
    );
    const config = join(other, "docusaurus.config.js");
    writeFileSync(config, readFileSync(config, "utf8").replace("themes: [", 'themes: ["beacon", '));
    const r = await buildInProcess(other);
    expect(r.code, r.stdout + r.stderr).toBe(0);
    expect(readFileSync(join(other, "build/index.html"), "utf8")).toContain('<meta name="beacon" content="white">');
  }, 60_000);
});

describe("a swizzled component that needs Docusaurus's theme internals", () => {
  it("is left out with a warning at its import, docsgen's own standing in, and the site builds", async () => {
    const other = copyFixture("docusaurus-theme");
    mkdirSync(join(other, "src/theme/Layout"), { recursive: true });
    // An ejected Layout, as sites keep one: it reads Docusaurus's internals, which docsgen does not provide.
    writeFileSync(
      join(other, "src/theme/Layout/index.js"),
      [
        'import { useKeyboardNavigation } from "@docusaurus/theme-common/internal";',
        'import NavbarItem from "@theme/NavbarItem";',
        "export default function Layout({ children }) {",
        "  useKeyboardNavigation();",
        '  return <div className="harbor-layout"><NavbarItem />{children}</div>;',
        "}",
      ].join("\n"),
    );
    // A Root that reads them too: no place of its own on the pages, the footer's still there.
    writeFileSync(
      join(other, "src/theme/Root.tsx"),
      [
        'import { useKeyboardNavigation } from "@docusaurus/theme-common/internal";',
        "export default function Root({ children }) {",
        "  useKeyboardNavigation();",
        '  return <>{children}<p className="harbor-keys" /></>;',
        "}",
      ].join("\n"),
    );
    const r = await buildInProcess(other);
    const text = r.stdout + r.stderr;
    expect(r.code, text).toBe(0);
    expect(text).toMatch(/src\/theme\/Root\.tsx:1(:\d+)?: warning \[unbuilt\] the site's Root is not used/);
    const doc = readFileSync(join(other, "build/docs/intro/index.html"), "utf8");
    expect(doc).not.toContain('data-docsgen-theme="Root"');
    expect(doc).toContain('<footer class="footer harbor-footer">');
    expect(text).toMatch(
      /src\/theme\/Layout\/index\.js:1(:\d+)?: warning \[unbuilt\] the site's Layout is not used: it imports "@docusaurus\/theme-common\/internal", which docsgen does not provide; docsgen's own Layout is used in its place/,
    );
    const home = readFileSync(join(other, "build/index.html"), "utf8");
    expect(home).not.toContain("harbor-layout");
    expect(home).toContain("<h1>Harbor</h1>");
  }, 60_000);
});
