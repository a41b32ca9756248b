import { describe, expect, it } from "vitest";
import { buildToc, findBreadcrumbs, flattenSidebar } from "../../../cli/model/page-model.ts";
import { batches } from "../../../cli/pipeline/pool.ts";
import type { SidebarNode } from "../../../shared/sidebar.ts";
import { colorModeScript, nextChoice } from "../../../templates/color-mode.ts";

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

describe("colour mode", () => {
  it("flips light and dark when the system preference is not respected", () => {
    expect(nextChoice("light", false)).toBe("dark");
    expect(nextChoice("dark", false)).toBe("light");
    expect(nextChoice("system", true)).toBe("light");
    expect(nextChoice("dark", true)).toBe("system");
  });

  it("inline script accepts only light/dark from storage and defaults to light", () => {
    const script = colorModeScript({ defaultMode: "light", disableSwitch: false, respectPrefersColorScheme: false });
    const attrs: Record<string, string> = {};
    const run = (stored: string | null) => {
      const document = { documentElement: { setAttribute: (k: string, v: string) => (attrs[k] = v) } };
      const localStorage = { getItem: () => stored };
      new Function("document", "localStorage", "matchMedia", script)(document, localStorage, () => ({ matches: true }));
      return { ...attrs };
    };
    expect(run(null)).toEqual({ "data-theme": "light", "data-theme-choice": "light" });
    expect(run("dark")).toEqual({ "data-theme": "dark", "data-theme-choice": "dark" });
    expect(run("bogus")).toEqual({ "data-theme": "light", "data-theme-choice": "light" });
  });
});

describe("link resolution", () => {
  it("keeps a malformed percent escape instead of crashing the build", async () => {
    const { resolveUrl } = await import("../../../cli/model/link-resolver.ts");
    const config = {
      baseUrl: "/b/",
      siteDir: "/s",
      staticDir: "/s/static",
      docs: { dir: "/s/docs", routeBasePath: "docs" },
    };
    const source = { absPath: "/s/docs/a.md", route: "/docs/a" } as Parameters<typeof resolveUrl>[1];
    const ctx = { config, routeOfFile: new Map() } as unknown as Parameters<typeof resolveUrl>[0];
    expect(resolveUrl(ctx, source, "/docs/%E0%A4%A#%zz", false)).toMatchObject({
      kind: "route",
      route: "/docs/%E0%A4%A",
      hash: "%zz",
    });
  });
});

describe("work batches for build workers", () => {
  it("hands out every file once, largest first, in batches that shrink towards the end", () => {
    const files = Array.from({ length: 1000 }, (_, i) => ({ rel: `${i}.md`, size: (i * 7919) % 12_000 }));
    const out = batches(files, 2);
    expect(
      out
        .flat()
        .map((f) => f.rel)
        .sort(),
    ).toEqual(files.map((f) => f.rel).sort());
    const sizes = out.flat().map((f) => f.size);
    expect(sizes).toEqual([...sizes].sort((a, b) => b - a));
    expect(out[0].length).toBe(48);
    expect(out.at(-1)?.length).toBeLessThanOrEqual(4);
    for (let i = 1; i < out.length; i++) expect(out[i].length).toBeLessThanOrEqual(out[i - 1].length);
    expect(batches([], 2)).toEqual([]);
  });
});
