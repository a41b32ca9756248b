import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { buildInProcess } from "../helpers/build.ts";
import { copyFixture } from "../helpers/cli.ts";

// Issue 15, part 2: Docusaurus's doc front matter keys do what they do in Docusaurus, and a key docsgen
// does not know or ignores is a located warning (fixture: front-matter).
let out: string;
let output: string;
const read = (rel: string) => readFileSync(join(out, rel), "utf8");
const doc = (id: string) => read(`docs/${id}/index.html`);
/** The texts of the page's TOC links, once each (the desktop and mobile TOCs list the same). */
const toc = (html: string) => [
  ...new Set([...html.matchAll(/class="table-of-contents__link[^"]*">([^<]*)</g)].map((m) => m[1])),
];
/** `prev` / `next` of the doc paginator as `label → href`. */
const paginator = (html: string) =>
  Object.fromEntries(
    [...html.matchAll(/pagination-nav__link--(prev|next)" href="([^"]*)">.*?pagination-nav__label">([^<]*)</g)].map(
      ([, side, href, label]) => [side, `${label} → ${href}`],
    ),
  );
const sidebarLabels = (html: string) =>
  [
    ...(html.match(/<aside class="theme-doc-sidebar-container"[\s\S]*?<\/aside>/)?.[0] ?? "").matchAll(
      /class="menu__link[^"]*"[^>]*>([^<]*)</g,
    ),
  ].map((m) => m[1]);

beforeAll(async () => {
  const site = copyFixture("front-matter");
  out = join(site, "build");
  const r = await buildInProcess(site);
  expect(r.code).toBe(0);
  output = r.stdout + r.stderr;
});

describe("doc front matter (issue 15, part 2)", () => {
  it("sidebar_label, sidebar_class_name and pagination_label label the doc where others show it", () => {
    const html = doc("intro");
    expect(html).toMatch(/<li class="theme-doc-sidebar-item-link menu__list-item sidebar-start"><a [^>]*>Start here</);
    // faq names intro as its next page: the label is intro's pagination_label.
    expect(paginator(doc("guide/faq")).next).toBe("The welcome page → /fm/docs/intro");
  });

  it("keywords and image become meta tags", () => {
    const html = doc("intro");
    expect(html).toContain('<meta name="keywords" content="docs, front matter">');
    expect(html).toContain('<meta property="og:image" content="https://example.test/fm/img/card.png">');
  });

  it("toc_min/max_heading_level and hide_table_of_contents choose the TOC", () => {
    expect(toc(doc("intro"))).toEqual(["First section", "A detail"]);
    expect(toc(doc("guide/install"))).toEqual(["Requirements", "Node", "Version 20 or later"]);
    expect(toc(doc("guide/configure"))).toEqual([]);
    expect(doc("guide/configure")).not.toContain("table-of-contents");
  });

  it("pagination_prev/next: an id replaces the neighbour, null removes the link", () => {
    expect(paginator(doc("guide/install"))).toEqual({ next: "Configure → /fm/docs/guide/configure" });
    // configure shows the extra sidebar, which does not hold it: only the named next link remains.
    expect(paginator(doc("guide/configure"))).toEqual({ next: "FAQ → /fm/docs/guide/faq" });
  });

  it("custom_edit_url replaces the edit link, null removes it", () => {
    expect(doc("intro")).toContain('href="https://example.test/elsewhere/intro.md"');
    expect(doc("guide/install")).not.toContain("theme-edit-this-page");
    expect(doc("guide/faq")).toContain('href="https://example.test/repo/edit/main/docs/guide/faq.md"');
  });

  it("displayed_sidebar shows another sidebar, or none with null", () => {
    expect(sidebarLabels(doc("guide/configure"))).toEqual(["Extra"]);
    expect(doc("guide/deploy")).not.toContain("theme-doc-sidebar-container");
    expect(paginator(doc("guide/deploy"))).toEqual({});
  });
});

describe("doc tags (issue 15, part 2)", () => {
  it("lists a doc's tags in its footer, linking to their pages; a permalink replaces the slug", () => {
    const html = doc("guide/install");
    expect(html).toContain('<a class="tag" href="/fm/docs/tags/getting-started">getting started</a>');
    expect(html).toContain('<a class="tag" href="/fm/docs/tags/cli">Command line</a>');
  });

  it("makes a page per tag listing its docs with their descriptions, and a page of every tag", () => {
    const tag = read("docs/tags/getting-started/index.html");
    expect(tag).toContain("<h1>2 篇文档带有标签「getting started」</h1>");
    expect(tag).toMatch(/<a href="\/fm\/docs\/guide\/install"><h2>Install<\/h2><\/a><p>How to install it.<\/p>/);
    expect(tag).toContain('<a href="/fm/docs/tags">查看所有标签</a>');
    const all = read("docs/tags/index.html");
    expect(
      [...all.matchAll(/<a class="tag" href="([^"]*)">([^<]*)<span class="tagCount">(\d+)</g)].map((m) => m.slice(1)),
    ).toEqual([
      ["/fm/docs/tags/cli", "Command line", "1"],
      ["/fm/docs/tags/getting-started", "getting started", "2"],
      ["/fm/docs/tags/guides", "Guides", "1"],
    ]);
  });

  it("reads the object form of blog post tags too", () => {
    expect(read("blog/2024/01/05/hello/index.html")).toContain('href="/fm/blog/tags/releases">Release Notes</a>');
  });
});

describe("page and post front matter (issue 15, part 2)", () => {
  it("pages honour keywords and the TOC levels", () => {
    const html = read("about/index.html");
    expect(html).toContain('<meta name="keywords" content="about">');
    expect(toc(html)).toEqual(["Team"]);
  });

  it("posts honour keywords", () => {
    expect(read("blog/2024/01/05/hello/index.html")).toContain('<meta name="keywords" content="hello">');
  });
});

describe("front matter diagnostics (issue 15, part 2)", () => {
  it("warns about an unknown key at its line, with the nearest known key", () => {
    expect(output).toContain(
      'docs/guide/deploy.md:4: warning [front-matter-unknown] unknown front matter key "sidebar_postion" in a doc',
    );
    expect(output).toContain('Did you mean "sidebar_position"?');
  });

  it("warns about Docusaurus keys docsgen ignores, saying so", () => {
    expect(output).toContain('docs/guide/faq.md:5: warning [front-matter-ignored] front matter "format" is ignored');
    expect(output).toContain('pages/about.md:5: warning [front-matter-ignored] front matter "wrapperClassName"');
    expect(output).toContain(
      'blog/2024-01-05-hello.md:3: warning [front-matter-ignored] front matter "hide_table_of_contents"',
    );
  });

  it("warns about ids and sidebars that name nothing, and falls back", () => {
    expect(output).toContain('docs/guide/faq.md:3: warning [front-matter] pagination_prev "guide/instal" names no doc');
    expect(output).toContain('Did you mean "guide/install"?');
    expect(paginator(doc("guide/faq")).prev).toBe("Deploy → /fm/docs/guide/deploy");
    expect(output).toContain('docs/extra-page.md:3: warning [front-matter] displayed_sidebar "mian" names no sidebar');
    expect(sidebarLabels(doc("extra-page"))).toEqual(["Extra"]);
  });

  it("reports exactly these warnings and nothing else", () => {
    expect(output).toMatch(/, 6 warnings$/m);
  });

  it("stops at a known key of the wrong type, naming its line", async () => {
    const site = copyFixture("front-matter");
    const file = join(site, "docs", "guide", "install.md");
    writeFileSync(file, readFileSync(file, "utf8").replace("toc_max_heading_level: 4", "toc_max_heading_level: four"));
    const r = await buildInProcess(site);
    expect(r.code).toBe(1);
    expect(r.stderr).toContain(
      'docs/guide/install.md:9: error [front-matter] front matter "toc_max_heading_level" must be a number',
    );
  });
});
