import { readFileSync } from "node:fs";
import type { DocVersionView, PageModel } from "../../shared/page-model.ts";
import { firstHref, type SidebarNode } from "../../shared/sidebar.ts";
import { fill } from "../../shared/strings.ts";
import type { ResolvedConfig } from "../config/resolved.ts";
import type { DocsVersion } from "../config/versions.ts";
import type { DiscoveredFiles } from "../content/discover.ts";
import type { DocSource } from "../content/types.ts";
import type { Diagnostic } from "../diagnostics/diagnostic.ts";
import { relativePath } from "../paths/relative.ts";
import { docsOf, readVersionSidebars, renameSidebars, sidebarKey, type VersionInstance } from "./docs-versions.ts";
import type { ModelContext } from "./model-context.ts";
import type { GeneratedIndex } from "./sidebar-types.ts";
import { type ResolvedSidebars, resolveSidebars, type SidebarsFile } from "./sidebars.ts";

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
  lastChanges?: ModelContext["lastChanges"];
}

/** Resolves the sidebars of each docs instance against its own docs, and its model context. */
export function docsParts(input: DocsPartsInput): DocsParts {
  const { config, docs, sidebarsFile } = input;
  if (input.versions.length === 0) {
    const resolved = resolveSidebars(config, sidebarsFile, docs, input.categories);
    const ctx = modelContext(input, resolved, docs);
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
    const ctx = modelContext({ ...input, config: instance.config }, resolved, own);
    parts.push({ ctx, docs: own, generatedIndexes: resolved.generatedIndexes, sidebarRel: file.path, version });
  }
  const main = parts.find((p) => p.version?.isLast) ?? parts[0];
  return { parts, sidebars, main, problems };
}

/**
 * A page model as the site shows it: its sidebar named as the site names it (a version's sidebars are
 * prefixed), its version, and a versioned doc's badge, banner and copies in the other versions.
 */
export function siteModel(all: DocsParts, part: DocsPart, model: PageModel, doc?: DocSource): PageModel {
  const { version } = part;
  if (!version) return model;
  const sidebarId = model.sidebarId && !version.isLast ? sidebarKey(version, model.sidebarId) : model.sidebarId;
  const view = versionView(all, part, model.kind === "category", doc);
  return { ...model, ...(sidebarId ? { sidebarId } : {}), version: view };
}

/**
 * The version of a versioned page: for a doc and a generated category page, its badge and banner (Docusaurus
 * puts DocVersionBadge and DocVersionBanner on both; its tags pages have neither). A category page's banner
 * links the latest version's main doc, as Docusaurus's does for a page that is no doc.
 */
function versionView(all: DocsParts, part: DocsPart, category: boolean, doc?: DocSource): DocVersionView {
  const view: DocVersionView = { index: all.parts.indexOf(part) };
  if (!doc && !category) return view;
  if (doc) view.alternates = all.parts.map((p) => p.ctx.docsById.get(doc.id)?.route ?? null);
  const version = part.version as DocsVersion;
  const latest = all.main;
  const { config } = part.ctx;
  const s = config.locale.strings.server;
  if (version.badge) view.badge = fill(s.versionBadge, { versionLabel: version.label });
  if (version.banner && latest.version) {
    const message = version.banner === "unreleased" ? s.unreleasedVersion : s.unmaintainedVersion;
    const [before, after = ""] = fill(s.latestVersionSuggestion, { versionLabel: latest.version.label }).split(
      "{latestVersionLink}",
    );
    view.banner = {
      message: fill(message, { siteTitle: config.title, versionLabel: version.label }),
      before,
      linkLabel: s.latestVersionLink,
      after,
      href: (doc && latest.ctx.docsById.get(doc.id)?.route) ?? mainDocRoute(latest),
    };
    view.bannerVersion = latest.version.name;
  }
  return view;
}

/** A version's main doc: the first page of its first sidebar, else its first doc (Docusaurus's rule). */
export function mainDocRoute(part: DocsPart): string {
  const first = Object.values(part.ctx.sidebars)[0];
  return (first && firstHref(first)) ?? part.docs[0]?.route ?? `/${part.ctx.config.docs.routeBasePath}`;
}

function modelContext(
  input: Pick<DocsPartsInput, "config" | "lastChanges">,
  resolved: Pick<ResolvedSidebars, "sidebars" | "docSidebar">,
  docs: DocSource[],
): ModelContext {
  const { config, lastChanges } = input;
  const { sidebars, docSidebar } = resolved;
  return {
    config,
    sidebars,
    docSidebar,
    docsById: new Map(docs.map((d) => [d.id, d])),
    ...(lastChanges ? { lastChanges } : {}),
  };
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
