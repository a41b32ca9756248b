import { basename, dirname, join, relative } from "node:path";
import fg from "fast-glob";
import type { ResolvedConfig } from "../config/resolve.ts";
import { readCategoryFile } from "./category-file.ts";
import type { CategoryMeta } from "./types.ts";

export interface DiscoveredFiles {
  /** Markdown and MDX files in the docs folder, relative to it, sorted. */
  docs: string[];
  /** Markdown files in the pages folder, relative to it, sorted. */
  pages: string[];
  /** `_category_.json`, `.yml` or `.yaml` files by folder (relative to the docs folder, `""` for the root). */
  categories: Map<string, CategoryMeta>;
}

const IGNORE = ["**/node_modules/**", "**/_*.{md,mdx}", "**/_*/**"];

/** Lists the site's sources. Files and folders starting with `_` are partials, not pages (Docusaurus rule). */
export async function discover(config: ResolvedConfig): Promise<DiscoveredFiles> {
  const [docs, pages, categoryFiles] = await Promise.all([
    fg("**/*.{md,mdx}", { cwd: config.docs.dir, ignore: IGNORE }),
    fg("**/*.{md,mdx}", { cwd: config.pagesDir, ignore: IGNORE }),
    fg("**/_category_.{json,yml,yaml}", { cwd: config.docs.dir, ignore: ["**/node_modules/**"] }),
  ]);
  const categories = new Map<string, CategoryMeta>();
  const rank = (file: string) => CATEGORY_FILES.indexOf(basename(file));
  for (const file of categoryFiles.sort((a, b) => rank(a) - rank(b))) {
    const folder = dirname(file) === "." ? "" : dirname(file);
    if (!categories.has(folder)) categories.set(folder, readCategory(config, file));
  }
  return { docs: docs.sort(), pages: pages.sort(), categories };
}

/** Docusaurus reads the first of these that exists in a folder. */
const CATEGORY_FILES = ["_category_.json", "_category_.yml", "_category_.yaml"];

function readCategory(config: ResolvedConfig, file: string): CategoryMeta {
  const abs = join(config.docs.dir, file);
  return readCategoryFile(abs, relative(config.siteDir, abs).split("\\").join("/"));
}
