import type { DocContextValue } from "../../shared/doc-context.ts";
import { href, type SiteData } from "../../shared/site-data.ts";
import { siteHref } from "../../shared/url.ts";
import { useSiteContext } from "./context.ts";
import { matchPath } from "./router.ts";

/**
 * `@docusaurus/plugin-content-docs/client` in the site's components (React pages, and MDX docs that import
 * them). Its sidebar hooks read the sidebar of the doc page they render in; a page of `src/pages` has none (Docusaurus throws there too), so they throw an error that
 * says so, which the build reports at the calling component (site-render).
 */
function outsideDocs(hook: string): never {
  throw new Error(
    `${hook}() reads the sidebar of the doc page it renders in, and a React page of src/pages is not a doc page (Docusaurus throws there too); link to the docs with @docusaurus/Link instead`,
  );
}

/**
 * The doc a swizzled doc part renders for (DocItem/Footer), as Docusaurus's `useDoc()` gives it: its metadata,
 * front matter and TOC. Outside a doc's part it throws, as Docusaurus's does outside a doc.
 */
export function useDoc(): DocContextValue {
  const { doc } = useSiteContext();
  if (!doc)
    throw new Error(
      "useDoc() reads the doc it renders in: docsgen gives it to a site's DocItem/Footer, not to React pages or MDX",
    );
  return doc;
}

export function useDocsSidebar(): never {
  return outsideDocs("useDocsSidebar");
}

export function useCurrentSidebarCategory(): never {
  return outsideDocs("useCurrentSidebarCategory");
}

/** A docs version as `@docusaurus/plugin-content-docs/client` gives it (Docusaurus's GlobalVersion). */
export interface GlobalVersion {
  name: string;
  label: string;
  isLast: boolean;
  /** Its route base, with the base URL: `/docs/1.0`. */
  path: string;
  mainDocId: string;
  /** Its main doc only: docsgen does not ship every doc's route to the browser. */
  docs: { id: string; path: string }[];
  draftIds: string[];
}

/** The site's versions, newest first (a versioned site's: SiteData.versions). */
export function useVersions(_pluginId?: string): GlobalVersion[] {
  return versionsOf(useSiteContext().site);
}

function versionsOf(site: SiteData): GlobalVersion[] {
  const versions = site.versions;
  if (!versions)
    throw new Error(
      "useVersions() lists the versions of versions.json, and this site has none: docsgen provides the version hooks to versioned sites",
    );
  return versions.list.map((v, i) => ({
    name: v.name,
    label: v.label,
    isLast: i === versions.last,
    path: href(site, v.path),
    mainDocId: v.mainDocId,
    docs: [{ id: v.mainDocId, path: href(site, v.href) }],
    draftIds: [],
  }));
}

/** The version served at the docs route (`lastVersion`). */
export function useLatestVersion(pluginId?: string): GlobalVersion {
  return useVersions(pluginId).find((v) => v.isLast) as GlobalVersion;
}

/**
 * The version whose path the page's route is under, as Docusaurus matches it: the other versions first, then
 * the last one, whose path (`/docs`) holds theirs. A doc of `versioned_docs/version-1.0` that renders the
 * site's component gets 1.0; a React page outside the docs gets none. None on a site without versions.
 */
export function useActiveVersion(_pluginId?: string): GlobalVersion | undefined {
  const { site, page } = useSiteContext();
  if (!site.versions) return undefined;
  const versions = versionsOf(site);
  const pathname = siteHref(site.baseUrl, page.route);
  const ordered = [...versions.filter((v) => !v.isLast), ...versions.filter((v) => v.isLast)];
  return ordered.find((v) => matchPath(pathname, { path: v.path }) !== null);
}

/** The doc page rendered, with its version; its other versions are not listed (docsgen ships no doc routes). */
export function useActiveDocContext(pluginId?: string) {
  return { activeVersion: useActiveVersion(pluginId), activeDoc: undefined, alternateDocVersions: {} };
}
