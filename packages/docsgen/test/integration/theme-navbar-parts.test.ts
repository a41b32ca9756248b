import { readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { buildInProcess } from "../helpers/build.ts";
import { copyFixture } from "../helpers/cli.ts";

// Issue 50: a site that draws parts of its navbar (fixture: docusaurus-navbar-parts): a SearchBar wrapping
// @theme-original/SearchBar with a hint button, and a `custom-tideClock` item type added to its
// NavbarItem/ComponentTypes. Every page shows them in their places, hydrated by the shell's script; a React
// page renders them with itself.

let site: string;
let output: string;
const html = (rel: string, dir = site) => readFileSync(join(dir, "build", rel), "utf8");
const HINT = '<button type="button" class="tide-hint">Hints asked: <!-- -->0</button>';
const CLOCK = (cls: string) =>
  `<button type="button" class="${cls} tide-clock" data-position="left">Port Isaac<!-- -->: <!-- -->high<!-- --> water next</button>`;

beforeAll(async () => {
  site = copyFixture("docusaurus-navbar-parts");
  const r = await buildInProcess(site);
  output = r.stdout + r.stderr;
  expect(r.code, output).toBe(0);
}, 60_000);

describe("a swizzled SearchBar and a custom navbar item type", () => {
  it("docsgen's pages show the site's SearchBar, docsgen's search button in it, in the search slot", () => {
    for (const rel of ["docs/intro/index.html", "docs/tides/index.html", "404.html"]) {
      const page = html(rel);
      expect(page, rel).toContain(
        `<div class="navbar__items navbar__items--right"><div data-docsgen-theme="SearchBar">${HINT}<button type="button" class="clean-btn navbar__search"`,
      );
      // docsgen's own button is not there a second time.
      expect(page.match(/navbar__search"/g)?.length, rel).toBe(1);
      expect(page, rel).toMatch(/<script type="module" src="\/assets\/site\/theme-shell-\w+\.js">/);
    }
  });

  it("the custom item is in its place in the bar with its props, and in the drawer with `mobile`", () => {
    const page = html("docs/intro/index.html");
    expect(page).toContain(
      `aria-current="page">Docs</a><div data-docsgen-theme="NavbarItem/1">${CLOCK("navbar__item")}</div></div>`,
    );
    expect(page).toContain(
      `<div data-docsgen-theme="NavbarItem/1/mobile"><li class="menu__list-item">${CLOCK("menu__link")}</li></div>`,
    );
  });

  it("a React page renders the same parts with itself", () => {
    const page = html("index.html");
    expect(page).toContain(
      `<div data-docsgen-theme="SearchBar">${HINT}<button type="button" class="clean-btn navbar__search"`,
    );
    expect(page).toContain(`Docs</a><div data-docsgen-theme="NavbarItem/1">${CLOCK("navbar__item")}</div>`);
  });

  it("neither is warned of, nor the custom item", () => {
    expect(output).not.toContain("src/theme/");
    expect(output).not.toContain("custom-tideClock");
  });
});

describe("without the site's ComponentTypes", () => {
  it("a custom item is left out with a located warning, the rest of the navbar built", async () => {
    const other = copyFixture("docusaurus-navbar-parts");
    rmSync(join(other, "src/theme/NavbarItem"), { recursive: true });
    const r = await buildInProcess(other);
    const out = r.stdout + r.stderr;
    expect(r.code, out).toBe(0);
    expect(out).toMatch(
      /docusaurus\.config\.js:17: warning \[config-ignored\] themeConfig\.navbar\.items\[1\] is left out: the custom item type "custom-tideClock" needs a component/,
    );
    expect(html("docs/intro/index.html", other)).not.toContain("tide-clock");
    expect(html("docs/intro/index.html", other)).not.toContain("NavbarItem/");
  }, 60_000);

  it("a type the site's map lacks fails the build, naming it", async () => {
    const other = copyFixture("docusaurus-navbar-parts");
    const config = join(other, "docusaurus.config.js");
    writeFileSync(config, readFileSync(config, "utf8").replace('"custom-tideClock"', '"custom-tideClok"'));
    const r = await buildInProcess(other);
    expect(r.code).toBe(1);
    expect(r.stdout + r.stderr).toContain(
      'NavbarItem/ComponentTypes has no component for the navbar item type "custom-tideClok"',
    );
  }, 60_000);
});

describe("a site that swizzles neither", () => {
  it("has docsgen's navbar on every page, and no code for the site's parts in its React page's scripts", async () => {
    const other = copyFixture("docusaurus-navbar-parts");
    rmSync(join(other, "src/theme"), { recursive: true });
    const config = join(other, "docusaurus.config.js");
    writeFileSync(config, readFileSync(config, "utf8").replace(/^ +\{ type: "custom-tideClock".*\n/m, ""));
    const r = await buildInProcess(other);
    expect(r.code, r.stdout + r.stderr).toBe(0);
    for (const rel of ["index.html", "docs/intro/index.html"]) {
      expect(html(rel, other), rel).toContain(
        '<div class="navbar__items navbar__items--right"><button type="button" class="clean-btn navbar__search"',
      );
      expect(html(rel, other), rel).not.toContain("data-docsgen-theme");
    }
    const scripts = [...html("index.html", other).matchAll(/src="\/(assets\/site\/[^"]+\.js)"/g)].map((m) => m[1]);
    expect(scripts.length).toBeGreaterThan(0);
    const code = (rel: string) => readFileSync(join(other, "build", rel), "utf8");
    // The page's script and the chunks it imports.
    const all = scripts.flatMap((rel) => [
      code(rel as string),
      ...[...code(rel as string).matchAll(/from"\.\/(chunks\/[^"]+)"/g)].map((m) => code(`assets/site/${m[1]}`)),
    ]);
    expect(all.join("\n")).toContain("navbar__search");
    expect(all.join("\n")).not.toContain("data-docsgen-theme");
  }, 60_000);
});

describe("an ejected SearchBar", () => {
  it("replaces docsgen's search: its own markup in the slot, docsgen's button gone", async () => {
    const other = copyFixture("docusaurus-navbar-parts");
    writeFileSync(
      join(other, "src/theme/SearchBar/index.js"),
      [
        "// A local search plugin's bar, as its theme gives it.",
        "export default function SearchBar() {",
        '  return <input className="tide-search" type="search" placeholder="Search the tides" aria-label="Search" />;',
        "}",
      ].join("\n"),
    );
    const r = await buildInProcess(other);
    expect(r.code, r.stdout + r.stderr).toBe(0);
    const page = html("docs/intro/index.html", other);
    expect(page).toContain(
      '<div data-docsgen-theme="SearchBar"><input class="tide-search" type="search" placeholder="Search the tides" aria-label="Search"/></div>',
    );
    expect(page).not.toContain("navbar__search");
  }, 60_000);
});
