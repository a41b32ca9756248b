import { describe, expect, it } from "vitest";
import { type DocSearchOptions, facetFiltersOf, hitHref, isExternalHref } from "../../shared/docsearch.ts";

// Docusaurus's search bar (theme-search-algolia): the contextual facet filters and the URL of a hit.

const base: DocSearchOptions = {
  appId: "APP",
  apiKey: "key",
  indexName: "docs",
  locale: "zh-CN",
  contextualSearch: true,
  searchParameters: {},
};

describe("facetFiltersOf", () => {
  it("puts the language and the version's tags first, then the config's filters, flattened", () => {
    expect(
      facetFiltersOf({ ...base, searchParameters: { facetFilters: ["type:content", ["a:1", "a:2"]] } }, "2.0"),
    ).toEqual([
      "language:zh-CN",
      ["docusaurus_tag:default", "docusaurus_tag:docs-default-2.0"],
      "type:content",
      ["a:1", "a:2"],
    ]);
  });

  it("reads a single string filter as a list of one", () => {
    expect(facetFiltersOf({ ...base, searchParameters: { facetFilters: "type:content" } }, "current")).toEqual([
      "language:zh-CN",
      ["docusaurus_tag:default", "docusaurus_tag:docs-default-current"],
      "type:content",
    ]);
  });

  it("without contextualSearch, the config's filters alone (none: none)", () => {
    expect(facetFiltersOf({ ...base, contextualSearch: false }, "current")).toBeUndefined();
    expect(
      facetFiltersOf({ ...base, contextualSearch: false, searchParameters: { facetFilters: ["x:y"] } }, "current"),
    ).toEqual(["x:y"]);
  });
});

describe("hitHref", () => {
  it("keeps the path and fragment of the index's URL, under the base URL", () => {
    expect(hitHref(base, "/", "https://docs.example.com/docs/intro#start")).toBe("/docs/intro#start");
    expect(hitHref(base, "/site/", "https://docs.example.com/docs/intro")).toBe("/site/docs/intro");
  });

  it("does not add the base URL twice", () => {
    expect(hitHref(base, "/site/", "https://docs.example.com/site/docs/intro")).toBe("/site/docs/intro");
  });

  it("applies replaceSearchResultPathname to every match", () => {
    const options = { ...base, replaceSearchResultPathname: { from: "/docs-next/", to: "/docs/" } };
    expect(hitHref(options, "/", "https://docs.example.com/docs-next/a/docs-next/b#x")).toBe("/docs/a/docs/b#x");
  });

  it("leaves a URL matching externalUrlRegex as it is", () => {
    const options = { ...base, externalUrlRegex: "blog\\.example\\.org|other\\.example" };
    expect(hitHref(options, "/", "https://blog.example.org/posts/1")).toBe("https://blog.example.org/posts/1");
    expect(isExternalHref("https://blog.example.org/posts/1")).toBe(true);
    expect(isExternalHref("/docs/intro")).toBe(false);
  });
});
