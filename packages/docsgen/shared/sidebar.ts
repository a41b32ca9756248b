/** A resolved sidebar item: plain data, serialisable, what templates and the client render. */
export type SidebarNode =
  | ({ type: "doc"; label: string; href: string; docId: string } & ItemExtras)
  | ({ type: "link"; label: string; href: string; external: boolean; description?: string } & ItemExtras)
  /** HTML written by the site author in the sidebars file, rendered in the item's place. */
  | { type: "html"; value: string; href?: undefined; defaultStyle?: boolean; className?: string }
  | ({
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
    } & Omit<ItemExtras, "className">);

/** What the sidebars file may add to an item: a class for its `<li>`, data the site's own code may read. */
interface ItemExtras {
  className?: string;
  customProps?: Record<string, unknown>;
}

/** The first page a sidebar (or a category without a page of its own) leads to. */
export function firstHref(items: readonly SidebarNode[]): string | undefined {
  for (const item of items) {
    if (item.type === "html") continue;
    if (item.type !== "category") return item.href;
    const inner = item.href ?? firstHref(item.items);
    if (inner) return inner;
  }
  return undefined;
}
