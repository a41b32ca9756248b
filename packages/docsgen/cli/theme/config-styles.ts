import type { ResolvedConfig } from "../config/resolved.ts";

/**
 * Whether the site sets a `themeConfig` look that docsgen's plain shell does not have: a dark or primary
 * navbar, a light footer, a footer logo, a dark-mode or classed navbar logo, or a blog sidebar not grouped by
 * year. Only such a site's pages render with templates/theme-config/App.tsx (client-bundle.ts's `themeConfig`,
 * render/document.ts) and link their rules (templates/theme-config/styles.css): every other site's scripts and
 * stylesheet stay byte for byte as they were.
 */
export function usesThemeConfigStyles(config: ResolvedConfig): boolean {
  const { navbar, footer, blog } = config.themeConfig;
  return Boolean(
    navbar.style ||
      navbar.logo?.srcDark ||
      navbar.logo?.className ||
      footer?.style === "light" ||
      footer?.logo ||
      blog?.sidebar?.groupByYear === false,
  );
}
