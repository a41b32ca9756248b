import { createContext, useContext } from "react";
import type { PageModel } from "../../shared/page-model.ts";
import type { SiteData } from "../../shared/site-data.ts";

/** What `useDocusaurusContext().siteConfig` exposes: the config fields a page reads (title, tagline, URLs…). */
export interface SiteConfigView {
  title: string;
  tagline: string;
  url: string;
  baseUrl: string;
  favicon?: string;
  customFields: Record<string, unknown>;
  /**
   * docsgen's reading of the config's `themeConfig` (navbar, footer, colorMode, …; keys it ignores are left
   * out), typed loosely as Docusaurus types it: the site's code reads what it knows of it.
   */
  themeConfig: Readonly<Record<string, unknown>>;
}

/** Docusaurus's `i18n` of the site context. */
export interface DocusaurusI18n {
  currentLocale: string;
  defaultLocale: string;
  locales: string[];
  localeConfigs: Record<string, { label: string; htmlLang: string; direction: string; path: string }>;
}

/**
 * Metadata a React page gives while it renders on the server (`@theme/Layout`'s title and description,
 * `@docusaurus/Head`'s title): read after renderToString for the page's `<head>`.
 */
export interface HeadCollector {
  title?: string;
  description?: string;
}

/** Everything the Docusaurus modules of a React page read; provided once around the page (root.tsx). */
export interface SiteContextValue {
  site: SiteData;
  page: PageModel;
  siteConfig: SiteConfigView;
  /** Default admonition titles in the site's language (`@theme/Admonition`). */
  admonitionTitles: Record<string, string>;
  /** A translated site's locales (`useDocusaurusContext().i18n`); absent for a site with one. */
  i18n?: DocusaurusI18n;
  /** The site's own messages of its locale's code.json (`<Translate id>`); absent when it has none. */
  messages?: Record<string, string>;
  /** What the site's plugins gave `setGlobalData`, by plugin and instance id; absent when none gave any. */
  globalData?: Record<string, Record<string, unknown>>;
  /** A site plugin's route: the props its `modules` give the component (cli/plugins/docusaurus/actions.ts). */
  props?: Record<string, unknown>;
  /** Present during the server render only. */
  head?: HeadCollector;
}

export const SiteContext = createContext<SiteContextValue | null>(null);

/** The context; throws outside a React page, where no provider exists. */
export function useSiteContext(): SiteContextValue {
  const value = useContext(SiteContext);
  if (!value) throw new Error("docsgen: a Docusaurus module was used outside a React page");
  return value;
}
