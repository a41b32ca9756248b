import { readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { beforeAll, describe, expect, it } from "vitest";
import { resolveConfig } from "../../cli/config/resolve.ts";
import { clientOptions } from "../../cli/threads/threads.ts";
import { EN } from "../../shared/locales/en.ts";
import type { PageData, SiteData } from "../../shared/site-data.ts";
import { App } from "../../templates/AuthorPagesApp.tsx";
import { StringsContext } from "../../templates/strings-context.ts";
import { buildInProcess } from "../helpers/build.ts";
import { copyFixture } from "../helpers/cli.ts";

// Docusaurus 3.5's BlogAuthorsListPage and BlogAuthorsPostsPage render inside BlogLayout with the blog's
// recent-posts sidebar, the one the list pages have (blogSidebarCount, blogSidebarTitle). Fixture:
// blog-author-pages (blogSidebarCount "ALL", blogSidebarTitle "All posts").

const AUTHOR_ROUTES = ["blog/authors", "blog/authors/mara", "blog/authors/mara/authors/2", "blog/authors/tom"];
let site: string;
const read = (dir: string, rel: string) => readFileSync(join(dir, "build", rel), "utf8");
/** What React hydrates: the inside of the app root. */
const appHtml = (html: string) => /<div id="__docsgen">(.*)<\/div>\n<script id="__docsgen_data"/s.exec(html)?.[1] ?? "";
const aside = (html: string) => /<aside class="col col--3 blogSidebar">.*?<\/aside>/s.exec(html)?.[0];

/** Builds a copy of the fixture with `edit` applied to its config text. */
async function built(edit: (config: string) => string = (c) => c): Promise<string> {
  const dir = copyFixture("blog-author-pages");
  const file = join(dir, "docusaurus.config.js");
  writeFileSync(file, edit(readFileSync(file, "utf8")));
  const r = await buildInProcess(dir, { cache: false });
  expect(r.code, r.stderr).toBe(0);
  return dir;
}

beforeAll(async () => {
  site = await built();
}, 120_000);

describe("the blog's authors list and author pages", () => {
  it("have the list pages' recent-posts sidebar beside their content, in the blog's layout", () => {
    const listSidebar = aside(read(site, "blog/index.html"));
    expect(listSidebar).toContain('<div class="blogSidebarTitle">All posts</div>');
    // blogSidebarCount "ALL": the five listed posts (the unlisted one is left out).
    expect(listSidebar?.match(/class="blogSidebarItem"/g)).toHaveLength(5);
    for (const route of AUTHOR_ROUTES) {
      const html = read(site, `${route}/index.html`);
      expect(aside(html), route).toBe(listSidebar);
      expect(html, route).toMatch(
        /<div class="container margin-vert--lg"><div class="row"><aside class="col col--3 blogSidebar">.*?<\/aside><main class="col col--7" id="__docsgen_content">/s,
      );
    }
    const authors = read(site, "blog/authors/index.html");
    expect(authors).toMatch(/<main class="col col--7" id="__docsgen_content"><h1>Authors<\/h1><section/);
    const mara = read(site, "blog/authors/mara/index.html");
    expect(mara).toMatch(
      /<main class="col col--7" id="__docsgen_content"><header class="margin-bottom--xl"><div class="blogAuthors">/,
    );
    // The paginator is still the last thing of the content.
    expect(mara).toMatch(/<\/nav><\/main><\/div><\/div>/);
    expect(mara).not.toContain("col col--8 col--offset-2 markdown");
  });

  it("hydrate: the client's App renders what the server wrote, from the page data", () => {
    for (const route of AUTHOR_ROUTES) {
      const html = read(site, `${route}/index.html`);
      const data = JSON.parse(read(site, `${route}/page-data.json`)) as PageData;
      const inline = /<script id="__docsgen_data" type="application\/json">(.*?)<\/script>/s.exec(html)?.[1] ?? "{}";
      const { site: siteData } = JSON.parse(inline) as { site: SiteData };
      const props = { site: siteData, page: data.page, contentHtml: data.contentHtml, excerptsHtml: data.excerptsHtml };
      expect(renderToString(createElement(StringsContext, { value: EN.ui }, createElement(App, props))), route).toBe(
        appHtml(html),
      );
    }
  });

  it("blogSidebarCount: 0 leaves the sidebar out, as on the list pages", async () => {
    const none = await built((c) => c.replace('blogSidebarCount: "ALL"', "blogSidebarCount: 0"));
    for (const route of ["blog", ...AUTHOR_ROUTES]) {
      const html = read(none, `${route}/index.html`);
      expect(html, route).not.toContain("blogSidebar");
      expect(html, route).toContain('<div class="row"><main class="col col--7"');
    }
  });

  it("the client swaps in the author pages' App only for a blog with an authors map", async () => {
    const options = async (dir: string) => clientOptions(await resolveConfig({ siteDir: dir }));
    expect((await options(site)).blogAuthors).toBe(true);
    rmSync(join(site, "blog/authors.yml"));
    expect(await options(site)).not.toHaveProperty("blogAuthors");
  });
});
