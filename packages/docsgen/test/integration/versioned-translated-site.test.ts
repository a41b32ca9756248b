import { readFileSync } from "node:fs";
import { join } from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { buildInProcess } from "../helpers/build.ts";
import { type CliResult, copyFixture } from "../helpers/cli.ts";

// Issue 37 part 3: versions and translations together, as Docusaurus lays them out
// (i18n/<locale>/docusaurus-plugin-content-docs/version-<name>/). Fixture: versioned-translated-site, the
// 3-version Ferry site with a French translation of the current docs and of 2.0, not of 1.0.

let site: string;
let result: CliResult;
const read = (rel: string) => readFileSync(join(site, "build", rel), "utf8");
const entries = (html: string, attr: string) =>
  [...html.matchAll(new RegExp(`<a class="dropdown__link[^"]*" href="([^"]*)"[^>]*${attr}="([^"]*)"`, "g"))].map(
    (m) => `${m[2]} ${m[1]}`,
  );

beforeAll(async () => {
  site = copyFixture("versioned-translated-site");
  result = await buildInProcess(site);
});

describe("a versioned and translated Docusaurus site", () => {
  it("builds every version in every locale, each version's translation from its own folder", () => {
    expect(result.code, result.stderr).toBe(0);
    expect(result.stderr).not.toMatch(/\[(unbuilt|anchor-broken|link-broken)\]/);
    expect(read("fr/docs/intro/index.html")).toContain("Ferry 2 déplace des fichiers");
    expect(read("fr/docs/next/intro/index.html")).toContain("Ferry 3 (next) déplace des fichiers");
    expect(read("fr/docs/guides/install/index.html")).toContain("Installez Ferry 2");
    // 1.0 has no translation: the English files, under the French URLs.
    expect(read("fr/docs/1.0/intro/index.html")).toContain("Ferry 1 copies files");
    expect(result.stdout + result.stderr).toContain(
      "i18n/fr/docusaurus-plugin-content-docs/version-1.0/: info [i18n] 2 of 2 files have no fr translation here",
    );
  });

  it("labels each version and its sidebars from the version's translation file", () => {
    const fr = read("fr/docs/intro/index.html");
    expect(entries(fr, "data-docs-version")).toEqual([
      "current /fr/docs/next/intro",
      "2.0 /fr/docs/intro",
      "1.0 /fr/docs/1.0/intro",
    ]);
    expect(fr).toContain('data-docs-version="2.0">2.0 (stable)<');
    expect(fr).toContain('data-docs-version="current">Suivante<');
    expect(fr).toMatch(/menu__link[^>]*>Guides de la 2\.0</);
    expect(read("fr/docs/next/intro/index.html")).toMatch(/menu__link[^>]*>Guides pratiques</);
    expect(read("docs/intro/index.html")).toMatch(/menu__link[^>]*>Guides</);
  });

  it("links the same page, in the same version, in the other locale", () => {
    expect(entries(read("docs/1.0/intro/index.html"), "data-locale")).toEqual([
      "en /docs/1.0/intro",
      "fr /fr/docs/1.0/intro",
    ]);
    expect(entries(read("fr/docs/next/intro/index.html"), "data-locale")).toEqual([
      "en /fr/../docs/next/intro",
      "fr /fr/docs/next/intro",
    ]);
  });

  it("links within the version and the locale from a translated doc", () => {
    const fr = read("fr/docs/intro/index.html");
    expect(fr).toContain('href="/fr/docs/guides/install"');
    expect(fr).toContain('href="/fr/docs/guides/sync"');
  });
});
