/**
 * Where a client module is: the config's `clientModules` and each site plugin's `getClientModules()` name
 * files Docusaurus loads on every page. A path is resolved from the folder of what names it (the site folder for
 * the config, the plugin's folder for a plugin, as Docusaurus's `path.resolve(plugin.path, p)`), with the
 * extensions its loader tries; a bare name not found so is a package's file. The containment rule (paths/contain.ts)
 * holds: a file outside the site folder that is no package's is left out, and never read.
 */
import { createRequire } from "node:module";
import { isAbsolute, join, resolve } from "node:path";
import { findFile } from "../config/module/find-file.ts";
import { isPackageFile, placeOf } from "../paths/contain.ts";

/** A client module found, or why it is not loaded. */
export type FoundModule = { file: string } | { problem: "missing" | "outside" };

/**
 * The file a client module's path names, looked for from `from` (absolute) as Docusaurus resolves it (a path
 * without `./` is relative too: `src/x.js`), else, for a bare name, as a package's file; contained to `rootDir`
 * (the site folder, or `--root`'s).
 */
export function findClientModule(rootDir: string, from: string, written: string): FoundModule {
  const bare = !/^\.{0,2}\//.test(written) && !isAbsolute(written);
  const file = findFile(resolve(from, written)) ?? (bare ? packageFile(from, written) : undefined);
  if (!file) return { problem: "missing" };
  if (placeOf(rootDir, file) === "inside" || isPackageFile(file)) return { file };
  return { problem: "outside" };
}

function packageFile(from: string, written: string): string | undefined {
  try {
    return createRequire(join(from, "package.json")).resolve(written);
  } catch {
    return undefined;
  }
}

/** Stylesheets: bundled into the site's stylesheet after `customCss`, in order, as Docusaurus's CSS loader does. */
const STYLESHEET = /\.(css|scss|sass)$/i;

/** The client modules that are stylesheets, in order. */
export function stylesheetModules(modules: readonly string[] | undefined): string[] {
  return (modules ?? []).filter((m) => STYLESHEET.test(m));
}

/** The client modules that are scripts, in order: they run on every page (script.ts). */
export function scriptModules(modules: readonly string[] | undefined): string[] {
  return (modules ?? []).filter((m) => !STYLESHEET.test(m));
}

/** The config's `clientModules`, found: the files, and for each one not loaded its index and why. */
export function configClientModules(
  siteDir: string,
  rootDir: string,
  written: readonly string[] | undefined,
): { files: string[]; problems: { index: number; problem: "missing" | "outside" }[] } {
  const files: string[] = [];
  const problems: { index: number; problem: "missing" | "outside" }[] = [];
  (written ?? []).forEach((path, index) => {
    const found = findClientModule(rootDir, siteDir, path);
    if ("file" in found) files.push(found.file);
    else problems.push({ index, problem: found.problem });
  });
  return { files, problems };
}
