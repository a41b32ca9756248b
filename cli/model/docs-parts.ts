import { readFileSync } from "node:fs";
import type { PageModel } from "../../shared/page-model.ts";
import type { SidebarNode } from "../../shared/sidebar.ts";
import type { ResolvedConfig } from "../config/resolve.ts";
import type { DocsVersion } from "../config/versions.ts";
import type { DiscoveredFiles } from "../content/discover.ts";
import type { DocSource } from "../content/types.ts";
import type { Diagnostic } from "../diagnostics/diagnostic.ts";
import { relativePath } from "../paths/relative.ts";
import { docsOf, readVersionSidebars, renameSidebars, sidebarKey, type VersionInstance } from "./docs-versions.ts";
import type { ModelContext } from "./model-context.ts";
import type { GeneratedIndex } from "./sidebar-types.ts";
import { resolveSidebars, type SidebarsFile } from "./sidebars.ts";

/** One docs instance's share of the model: a site without versions has one, a versioned site one per version. */
export interface DocsPart {
  ctx: ModelContext;
  docs: DocSource[];
  generatedIndexes: GeneratedIndex[];
  /** The sidebars file, relative to the site (where generated index pages are located). */
  sidebarRel: string;
  version?: DocsVersion;
}

export interface DocsParts {
  parts: DocsPart[];
  /** Every sidebar by its site-wide name (docs-versions.ts: sidebarKey). */
  sidebars: Record<string, SidebarNode[]>;
  /** The part whose sidebars and docs the navbar and standalone pages use: the only one, or the last version. */
  main: DocsPart;
  problems: Diagnostic[];
}

interface DocsPartsInput {
  config: ResolvedConfig;
  docs: DocSource[];
  /** The docs sidebars file as loaded (the current version's). */
  sidebarsFile: SidebarsFile;
  categories: DiscoveredFiles["categories"];
  /** A versioned site: each version, with the categories of its folder. */
  versions: { instance: VersionInstance; categories: DiscoveredFiles["categories"] }[];
}

/** Resolves the sidebars of each docs instance against its own docs, and its model context. */
export function docsParts(input: DocsPartsInput): DocsParts {
  const { config, docs, sidebarsFile } = input;
  if (input.versions.length === 0) {
    const resolved = resolveSidebars(config, sidebarsFile, docs, input.categories);
    const ctx = modelContext(config, resolved.sidebars, resolved.docSidebar, docs);
    const main = { ctx, docs, generatedIndexes: resolved.generatedIndexes, sidebarRel: sidebarsFile.path };
    return { parts: [main], sidebars: resolved.sidebars, main, problems: resolved.problems };
  }
  const parts: DocsPart[] = [];
  const sidebars: Record<string, SidebarNode[]> = {};
  const problems: Diagnostic[] = [];
  for (const { instance, categories } of input.versions) {
    const { version } = instance;
    const own = docsOf(instance, docs);
    const file = version.dir === config.docs.dir ? sidebarsFile : versionSidebarsFile(instance);
    const resolved = resolveSidebars(instance.config, file, own, categories);
    problems.push(...resolved.problems);
    Object.assign(sidebars, renameSidebars(version, resolved));
    const ctx = modelContext(instance.config, resolved.sidebars, resolved.docSidebar, own);
    parts.push({ ctx, docs: own, generatedIndexes: resolved.generatedIndexes, sidebarRel: file.path, version });
  }
  const main = parts.find((p) => p.version?.isLast) ?? parts[0];
  return { parts, sidebars, main, problems };
}

/** A page model whose sidebar is named as the site names it (a version's sidebars are prefixed). */
export function siteModel(part: DocsPart, model: PageModel): PageModel {
  if (!part.version || part.version.isLast || !model.sidebarId) return model;
  return { ...model, sidebarId: sidebarKey(part.version, model.sidebarId) };
}

function modelContext(
  config: ResolvedConfig,
  sidebars: ModelContext["sidebars"],
  docSidebar: ModelContext["docSidebar"],
  docs: DocSource[],
): ModelContext {
  return { config, sidebars, docSidebar, docsById: new Map(docs.map((d) => [d.id, d])) };
}

/** An older version's sidebars file, read; none when it has no file (Docusaurus: no sidebar then). */
function versionSidebarsFile({ config, version }: VersionInstance): SidebarsFile {
  const file = version.sidebarFile;
  if (!file) return { path: "versioned_sidebars/", source: "", exports: {} };
  return {
    path: relativePath(config.siteDir, file),
    source: readFileSync(file, "utf8"),
    exports: readVersionSidebars(config, file),
  };
}
