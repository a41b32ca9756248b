import { describe, expect, it } from "vitest";
import { matchPath } from "../../templates/docusaurus/router.ts";

// `@docusaurus/router` re-exports react-router 5's matchPath; these are react-router's documented cases.
describe("matchPath", () => {
  it("matches a prefix unless exact, with the matched url", () => {
    expect(matchPath("/docs/intro", { path: "/docs" })).toEqual({
      path: "/docs",
      url: "/docs",
      isExact: false,
      params: {},
    });
    expect(matchPath("/docs/intro", { path: "/docs", exact: true })).toBeNull();
    expect(matchPath("/documents", "/docs")).toBeNull();
    expect(matchPath("/docs/", { path: "/docs", exact: true })?.isExact).toBe(true);
  });

  it("gives named and optional parameters", () => {
    expect(matchPath("/users/42/posts", "/users/:id")?.params).toEqual({ id: "42" });
    expect(matchPath("/users", { path: "/users/:id?", exact: true })?.params).toEqual({ id: undefined });
    expect(matchPath("/blog/a", ["/docs/:x", "/blog/:slug"])).toMatchObject({
      path: "/blog/:slug",
      params: { slug: "a" },
    });
  });

  it("matches everything from /, and honours strict and sensitive", () => {
    expect(matchPath("/anything", "/")).toMatchObject({ url: "/", isExact: false });
    expect(matchPath("/docs", { path: "/docs/", strict: true })).toBeNull();
    expect(matchPath("/Docs", { path: "/docs", sensitive: true })).toBeNull();
    expect(matchPath("/Docs", { path: "/docs" })).not.toBeNull();
  });
});
