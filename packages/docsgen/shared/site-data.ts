import type { PageModel } from "./page-model.ts";
import type { SidebarNode } from "./sidebar.ts";
import { siteHref } from "./url.ts";

/** Site-wide data the chrome needs, computed once per build and embedded (small) in every page. */
export interface SiteData {
  /**
   * Parts of the shell the site's `src/theme` (or a theme package) replaces (cli/theme/shell.ts): each one's
   * server-rendered HTML, shown in place of docsgen's and hydrated by the script `js`. Absent otherwise.
   */
  themeShell?: ThemeShell;
  title: string;
  titleDelimiter: string;
  baseUrl: string;
  version: string;
  versionLabel: string;
  navbar: {
    title: string;
    logo?: NavbarLogo;
    /** Where the logo and title link: the home page when left out; null when the site has no page to link to. */
    brandHref?: string | null;
    brandTarget?: string;
    items: NavbarItem[];
  };
  footer: {
    /** Columns; `simple`: links without a column, shown in one centred row (Docusaurus's simple footer). */
    links: { title: string; className?: string; simple?: true; items: FooterItem[] }[];
    copyright?: string;
  };
  /** Set when the site has no page at `/`: nothing links there (breadcrumbs, brand). */
  homeMissing?: true;
  /**
   * Routes of the site's React pages (`src/pages/*.tsx`): they have no page data, so the client's router loads
   * them in full. Left out when the site has none (no bytes for other sites).
   */
  reactRoutes?: string[];
  colorMode: { defaultMode: "light" | "dark"; disableSwitch: boolean; respectPrefersColorScheme: boolean };
  announcementBar?: { id: string; content: string; isCloseable: boolean; backgroundColor?: string; textColor?: string };
  /**
   * URL of the search dialog's chunk. Retry after a failed load imports it under a new URL: some
   * browsers keep a failed module import failed for the life of the page (Chromium 150 does).
   */
  searchChunk?: string;
}

export interface NavbarLogo {
  /** Empty when the config gives none: the title beside the logo names the link. */
  alt?: string;
  src: string;
  width?: number | string;
  height?: number | string;
  /** Inline style of the image (`navbar.logo.style`), a React style object. */
  style?: Record<string, string | number>;
}

/** What a link of the navbar, a dropdown or the footer may carry besides its label and target. */
interface LinkAttributes {
  /** Added to the link's classes. */
  className?: string;
  /** Attributes the config gives the link (`target`, `rel`, `aria-label`), set after the defaults. */
  attrs?: Record<string, string>;
}

/** A navbar link after resolution: docSidebar and doc items point at a page. */
export interface NavbarLink extends LinkAttributes {
  type?: undefined;
  label: string;
  href: string;
  position: "left" | "right";
  external: boolean;
  /** Set for docSidebar and doc items: active whenever the current page is in this sidebar. */
  sidebarId?: string;
  /**
   * Active on every URL path (base URL included) this regular expression matches: the config's
   * `activeBaseRegex`, or its `activeBasePath` made into one by the build.
   */
  activeBaseRegex?: string;
}

/** HTML written by the site author in the config, in the navbar or a dropdown. */
export interface NavbarHtml {
  type: "html";
  value: string;
  position: "left" | "right";
  className?: string;
}

export interface NavbarDropdown {
  type: "dropdown";
  label: string;
  position: "left" | "right";
  items: (NavbarLink | NavbarHtml)[];
  className?: string;
  ariaLabel?: string;
}

/** Where the search button goes when the config places it. */
export interface NavbarSearch {
  type: "search";
  position: "left" | "right";
  className?: string;
}

/**
 * An item of a type the site adds (`custom-<name>`), drawn by its component in its swizzled
 * `NavbarItem/ComponentTypes` (cli/theme/shell.ts): the HTML it rendered at build time, hydrated by the shell's
 * script with `props`, the item's keys as the config gives them, less `type`.
 */
export interface NavbarCustom {
  type: "custom";
  /** The type the config gives it (`custom-weather`): its key in the site's ComponentTypes. */
  name: string;
  position: "left" | "right";
  props: Record<string, unknown>;
}

export type NavbarItem = NavbarLink | NavbarHtml | NavbarDropdown | NavbarSearch | NavbarCustom;

export interface FooterItem extends LinkAttributes {
  /** HTML written by the site author in the config, shown instead of a link. */
  html?: string;
  label: string;
  href: string;
  external: boolean;
}

/**
 * What the browser gets inline (and in page-data.json): the model and the URL of its sidebar. Sidebars are
 * content-hashed JSON assets shared by every page of the sidebar, so a page's HTML does not carry them.
 */
export interface PageData {
  page: PageModel;
  sidebarUrl?: string;
  contentHtml: string;
  /** Blog list pages: each listed post's excerpt HTML, in the order of `page.blog.posts`. */
  excerptsHtml?: string[];
}

/**
 * What one page needs to render: the model, this page's sidebar only, and the content HTML. The HTML is not
 * in the inline data: on the first load the client reads it back from the server-rendered DOM.
 */
export interface PageProps {
  site: SiteData;
  page: PageModel;
  sidebar?: SidebarNode[];
  contentHtml: string;
  /** Blog list pages: each listed post's excerpt HTML, in the order of `page.blog.posts`. */
  excerptsHtml?: string[];
}

/** Joins the base URL and a site path; final URLs pass through. */
export function href(site: Pick<SiteData, "baseUrl">, path: string): string {
  return siteHref(site.baseUrl, path);
}

/** The shell parts a site replaces (SiteData.themeShell). */
export interface ThemeShell {
  /** Component name (`Footer`) → its HTML, rendered by the site's code. */
  html: Record<string, string>;
  /** The script that hydrates them; its stylesheet, if their code imports CSS. */
  js: string;
  css?: string;
}
