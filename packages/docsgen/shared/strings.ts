/**
 * The shape of the interface text and the two functions that fill it in. The catalogues themselves live in
 * shared/locales/ (one file per shipped language); the build picks one from `i18n.defaultLocale`, applies
 * the site's `i18n/<locale>/code.json`, renders with it and bundles only its `ui` half into the client
 * (cli/i18n/). Templates read it from a React context (templates/strings-context.ts), never from here.
 *
 * Messages use Docusaurus's syntax: `{name}` placeholders, and `one|other` plural forms where the
 * Docusaurus message has them (`theme.blog.post.plurals`).
 */

/** Text the templates and the browser client show: the only part of a catalogue shipped to the client. */
export interface UiStrings {
  skipToMainContent: string;
  navAriaLabel: string;
  toggleSidebarButtonAriaLabel: string;
  closeSidebarButtonAriaLabel: string;
  backToMainMenu: string;
  docsSidebarAriaLabel: string;
  /** `{label}`: the category. */
  expandCategoryAriaLabel: string;
  /** `{label}`: the category. */
  collapseCategoryAriaLabel: string;
  paginatorAriaLabel: string;
  previous: string;
  next: string;
  breadcrumbsAriaLabel: string;
  breadcrumbsHome: string;
  tocCollapsible: string;
  editThisPage: string;
  copy: string;
  copyButtonAriaLabel: string;
  copied: string;
  /** `{mode}`: one of the three mode names below. */
  colorToggleAriaLabel: string;
  colorModeLight: string;
  colorModeDark: string;
  colorModeSystem: string;
  announcementClose: string;
  externalLink: string;
  crashTitle: string;
  tryAgain: string;
  notFoundTitle: string;
  notFoundP1: string;
  notFoundP2: string;
  draftTitle: string;
  draftMessage: string;
  unlistedTitle: string;
  unlistedMessage: string;
  chunkErrorRetry: string;
  blogSidebarAriaLabel: string;
  readMore: string;
  /** `{title}`: the post. */
  readMoreLabel: string;
  tagsListLabel: string;
  searchButton: string;
  searchPlaceholder: string;
  searchInputLabel: string;
  /** `{query}`: what was typed. */
  searchNoResults: string;
  searchLoading: string;
  searchClose: string;
}

/** The Docusaurus 3 admonition keywords (its default `admonitions.keywords`). */
export const ADMONITION_KINDS = [
  "note",
  "tip",
  "info",
  "warning",
  "caution",
  "danger",
  "important",
  "success",
  "secondary",
] as const;
export type AdmonitionKind = (typeof ADMONITION_KINDS)[number];

/** Text only the build writes (into HTML, page models and feeds): never bundled into the client. */
export interface ServerStrings {
  /** `{heading}`: the heading's text. */
  headingLinkTitle: string;
  /** Plural forms; `{count}`: items in the category (generated-index cards). */
  categoryItems: string;
  blogListPaginatorAriaLabel: string;
  blogPostPaginatorAriaLabel: string;
  blogNewerEntries: string;
  blogOlderEntries: string;
  blogNewerPost: string;
  blogOlderPost: string;
  blogArchive: string;
  /** Plural forms; `{readingTime}`: minutes. */
  readingTime: string;
  /** Plural forms; `{count}`: posts. */
  blogPostCount: string;
  /** `{nPosts}`: blogPostCount filled in; `{tagName}`: the tag. */
  blogTagTitle: string;
  /** `{nDocsTagged}`: docsTaggedCount filled in; `{tagName}`: the tag. */
  docsTagTitle: string;
  /** Plural forms; `{count}`: docs. */
  docsTaggedCount: string;
  tagsPageLink: string;
  tagsPageTitle: string;
  /** Defaults of `blog.blogTitle`, `blog.blogDescription` and `blog.blogSidebarTitle`. */
  blogTitle: string;
  blogDescription: string;
  blogSidebarTitle: string;
  /** The wrong-base-URL banner; `{baseUrl}` marks where the URL is shown, `{defaultValue}` the note. */
  baseUrlBannerTitle: string;
  baseUrlBannerConfigured: string;
  baseUrlBannerDefault: string;
  baseUrlBannerSuggestion: string;
  /** The overlay `serve --watch` shows over a page when a rebuild failed. */
  rebuildFailed: string;
  /** A versioned site's doc pages: `{versionLabel}`; the banners also `{siteTitle}`. */
  versionBadge: string;
  unreleasedVersion: string;
  unmaintainedVersion: string;
  /** `{latestVersionLink}`: where `latestVersionLink` is shown, as a link; `{versionLabel}`: the latest's. */
  latestVersionSuggestion: string;
  latestVersionLink: string;
  /** A doc's last-update line: `{atDate}` and `{byUser}` are the two below, filled, or empty. */
  lastUpdatedAtBy: string;
  /** `{date}`: the date of the doc's last change. */
  lastUpdatedAtDate: string;
  /** `{user}`: who changed the doc last. */
  lastUpdatedByUser: string;
  /** Default admonition titles. */
  admonition: Record<AdmonitionKind, string>;
}

/** One language's interface text. */
export interface Catalogue {
  ui: UiStrings;
  server: ServerStrings;
}

/** Replaces each `{name}` whose name is given; other braces are left as written. */
export function fill(message: string, values: Record<string, string | number>): string {
  return message.replace(/\{(\w+)\}/g, (whole, name: string) =>
    Object.hasOwn(values, name) ? String(values[name]) : whole,
  );
}

/** CLDR's order of plural categories: the order in which a message lists its forms. */
const PLURAL_ORDER: Intl.LDMLPluralRule[] = ["zero", "one", "two", "few", "many", "other"];

/**
 * Picks the plural form of a `one|other` message for `count` and fills it, as Docusaurus's
 * usePluralForm does: the forms follow the order of the locale's plural categories; a message with fewer
 * forms than categories uses its last form for the rest.
 */
export function plural(message: string, lang: string, count: number, values: Record<string, string | number>) {
  const forms = message.split("|");
  const rules = new Intl.PluralRules(lang);
  const present = rules.resolvedOptions().pluralCategories;
  const categories = PLURAL_ORDER.filter((c) => present.includes(c));
  const index = Math.max(0, categories.indexOf(rules.select(count)));
  return fill(forms[Math.min(index, forms.length - 1)], values);
}
