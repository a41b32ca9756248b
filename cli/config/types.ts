/** The user-facing configuration of a docsgen site (`site.config.ts`, default export). */

/** What a check does when it finds a problem. */
export type ReportingSeverity = "ignore" | "log" | "warn" | "throw";

export interface NavbarDocSidebarItem {
  type: "docSidebar";
  /** Id of a sidebar in `sidebars.ts`; the item links to that sidebar's first page. */
  sidebarId: string;
  label: string;
  /** @default "left" */
  position?: "left" | "right";
}

export interface NavbarLinkItem {
  type?: "link";
  label: string;
  /** An external URL (opens in a new tab). */
  href?: string;
  /** A site path such as `/docs/x`, without the base URL. */
  to?: string;
  /** @default "left" */
  position?: "left" | "right";
}

export type NavbarItem = NavbarDocSidebarItem | NavbarLinkItem;

export interface FooterLink {
  label: string;
  href?: string;
  to?: string;
}

export interface AnnouncementBarConfig {
  /** Changing the id shows the bar again to visitors who dismissed it. */
  id: string;
  /** Plain text; markdown-style links `[text](url)` are turned into links. */
  content: string;
  /** @default true */
  isCloseable?: boolean;
  backgroundColor?: string;
  textColor?: string;
}

export interface ThemeConfig {
  navbar: {
    title: string;
    logo?: { alt: string; src: string };
    items: NavbarItem[];
  };
  footer?: {
    links?: { title: string; items: FooterLink[] }[];
    copyright?: string;
  };
  colorMode?: {
    /** @default "light" */
    defaultMode?: "light" | "dark";
    /** @default false */
    disableSwitch?: boolean;
    /** @default false */
    respectPrefersColorScheme?: boolean;
  };
  announcementBar?: AnnouncementBarConfig;
  tableOfContents?: {
    /** @default 2 */
    minHeadingLevel?: number;
    /** @default 3 */
    maxHeadingLevel?: number;
  };
  /** Social card image, a path under `static/`. */
  image?: string;
}

export interface UserConfig {
  /** Site title: the home page `<title>`, the suffix of every other title. */
  title: string;
  tagline?: string;
  /** Scheme and host, no path: `https://example.github.io`. */
  url: string;
  /** Path the site is served under, with leading and trailing slash. @default "/" */
  baseUrl?: string;
  /** Favicon, a path under `static/`. */
  favicon?: string;
  /** Site version, shown in the footer and the generator meta. */
  version?: string;
  /** @default " | " is built from this single character. @default "|" */
  titleDelimiter?: string;
  i18n?: {
    /** @default "zh-CN" */
    defaultLocale: string;
    locales: string[];
    localeConfigs?: Record<string, { label?: string; direction?: "ltr" | "rtl"; htmlLang?: string }>;
  };
  /** @default "warn" */
  onBrokenLinks?: ReportingSeverity;
  /** @default "warn" */
  onBrokenAnchors?: ReportingSeverity;
  /** @default "warn" */
  onDuplicateRoutes?: ReportingSeverity;
  /** @default "warn" */
  onBrokenMarkdownLinks?: ReportingSeverity;
  /** @default "throw" */
  onBrokenMarkdownImages?: ReportingSeverity;
  docs?: {
    /** Folder of the docs, relative to the site. @default "docs" */
    path?: string;
    /** URL segment of the docs. @default "docs" */
    routeBasePath?: string;
    /** Sidebars file. @default "sidebars.ts" */
    sidebarPath?: string;
    /** Prefix of the "edit this page" link; the doc's path inside `docs/` is appended. */
    editUrl?: string;
    /** Label of the single docs version. @default "Next" */
    versionLabel?: string;
  };
  pages?: {
    /** Folder of standalone markdown pages. @default "pages" */
    path?: string;
  };
  /** The blog: posts in `blog/` become list, post, tag and archive pages and RSS/Atom feeds. */
  blog?: BlogConfig;
  /** Folder copied as-is to the output root. @default "static" */
  staticDir?: string;
  themeConfig: ThemeConfig;
}

export interface BlogConfig {
  /** Folder of the posts. @default "blog" */
  path?: string;
  /** @default "blog" */
  routeBasePath?: string;
  /** @default 10 */
  postsPerPage?: number;
  /** Recent posts in the sidebar; "ALL" lists every post, 0 hides the sidebar. @default 5 */
  blogSidebarCount?: number | "ALL";
  /** @default "最近博文" */
  blogSidebarTitle?: string;
  /** Title of the list page. @default "博客" */
  blogTitle?: string;
  /** @default "博客" */
  blogDescription?: string;
  /** @default true */
  showReadingTime?: boolean;
  feedOptions?: {
    /** @default ["rss", "atom"] */
    type?: ("rss" | "atom")[];
    title?: string;
    description?: string;
    copyright?: string;
    /** @default 20 */
    limit?: number;
  };
}
