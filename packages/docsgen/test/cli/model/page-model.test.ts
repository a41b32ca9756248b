import { describe, expect, it } from "vitest";
import { buildToc, findBreadcrumbs, flattenSidebar } from "../../../cli/model/page-model.ts";
import type { SidebarNode } from "../../../shared/sidebar.ts";

const h = (depth: number, id: string) => ({ depth, id, text: id, line: 1 });

describe("toc", () => {
  it("nests h2–h3 and drops other levels", () => {
    const toc = buildToc([h(1, "t"), h(2, "a"), h(3, "a1"), h(4, "a1x"), h(2, "b")], 2, 3);
    expect(toc.map((t) => [t.id, t.children.map((c) => c.id)])).toEqual([
      ["a", ["a1"]],
      ["b", []],
    ]);
  });
});

const sidebar: SidebarNode[] = [
  {
    type: "category",
    label: "快速开始",
    href: "/docs/start",
    collapsible: true,
    collapsed: true,
    items: [
      { type: "doc", label: "一", href: "/docs/start/one", docId: "start/one" },
      {
        type: "category",
        label: "内部",
        collapsible: true,
        collapsed: true,
        items: [{ type: "doc", label: "二", href: "/docs/start/in/two", docId: "start/in/two" }],
      },
    ],
  },
  { type: "link", label: "外部", href: "https://example.com", external: true },
];

describe("sidebar walking", () => {
  it("flattens in reading order with category pages as steps", () => {
    expect(flattenSidebar(sidebar).map((l) => l.href)).toEqual([
      "/docs/start",
      "/docs/start/one",
      "/docs/start/in/two",
    ]);
  });

  it("builds breadcrumbs; a category without a page links to its first child", () => {
    expect(findBreadcrumbs(sidebar, "/docs/start/in/two")).toEqual([
      { label: "快速开始", href: "/docs/start" },
      { label: "内部", href: "/docs/start/in/two" },
      { label: "二", href: "/docs/start/in/two" },
    ]);
    expect(findBreadcrumbs(sidebar, "/docs/start")).toEqual([{ label: "快速开始", href: "/docs/start" }]);
    expect(findBreadcrumbs(sidebar, "https://example.com")).toBeUndefined();
    expect(findBreadcrumbs(sidebar, "/docs/nowhere")).toBeUndefined();
  });

  it("gives a page listed twice the breadcrumbs of its first place", () => {
    const twice: SidebarNode[] = [
      ...sidebar,
      { type: "doc", label: "一（再次）", href: "/docs/start/one", docId: "start/one" },
    ];
    expect(findBreadcrumbs(twice, "/docs/start/one")).toEqual([
      { label: "快速开始", href: "/docs/start" },
      { label: "一", href: "/docs/start/one" },
    ]);
  });
});
