import { readFileSync } from "node:fs";
import { join } from "node:path";
import fg from "fast-glob";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { ZH_CN } from "../../shared/locales/zh-CN.ts";
import type { PageModel, Pagination } from "../../shared/page-model.ts";
import type { SiteData } from "../../shared/site-data.ts";
import { App } from "../../templates/App.tsx";
import { Paginator } from "../../templates/Paginator.tsx";
import { StringsContext } from "../../templates/strings-context.ts";

const STRINGS = { ...ZH_CN.ui, ...ZH_CN.server };

// Issue 16, "One Paginator": docs (上一页/下一页), blog posts and blog list pages all render templates/Paginator.tsx.

const REPO = join(import.meta.dirname, "../..");

const site: SiteData = {
  title: "站点",
  titleDelimiter: "|",
  baseUrl: "/base/",
  version: "1.0.0",
  versionLabel: "Next",
  navbar: { title: "站点", items: [] },
  footer: { links: [] },
  colorMode: { defaultMode: "light", disableSwitch: false, respectPrefersColorScheme: false },
};

const page = (extra: Partial<PageModel>): PageModel => ({
  kind: "doc",
  route: "/docs/b",
  title: "乙",
  documentTitle: "乙 | 站点",
  description: "",
  breadcrumbs: [],
  toc: [],
  draft: false,
  unlisted: false,
  ...extra,
});

/** The <nav class="pagination-nav…"> of a whole rendered page. */
function paginatorOf(model: PageModel): string {
  const html = renderToStaticMarkup(
    createElement(
      StringsContext,
      { value: ZH_CN.ui },
      createElement(App, { site, page: model, contentHtml: "<p>正文</p>" }),
    ),
  );
  return /<nav class="pagination-nav.*?<\/nav>/s.exec(html)?.[0] ?? "";
}

const paginator = (nav: Pagination, className?: string) =>
  renderToStaticMarkup(createElement(Paginator, { site, nav, className }));

describe("one Paginator", () => {
  it("renders a doc page's previous/next links", () => {
    const prev = { label: "甲", href: "/docs/a" };
    const next = { label: "丙", href: "/docs/c" };
    const nav = paginatorOf(page({ prev, next }));
    expect(nav).toBe(
      paginator(
        {
          ariaLabel: STRINGS.paginatorAriaLabel,
          prev: { ...prev, sublabel: STRINGS.previous },
          next: { ...next, sublabel: STRINGS.next },
        },
        "docusaurus-mt-lg",
      ),
    );
    expect(nav).toBe(
      '<nav class="pagination-nav docusaurus-mt-lg" aria-label="文档分页导航">' +
        '<a class="pagination-nav__link pagination-nav__link--prev" href="/base/docs/a"><div class="pagination-nav__sublabel">上一页</div><div class="pagination-nav__label">甲</div></a>' +
        '<a class="pagination-nav__link pagination-nav__link--next" href="/base/docs/c"><div class="pagination-nav__sublabel">下一页</div><div class="pagination-nav__label">丙</div></a>' +
        "</nav>",
    );
  });

  it("renders a blog list page's newer/older links and a blog post's, with the same markup", () => {
    const list: Pagination = {
      ariaLabel: STRINGS.blogListPaginatorAriaLabel,
      prev: { label: STRINGS.blogNewerEntries, href: "/blog" },
      next: { label: STRINGS.blogOlderEntries, href: "/blog/page/3" },
    };
    const listNav = paginatorOf(
      page({
        kind: "blog-list",
        route: "/blog/page/2",
        blog: { sidebarTitle: "", groups: [], paginator: list, posts: [] },
      }),
    );
    expect(listNav).toBe(paginator(list));
    expect(listNav).toBe(
      '<nav class="pagination-nav" aria-label="博文列表分页导航">' +
        '<a class="pagination-nav__link pagination-nav__link--prev" href="/base/blog"><div class="pagination-nav__label">较新的博文</div></a>' +
        '<a class="pagination-nav__link pagination-nav__link--next" href="/base/blog/page/3"><div class="pagination-nav__label">较旧的博文</div></a>' +
        "</nav>",
    );
    const post: Pagination = {
      ariaLabel: STRINGS.blogPostPaginatorAriaLabel,
      next: { label: "旧文", href: "/blog/old", sublabel: STRINGS.blogOlderPost },
    };
    const postNav = paginatorOf(
      page({ kind: "blog-post", route: "/blog/new", blog: { sidebarTitle: "", groups: [], paginator: post } }),
    );
    expect(postNav).toBe(paginator(post));
    // The same elements as a doc's, told apart only by their labels.
    expect(postNav.replace(/>[^<]+</g, "><").replace(/ aria-label="[^"]*"| href="[^"]*"/g, "")).toBe(
      '<nav class="pagination-nav"><a class="pagination-nav__link pagination-nav__link--next"><div class="pagination-nav__sublabel"></div><div class="pagination-nav__label"></div></a></nav>',
    );
  });

  it("renders nothing without either side", () => {
    expect(paginatorOf(page({}))).toBe("");
    expect(paginator({ ariaLabel: "x" })).toBe("");
  });

  it("is the only place that writes paginator markup, besides the Docusaurus components of the site's code", () => {
    const writers = fg
      .sync(["templates/**/*.tsx", "cli/**/*.ts", "client/**/*.{ts,tsx}"], { cwd: REPO })
      .filter((file) => readFileSync(join(REPO, file), "utf8").includes("pagination-nav"))
      .sort();
    // @theme/DocPaginator and the @theme/PaginatorNavLink it is made of, as Docusaurus's (an ejected DocPaginator
    // imports it): their markup is Paginator's, byte for byte (test/integration/theme-doc-parts.test.ts).
    expect(writers).toEqual([
      "templates/Paginator.tsx",
      "templates/docusaurus/DocPaginator.tsx",
      "templates/docusaurus/PaginatorNavLink.tsx",
    ]);
  });
});
