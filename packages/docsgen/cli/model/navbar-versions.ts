import { firstHref } from "../../shared/sidebar.ts";
import type { NavbarDropdown, NavbarHtml, NavbarLink } from "../../shared/site-data.ts";
import type { SiteVersions, VersionedNavbarItem } from "../../shared/site-versions.ts";
import { CURRENT_VERSION } from "../config/versions.ts";
import { type DocsPart, type DocsParts, mainDocRoute } from "./docs-parts.ts";
import { sidebarKey } from "./docs-versions.ts";

/** What the navbar's version and docs items need of the docs versions (a site without versions has one). */
export interface NavbarVersions {
  /** Each docs part, in the order of `list`. */
  parts: DocsPart[];
  list: SiteVersions["list"];
  /** The place of the last version in `list`. */
  last: number;
  /** A site with versions.json: its navbar items follow the version read (SiteData.versions). */
  versioned: boolean;
}

/** The docs parts as the navbar lists them: name, label and main doc of each, newest first. */
export function navbarVersions(all: DocsParts): NavbarVersions {
  const list = all.parts.map((part) => {
    const href = mainDocRoute(part);
    return {
      name: part.version?.name ?? CURRENT_VERSION,
      label: part.version?.label ?? part.ctx.config.docs.versionLabel,
      href,
      path: `/${part.ctx.config.docs.routeBasePath}`.replace(/\/$/, "") || "/",
      mainDocId: part.docs.find((d) => d.route === href)?.id ?? "",
    };
  });
  const last = Math.max(0, all.parts.indexOf(all.main));
  return { parts: all.parts, list, last, versioned: all.parts.some((p) => p.version) };
}

/** A docSidebar or doc item's link in each version (Docusaurus links the version read): none without versions. */
export function docsVariants(
  versions: NavbarVersions | undefined,
  item: { type: "docSidebar"; sidebarId: string } | { type: "doc"; docId: string },
  at: number[],
): VersionedNavbarItem | undefined {
  if (!versions?.versioned) return undefined;
  const hrefs: (string | null)[] = [];
  const sidebarIds: (string | null)[] = [];
  for (const { ctx, version } of versions.parts) {
    if (!version) return undefined;
    const sidebarId = item.type === "docSidebar" ? item.sidebarId : ctx.docSidebar.get(item.docId);
    const sidebar = sidebarId === undefined ? undefined : ctx.sidebars[sidebarId];
    const href = item.type === "docSidebar" ? sidebar && firstHref(sidebar) : ctx.docsById.get(item.docId)?.route;
    hrefs.push(href ?? null);
    sidebarIds.push(sidebar && sidebarId ? sidebarKey(version, sidebarId) : null);
  }
  return { kind: "docs", at, hrefs, sidebarIds };
}

interface VersionItemInput {
  versions: NavbarVersions;
  item: { label?: string; to?: string; className?: string };
  position: "left" | "right";
  at: number[];
}

/** A docsVersion item: the last version's label and main doc, changed by the client for the version read. */
export function versionLink(input: VersionItemInput): { link: NavbarLink; versioned?: VersionedNavbarItem } {
  const { versions, item, position, at } = input;
  const shown = versions.list[versions.last];
  const link: NavbarLink = {
    label: item.label ?? shown.label,
    href: item.to ?? shown.href,
    position,
    external: false,
    ...(item.className ? { className: item.className } : {}),
  };
  if (!versions.versioned || (item.label && item.to)) return { link };
  return {
    link,
    versioned: {
      kind: "version",
      at,
      ...(item.label ? { label: item.label } : {}),
      ...(item.to ? { to: item.to } : {}),
    },
  };
}

interface DropdownInput {
  versions: NavbarVersions;
  item: {
    dropdownActiveClassDisabled?: boolean;
    versions?: string[] | Record<string, { label?: string }>;
    className?: string;
    "aria-label"?: string;
  };
  position: "left" | "right";
  at: [number];
  before: (NavbarLink | NavbarHtml)[];
  after: (NavbarLink | NavbarHtml)[];
}

/**
 * A docsVersionDropdown item (Docusaurus's DocsVersionDropdownNavbarItem): the entries before, each version
 * (marked, so the client remembers the one clicked), the entries after; a link when that makes one entry.
 */
export function versionDropdown(input: DropdownInput): {
  item: NavbarDropdown | NavbarLink;
  versioned?: VersionedNavbarItem;
} {
  const { versions, item, position, at } = input;
  const { list } = versions;
  const names = Array.isArray(item.versions) ? item.versions : Object.keys(item.versions ?? {});
  const chosen =
    names.length > 0 ? names.map((n) => list.findIndex((v) => v.name === n)).filter((n) => n >= 0) : undefined;
  const places = chosen ?? list.map((_, n) => n);
  // Never active: Docusaurus's `dropdownActiveClassDisabled` (a pattern that matches no URL).
  const inactive = item.dropdownActiveClassDisabled ? { activeBaseRegex: "(?!)" } : {};
  const labels = Array.isArray(item.versions) ? {} : (item.versions ?? {});
  const links: NavbarLink[] = places.map((n) => ({
    label: labels[list[n].name]?.label ?? list[n].label,
    href: list[n].href,
    position,
    external: false,
    ...(versions.versioned ? { attrs: { "data-docs-version": list[n].name } } : {}),
    ...inactive,
  }));
  const entries = [...input.before, ...links, ...input.after];
  const shown = list[versions.last];
  if (entries.length <= 1) {
    const link = { label: shown.label, href: shown.href, position, external: false, ...inactive };
    return { item: link, ...(versions.versioned ? { versioned: { kind: "version", at } } : {}) };
  }
  const dropdown: NavbarDropdown = {
    type: "dropdown",
    label: shown.label,
    position,
    items: entries,
    ...(item.className ? { className: item.className } : {}),
    ...(item["aria-label"] ? { ariaLabel: item["aria-label"] } : {}),
  };
  if (!versions.versioned) return { item: dropdown };
  const from = input.before.length;
  return { item: dropdown, versioned: { kind: "dropdown", at, from, ...(chosen ? { versions: chosen } : {}) } };
}
