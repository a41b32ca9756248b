/** A resolved sidebar item: plain data, serialisable, what templates and the client render. */
export type SidebarNode =
  /** `className`: the doc's `sidebar_class_name`, added to its `<li>`. */
  | { type: "doc"; label: string; href: string; docId: string; className?: string }
  | { type: "link"; label: string; href: string; external: boolean }
  | {
      type: "category";
      label: string;
      items: SidebarNode[];
      /** The category's own page (a doc or a generated index), if any. */
      href?: string;
      collapsible: boolean;
      collapsed: boolean;
      description?: string;
      /** Added to the item's `<li>` (`className` in `_category_.*` or `sidebars.ts`). */
      className?: string;
    };

/** The first page a sidebar (or a category without a page of its own) leads to. */
export function firstHref(items: readonly SidebarNode[]): string | undefined {
  for (const item of items) {
    if (item.type !== "category") return item.href;
    const inner = item.href ?? firstHref(item.items);
    if (inner) return inner;
  }
  return undefined;
}
