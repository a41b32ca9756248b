import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { resolveConfig } from "../../../cli/config/resolve.ts";
import type { DocSource } from "../../../cli/content/types.ts";
import { resolveNavbar } from "../../../cli/model/navbar.ts";
import type { SidebarNode } from "../../../shared/sidebar.ts";

/** Resolves the navbar and footer of a config whose `themeConfig` is `themeConfig` (a real config file). */
async function navbarOf(themeConfig: string) {
  const site = mkdtempSync(join(tmpdir(), "docsgen-navbar-test-"));
  writeFileSync(
    join(site, "site.config.ts"),
    `export default { title: "T", url: "https://x.test", themeConfig: ${themeConfig} };\n`,
  );
  const config = await resolveConfig({ siteDir: site });
  const docs = [
    { id: "intro", route: "/docs/intro", sidebarLabel: "Intro" },
    { id: "guide", route: "/docs/guide", sidebarLabel: "Guide" },
  ] as DocSource[];
  const sidebars: Record<string, SidebarNode[]> = {
    main: [{ type: "doc", label: "Intro", href: "/docs/intro", docId: "intro" }],
  };
  return resolveNavbar({
    config,
    sidebars,
    docsById: new Map(docs.map((d) => [d.id, d])),
    docSidebar: new Map([["intro", "main"]]),
    lineOf: (path) => path.length,
  });
}

describe("resolveNavbar", () => {
  it("resolves doc, docSidebar, dropdown, html and search items, keeping className and aria-label", async () => {
    const navbar = await navbarOf(`{ navbar: { title: "N", items: [
      { type: "docSidebar", sidebarId: "main" },
      { type: "doc", docId: "guide", "aria-label": "The guide" },
      { type: "dropdown", label: "More", position: "right", className: "more", items: [
        { type: "doc", docId: "intro", label: "Start" }, { type: "html", value: "<b>x</b>" }, { to: "/docs/guide", label: "G" },
      ] },
      { type: "search" },
      { label: "Blog", to: "/blog", activeBasePath: "blog", target: "_self" },
      { label: "Api", to: "/api", activeBaseRegex: "/api(/|$)" },
    ] } }`);
    expect(navbar.problems).toEqual([]);
    expect(navbar.items).toEqual([
      { label: "Intro", href: "/docs/intro", position: "left", external: false, sidebarId: "main" },
      { label: "Guide", href: "/docs/guide", position: "left", external: false, attrs: { "aria-label": "The guide" } },
      {
        type: "dropdown",
        label: "More",
        position: "right",
        className: "more",
        items: [
          { label: "Start", href: "/docs/intro", position: "left", external: false, sidebarId: "main" },
          { type: "html", value: "<b>x</b>", position: "left" },
          { label: "G", href: "/docs/guide", position: "left", external: false },
        ],
      },
      { type: "search", position: "left" },
      {
        label: "Blog",
        href: "/blog",
        position: "left",
        external: false,
        attrs: { target: "_self" },
        // activeBasePath becomes a regular expression over the URL path, base URL included.
        activeBaseRegex: "^/blog",
      },
      { label: "Api", href: "/api", position: "left", external: false, activeBaseRegex: "/api(/|$)" },
    ]);
    // Internal targets are kept with their config paths for the link check.
    expect(navbar.links).toEqual([
      { path: "themeConfig.navbar.items[2].items[2].to", target: "/docs/guide" },
      { path: "themeConfig.navbar.items[4].to", target: "/blog" },
      { path: "themeConfig.navbar.items[5].to", target: "/api" },
    ]);
  });

  it("names the config path of a doc or sidebar that does not exist, with the nearest one", async () => {
    const navbar = await navbarOf(`{ navbar: { title: "N", items: [
      { type: "doc", docId: "gide" }, { type: "dropdown", label: "D", items: [{ type: "docSidebar", sidebarId: "mian" }] },
    ] } }`);
    expect(navbar.problems.map((p) => [p.line, p.message, p.hint])).toEqual([
      [
        "themeConfig.navbar.items[0].docId".length,
        'navbar item names doc "gide", which does not exist',
        'Did you mean "guide"?',
      ],
      [
        "themeConfig.navbar.items[1].items[0].sidebarId".length,
        'navbar item "mian" names sidebar "mian", which does not exist',
        'Did you mean "main"?',
      ],
    ]);
  });

  it("keeps footer html items and link attributes", async () => {
    const navbar =
      await navbarOf(`{ navbar: { title: "N", items: [] }, footer: { links: [{ title: "C", className: "col", items: [
      { html: "<a href='https://x.test'>x</a>" }, { label: "R", href: "https://r.test", rel: "me", className: "r" },
    ] }] } }`);
    expect(navbar.footerLinks).toEqual([
      {
        title: "C",
        className: "col",
        items: [
          { label: "", href: "", external: false, html: "<a href='https://x.test'>x</a>" },
          { label: "R", href: "https://r.test", external: true, className: "r", attrs: { rel: "me" } },
        ],
      },
    ]);
    expect(navbar.links).toEqual([]);
  });
});
