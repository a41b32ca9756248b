// The data of a versioned site's version navbar items, search scope and page versions. Types only, and kept
// out of site-data.ts and page-model.ts, which the client bundle includes: the minifier names symbols by
// the characters of the whole source, type declarations included, so text added there would change the
// bundle of every site. These declarations extend those modules' interfaces instead.

/** The versions of a versioned site, as the navbar and the reader's remembered choice need them. */
export interface SiteVersions {
  /** Where the reader's chosen version is kept in localStorage: Docusaurus's `docs-preferred-version-<pluginId>`. */
  storageKey: string;
  /**
   * Each version, newest first (versions.json order, `current` first): its name, label, main doc's route,
   * its route base (`/docs/1.0`) and main doc's id (for `useVersions` on React pages).
   */
  list: { name: string; label: string; href: string; path: string; mainDocId: string }[];
  /** The place in `list` of the version served at the docs route (`lastVersion`). */
  last: number;
  /** The navbar items that change with the version, by their place in `navbar.items`. */
  items: VersionedNavbarItem[];
  /**
   * The version of each page of the search index, in its order, run-length encoded: `[version, count, …]`,
   * -1 for pages outside the docs. The search dialog keeps to the version read (client/search/versioned-search.ts).
   */
  searchPages: number[];
}

/**
 * A navbar item that changes with the version (the version of the page read, else the reader's choice, else
 * the last one). `at`: its index in `navbar.items`, and in its dropdown's items for an entry of a dropdown.
 */
export type VersionedNavbarItem =
  /**
   * `docsVersionDropdown`: its entries from `from` on are the versions of `list` at the places `versions` (all
   * of them when left out, in order).
   */
  | { kind: "dropdown"; at: [number]; from: number; versions?: number[] }
  /** `docsVersion`: the version's label and main doc, unless the config gives the label or the target. */
  | { kind: "version"; at: number[]; label?: string; to?: string }
  /** `docSidebar` and `doc`: per version of `list`, the link and its sidebar's site-wide name (null: none). */
  | { kind: "docs"; at: number[]; hrefs: (string | null)[]; sidebarIds: (string | null)[] };

declare module "./site-data.ts" {
  interface SiteData {
    /** A versioned site's versions, for the navbar items that follow the version read (shared/version-navbar.ts). */
    versions?: SiteVersions;
  }
}

declare module "./page-model.ts" {
  /** A versioned page's version, and what the version navbar items need (shared/version-navbar.ts). */
  interface DocVersionView {
    /** The version's place in `SiteData.versions.list`. */
    index: number;
    /** This doc's route in each version of that list, null where it has none (the navbar then links the main doc). */
    alternates?: (string | null)[];
    /** The latest version's name: the banner's link is a choice of version the client remembers. */
    bannerVersion?: string;
  }
}

/** The locales of a translated site, as its locale dropdown links them. */
export interface SiteLocales {
  /** Each locale, the default first: its name, label, `lang` and base URL. */
  list: { name: string; label: string; lang: string; baseUrl: string }[];
  /** The place in `list` of the locale of this build. */
  current: number;
  /**
   * The locale dropdowns, by their place in `navbar.items`; the locales are their entries from `from` on.
   * `query`: Docusaurus's `queryString`, appended to each link.
   */
  items: { at: number; from: number; query?: string }[];
}

declare module "./site-data.ts" {
  interface SiteData {
    /** A translated site's locales, for its locale dropdowns (shared/locale-navbar.ts). */
    locales?: SiteLocales;
  }
}
