/**
 * The navbar's `docSidebar` and `doc` items: the first page of a sidebar, or one doc, of the default docs
 * instance or of the one their `docsPluginId` names, whose sidebars the site names `<id>/<sidebar>`.
 */

import { firstHref, type SidebarNode } from "../../shared/sidebar.ts";
import type { NavbarLink } from "../../shared/site-data.ts";
import type { NavbarItem as ConfigNavbarItem } from "../config/types.ts";
import type { DocSource } from "../content/types.ts";
import { suggest } from "../diagnostics/diagnostic.ts";
import type { NavbarVersions } from "./navbar-versions.ts";

/** A docs instance's docs and sidebars, as the navbar's items name them. */
export interface NavbarDocs {
  sidebars: Record<string, SidebarNode[]>;
  docsById: ReadonlyMap<string, DocSource>;
  /** Doc id → id of the sidebar holding it. */
  docSidebar: ReadonlyMap<string, string>;
  /** Its versions, for its version items (another instance's: static links, `versioned` false). */
  versions?: NavbarVersions;
}

type DocsItem = Extract<ConfigNavbarItem, { type: "docSidebar" | "doc" }>;

export function docsEntry(input: {
  item: DocsItem;
  docs: NavbarDocs;
  /** Another instance's id; undefined for the default one. */
  pluginId: string | undefined;
  path: string;
  position: "left" | "right";
  extras: Pick<NavbarLink, "className" | "attrs">;
  error: (path: string, message: string, hint?: string) => void;
}): NavbarLink | undefined {
  const { item, docs, pluginId, path, position, extras, error } = input;
  const siteSidebar = (id: string) => (pluginId === undefined ? id : `${pluginId}/${id}`);
  if (item.type === "docSidebar") {
    const sidebar = docs.sidebars[item.sidebarId];
    const first = sidebar && firstHref(sidebar);
    if (!first) {
      const near = suggest(item.sidebarId, Object.keys(docs.sidebars));
      error(
        `${path}.sidebarId`,
        `navbar item "${item.label ?? item.sidebarId}" names sidebar "${item.sidebarId}", which ${sidebar ? "has no pages" : "does not exist"}`,
        near && !sidebar ? `Did you mean "${near}"?` : `Sidebars: ${Object.keys(docs.sidebars).join(", ")}.`,
      );
      return undefined;
    }
    const label = item.label ?? firstLabel(sidebar) ?? item.sidebarId;
    return { label, href: first, position, external: false, sidebarId: siteSidebar(item.sidebarId), ...extras };
  }
  if (item.type === "doc") {
    const doc = docs.docsById.get(item.docId);
    if (!doc) {
      const near = suggest(item.docId, docs.docsById.keys());
      error(
        `${path}.docId`,
        `navbar item names doc "${item.docId}", which does not exist`,
        near ? `Did you mean "${near}"?` : "Doc ids are paths inside the docs folder without .md.",
      );
      return undefined;
    }
    const sidebarId = docs.docSidebar.get(doc.id);
    return {
      label: item.label ?? doc.sidebarLabel,
      href: doc.route,
      position,
      external: false,
      ...(sidebarId ? { sidebarId: siteSidebar(sidebarId) } : {}),
      ...extras,
    };
  }
  return undefined;
}

/** The label of a sidebar's first link, the default label of a docSidebar item (as in Docusaurus). */
function firstLabel(items: readonly SidebarNode[]): string | undefined {
  for (const item of items) {
    if (item.type === "category") {
      const inner = item.href ? item.label : firstLabel(item.items);
      if (inner) return inner;
    } else if (item.type !== "html") return item.label;
  }
  return undefined;
}
