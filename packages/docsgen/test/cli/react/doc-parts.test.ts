import { describe, expect, it } from "vitest";
import { docContext } from "../../../cli/react/doc-parts.ts";
import type { PageModel } from "../../../shared/page-model.ts";
import type { SiteData } from "../../../shared/site-data.ts";

// Issue 50, point 2: what useDoc() gives a site's swizzled DocItem/Footer, in Docusaurus's shape, from a doc's
// model (the rest of the doc footer: test/integration/theme-doc-footer.test.ts).

const site = {
  baseUrl: "/lantern/",
  versions: {
    list: [
      { name: "current", label: "Next", href: "/docs/next/intro", path: "/docs/next", mainDocId: "intro" },
      { name: "2.0", label: "2.0", href: "/docs/intro", path: "/docs", mainDocId: "intro" },
    ],
  },
} as unknown as SiteData;

const model = {
  kind: "doc",
  route: "/docs/guides/wicks",
  title: "Trimming wicks",
  description: "A short wick burns clean.",
  docId: "guides/wicks",
  breadcrumbs: [],
  toc: [
    { id: "tools", text: "Tools", depth: 2, children: [{ id: "scissors", text: "Scissors", depth: 3, children: [] }] },
  ],
  prev: { label: "Introduction", href: "/docs/intro" },
  editUrl: "https://code.example.com/edit/docs/guides/wicks.md",
  lastUpdated: [
    { text: "Last updated on " },
    { date: "2026-05-27T00:00:00.000Z", label: "May 27, 2026" },
    { text: " by " },
    { author: "Ada" },
  ],
  tags: [{ label: "care", href: "/docs/tags/care" }],
  draft: false,
  unlisted: false,
} as unknown as PageModel;

describe("docContext", () => {
  it("gives the doc's metadata as Docusaurus's useDoc() does, its URLs with the base URL", () => {
    const doc = docContext(site, model, "docs/guides/wicks.md", { title: "Trimming wicks", custom: 1 });
    expect(doc.metadata).toEqual({
      id: "guides/wicks",
      title: "Trimming wicks",
      description: "A short wick burns clean.",
      permalink: "/lantern/docs/guides/wicks",
      source: "@site/docs/guides/wicks.md",
      editUrl: "https://code.example.com/edit/docs/guides/wicks.md",
      lastUpdatedAt: Date.UTC(2026, 4, 27),
      lastUpdatedBy: "Ada",
      tags: [{ label: "care", permalink: "/lantern/docs/tags/care" }],
      version: "2.0",
      draft: false,
      unlisted: false,
      frontMatter: { title: "Trimming wicks", custom: 1 },
      previous: { title: "Introduction", permalink: "/lantern/docs/intro" },
    });
    expect(doc.frontMatter).toEqual({ title: "Trimming wicks", custom: 1 });
    expect(doc.toc).toEqual([
      { value: "Tools", id: "tools", level: 2 },
      { value: "Scissors", id: "scissors", level: 3 },
    ]);
    expect(doc.contentTitle).toBe("Trimming wicks");
  });

  it("names the version whose route base holds the doc, the longest first; `current` without versions", () => {
    const next = { ...model, route: "/docs/next/guides/wicks" } as PageModel;
    expect(docContext(site, next, "", {}).metadata.version).toBe("current");
    expect(docContext({ baseUrl: "/" } as SiteData, model, "", {}).metadata.version).toBe("current");
  });

  it("leaves out what the doc has not: no edit URL, last update or neighbours", () => {
    const bare = { ...model, editUrl: undefined, lastUpdated: undefined, prev: undefined } as PageModel;
    const { metadata } = docContext(site, bare, "docs/guides/wicks.md", {});
    expect(Object.keys(metadata)).not.toContain("editUrl");
    expect(Object.keys(metadata)).not.toContain("lastUpdatedAt");
    expect(Object.keys(metadata)).not.toContain("previous");
  });
});
