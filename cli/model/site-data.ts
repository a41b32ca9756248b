import type { SidebarNode } from "../../shared/sidebar.ts";
import { firstHref } from "../../shared/sidebar.ts";
import type { NavbarLink, SiteData } from "../../shared/site-data.ts";
import { isExternal } from "../../shared/url.ts";
import type { ResolvedConfig } from "../config/resolve.ts";
import { type Diagnostic, suggest } from "../diagnostics/diagnostic.ts";

/** Resolves the chrome's site-wide data; a docSidebar item naming no sidebar fails, naming the item. */
export function buildSiteData(
  config: ResolvedConfig,
  sidebars: Record<string, SidebarNode[]>,
): { site: SiteData; problems: Diagnostic[] } {
  const problems: Diagnostic[] = [];
  const items: NavbarLink[] = [];
  for (const item of config.themeConfig.navbar.items) {
    const position = item.position ?? "left";
    if (item.type === "docSidebar") {
      const sidebar = sidebars[item.sidebarId];
      const first = sidebar && firstHref(sidebar);
      if (!first) {
        const near = suggest(item.sidebarId, Object.keys(sidebars));
        problems.push({
          severity: "error",
          code: "navbar-item",
          message: `navbar item "${item.label}" names sidebar "${item.sidebarId}", which ${sidebar ? "has no pages" : "does not exist"}`,
          file: "site.config.ts",
          hint: near && !sidebar ? `Did you mean "${near}"?` : `Sidebars: ${Object.keys(sidebars).join(", ")}.`,
        });
        continue;
      }
      items.push({ label: item.label, href: first, position, external: false, sidebarId: item.sidebarId });
    } else {
      const target = item.href ?? item.to ?? "/";
      items.push({ label: item.label, href: target, position, external: isExternal(target) });
    }
  }
  const footer = config.themeConfig.footer;
  const site: SiteData = {
    title: config.title,
    titleDelimiter: config.titleDelimiter,
    baseUrl: config.baseUrl,
    version: config.version,
    versionLabel: config.docs.versionLabel,
    navbar: { title: config.themeConfig.navbar.title, logo: config.themeConfig.navbar.logo, items },
    footer: {
      links: (footer?.links ?? []).map((col) => ({
        title: col.title,
        items: col.items.map((i) => {
          const target = i.href ?? i.to ?? "/";
          return { label: i.label, href: target, external: isExternal(target) };
        }),
      })),
      copyright: footer?.copyright,
    },
    colorMode: config.themeConfig.colorMode,
    announcementBar: config.themeConfig.announcementBar,
  };
  return { site, problems };
}
