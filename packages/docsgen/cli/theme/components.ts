import { existsSync } from "node:fs";
import { join } from "node:path";
import fg from "fast-glob";

/**
 * A theme folder's components as Docusaurus names them (its theme aliases): every `.js`, `.jsx`, `.ts` and
 * `.tsx` file, named by its path without the extension, `X/index` named `X`. Files Docusaurus leaves out of
 * a theme are left out: `_`-prefixed files and folders, tests, and type declarations (not components).
 * Name → absolute file; none when the folder does not exist (no cost for a site without `src/theme`).
 */
export function themeComponents(dir: string): Map<string, string> {
  const found = new Map<string, string>();
  if (!existsSync(dir)) return found;
  const files = fg.sync("**/*.{js,jsx,ts,tsx}", {
    cwd: dir,
    onlyFiles: true,
    ignore: ["**/_*.{js,jsx,ts,tsx}", "**/_*/**", "**/*.test.{js,jsx,ts,tsx}", "**/__tests__/**", "**/*.d.ts"],
  });
  // Sorted: `X.tsx` and `X/index.tsx` both name X; the same one wins on every machine.
  for (const file of files.sort()) {
    const name = componentName(file);
    if (name && !found.has(name)) found.set(name, join(dir, file));
  }
  return found;
}

/** `Footer/index.tsx` → `Footer`, `DocItem/Footer.js` → `DocItem/Footer`; the folder's own `index` has none. */
export function componentName(file: string): string | undefined {
  const name = file.replace(/\.[jt]sx?$/, "").replace(/(^|\/)index$/, "");
  return name === "" ? undefined : name;
}

/** The site's own theme folder, as Docusaurus names it. */
export function siteThemeDir(siteDir: string): string {
  return join(siteDir, "src", "theme");
}
