import { href } from "../../shared/site-data.ts";
import { useSiteContext } from "./context.ts";

/**
 * `@docusaurus/plugin-content-docs/client` on a React page. Its sidebar hooks read the sidebar of the doc page
 * they render in; a page of `src/pages` has none (Docusaurus throws there too), so they throw an error that
 * says so, which the build reports at the calling component (site-render).
 */
function outsideDocs(hook: string): never {
  throw new Error(
    `${hook}() reads the sidebar of the doc page it renders in, and a React page of src/pages is not a doc page (Docusaurus throws there too); link to the docs with @docusaurus/Link instead`,
  );
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
  const { site } = useSiteContext();
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

/** The version of the doc page rendered: none on a React page, which is not a doc. */
export function useActiveVersion(_pluginId?: string): GlobalVersion | undefined {
  return undefined;
}

/** The doc page rendered and its other versions: none on a React page. */
export function useActiveDocContext(_pluginId?: string) {
  return { activeVersion: undefined, activeDoc: undefined, alternateDocVersions: {} };
}
