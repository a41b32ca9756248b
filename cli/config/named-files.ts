/**
 * The files a config names, looked for in the site folder: the sidebars file and the `customCss` stylesheets.
 * resolve.ts reports a named one that is missing, located at its key.
 */
import { existsSync } from "node:fs";
import { isAbsolute, join } from "node:path";

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
