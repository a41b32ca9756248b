/**
 * The files a config names, looked for in the site folder: the sidebars file and the `customCss` stylesheets.
 * resolve.ts reports a named one that is missing, located at its key, and any path that leads outside.
 */
import { existsSync } from "node:fs";
import { isAbsolute, join } from "node:path";
import { isPackageFile, isWithin, placeOf } from "../paths/contain.ts";
import type { DefaultedConfig } from "./types.ts";

/**
 * The config's keys that name a file or folder docsgen reads, each with the path it gives (relative to the
 * site folder, or absolute), and among them those that lead outside `rootDir` (the site folder, or `--root`'s),
 * written or through a symlink, unless a package's file: the containment rule (paths/contain.ts) for the config, as for the site's
 * code and content. URLs the pages link (`favicon`, `navbar.logo.src`, `image`) are never read, so they are
 * not here.
 */
export function outsidePaths(
  siteDir: string,
  rootDir: string,
  config: DefaultedConfig,
): { key: string; path: string; file: string }[] {
  const blogDir = absolute(siteDir, config.blog.path);
  const named: [string, string][] = [
    ["docs.path", config.docs.path],
    ["pages.path", config.pages.path],
    ["blog.path", config.blog.path],
    ["blog.authorsMapPath", join(blogDir, config.blog.authorsMapPath)],
    ...(typeof config.blog.tags === "string"
      ? [["blog.tags", join(blogDir, config.blog.tags)] as [string, string]]
      : []),
    ["staticDir", config.staticDir],
    ["i18n.path", config.i18n.path],
    ...(typeof config.docs.sidebarPath === "string"
      ? [["docs.sidebarPath", config.docs.sidebarPath] as [string, string]]
      : []),
    ...[config.customCss ?? []].flat().map((path, i): [string, string] => [`customCss[${i}]`, path]),
  ];
  return named
    .filter(([, path]) => {
      const file = absolute(siteDir, path);
      return (!isWithin(rootDir, file) || placeOf(rootDir, file) === "outside") && !isPackageFile(file);
    })
    .map(([key, path]) => ({
      file: absolute(siteDir, path),
      key,
      path:
        key === "blog.authorsMapPath"
          ? config.blog.authorsMapPath
          : key === "blog.tags"
            ? String(config.blog.tags)
            : path,
    }));
}

function absolute(siteDir: string, path: string): string {
  return isAbsolute(path) ? path : join(siteDir, path);
}

/**
 * The sidebars file: as configured (`missing` when that file does not exist), else the first of
 * `sidebars.ts`, `.js`, `.json` in the site folder, else none (the sidebar is generated, as in Docusaurus).
 */
export function sidebarFileOf(
  siteDir: string,
  configured: string | boolean | undefined,
): { file?: string; missing?: string } {
  if (configured === false || configured === true) return {};
  if (configured !== undefined) {
    const file = isAbsolute(configured) ? configured : join(siteDir, configured);
    return existsSync(file) ? { file } : { missing: configured };
  }
  const file = [".ts", ".js", ".json"].map((ext) => join(siteDir, `sidebars${ext}`)).find((f) => existsSync(f));
  return file ? { file } : {};
}

/**
 * The `customCss` files, absolute (Sass included: the stylesheet bundle compiles it), and by index the entries
 * that are not there: an error, as in Docusaurus, whose bundler stops at them.
 */
export function customCssOf(
  siteDir: string,
  configured: string | string[] | undefined,
): { files: string[]; missing: number[] } {
  const files: string[] = [];
  const missing: number[] = [];
  [configured ?? []].flat().forEach((entry, i) => {
    const file = isAbsolute(entry) ? entry : join(siteDir, entry);
    if (existsSync(file)) files.push(file);
    else missing.push(i);
  });
  return { files, missing };
}
