import { DocSearchModal, type DocSearchModalProps } from "@docsearch/react/modal";
import { type MouseEvent, type ReactNode, useEffect, useMemo, useState } from "react";
import { type DocSearchOptions, facetFiltersOf, hitHref, isExternalHref } from "../../shared/docsearch.ts";
import type { SiteData } from "../../shared/site-data.ts";
import type { SearchDialogProps } from "./SearchDialog.tsx";
import type {} from "./versioned-search.ts";

// The search dialog of a site that DocSearch serves (`themeConfig.algolia`): the chunk the navbar's search
// button loads on first open instead of docsgen's own dialog (cli/assets/docsearch-bundle.ts), so pages carry
// no DocSearch code until a reader searches. React is the entry's (the bundle maps its imports there).

/** The options, from the config (shared/docsearch.ts): esbuild inlines them as a JSON string. */
declare const DOCSGEN_DOCSEARCH: string;
/** DocSearch's stylesheet (with docsgen's theme colours), output-relative: linked on first open. */
declare const DOCSGEN_DOCSEARCH_CSS: string;

const options = JSON.parse(DOCSGEN_DOCSEARCH) as DocSearchOptions;

let stylesheet: Promise<void> | undefined;

/** Links the stylesheet once; the dialog waits for it, so it never shows unstyled. A failure is retried next open. */
function loadStylesheet(href: string): Promise<void> {
  stylesheet ??= new Promise<void>((resolve, reject) => {
    const link = document.createElement("link");
    link.rel = "stylesheet";
    link.href = href;
    link.onload = () => resolve();
    link.onerror = () => {
      link.remove();
      stylesheet = undefined;
      reject(new Error(`docsgen: DocSearch's stylesheet could not be loaded (${href})`));
    };
    document.head.append(link);
  });
  return stylesheet;
}

/** The docs version the navbar shows (client/versioned-app.tsx sets it), as Docusaurus's contextual search keeps to. */
function shownVersion(site: SiteData): string {
  const versions = site.versions;
  if (!versions) return "current";
  return versions.list[globalThis.__docsgenSearchScope?.version ?? versions.last]?.name ?? "current";
}

/** Follows a link of the site with the router (no page load), any other as the browser would. */
function follow(href: string): void {
  if (!isExternalHref(href) && window.docsgen?.navigate) void window.docsgen.navigate(href);
  else location.assign(href);
}

/** A hit: a link, followed by the router when it is the site's (a plain click only). */
function Hit({ hit, children }: { hit: { url: string }; children: ReactNode }) {
  const onClick = (e: MouseEvent<HTMLAnchorElement>) => {
    if (isExternalHref(hit.url) || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
    e.preventDefault();
    follow(hit.url);
  };
  return (
    <a href={hit.url} onClick={onClick}>
      {children}
    </a>
  );
}

/** Enter on a hit (autocomplete's navigator): the same as a click. */
const navigator = { navigate: ({ itemUrl }: { itemUrl: string }) => follow(itemUrl) };

function noAskAi(): void {}

/** DocSearch's modal, with the config's options and Docusaurus's contextual filters and URL handling. */
export function SearchDialog({ site, onClose }: SearchDialogProps) {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    loadStylesheet(site.baseUrl + DOCSGEN_DOCSEARCH_CSS)
      .catch((error: unknown) => console.warn(error))
      .finally(() => setReady(true));
  }, [site.baseUrl]);
  // Escape closes the dialog (DocSearch leaves it to the page that opened it, as Docusaurus's search bar does).
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.key === "Escape") onClose();
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [onClose]);
  const version = shownVersion(site);
  const searchParameters = useMemo(() => {
    const facetFilters = facetFiltersOf(options, version);
    return { ...options.searchParameters, ...(facetFilters === undefined ? {} : { facetFilters }) };
  }, [version]);
  const transformItems = useMemo(
    () =>
      <T extends { url: string }>(items: T[]): T[] =>
        items.map((item) => ({ ...item, url: hitHref(options, site.baseUrl, item.url) })),
    [site.baseUrl],
  );
  if (!ready) return null;
  return (
    <DocSearchModal
      appId={options.appId}
      apiKey={options.apiKey}
      indexName={options.indexName}
      placeholder={options.placeholder}
      maxResultsPerGroup={options.maxResultsPerGroup}
      disableUserPersonalization={options.disableUserPersonalization}
      translations={options.translations as DocSearchModalProps["translations"]}
      searchParameters={searchParameters}
      initialScrollY={window.scrollY}
      onClose={onClose}
      navigator={navigator}
      transformItems={transformItems}
      hitComponent={Hit}
      // Ask AI is not loaded (the config's askAi is warned about): nothing toggles it.
      onAskAiToggle={noAskAi}
    />
  );
}
