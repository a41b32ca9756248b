import { basename, dirname, join } from "node:path";
import type { ContentFiles, ResolvedConfig } from "../config/resolved.ts";
import { BuildError, type Diagnostic } from "../diagnostics/diagnostic.ts";
import { rootDirOf } from "../paths/contain.ts";
import { relativePath } from "../paths/relative.ts";
import { walkSite } from "../paths/walk.ts";
import { readCategoryFile } from "./category-file.ts";
import { selectContentFiles, skippedByDefault } from "./content-files.ts";
import { pagesInstanceConfig } from "./pages-instances.ts";
import type { CategoryMeta } from "./types.ts";

/** One instance's pages, relative to its folder (or the default pages', with the site's config). */
export interface PagesInstanceFiles {
  /** The config the pages are read with. */
  config: ResolvedConfig;
  pages: string[];
  reactPages: string[];
  findings: Diagnostic[];
}

export interface DiscoveredFiles {
  /** Markdown and MDX files in the docs folder, relative to it, sorted. */
  docs: string[];
  /** Markdown files in the pages folder, relative to it, sorted. */
  pages: string[];
  /** React pages (`.js`, `.jsx`, `.ts`, `.tsx`) in the pages folder, relative to it, sorted (react/pages.ts). */
  reactPages: string[];
  /** `_category_.json`, `.yml` or `.yaml` files by folder (relative to the docs folder, `""` for the root). */
  categories: Map<string, CategoryMeta>;
  /** Symlinks not followed (outside the site, loops): located warnings. */
  findings: Diagnostic[];
  /** The other pages instances' files (content/pages-instances.ts); absent for a site with none. */
  pagesInstances?: PagesInstanceFiles[];
}

/**
 * Lists the site's sources: the files of each content folder that its plugin's `include` and `exclude` make
 * pages (content-files.ts; by default, as in Docusaurus, files and folders starting with `_` are partials,
 * not pages). One synchronous walk of each folder (paths/walk.ts, which also decides which symlinks are
 * followed). With `failed`, a `_category_` file that cannot be read is left out and its errors go there (the
 * build reports them with every other failing file); without it, the first one throws.
 */
export async function discover(config: ResolvedConfig, failed?: Diagnostic[]): Promise<DiscoveredFiles> {
  const docs = discoverDocs(config, failed);
  const own = discoverPages(config);
  const instances = config.pagesInstances?.map((i) => ({ id: i.id, ...discoverPages(pagesInstanceConfig(config, i)) }));
  const findings = [...docs.findings, ...own.findings, ...(instances ?? []).flatMap((i) => i.findings)];
  return {
    docs: docs.docs,
    pages: own.pages,
    reactPages: own.reactPages,
    categories: docs.categories,
    findings,
    ...(instances ? { pagesInstances: instances } : {}),
  };
}

/** The markdown and React pages of the config's pages folder (another pages instance's in its config). */
export function discoverPages(config: ResolvedConfig): PagesInstanceFiles {
  const globs = config.pagesFiles;
  const pagesWalk = walkSite(config.pagesDir, walkOptions(config, globs));
  const kept = config.pagesSelected && new Set(config.pagesSelected);
  const selected = selectContentFiles(config.pagesDir, pagesWalk.files, globs).filter(
    (file) => !kept || kept.has(join(config.pagesDir, file)),
  );
  const pages = selected.filter((file) => isPage(file, globs));
  const reactPages = selected.filter((file) => isReactPage(file, globs));
  return { config, pages: pages.sort(), reactPages: reactPages.sort(), findings: pagesWalk.findings };
}

function walkOptions(config: ResolvedConfig, globs: ContentFiles | undefined) {
  return {
    siteDir: config.siteDir,
    rootDir: rootDirOf(config),
    exclude: [config.outDir],
    skip: (rel: string, isFolder: boolean) => isFolder && skippedByDefault(basename(rel), isFolder, globs),
  };
}

/** The docs folder's markdown files and `_category_` files (a versioned site: once per version's folder). */
export function discoverDocs(
  config: ResolvedConfig,
  failed?: Diagnostic[],
): Pick<DiscoveredFiles, "docs" | "categories" | "findings"> {
  const globs = config.docs.files;
  const docsWalk = walkSite(config.docs.dir, walkOptions(config, globs));
  const found = docsWalk.files;
  const kept = config.docs.selected && new Set(config.docs.selected);
  const docs = selectContentFiles(config.docs.dir, found, globs).filter(
    (file) => isPage(file, globs) && (!kept || kept.has(join(config.docs.dir, file))),
  );
  const categories = new Map<string, CategoryMeta>();
  const rank = (file: string) => CATEGORY_FILES.indexOf(basename(file));
  const categoryFiles = found.filter((file) => rank(file) >= 0);
  for (const file of categoryFiles.sort((a, b) => rank(a) - rank(b))) {
    const folder = dirname(file) === "." ? "" : dirname(file);
    if (categories.has(folder)) continue;
    try {
      categories.set(folder, readCategory(config, file));
    } catch (error) {
      if (!(failed && error instanceof BuildError)) throw error;
      failed.push(...error.diagnostics);
    }
  }
  return { docs: docs.sort(), categories, findings: docsWalk.findings };
}

/** A markdown file that is a page: by default not a partial; with the site's globs, whatever they selected. */
function isPage(file: string, globs: ContentFiles | undefined): boolean {
  return /\.mdx?$/.test(file) && !skippedByDefault(basename(file), false, globs);
}

/** Docusaurus reads the first of these that exists in a folder. */
const CATEGORY_FILES = ["_category_.json", "_category_.yml", "_category_.yaml"];

function readCategory(config: ResolvedConfig, file: string): CategoryMeta {
  const abs = join(config.docs.dir, file);
  return readCategoryFile(abs, relativePath(config.siteDir, abs));
}

/**
 * A React page, by Docusaurus's pages plugin rules: `.js`, `.jsx`, `.ts`, `.tsx` files, except type
 * declarations and, by default, tests (`*.test.*`, `*.spec.*`; `__tests__/` is skipped as a `_` folder) and
 * partials (`_` names). A site's own `include`/`exclude` has already chosen the files (content-files.ts).
 */
function isReactPage(file: string, globs: ContentFiles | undefined): boolean {
  const name = basename(file);
  if (!/\.[jt]sx?$/.test(name) || name.endsWith(".d.ts")) return false;
  return globs !== undefined || (!name.startsWith("_") && !/\.(test|spec)\.[jt]sx?$/.test(name));
}
