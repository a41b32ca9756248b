import type { PageModel } from "./page-model.ts";
import type { SidebarNode } from "./sidebar.ts";
import { siteHref } from "./url.ts";

/** Site-wide data the chrome needs, computed once per build and embedded (small) in every page. */
export interface SiteData {
  title: string;
  titleDelimiter: string;
  baseUrl: string;
  version: string;
  versionLabel: string;
  navbar: {
    title: string;
    logo?: { alt: string; src: string };
    items: NavbarLink[];
  };
  footer: {
    links: { title: string; items: { label: string; href: string; external: boolean }[] }[];
    copyright?: string;
  };
  colorMode: { defaultMode: "light" | "dark"; disableSwitch: boolean; respectPrefersColorScheme: boolean };
  announcementBar?: { id: string; content: string; isCloseable: boolean; backgroundColor?: string; textColor?: string };
  /**
   * URL of the search dialog's chunk. Retry after a failed load imports it under a new URL: some
   * browsers keep a failed module import failed for the life of the page (Chromium 150 does).
   */
  searchChunk?: string;
}

/** A navbar link after resolution: docSidebar items point at their sidebar's first page. */
export interface NavbarLink {
  label: string;
  href: string;
  position: "left" | "right";
  external: boolean;
  /** Set for docSidebar items: active whenever the current page is in this sidebar. */
  sidebarId?: string;
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
