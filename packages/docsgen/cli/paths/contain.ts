import { realpathSync } from "node:fs";
import { dirname, isAbsolute, join, relative, sep } from "node:path";
import { fail } from "../diagnostics/diagnostic.ts";

/**
 * The containment rule, in one place: every file docsgen reads lies inside the site folder once symlinks are
 * followed, and every file it writes lies inside the output folder. Slugs, permalinks, images, partials,
 * static files and discovered sources all go through these functions. The one widening is the user's own:
 * `--root` names a folder holding the site folder (a monorepo's, whose docs lie beside the site), and what
 * is read is then measured against it (ResolvedConfig.rootDir); the config cannot widen it.
 */

/** What an error about the site's code importing a file outside the site folder says after the import. */
export const OUTSIDE_SITE =
  "is outside the site folder: the site's code imports only the site's own files and packages";

/** The folder the site's files may come from: `--root`'s (ResolvedConfig.rootDir), else the site folder. */
export function rootDirOf(config: { siteDir: string; rootDir?: string }): string {
  return config.rootDir ?? config.siteDir;
}

/**
 * What a path-outside hint adds for a path beside the site, in a folder above it that is not the file
 * system's root (a monorepo's `../docs`): `--root` with that folder lets docsgen read there. Empty otherwise.
 */
export function rootHint(siteDir: string, path: string): string {
  const target = realPath(path) ?? path;
  for (let dir = dirname(siteDir); dir !== dirname(dir); dir = dirname(dir)) {
    if (isWithin(dir, target) || isWithin(dir, path))
      return ` If the site's repository (a monorepo) holds it, let docsgen read from there: give --root ${dir}.`;
  }
  return "";
}

/** `path` is `root` or lies below it (both absolute; compared as written, symlinks not followed). */
export function isWithin(root: string, path: string): boolean {
  const rel = relative(root, path);
  return rel === "" || (rel !== ".." && !rel.startsWith(`..${sep}`) && !isAbsolute(rel));
}

/** The real path (symlinks followed) of an existing file or folder; undefined when it does not exist. */
export function realPath(path: string): string | undefined {
  try {
    return realpathSync(path);
  } catch {
    return undefined;
  }
}

/** Real paths of roots: a build asks for the site folder's thousands of times. */
const realRoots = new Map<string, string>();

function realRoot(root: string): string {
  let real = realRoots.get(root);
  if (real === undefined) {
    real = realPath(root) ?? root;
    realRoots.set(root, real);
  }
  return real;
}

/**
 * Where an existing `path` really is, measured against `root`: "inside" once symlinks are followed,
 * "outside", or "missing".
 */
export function placeOf(root: string, path: string): "inside" | "outside" | "missing" {
  const real = realPath(path);
  if (real === undefined) return "missing";
  return isWithin(realRoot(root), real) ? "inside" : "outside";
}

/**
 * `path` is a package's file: its real path goes through a `node_modules` folder (the site's own, a
 * monorepo's above the site, pnpm's store). Packages come from wherever node_modules is, so a file outside
 * the site folder that is a package's is not refused (a config's `require.resolve("pkg/x.css")`, a Sass
 * `@use "pkg/x"`).
 */
export function isPackageFile(path: string): boolean {
  return (realPath(path) ?? path).split(sep).includes("node_modules");
}

/**
 * Why a route, slug or permalink could name a place its folder does not hold: a `.` or `..` segment (also
 * between backslashes, which some platforms read as separators) or a control character. Undefined when it
 * cannot. Docusaurus refuses the same slugs (its `isValidPathname`). `dotSegments` allows `.` and `..`, for a
 * path that is resolved (and so clamped) before use.
 */
export function routeProblem(path: string, options: { dotSegments?: boolean } = {}): string | undefined {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what this looks for
  if (/[\u0000-\u001f\u007f]/.test(path)) return "a control character";
  if (options.dotSegments) return undefined;
  const segment = path.split(/[\\/]/).find((s) => s === "." || s === "..");
  return segment === undefined ? undefined : `a "${segment}" segment`;
}

/**
 * The absolute path of an output-relative file, refused (an error naming it, nothing written) when it would
 * leave the output folder: the last guard behind the checks on every route, should one ever be missed.
 */
export function outputFile(outDir: string, rel: string): string {
  if (isAbsolute(rel) || rel.split(/[\\/]/).includes("..")) {
    fail({
      code: "path-outside",
      message: `refused to write "${rel}": the path would leave the output folder`,
      hint: "This is a bug in docsgen (every route is checked before it is written); please report it with the page that produced it.",
    });
  }
  return join(outDir, rel);
}
