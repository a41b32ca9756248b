import { siteThemeDir, themeComponents } from "./components.ts";

const memo = new Map<string, ReadonlySet<string> | undefined>();

/**
 * The component names the site's `src/theme` and its theme packages (`themeDirs`) give: an MDX page that
 * imports one of them is rendered with the site's code, so the override is what it shows. Undefined for a
 * site with neither (the common case, which then walks nothing). Looked up once per process: watch mode
 * starts a fresh worker when a file comes into or leaves `src/theme` (serve/watch.ts).
 */
export function themeOverrides(siteDir: string, themeDirs: readonly string[] = []): ReadonlySet<string> | undefined {
  const key = JSON.stringify([siteDir, themeDirs]);
  if (!memo.has(key)) {
    const names = [siteThemeDir(siteDir), ...themeDirs].flatMap((dir) => [...themeComponents(dir).keys()]);
    memo.set(key, names.length > 0 ? new Set(names) : undefined);
  }
  return memo.get(key);
}
