// What the build and the DocSearch dialog (client/search/DocSearchDialog.tsx) share: the options the dialog's
// chunk is built with (cli/config/docsearch.ts makes them from `themeConfig.algolia`), Docusaurus's contextual
// facet filters, and how a hit's URL becomes a link of this site. Only the DocSearch chunk imports this module.

/** What the DocSearch dialog is built with: plain JSON, inlined into its chunk. */
export interface DocSearchOptions {
  appId: string;
  apiKey: string;
  indexName: string;
  /** The locale built: the contextual filter `language:<locale>` (the pages' `docsearch:language`). */
  locale: string;
  contextualSearch: boolean;
  searchParameters: Record<string, unknown>;
  externalUrlRegex?: string;
  /** `from` as a regular expression's source (a string `from` is matched as written, as in Docusaurus). */
  replaceSearchResultPathname?: { from: string; to: string };
  placeholder?: string;
  maxResultsPerGroup?: number;
  disableUserPersonalization?: boolean;
  translations?: Record<string, unknown>;
}

/** Algolia's facet filters: a filter, or a list of filters and of lists (a list inside is an OR). */
export type FacetFilters = string | (string | string[])[];

/**
 * The facet filters of a query, as Docusaurus's search bar makes them: with `contextualSearch`, the language
 * and the tags of the docs version shown (`default` and `docs-default-<version>`, the pages'
 * `docsearch:docusaurus_tag` values) come first, then the config's own, flattened into one list as Docusaurus
 * merges them; without it, the config's alone.
 */
export function facetFiltersOf(options: DocSearchOptions, version: string): FacetFilters | undefined {
  const own = options.searchParameters.facetFilters as FacetFilters | undefined;
  if (!options.contextualSearch) return own;
  const contextual: (string | string[])[] = [
    `language:${options.locale}`,
    ["docusaurus_tag:default", `docusaurus_tag:docs-default-${version}`],
  ];
  return own === undefined ? contextual : [...contextual, ...(typeof own === "string" ? [own] : own)];
}

/**
 * A hit's URL as the dialog links it: a URL matching `externalUrlRegex` as it is; any other becomes a path of
 * this site (its path and fragment; `replaceSearchResultPathname` applied; the base URL added unless the path
 * already starts with it), followed without a page load.
 */
export function hitHref(options: DocSearchOptions, baseUrl: string, url: string): string {
  if (options.externalUrlRegex && new RegExp(options.externalUrlRegex).test(url)) return url;
  const parsed = new URL(url, "https://docsearch.invalid");
  const replace = options.replaceSearchResultPathname;
  let path = parsed.pathname + parsed.hash;
  if (replace) path = path.replaceAll(new RegExp(replace.from, "g"), replace.to);
  return path.startsWith(baseUrl) ? path : baseUrl + path.replace(/^\//, "");
}

/** Whether a link of the dialog leaves the site: the router follows the others (client/router.ts). */
export function isExternalHref(href: string): boolean {
  return /^[a-z][a-z0-9+.-]*:/i.test(href);
}
