import { readFileSync } from "node:fs";
import { sep } from "node:path";
import type { PageModel } from "../../shared/page-model.ts";
import type { SidebarNode } from "../../shared/sidebar.ts";
import type { ResolvedConfig } from "../config/resolved.ts";
import type { DocsVersion } from "../config/versions.ts";
import type { DiscoveredFiles } from "../content/discover.ts";
import { type KnownHeads, readHeads, type SourceHead } from "../content/heads.ts";
import type { DocSource } from "../content/types.ts";
import { BuildError, type Diagnostic } from "../diagnostics/diagnostic.ts";
import { originalOf } from "../i18n/locales.ts";
import { relativePath } from "../paths/relative.ts";
import type { UserSidebars } from "./sidebar-types.ts";
import type { ResolvedSidebars } from "./sidebars.ts";

/**
 * One docs version as the model half of the pipeline builds it: a config whose `docs` are that version's
 * (folder, route base, sidebars file), so discovery, routes, sidebars and tags work unchanged on it.
 */
export interface VersionInstance {
  version: DocsVersion;
  config: ResolvedConfig;
}

/** The versions of a versioned site as configs of their own (config/versions.ts says which are built). */
export function versionInstances(config: ResolvedConfig): VersionInstance[] {
  return (config.docs.versions ?? []).map((version) => ({
    version,
    config: {
      ...config,
      docs: {
        ...config.docs,
        dir: version.dir,
        routeBasePath: version.routeBasePath,
        sidebarFile: version.sidebarFile,
        noSidebars: version.noSidebars,
        versionLabel: version.label,
      },
    },
  }));
}

/** The version of a versioned site's page (docs-parts.ts numbers them as the config lists them). */
export function versionOfPage(config: ResolvedConfig, page: PageModel): DocsVersion | undefined {
  return page.version ? config.docs.versions?.[page.version.index] : undefined;
}

/** The docs of one version: those under its folder (the folders of versions do not nest). */
export function docsOf(instance: VersionInstance, docs: readonly DocSource[]): DocSource[] {
  const prefix = instance.version.dir + sep;
  // A translated doc belongs to the version of the file it translates.
  const { overlays } = instance.config.locale;
  return docs.filter((d) => originalOf(overlays, d.absPath).startsWith(prefix));
}

/** A versioned sidebars file (JSON, as `docusaurus docs:version` writes it); a bad one is a located error. */
export function readVersionSidebars(config: ResolvedConfig, file: string): UserSidebars {
  try {
    return JSON.parse(readFileSync(file, "utf8")) as UserSidebars;
  } catch (error) {
    throw new BuildError([
      {
        severity: "error",
        code: "sidebar",
        message: `the versioned sidebars file cannot be read: ${(error as Error).message}`,
        file: relativePath(config.siteDir, file),
        hint: "Correct the JSON (an object of sidebar ids to item lists), or delete the file for no sidebar.",
      },
    ]);
  }
}

/**
 * The site-wide name of a version's sidebar: the last version's keep their names (the navbar's `docSidebar`
 * items name them), the others are prefixed with their version, as Docusaurus once wrote them.
 */
export function sidebarKey(version: DocsVersion, id: string): string {
  return version.isLast ? id : `version-${version.name}/${id}`;
}

/** A version's resolved sidebars renamed to their site-wide names. */
export function renameSidebars(version: DocsVersion, resolved: ResolvedSidebars): Record<string, SidebarNode[]> {
  return Object.fromEntries(Object.entries(resolved.sidebars).map(([id, items]) => [sidebarKey(version, id), items]));
}

/** The heads of a versioned site: each version's docs, read with its own docs config, then the pages. */
export function readVersionHeads(input: {
  config: ResolvedConfig;
  versions: VersionInstance[];
  versionFiles: Pick<DiscoveredFiles, "docs">[];
  pages: string[];
  known?: KnownHeads;
  failed: Diagnostic[];
}): SourceHead[] {
  const { config, versions, versionFiles, known, failed } = input;
  return [
    ...versions.flatMap((v, i) => readHeads(v.config, { docs: versionFiles[i].docs, pages: [] }, known, failed)),
    ...readHeads(config, { docs: [], pages: input.pages }, known, failed),
  ];
}
