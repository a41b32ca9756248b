import type { PageModel } from "./page-model.ts";
import type { NavbarItem, NavbarLink, SiteData } from "./site-data.ts";
import type { SiteVersions, VersionedNavbarItem } from "./site-versions.ts";

/**
 * The place in `versions.list` of the version the navbar shows (Docusaurus's version candidates): the page's
 * version, else the reader's remembered choice when it names a built version, else the last version.
 */
export function shownVersion(versions: SiteVersions, page: PageModel, preferred?: string | null): number {
  const chosen = versions.list.findIndex((v) => v.name === preferred);
  return page.version?.index ?? (chosen >= 0 ? chosen : versions.last);
}

/**
 * The site data as one page shows it: the version items and the docs items of a versioned site follow the
 * shown version, the version dropdown links each version's copy of the page. The server renders a page with
 * no remembered choice (it cannot know it); the client's version chunk renders it again with the choice.
 */
export function versionedSite(site: SiteData, page: PageModel, preferred?: string | null): SiteData {
  const { versions } = site;
  if (!versions) return site;
  const shown = shownVersion(versions, page, preferred);
  const items = [...site.navbar.items];
  for (const v of versions.items) {
    const [i, j] = v.at;
    const item = items[i];
    if (v.kind === "dropdown") {
      if (item.type !== "dropdown") continue;
      const count = v.versions?.length ?? versions.list.length;
      const entries = item.items.map((e, k) => {
        if (e.type !== undefined || k < v.from || k >= v.from + count) return e;
        const n = v.versions?.[k - v.from] ?? k - v.from;
        return { ...e, href: page.version?.alternates?.[n] ?? versions.list[n].href };
      });
      items[i] = { ...item, label: versions.list[shown].label, items: entries };
    } else if (j === undefined) {
      if (item.type === undefined) items[i] = linkFor(versions, v, shown, item);
    } else if (item.type === "dropdown") {
      const entries = [...item.items];
      const entry = entries[j];
      if (entry.type === undefined) entries[j] = linkFor(versions, v, shown, entry);
      items[i] = { ...item, items: entries };
    }
  }
  return { ...site, navbar: { ...site.navbar, items: items as NavbarItem[] } };
}

/** A version or docs link as the shown version has it; a doc the version lacks keeps the last version's link. */
function linkFor(versions: SiteVersions, v: VersionedNavbarItem, shown: number, link: NavbarLink): NavbarLink {
  if (v.kind === "version")
    return { ...link, label: v.label ?? versions.list[shown].label, href: v.to ?? versions.list[shown].href };
  if (v.kind !== "docs") return link;
  const href = v.hrefs[shown];
  const sidebarId = v.sidebarIds[shown];
  return href ? { ...link, href, ...(sidebarId ? { sidebarId } : {}) } : link;
}
