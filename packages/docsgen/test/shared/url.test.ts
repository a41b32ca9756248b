import { describe, expect, it } from "vitest";
import {
  absoluteUrl,
  htmlPathOf,
  isExternal,
  isExternalWebPage,
  isFinalAsWritten,
  pageDataPath,
  routeOfHtmlPath,
  routeOfPath,
  routeUrl,
  siteHref,
  twinPath,
  withBase,
} from "../../shared/url.ts";

const site = { url: "https://example.test", baseUrl: "/base/" };

describe("shared/url: one definition of each URL rule", () => {
  it("external: a scheme or protocol-relative; final: external or a same-page anchor", () => {
    for (const url of ["https://x.test/a", "mailto:a@b.c", "//cdn.test/x.js", "tel:123", "git+ssh://h/r"])
      expect(isExternal(url), url).toBe(true);
    for (const url of ["/docs/x", "docs/x", "./x.md", "#top", "x:y/../"])
      expect(isExternal(url), url).toBe(url === "x:y/../");
    expect(isFinalAsWritten("#top")).toBe(true);
    expect(isFinalAsWritten("/docs/x")).toBe(false);
    expect(isExternalWebPage("https://x.test")).toBe(true);
    expect(isExternalWebPage("//x.test")).toBe(true);
    expect(isExternalWebPage("mailto:a@b.c")).toBe(false);
  });

  it("joins the base once, and makes absolute URLs", () => {
    expect(withBase("/base/", "/docs/x")).toBe("/base/docs/x");
    expect(withBase("/base/", "docs/x")).toBe("/base/docs/x");
    expect(siteHref("/base/", "/base/docs/x")).toBe("/base/docs/x");
    expect(siteHref("/base/", "https://x.test")).toBe("https://x.test");
    expect(routeUrl(site, "/")).toBe("https://example.test/base/");
    expect(routeUrl(site, "/docs/x")).toBe("https://example.test/base/docs/x");
    expect(absoluteUrl(site, "/img/a.png")).toBe("https://example.test/base/img/a.png");
    expect(absoluteUrl(site, "/base/img/a.png")).toBe("https://example.test/base/img/a.png");
    expect(absoluteUrl(site, "https://cdn.test/a.png")).toBe("https://cdn.test/a.png");
  });

  it("maps routes to their files and back", () => {
    expect(htmlPathOf("/")).toBe("index.html");
    expect(htmlPathOf("/docs/a/b")).toBe("docs/a/b/index.html");
    for (const route of ["/", "/docs/a/b", "/docs/快速开始"]) expect(routeOfHtmlPath(htmlPathOf(route))).toBe(route);
    expect(routeOfHtmlPath("404.html")).toBeUndefined();
    expect(pageDataPath("/")).toBe("page-data.json");
    expect(pageDataPath("/docs/x")).toBe("docs/x/page-data.json");
    expect(twinPath("/docs/x")).toBe("docs/x.md");
    expect(routeOfPath("/base/", "/base/docs/x/index.html")).toBe("/docs/x");
    expect(routeOfPath("/base/", "/base")).toBe("/");
    expect(routeOfPath("/base/", "/other/x")).toBeUndefined();
  });
});
