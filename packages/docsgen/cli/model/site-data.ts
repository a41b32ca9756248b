import { join } from "node:path";
import { firstHref } from "../../shared/sidebar.ts";
import type { SiteData } from "../../shared/site-data.ts";
import type { ThemedSiteData } from "../../shared/theme-config.ts";
import type { ResolvedConfig } from "../config/resolved.ts";
import type { Diagnostic } from "../diagnostics/diagnostic.ts";
import { relativePath } from "../paths/relative.ts";
import { type NavbarInput, type ResolvedNavbar, resolveNavbar } from "./navbar.ts";

export interface SiteDataInput extends Omit<NavbarInput, "config"> {
  /** Whether the site has a page at `/`: without one, the logo and title link elsewhere (or nowhere). */
  hasHomePage: boolean;
}

/** Resolves the chrome's site-wide data; a navbar item naming no sidebar or doc fails, naming the item. */
export function buildSiteData(
  config: ResolvedConfig,
  input: SiteDataInput,
): { site: SiteData; problems: ResolvedNavbar["problems"]; links: ResolvedNavbar["links"] } {
  const navbar = resolveNavbar({ config, ...input });
  const { footer, navbar: nav } = config.themeConfig;
  const logo = nav.logo;
  // The brand links to logo.href, else the home page (Docusaurus); a site without one links the first page
  // of its navbar or of its first sidebar, not a route that is not built (and that the client would prefetch).
  const firstSidebar = Object.values(input.sidebars)[0] ?? [];
  const brandHref =
    logo?.href ?? (input.hasHomePage ? undefined : (firstHrefOf(navbar) ?? firstHref(firstSidebar) ?? null));
  const site: ThemedSiteData = {
    title: config.title,
    titleDelimiter: config.titleDelimiter,
    baseUrl: config.baseUrl,
    version: config.version,
    versionLabel: config.docs.versionLabel,
    navbar: {
      title: nav.title ?? "",
      ...(logo
        ? {
            logo: {
              ...(logo.alt !== undefined ? { alt: logo.alt } : {}),
              src: logo.src,
              ...(logo.width !== undefined ? { width: logo.width } : {}),
              ...(logo.height !== undefined ? { height: logo.height } : {}),
              ...(logo.style !== undefined ? { style: logo.style } : {}),
              ...(logo.srcDark !== undefined ? { srcDark: logo.srcDark } : {}),
              ...(logo.className !== undefined ? { className: logo.className } : {}),
            },
          }
        : {}),
      ...(brandHref !== undefined ? { brandHref } : {}),
      ...(logo?.target ? { brandTarget: logo.target } : {}),
      items: navbar.items,
      ...(nav.style ? { style: nav.style } : {}),
    },
    footer: {
      links: navbar.footerLinks,
      copyright: footer?.copyright,
      // Only what differs from docsgen's dark footer without a logo: other sites' page data stays as it was.
      ...(footer?.style === "light" ? { style: "light" as const } : {}),
      ...(footer?.logo ? { logo: definedOnly(footer.logo) } : {}),
    },
    ...(input.hasHomePage ? {} : { homeMissing: true as const }),
    colorMode: config.themeConfig.colorMode,
    announcementBar: config.themeConfig.announcementBar,
    ...(input.versions?.versioned
      ? {
          versions: {
            // Docusaurus's key for the default docs instance, so a reader's choice carries over a migration.
            storageKey: "docs-preferred-version-default",
            list: input.versions.list,
            last: input.versions.last,
            items: navbar.versioned,
            searchPages: [],
          },
        }
      : {}),
    ...(navbar.locales.length > 0
      ? {
          locales: {
            list: config.i18n.locales.map((l) => ({
              name: l.name,
              label: l.label,
              lang: l.htmlLang,
              baseUrl: l.baseUrl,
            })),
            current: Math.max(
              0,
              config.i18n.locales.findIndex((l) => l.name === config.locale.lang),
            ),
            items: navbar.locales,
          },
        }
      : {}),
  };
  return { site, problems: navbar.problems, links: navbar.links };
}

/** An object without its undefined keys (they would be written into every page's data as nothing). */
function definedOnly<T extends object>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as T;
}

/** The first page a navbar item leads to (a site without a home page links its brand there). */
function firstHrefOf(navbar: ResolvedNavbar): string | undefined {
  for (const item of navbar.items) {
    if (item.type === undefined && !item.external) return item.href;
    if (item.type === "dropdown") {
      const inner = item.items.find((i) => i.type === undefined && !i.external);
      if (inner?.type === undefined && inner) return inner.href;
    }
  }
  return undefined;
}

/** A site without a page at `/`: Docusaurus sites often have one in `src/pages/`, which docsgen does not build. */
export function homeMissing(config: ResolvedConfig, site: SiteData): Diagnostic {
  const to = site.navbar.brandHref;
  return {
    severity: "warning",
    code: "home-missing",
    message: `the site has no home page (no page at /), so ${to ? `the navbar title links to ${to}` : "the navbar title links nowhere"}`,
    file: relativePath(config.siteDir, join(config.pagesDir, "index.md")),
    hint: "Add pages/index.md (front matter `layout: home` for a hero), a doc with `slug: /`, or set themeConfig.navbar.logo.href.",
  };
}
