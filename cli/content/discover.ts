import { basename, dirname, join } from "node:path";
import type { ResolvedConfig } from "../config/resolved.ts";
import { BuildError, type Diagnostic } from "../diagnostics/diagnostic.ts";
import { relativePath } from "../paths/relative.ts";
import { walkSite } from "../paths/walk.ts";
import { readCategoryFile } from "./category-file.ts";
import type { CategoryMeta } from "./types.ts";

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
}

/**
 * Lists the site's sources. Files and folders starting with `_` are partials, not pages (Docusaurus rule).
 * One synchronous walk of each folder (paths/walk.ts, which also decides which symlinks are followed).
 * With `failed`, a `_category_` file that cannot be read is left out and its errors go there (the build
 * reports them with every other failing file); without it, the first one throws.
 */
export async function discover(config: ResolvedConfig, failed?: Diagnostic[]): Promise<DiscoveredFiles> {
  const docs = discoverDocs(config, failed);
  const pagesWalk = walkSite(config.pagesDir, walkOptions(config));
  const pages = pagesWalk.files.filter((file) => isPage(file));
  const reactPages = pagesWalk.files.filter((file) => isReactPage(file));
  const findings = [...docs.findings, ...pagesWalk.findings];
  return { docs: docs.docs, pages: pages.sort(), reactPages: reactPages.sort(), categories: docs.categories, findings };
}

function walkOptions(config: ResolvedConfig) {
  return { siteDir: config.siteDir, exclude: [config.outDir], skip: skipFolder };
}

/** The docs folder's markdown files and `_category_` files (a versioned site: once per version's folder). */
export function discoverDocs(
  config: ResolvedConfig,
  failed?: Diagnostic[],
): Pick<DiscoveredFiles, "docs" | "categories" | "findings"> {
  const docsWalk = walkSite(config.docs.dir, walkOptions(config));
  const found = docsWalk.files;
  const docs = found.filter((file) => isPage(file));
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

/** Partial folders (`_x/`) and installed packages hold no pages. */
function skipFolder(rel: string, isFolder: boolean): boolean {
  if (!isFolder) return false;
  const name = basename(rel);
  return name === "node_modules" || name.startsWith("_");
}

/** A markdown file that is not a partial. */
function isPage(file: string): boolean {
  return /\.mdx?$/.test(file) && !basename(file).startsWith("_");
}

/** Docusaurus reads the first of these that exists in a folder. */
const CATEGORY_FILES = ["_category_.json", "_category_.yml", "_category_.yaml"];

function readCategory(config: ResolvedConfig, file: string): CategoryMeta {
  const abs = join(config.docs.dir, file);
  return readCategoryFile(abs, relativePath(config.siteDir, abs));
}

/**
 * A React page, by Docusaurus's pages plugin rules: `.js`, `.jsx`, `.ts`, `.tsx` files, except tests
 * (`*.test.*`; `__tests__/` is skipped as a `_` folder), type declarations and partials (`_` names).
 */
function isReactPage(file: string): boolean {
  const name = basename(file);
  return (
    /\.[jt]sx?$/.test(name) && !name.startsWith("_") && !/\.(test|spec)\.[jt]sx?$/.test(name) && !name.endsWith(".d.ts")
  );
}
