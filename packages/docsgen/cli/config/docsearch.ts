/**
 * DocSearch, Docusaurus's `themeConfig.algolia`: whether it serves a site instead of docsgen's own search, the
 * options its dialog is built with (client/search/DocSearchDialog.tsx, inlined into its chunk), and the
 * Algolia hosts the site's CSP opens for it.
 *
 * The rule (the config's `search` key): `"algolia"` serves DocSearch, `"docsgen"` docsgen's own search. Left
 * out, DocSearch serves when `themeConfig.algolia` is set, unless a docusaurus.config lists another search
 * plugin or theme: Docusaurus shows that one's search bar then (a site's own themes come after the preset's,
 * and a later theme's component wins), and docsgen's own search takes its place (config/docusaurus.ts).
 */
import type { DocSearchOptions } from "../../shared/docsearch.ts";
import type { PolicySources } from "./injected-tags.ts";
import type { ConfigProblem } from "./validate.ts";

/** DocSearch as a build uses it. */
export interface DocSearch {
  options: DocSearchOptions;
  /** What the policy opens for it: the search hosts of the app, under `connect-src`. */
  sources: PolicySources;
  /** Docusaurus's hint to the browser: the app's search host, connected to before the first query. */
  preconnect: string;
}

/** `themeConfig.algolia` once validated (schema.ts). */
export interface AlgoliaConfig {
  appId: string;
  apiKey: string;
  indexName: string;
  contextualSearch: boolean;
  searchParameters?: Record<string, unknown>;
  externalUrlRegex?: string;
  replaceSearchResultPathname?: { from: unknown; to: string };
  placeholder?: string;
  maxResultsPerGroup?: number;
  disableUserPersonalization?: boolean;
  translations?: Record<string, unknown>;
}

/**
 * The hosts DocSearch's search client (algoliasearch's lite client, bundled in @docsearch/react) sends queries
 * to: `<appId>-dsn.algolia.net` first, then `<appId>-1…3.algolianet.com` when it retries. The write host
 * (`<appId>.algolia.net`) is never asked by a search. Host names match without regard to case; written lower.
 */
export function algoliaHosts(appId: string): string[] {
  const id = appId.toLowerCase();
  return [`https://${id}-dsn.algolia.net`, ...[1, 2, 3].map((n) => `https://${id}-${n}.algolianet.com`)];
}

/** DocSearch for a config, or undefined when docsgen's own search serves the site. */
export function docsearchOf(
  config: { search?: "docsgen" | "algolia"; themeConfig: { algolia?: AlgoliaConfig } },
  locale: string,
): DocSearch | undefined {
  const algolia = config.themeConfig.algolia;
  if (!algolia || config.search === "docsgen") return undefined;
  const replace = algolia.replaceSearchResultPathname;
  const options: DocSearchOptions = {
    appId: algolia.appId,
    apiKey: algolia.apiKey,
    indexName: algolia.indexName,
    locale,
    contextualSearch: algolia.contextualSearch,
    searchParameters: algolia.searchParameters ?? {},
    ...(algolia.externalUrlRegex !== undefined ? { externalUrlRegex: algolia.externalUrlRegex } : {}),
    ...(replace ? { replaceSearchResultPathname: { from: patternOf(replace.from), to: replace.to } } : {}),
    ...(algolia.placeholder !== undefined ? { placeholder: algolia.placeholder } : {}),
    ...(algolia.maxResultsPerGroup !== undefined ? { maxResultsPerGroup: algolia.maxResultsPerGroup } : {}),
    ...(algolia.disableUserPersonalization !== undefined
      ? { disableUserPersonalization: algolia.disableUserPersonalization }
      : {}),
    ...(algolia.translations !== undefined ? { translations: algolia.translations } : {}),
  };
  return {
    options,
    sources: { "connect-src": algoliaHosts(algolia.appId) },
    preconnect: `https://${algolia.appId}-dsn.algolia.net`,
  };
}

/** A string is matched as written; a RegExp by its source (Docusaurus's validation does the same). */
function patternOf(from: unknown): string {
  if (from instanceof RegExp) return from.source;
  return String(from).replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

/**
 * Problems with the search choice, once the schema says the types are right: `search: "algolia"` with no
 * `themeConfig.algolia` to search with; an app id that is not one (it is written into the CSP); a `replaceSearchResultPathname.from` that is neither a string nor a
 * RegExp; an `externalUrlRegex` that is not a regular expression.
 */
export function searchProblems(user: unknown): ConfigProblem[] {
  const config = (user ?? {}) as { search?: unknown; themeConfig?: { algolia?: Partial<AlgoliaConfig> } };
  const algolia = config.themeConfig?.algolia;
  const problems: ConfigProblem[] = [];
  if (config.search === "algolia" && !algolia)
    problems.push({
      path: "search",
      message: 'is "algolia", which needs themeConfig.algolia to search with',
      hint: 'Add themeConfig.algolia ({ appId, apiKey, indexName }), or remove `search: "algolia"` for docsgen\'s own search.',
    });
  // The app id is written into the CSP's connect-src as part of four host names: only an id Algolia could
  // issue (letters and digits, as BH4D9OD16A) may be, or a quote and a `*` would open connect-src to any host.
  const appId = algolia?.appId;
  if (typeof appId === "string" && !/^[A-Za-z0-9]+$/.test(appId))
    problems.push({
      path: "themeConfig.algolia.appId",
      message: `(${JSON.stringify(appId)}) is not an Algolia application id (letters and digits): it names the hosts the content security policy opens`,
      hint: "Copy the Application ID from the Algolia dashboard (such as BH4D9OD16A).",
    });
  const from = algolia?.replaceSearchResultPathname?.from;
  if (from !== undefined && typeof from !== "string" && !(from instanceof RegExp))
    problems.push({
      path: "themeConfig.algolia.replaceSearchResultPathname.from",
      message: "must be a string or a RegExp",
    });
  const regex = algolia?.externalUrlRegex;
  if (typeof regex === "string" && !isRegExp(regex))
    problems.push({ path: "themeConfig.algolia.externalUrlRegex", message: "is not a valid regular expression" });
  return problems;
}

function isRegExp(source: string): boolean {
  try {
    new RegExp(source);
    return true;
  } catch {
    return false;
  }
}
