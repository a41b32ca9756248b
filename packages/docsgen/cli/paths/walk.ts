import { type Dirent, readdirSync, statSync } from "node:fs";
import { dirname, join } from "node:path";
import type { Diagnostic } from "../diagnostics/diagnostic.ts";
import { isWithin, realPath } from "./contain.ts";
import { relativePath } from "./relative.ts";

export interface WalkOptions {
  /** The site folder, which the warnings' paths are relative to. */
  siteDir: string;
  /**
   * The folder every file must lie in once symlinks are followed (ResolvedConfig.rootDir): the site folder
   * unless `--root` named one holding it.
   */
  rootDir?: string;
  /** Folders never entered, such as the output folder (build outputs must never feed the next build). */
  exclude?: readonly string[];
  /** Names starting with a dot are skipped unless this is true (fast-glob's default, which Docusaurus uses). */
  dot?: boolean;
  /** Skips a file or folder by its path relative to the walked folder ('/'-separated). */
  skip?: (rel: string, isFolder: boolean) => boolean;
}

export interface WalkResult {
  /** Regular files below the folder, relative to it, '/'-separated, in no particular order. */
  files: string[];
  /** The symlinks that were not followed, each a located warning. */
  findings: Diagnostic[];
}

/**
 * Lists the files below a folder of the site. Symlinks are followed when they lead inside the site: a
 * linked file is listed under the link's name, a linked folder is walked once. A link that leads outside the
 * site, into an excluded folder, or back into a folder this walk covers already (a loop such as
 * `ln -s .. docs/up`) is skipped with a located warning, so no build publishes `/etc/passwd` or feeds on
 * its own output. Real folders are walked first, so a link never takes the place of the folder it names.
 */
export function walkSite(folder: string, options: WalkOptions): WalkResult {
  const files: string[] = [];
  const findings: Diagnostic[] = [];
  const start = realPath(folder);
  if (start === undefined) return { files, findings };
  const rootDir = options.rootDir ?? options.siteDir;
  const site = realPath(rootDir) ?? rootDir;
  const excluded = (options.exclude ?? []).map((p) => realPath(p) ?? p);
  const walked = new Set<string>();
  const links: { rel: string; abs: string }[] = [];
  const skip = (rel: string, name: string, isFolder: boolean) =>
    (!options.dot && name.startsWith(".")) || options.skip?.(rel, isFolder) === true;

  const walk = (abs: string, real: string, rel: string) => {
    if (excluded.some((e) => isWithin(e, real))) return;
    walked.add(real);
    let entries: Dirent[];
    try {
      entries = readdirSync(abs, { withFileTypes: true });
    } catch {
      return; // unreadable: as fast-glob, the walk goes on without it
    }
    for (const entry of entries) {
      const childRel = rel ? `${rel}/${entry.name}` : entry.name;
      const isFolder = entry.isDirectory();
      if (skip(childRel, entry.name, isFolder)) continue;
      if (isFolder) walk(join(abs, entry.name), join(real, entry.name), childRel);
      else if (entry.isFile()) files.push(childRel);
      else if (entry.isSymbolicLink()) links.push({ rel: childRel, abs: join(abs, entry.name) });
    }
  };
  walk(folder, start, "");

  const warn = (abs: string, message: string, hint: string) =>
    findings.push({
      severity: "warning",
      code: "path-outside",
      message,
      file: relativePath(options.siteDir, abs),
      hint,
    });
  for (let i = 0; i < links.length; i++) {
    const { rel, abs } = links[i];
    const real = realPath(abs);
    if (real === undefined) continue; // a dangling link: nothing to read, as fast-glob
    if (!isWithin(site, real)) {
      warn(
        abs,
        `this symbolic link leads outside ${rootDir === options.siteDir ? "the site folder" : "the --root folder"}; it is skipped`,
        "Copy the file or folder into the site, or point the link at a place inside it.",
      );
      continue;
    }
    const stats = statSync(real);
    if (stats.isFile()) {
      files.push(rel);
      continue;
    }
    if (!stats.isDirectory() || options.skip?.(rel, true)) continue;
    if (excluded.some((e) => isWithin(e, real)) || isWithin(real, start) || walkedAbove(walked, real)) {
      warn(
        abs,
        "this symbolic link leads to a folder this build reads already (or to its output); it is skipped, so nothing is built twice",
        "Remove the link, or point it at a folder that no other part of the site covers.",
      );
      continue;
    }
    walk(abs, real, rel);
  }
  return { files, findings };
}

/** The folder or one of its parents has been walked. */
function walkedAbove(walked: ReadonlySet<string>, real: string): boolean {
  for (let p = real; ; p = dirname(p)) {
    if (walked.has(p)) return true;
    if (dirname(p) === p) return false;
  }
}
