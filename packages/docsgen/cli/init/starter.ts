import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { PACKAGE_ROOT } from "../version.ts";

/**
 * The starter `docsgen init` writes, kept as real files in templates/starter/ (so they are type-checked and
 * linted like any site) and shipped in the package: a config with a footer, a sidebar with a category, docs,
 * an MDX page with a React component, a home page, a .gitignore and a GitHub Pages workflow.
 */
export const STARTER_DIR = join(PACKAGE_ROOT, "templates", "starter");

/** The title the starter's files are written with; `docsgen init --title` replaces each quoted occurrence. */
export const STARTER_TITLE = "My Docs";

/**
 * Names the starter keeps without their leading dot: `npm pack` leaves every `.gitignore` out of a tarball,
 * and a `.github/` folder inside templates/ would look like the repository's own to tools that read it.
 */
const DOTTED: Record<string, string> = { gitignore: ".gitignore", "github/": ".github/" };

/** A starter file's path in the new site: `gitignore` becomes `.gitignore`, `github/…` `.github/…`. */
export function sitePath(starterPath: string): string {
  for (const [from, to] of Object.entries(DOTTED)) {
    if (starterPath === from || (from.endsWith("/") && starterPath.startsWith(from))) {
      return to + starterPath.slice(from.length);
    }
  }
  return starterPath;
}

/** The starter's files by their path in the new site (forward slashes), with the site's title in them. */
export function starterFiles(title: string, dir = STARTER_DIR): Record<string, string> {
  const files: Record<string, string> = {};
  const quoted = JSON.stringify(STARTER_TITLE);
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const path = join(entry.parentPath, entry.name);
    const rel = relative(dir, path).replaceAll("\\", "/");
    // A JSON string is a valid TypeScript string and a valid YAML (front matter) double-quoted scalar.
    files[sitePath(rel)] = readFileSync(path, "utf8").replaceAll(quoted, JSON.stringify(title));
  }
  return files;
}
