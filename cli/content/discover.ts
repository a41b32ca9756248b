import { readFileSync } from "node:fs";
import { basename, dirname, join, relative } from "node:path";
import fg from "fast-glob";
import type { ResolvedConfig } from "../config/resolve.ts";
import { BuildError, fail } from "../diagnostics/diagnostic.ts";
import type { CategoryMeta } from "./types.ts";

export interface DiscoveredFiles {
  /** Markdown files in the docs folder, relative to it, sorted. */
  docs: string[];
  /** Markdown files in the pages folder, relative to it, sorted. */
  pages: string[];
  /** `_category_.json` files by folder (relative to the docs folder, `""` for the root). */
  categories: Map<string, CategoryMeta>;
}

const IGNORE = ["**/node_modules/**", "**/_*.md", "**/_*/**"];

/** Lists the site's sources. Files and folders starting with `_` are partials, not pages (Docusaurus rule). */
export async function discover(config: ResolvedConfig): Promise<DiscoveredFiles> {
  const [docs, pages, categoryFiles] = await Promise.all([
    fg("**/*.md", { cwd: config.docs.dir, ignore: IGNORE }),
    fg("**/*.md", { cwd: config.pagesDir, ignore: IGNORE }),
    fg("**/_category_.json", { cwd: config.docs.dir, ignore: ["**/node_modules/**"] }),
  ]);
  const categories = new Map<string, CategoryMeta>();
  for (const file of categoryFiles) {
    categories.set(dirname(file) === "." ? "" : dirname(file), readCategory(config, file));
  }
  return { docs: docs.sort(), pages: pages.sort(), categories };
}

function readCategory(config: ResolvedConfig, file: string): CategoryMeta {
  const abs = join(config.docs.dir, file);
  const siteRelative = relative(config.siteDir, abs).split("\\").join("/");
  const text = readFileSync(abs, "utf8");
  try {
    const data = JSON.parse(text) as Omit<CategoryMeta, "file">;
    if (data.position !== undefined && typeof data.position !== "number") {
      fail({ code: "sidebar", message: `"position" must be a number`, file: siteRelative });
    }
    return { ...data, file: siteRelative };
  } catch (error) {
    if (error instanceof BuildError) throw error;
    const at = /position (\d+)/.exec((error as Error).message);
    const line = at ? text.slice(0, Number(at[1])).split("\n").length : undefined;
    fail(
      {
        code: "sidebar",
        message: `invalid JSON in ${basename(file)}: ${(error as Error).message}`,
        file: siteRelative,
        line,
        hint: 'A category file looks like {"label": "指南", "position": 2}.',
      },
      error,
    );
  }
}
