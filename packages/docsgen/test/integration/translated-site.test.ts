import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { buildInProcess } from "../helpers/build.ts";
import { type CliResult, copyFixture } from "../helpers/cli.ts";

// Issue 37 part 2: a zh-Hans Docusaurus site with a partial English translation (i18n/en/…) builds both
// locales, Docusaurus's way: the default at the base URL, en under /kite/en/, each page of en from its
// translation where there is one, else from docs/ (with an info line). Fixture: translated-site.

let site: string;
let result: CliResult;
const read = (rel: string, dir = site) => readFileSync(join(dir, "build", rel), "utf8");
const dropdown = (html: string) =>
  [...html.matchAll(/<a class="dropdown__link[^"]*" href="([^"]*)"[^>]*data-locale="([^"]*)"/g)].map(
    (m) => `${m[2]} ${m[1]}`,
  );

beforeAll(async () => {
  site = copyFixture("translated-site");
  result = await buildInProcess(site);
});

describe("a translated Docusaurus site", () => {
  it("builds every locale, without unbuilt warnings about the translations", () => {
    expect(result.code, result.stderr).toBe(0);
    expect(result.stderr).not.toContain("[unbuilt]");
    expect(result.stdout).toMatch(/pages written to build \(zh-Hans, en\)/);
  });

  it("serves the default locale at the base URL and en under it, each from its own content", () => {
    expect(read("docs/intro/index.html")).toContain("风筝是一个轻量的任务队列");
    expect(read("en/docs/intro/index.html")).toContain("Kite is a small task queue");
    expect(read("en/index.html")).toContain("A small task queue.");
    expect(read("en/blog/2024/05/01/welcome/index.html")).toContain("Kite 1.0 is out today.");
    expect(read("en/blog/tags/release/index.html")).toContain("Kite 1.0 is out");
  });

  it("builds an untranslated page from the default locale's file, and says so once, at the translations folder", () => {
    expect(read("en/docs/guides/config/index.html")).toContain("队列的并发数");
    expect(result.stdout + result.stderr).toMatch(
      /i18n\/en\/docusaurus-plugin-content-docs\/current\/: info \[i18n\] 1 of 3 files have no en translation here; the docs\/ ones are used \(guides\/config\.md\)/,
    );
  });

  it("marks each locale's pages with its language and links the page in every locale", () => {
    const en = read("en/docs/guides/install/index.html");
    expect(en).toMatch(/<html lang="en-US" dir="ltr"/);
    expect(read("docs/guides/install/index.html")).toMatch(/<html lang="zh-Hans" dir="ltr"/);
    const alternates = [...en.matchAll(/<link rel="alternate" hreflang="([^"]+)" href="([^"]+)">/g)].map(
      (m) => `${m[1]} ${m[2]}`,
    );
    expect(alternates).toEqual([
      "zh-Hans https://kite.example.com/kite/docs/guides/install",
      "en-US https://kite.example.com/kite/en/docs/guides/install",
      "x-default https://kite.example.com/kite/docs/guides/install",
    ]);
  });

  it("gives the locale dropdown the same page in each locale, the locale read active and shown", () => {
    const zh = read("docs/guides/install/index.html");
    expect(dropdown(zh)).toEqual(["zh-Hans /kite/docs/guides/install", "en /kite/en/docs/guides/install"]);
    expect(zh).toMatch(/dropdown__link--active" href="\/kite\/docs\/guides\/install"[^>]*data-locale="zh-Hans"/);
    const en = read("en/blog/index.html");
    // Outside its base URL, a link climbs out of it: the browser resolves it to /kite/blog.
    expect(dropdown(en)).toEqual(["zh-Hans /kite/en/../blog", "en /kite/en/blog"]);
    expect(en).toMatch(/class="clean-btn navbar__link[^"]*" aria-expanded="false">English<\/button>/);
  });

  it("translates the navbar, footer, sidebar and blog labels and the interface text", () => {
    const en = read("en/docs/intro/index.html");
    expect(en).toContain('navbar__title text--truncate">Kite<');
    expect(en).toContain('alt="Kite logo"');
    expect(en).toMatch(/>Docs<\/a>/);
    expect(en).toMatch(/>Blog<\/a>/);
    expect(en).toContain("Community");
    expect(en).toContain("Forum");
    expect(en).toContain("Copyright © The Kite project");
    expect(en).toMatch(/menu__link[^>]*>Guides</);
    // code.json's own message, over the shipped English one ("Next").
    expect(en).toContain('pagination-nav__sublabel">Next page<');
    expect(read("en/blog/index.html")).toContain("Recent posts");
    const zh = read("docs/intro/index.html");
    expect(zh).toContain('navbar__title text--truncate">风筝<');
    expect(zh).toMatch(/menu__link[^>]*>指南</);
    expect(zh).not.toContain("Community");
  });

  it("gives React pages the locale: its code.json messages for <Translate> and translate(), and useDocusaurusContext().i18n", () => {
    const en = read("en/team/index.html");
    expect(en).toContain("<title>The team | 风筝</title>");
    expect(en).toContain("<h1>The team</h1>");
    expect(en).toContain("<p>Locale: en</p>");
    const zh = read("team/index.html");
    expect(zh).toContain("<h1>团队</h1>");
    expect(zh).toContain("<p>当前语言：zh-Hans</p>");
    // The site's own ids are messages, not unknown theme ids.
    expect(result.stderr).not.toContain("unknown translation id");
  });

  it("resolves a translated doc's links and images in its locale, an image it lacks from the default's folder", () => {
    const en = read("en/docs/intro/index.html");
    expect(en).toContain('href="/kite/en/docs/guides/install"');
    expect(en).toContain('href="/kite/en/docs/guides/config"');
    expect(read("en/docs/guides/install/index.html")).toMatch(/src="\/kite\/en\/assets\/images\/queue-[0-9a-f]+\.svg"/);
  });

  it("writes a search index, a sitemap and llms.txt per locale", () => {
    const pages = (dir: string) =>
      readdirSync(join(site, "build", dir, "search/p")).map((f) => read(join(dir, "search/p", f)));
    expect(pages("en").join("\n")).toContain("Kite is a small task queue");
    expect(pages("en").join("\n")).not.toContain("风筝是一个轻量的任务队列");
    expect(pages("").join("\n")).not.toContain("Kite is a small task queue");
    expect(read("en/sitemap.xml")).toContain("<loc>https://kite.example.com/kite/en/docs/intro</loc>");
    expect(read("sitemap.xml")).not.toContain("/kite/en/");
    expect(read("en/llms.txt")).toContain("/kite/en/docs/intro");
  });
});

describe("building the locales of a translated site", () => {
  it("keeps the other locales' output when the default locale is built again, with the cache and without", async () => {
    const dir = copyFixture("translated-site");
    expect((await buildInProcess(dir)).code).toBe(0);
    const intro = join(dir, "i18n/en/docusaurus-plugin-content-docs/current/intro.md");
    for (const options of [{ locale: ["zh-Hans"] }, {}, { cache: false, locale: ["zh-Hans"] }]) {
      const run = await buildInProcess(dir, options);
      expect(run.code, run.stderr).toBe(0);
      expect(read("en/docs/intro/index.html", dir)).toContain("Kite is a small task queue");
    }
    // One locale alone: the others stay as they were.
    writeFileSync(intro, readFileSync(intro, "utf8").replace("small task queue", "tiny task queue"));
    const en = await buildInProcess(dir, { locale: ["en"] });
    expect(en.code, en.stderr).toBe(0);
    expect(en.stdout).toMatch(/pages written to build \(en\)|pages written to build in/);
    expect(read("en/docs/intro/index.html", dir)).toContain("Kite is a tiny task queue");
    expect(read("docs/intro/index.html", dir)).toContain("风筝是一个轻量的任务队列");
  });

  it("leaves every locale's previous output untouched when one locale fails", async () => {
    const dir = copyFixture("translated-site");
    expect((await buildInProcess(dir)).code).toBe(0);
    const before = { zh: read("docs/intro/index.html", dir), en: read("en/docs/intro/index.html", dir) };
    writeFileSync(join(dir, "docs/intro.md"), readFileSync(join(dir, "docs/intro.md"), "utf8").replace("轻量", "小巧"));
    writeFileSync(
      join(dir, "i18n/en/docusaurus-plugin-content-docs/current/intro.md"),
      "---\ntitle: [unclosed\n---\n\n# Broken\n",
    );
    const run = await buildInProcess(dir);
    expect(run.code).toBe(1);
    expect(run.stderr).toContain("i18n/en/docusaurus-plugin-content-docs/current/intro.md");
    expect(read("docs/intro/index.html", dir)).toBe(before.zh);
    expect(read("en/docs/intro/index.html", dir)).toBe(before.en);
    expect(existsSync(join(dir, `build.tmp-${process.pid}`))).toBe(false);
    expect(readdirSync(dir).filter((f) => f.startsWith("build.tmp"))).toEqual([]);
    expect(readdirSync(join(dir, "build")).filter((f) => f.includes(".tmp-"))).toEqual([]);
  });

  // Issue 50: Docusaurus's pages plugin makes src/pages/en/index.tsx a page of the default locale at /en/,
  // and the en locale's build, which clears its folder, replaces it. docsgen let it take the whole en folder's
  // place while its summary counted en's pages.
  it("builds a locale whose name a folder of src/pages or static has, and says what of the default's is replaced", async () => {
    const dir = copyFixture("translated-site");
    mkdirSync(join(dir, "src/pages/en"));
    writeFileSync(
      join(dir, "src/pages/en/index.tsx"),
      'import Layout from "@theme/Layout";\nexport default function Landing() {\n  return <Layout title="Landing"><h1>English landing</h1></Layout>;\n}\n',
    );
    mkdirSync(join(dir, "static/en"));
    writeFileSync(join(dir, "static/en/note.txt"), "a static file in en/\n");
    const run = await buildInProcess(dir);
    expect(run.code, run.stderr).toBe(0);
    expect(read("en/docs/intro/index.html", dir)).toContain("Kite is a small task queue");
    expect(existsSync(join(dir, "build/en/note.txt"))).toBe(false);
    expect(run.stdout + run.stderr).toMatch(
      /static\/en\/note\.txt: warning \[unbuilt\] this static file lies in the folder of the locale en/,
    );
    expect(read("en/index.html", dir)).toContain("A small task queue.");
    expect(read("en/en/index.html", dir)).toContain("English landing");
    expect(run.stdout + run.stderr).toMatch(
      /src\/pages\/en\/index\.tsx: warning \[unbuilt\] the page's route \/en lies in the folder of the locale en/,
    );
    // The summary counts what was written: the same pages as without the file, plus en's /en/en.
    const pages = (out: string) => Number(/(\d+) pages written/.exec(out)?.[1]);
    expect(pages(run.stdout)).toBe(pages(result.stdout) + 1);
  });

  it("names the locales when --locale asks for one the config does not list", async () => {
    const run = await buildInProcess(copyFixture("translated-site"), { locale: ["fr"] });
    expect(run.code).toBe(1);
    expect(run.stderr).toMatch(
      /docusaurus\.config\.js:\d+: error \[config-invalid\] --locale fr: i18n\.locales does not list it/,
    );
    expect(run.stderr).toContain("The locales are zh-Hans, en.");
  });
});
