import { describe, expect, it } from "vitest";
import { algoliaHosts, docsearchOf, searchProblems } from "../../../cli/config/docsearch.ts";

// themeConfig.algolia (issue 33, part 5): when DocSearch serves a site, with what, and the hosts it contacts.

const algolia = { appId: "BH4D9OD16A", apiKey: "k", indexName: "docs", contextualSearch: true };

describe("docsearchOf", () => {
  it("serves DocSearch when themeConfig.algolia is set, unless search says docsgen", () => {
    expect(docsearchOf({ themeConfig: {} }, "en")).toBeUndefined();
    expect(docsearchOf({ search: "docsgen", themeConfig: { algolia } }, "en")).toBeUndefined();
    const d = docsearchOf({ themeConfig: { algolia } }, "en");
    expect(d?.options).toEqual({ ...algolia, locale: "en", searchParameters: {} });
    expect(d?.preconnect).toBe("https://BH4D9OD16A-dsn.algolia.net");
    expect(d?.sources).toEqual({ "connect-src": algoliaHosts("BH4D9OD16A") });
  });

  it("matches a string `from` as written and a RegExp by its source", () => {
    const of = (from: unknown) =>
      docsearchOf({ themeConfig: { algolia: { ...algolia, replaceSearchResultPathname: { from, to: "/" } } } }, "en")
        ?.options.replaceSearchResultPathname?.from;
    expect(of("/a.b/")).toBe("/a\\.b/");
    expect(of(/\/v\d+\//)).toBe("\\/v\\d+\\/");
  });
});

describe("algoliaHosts", () => {
  it("is the search client's read hosts: the DSN, then the three retry hosts, in lower case", () => {
    expect(algoliaHosts("BH4D9OD16A")).toEqual([
      "https://bh4d9od16a-dsn.algolia.net",
      "https://bh4d9od16a-1.algolianet.com",
      "https://bh4d9od16a-2.algolianet.com",
      "https://bh4d9od16a-3.algolianet.com",
    ]);
  });
});

describe("searchProblems", () => {
  it('refuses search: "algolia" without themeConfig.algolia, a bad `from` and a bad externalUrlRegex', () => {
    expect(searchProblems({ search: "algolia", themeConfig: {} }).map((p) => p.path)).toEqual(["search"]);
    expect(searchProblems({ search: "algolia", themeConfig: { algolia } })).toEqual([]);
    const bad = { ...algolia, replaceSearchResultPathname: { from: 3, to: "/" }, externalUrlRegex: "(" };
    expect(searchProblems({ themeConfig: { algolia: bad } }).map((p) => p.path)).toEqual([
      "themeConfig.algolia.replaceSearchResultPathname.from",
      "themeConfig.algolia.externalUrlRegex",
    ]);
  });
});
