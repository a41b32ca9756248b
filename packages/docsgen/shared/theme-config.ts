import type { NavbarLogo, SiteData } from "./site-data.ts";

/**
 * SiteData with what a site's `themeConfig` looks add to it: a navbar or footer style, a footer logo, a logo
 * of each colour mode (cli/model/site-data.ts writes each only when the config sets it; cli/theme/config-styles.ts
 * says which sites have any). Apart from site-data.ts, whose every character, types included, counts in the
 * client bundle of every site: esbuild's minifier names symbols by the characters of the sources, so a new
 * field there would rename the bundle of sites that set none of these.
 */
export type ThemedSiteData = SiteData & {
  navbar: SiteData["navbar"] & {
    logo?: ThemedLogo;
    /** `themeConfig.navbar.style`: Infima's dark or primary bar; absent, the bar follows the colour mode. */
    style?: "dark" | "primary";
  };
  footer: SiteData["footer"] & {
    /** `themeConfig.footer.style: "light"`; absent, the footer is dark. */
    style?: "light";
    logo?: FooterLogo;
  };
};

/** A logo with the image shown in dark mode (`srcDark`, a second image: LogoImage.tsx) and a class of its own. */
export interface ThemedLogo extends NavbarLogo {
  srcDark?: string;
  className?: string;
}

/** `themeConfig.footer.logo`: an image above the copyright line, linked when `href` is given. */
export interface FooterLogo extends ThemedLogo {
  href?: string;
  target?: string;
}

/** The site's data as the build wrote it, with its looks (the data is the same object). */
export function themed(site: SiteData): ThemedSiteData {
  return site as ThemedSiteData;
}
