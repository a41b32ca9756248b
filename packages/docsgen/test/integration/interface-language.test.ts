import { readdirSync, readFileSync, renameSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { withoutIcons } from "../helpers/admonition.ts";
import { buildInProcess } from "../helpers/build.ts";
import { cjkIn, hasCjk } from "../helpers/cjk.ts";
import { type CliResult, copyFixture } from "../helpers/cli.ts";

// Issue 15, part 8: the interface text follows `i18n.defaultLocale`; i18n/<locale>/code.json overrides it.

const htmlFiles = (dir: string): string[] =>
  readdirSync(dir, { recursive: true, encoding: "utf8" }).filter((f) => f.endsWith(".html"));

describe("an English site (test/fixtures/english)", () => {
  let site: string;
  let build: CliResult;
  const read = (rel: string) => readFileSync(join(site, "build", rel), "utf8");
  beforeAll(async () => {
    site = copyFixture("english");
    build = await buildInProcess(site);
  });

  it("builds without warnings, and says so in English", () => {
    expect(build.code, build.stderr).toBe(0);
    expect(build.stdout + build.stderr).toMatch(/, 0 warnings$/m);
    expect(hasCjk(build.stdout + build.stderr)).toBe(false);
  });

  it("has no CJK character in any output file: HTML, JS chunks, JSON, feeds, sitemap, llms files", () => {
    const files = readdirSync(join(site, "build"), { recursive: true, encoding: "utf8" });
    // The scan covers what it claims to.
    for (const kind of [
      /\.html$/,
      /^assets\/entry-.*\.js$/,
      /SearchDialog-.*\.js$/,
      /^search\/index\.json$/,
      /^search\/p\/\d+\.json$/,
    ])
      expect(
        files.some((f) => kind.test(f.split("\\").join("/"))),
        String(kind),
      ).toBe(true);
    for (const name of ["sitemap.xml", "llms.txt", "blog/rss.xml", "blog/atom.xml", "docs/intro/page-data.json"])
      expect(files.map((f) => f.split("\\").join("/"))).toContain(name);
    expect(cjkIn(join(site, "build"))).toEqual([]);
  });

  it('every page is <html lang="en">', () => {
    const pages = htmlFiles(join(site, "build"));
    expect(pages.length).toBeGreaterThan(15);
    for (const page of pages) expect(read(page), page).toMatch(/^<!DOCTYPE html>\n<html lang="en" dir="ltr"/);
  });

  it("shows Docusaurus's English strings, with the two code.json overrides applied", () => {
    const intro = read("docs/intro/index.html");
    expect(intro).toContain('aria-label="Docs pages"');
    expect(intro).toContain('<div class="pagination-nav__sublabel">Next page</div>'); // code.json
    expect(intro).toContain(">Suggest an edit</a>"); // code.json, plain form
    expect(intro).toContain('title="Direct link to Why Acme"');
    expect(intro).toContain("Skip to main content");
    for (const title of ["note", "tip", "important", "warning", "danger"])
      expect(withoutIcons(intro)).toContain(`<div class="admonitionHeading">${title}</div>`);
    expect(withoutIcons(read("docs/guides/configuration/index.html"))).toContain(
      '<div class="admonitionHeading">success</div>',
    );
    expect(read("docs/category/guides/index.html")).toContain("1 item");
    expect(read("docs/guides/advanced/migrating/index.html")).toContain("Unlisted page");
    expect(read("404.html")).toContain("Page Not Found");
    expect(read("index.html")).toContain("This site did not load properly.");
    const post = read("blog/2024/03/01/acme-3/index.html");
    expect(post).toContain("March 1, 2024");
    expect(post).toContain("One min read");
    expect(post).toContain("Older post");
    expect(read("blog/index.html")).toContain("<title>Blog | Acme Docs</title>");
    expect(read("blog/tags/release/index.html")).toContain("One post tagged with “release”");
  });
});

describe("a site in a locale docsgen ships no text for (fr)", () => {
  it("falls back to English with exactly one warning, and its code.json still applies", async () => {
    const site = copyFixture("english");
    const config = join(site, "site.config.ts");
    writeFileSync(
      config,
      readFileSync(config, "utf8").replace(
        '{ defaultLocale: "en", locales: ["en"] }',
        '{ defaultLocale: "fr", locales: ["fr"] }',
      ),
    );
    renameSync(join(site, "i18n/en"), join(site, "i18n/fr"));
    writeFileSync(join(site, "i18n/fr/code.json"), '{\n  "theme.docs.paginator.next": "Page suivante"\n}\n');
    const r = await buildInProcess(site);
    expect(r.code, r.stderr).toBe(0);
    const out = r.stdout + r.stderr;
    expect(out.match(/warning \[/g)).toHaveLength(1);
    expect(out).toContain(
      'site.config.ts:8: warning [i18n] docsgen has no interface text for locale "fr"; it uses English',
    );
    expect(out).toMatch(/, 1 warning$/m);
    const intro = readFileSync(join(site, "build/docs/intro/index.html"), "utf8");
    expect(intro).toMatch(/^<!DOCTYPE html>\n<html lang="fr" dir="ltr"/);
    expect(intro).toContain('<div class="pagination-nav__sublabel">Page suivante</div>');
    expect(intro).toContain(">Edit this page</a>");
    expect(cjkIn(join(site, "build"))).toEqual([]);
  });
});

describe("code.json problems", () => {
  it("an unknown id is a warning on its line naming the nearest id; the rest still applies", async () => {
    const site = copyFixture("english");
    writeFileSync(
      join(site, "i18n/en/code.json"),
      '{\n  "theme.common.editThisPage": "Suggest an edit",\n  "theme.docs.paginator.nxt": "Onwards"\n}\n',
    );
    const r = await buildInProcess(site);
    expect(r.code, r.stderr).toBe(0);
    const out = r.stdout + r.stderr;
    expect(out).toContain(
      'i18n/en/code.json:3: warning [i18n] unknown translation id "theme.docs.paginator.nxt"; it changes nothing',
    );
    expect(out).toContain('Did you mean "theme.docs.paginator.next"?');
    expect(readFileSync(join(site, "build/docs/intro/index.html"), "utf8")).toContain(">Suggest an edit</a>");
  });

  it("invalid JSON stops the build at its place", async () => {
    const site = copyFixture("english");
    writeFileSync(join(site, "i18n/en/code.json"), '{\n  "theme.common.editThisPage": "Edit",\n}\n');
    const r = await buildInProcess(site);
    expect(r.code).toBe(1);
    expect(r.stdout + r.stderr).toMatch(/i18n\/en\/code\.json:3:1: error \[i18n\] invalid JSON: /);
  });
});
