import { describe, expect, it } from "vitest";
import type { NavbarLink } from "../../shared/site-data.ts";
import { isActive } from "../../templates/NavbarItems.tsx";

// Issue 48, point 5: the navbar marks a link active as Docusaurus does (react-router's NavLink): on its page and
// on the pages under it, so "Blog" is highlighted on a post, as in the classic template.

const link = (href: string, more: Partial<NavbarLink> = {}): NavbarLink => ({
  label: "x",
  href,
  position: "left",
  external: false,
  ...more,
});

describe("a navbar link's active state", () => {
  it("is active on its page and the pages under it", () => {
    expect(isActive(link("/blog"), "/blog", "/")).toBe(true);
    expect(isActive(link("/blog"), "/blog/welcome", "/")).toBe(true);
    expect(isActive(link("/blog/"), "/blog/tags/hello", "/")).toBe(true);
  });

  it("is not active on a page that only starts with the same letters, nor for other origins", () => {
    expect(isActive(link("/blog"), "/blogroll", "/")).toBe(false);
    expect(isActive(link("https://example.com/blog", { external: true }), "/blog/welcome", "/")).toBe(false);
  });

  it("stays exact for the home page, and where a dropdown asks", () => {
    expect(isActive(link("/"), "/docs/intro", "/")).toBe(false);
    expect(isActive(link("/"), "/", "/")).toBe(true);
    expect(isActive(link("/blog"), "/blog/welcome", "/", { exact: true })).toBe(false);
  });

  it("keeps activeBaseRegex and sidebars as they were", () => {
    expect(isActive(link("/docs/a", { activeBaseRegex: "^/guide/" }), "/docs/a/b", "/")).toBe(false);
    expect(isActive(link("/docs/a", { sidebarId: "s" }), "/docs/a/b", "/", { sidebarId: "t" })).toBe(false);
  });
});
