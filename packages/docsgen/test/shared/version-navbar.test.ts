import { describe, expect, it } from "vitest";
import type { PageModel } from "../../shared/page-model.ts";
import type { NavbarDropdown, NavbarLink, SiteData } from "../../shared/site-data.ts";
import { shownVersion, versionedSite } from "../../shared/version-navbar.ts";

// Issue 37 part 1: which version the navbar shows, and what its version and docs items link, for a page
// and a remembered choice (the server renders with none; client/versioned-app.tsx with the reader's).

const link = (label: string, href: string, extra: Partial<NavbarLink> = {}): NavbarLink => ({
  label,
  href,
  position: "left",
  external: false,
  ...extra,
});

const v = (name: string, label: string, href: string) => ({ name, label, href, path: "", mainDocId: "intro" });

const site: SiteData = {
  title: "Ferry",
  titleDelimiter: "|",
  baseUrl: "/",
  version: "1",
  versionLabel: "Next",
  navbar: {
    title: "Ferry",
    items: [
      link("Docs", "/docs/intro", { sidebarId: "docs" }),
      link("2.0", "/docs/intro"),
      {
        type: "dropdown",
        label: "2.0",
        position: "right",
        items: [
          { type: "html", value: "<b>Pick</b>", position: "left" },
          link("Next", "/docs/next/intro"),
          link("1.0.x", "/docs/1.0/intro"),
          link("All", "/versions"),
        ],
      },
      {
        type: "dropdown",
        label: "More",
        position: "left",
        items: [link("Sync", "/docs/guides/sync", { sidebarId: "docs" })],
      },
    ],
  },
  footer: { links: [] },
  colorMode: { defaultMode: "light", disableSwitch: false, respectPrefersColorScheme: false },
  versions: {
    storageKey: "docs-preferred-version-default",
    list: [
      v("current", "Next", "/docs/next/intro"),
      v("2.0", "2.0", "/docs/intro"),
      v("1.0", "1.0.x", "/docs/1.0/intro"),
    ],
    last: 1,
    items: [
      {
        kind: "docs",
        at: [0],
        hrefs: ["/docs/next/intro", "/docs/intro", "/docs/1.0/intro"],
        sidebarIds: ["version-current/docs", "docs", "version-1.0/docs"],
      },
      { kind: "version", at: [1] },
      // The dropdown lists two of the three versions (its `versions` option), after one entry.
      { kind: "dropdown", at: [2], from: 1, versions: [0, 2] },
      // A doc that version 1.0 does not have.
      {
        kind: "docs",
        at: [3, 0],
        hrefs: ["/docs/next/guides/sync", "/docs/guides/sync", null],
        sidebarIds: [null, "docs", null],
      },
    ],
    searchPages: [],
  },
};

const page = (extra: Partial<PageModel> = {}): PageModel => ({
  kind: "page",
  route: "/",
  title: "Home",
  documentTitle: "Ferry",
  description: "",
  breadcrumbs: [],
  toc: [],
  draft: false,
  unlisted: false,
  ...extra,
});

const doc = page({
  kind: "doc",
  route: "/docs/1.0/setup",
  version: { index: 2, alternates: [null, null, "/docs/1.0/setup"] },
});

describe("shownVersion", () => {
  it("is the page's version, else the remembered one when it is built, else the last", () => {
    expect(shownVersion(site.versions!, doc, "current")).toBe(2);
    expect(shownVersion(site.versions!, page(), "current")).toBe(0);
    expect(shownVersion(site.versions!, page(), "0.9")).toBe(1);
    expect(shownVersion(site.versions!, page(), null)).toBe(1);
  });
});

describe("versionedSite", () => {
  it("leaves a site without versions as it is", () => {
    const plain = { ...site, versions: undefined };
    expect(versionedSite(plain, doc)).toBe(plain);
  });

  it("on a doc: the docs items link its version, the dropdown each version's copy, else its main doc", () => {
    const items = versionedSite(site, doc).navbar.items;
    expect(items[0]).toMatchObject({ href: "/docs/1.0/intro", sidebarId: "version-1.0/docs" });
    expect(items[1]).toMatchObject({ label: "1.0.x", href: "/docs/1.0/intro" });
    const dropdown = items[2] as NavbarDropdown;
    expect(dropdown.label).toBe("1.0.x");
    expect(dropdown.items.map((e) => (e.type === "html" ? e.value : e.href))).toEqual([
      "<b>Pick</b>",
      "/docs/next/intro",
      "/docs/1.0/setup",
      "/versions",
    ]);
    // Version 1.0 has no such doc: the last version's link stays.
    expect((items[3] as NavbarDropdown).items[0]).toMatchObject({ href: "/docs/guides/sync", sidebarId: "docs" });
  });

  it("outside the docs: the remembered version's links, and no change to the site data it was given", () => {
    const before = JSON.stringify(site);
    const items = versionedSite(site, page(), "current").navbar.items;
    expect(items[0]).toMatchObject({ href: "/docs/next/intro", sidebarId: "version-current/docs" });
    expect(items[1]).toMatchObject({ label: "Next", href: "/docs/next/intro" });
    expect((items[2] as NavbarDropdown).label).toBe("Next");
    expect((items[3] as NavbarDropdown).items[0]).toMatchObject({ href: "/docs/next/guides/sync" });
    expect(JSON.stringify(site)).toBe(before);
  });
});
