import { siteThemeDir, themeComponents } from "./components.ts";
import { isExcluded } from "./fallback.ts";

/**
 * The theme modules of a build, as Docusaurus's theme aliases stack them: docsgen's own components first
 * (Docusaurus's first theme), then each theme package's folder in the order of `themes` (a later one wins),
 * then the site's `src/theme`, which wins over all.
 */
export interface ThemeLayers {
  /** The theme packages' components (name → file), in the order of `themes`. */
  packages: Map<string, string>[];
  /** The site's `src/theme` components (name → file). */
  site: Map<string, string>;
  /** The names docsgen's own theme has (`@theme/<name>` in modules.ts). */
  own: ReadonlySet<string>;
}

/** Where a theme import goes: a file of the site or of a theme package, or docsgen's own module. */
export type ThemeTarget = { file: string } | "docsgen";

/**
 * The build's theme layers; undefined when neither the site nor a theme package overrides anything. The
 * site's components under an `excluded` folder are left out (fallback.ts).
 */
export function themeLayers(
  siteDir: string,
  packageDirs: readonly string[],
  own: ReadonlySet<string>,
  excluded?: readonly string[],
) {
  const site = themeComponents(siteThemeDir(siteDir));
  for (const name of [...site.keys()]) if (isExcluded(name, excluded)) site.delete(name);
  const packages = packageDirs.map(themeComponents);
  if (site.size === 0 && packages.every((p) => p.size === 0)) return undefined;
  return { packages, site, own } satisfies ThemeLayers;
}

const THEME_IMPORT = /^@theme(|-original|-init)\/(.+)$/;

/**
 * What `specifier` (`@theme/X`, `@theme-original/X`, `@theme-init/X`) imported from `importer` resolves to,
 * by Docusaurus's rules: `@theme/X` is the top layer's X; `@theme-original/X` the top theme's X below the
 * site's own; `@theme-init/X` the first theme's X (docsgen's when it has one). A component's import of its
 * own name (a wrapper in `src/theme/X` importing `@theme/X`) goes to the layer below it, never to itself.
 * Undefined when no layer has X.
 */
export function resolveTheme(layers: ThemeLayers, specifier: string, importer: string): ThemeTarget | undefined {
  const match = THEME_IMPORT.exec(specifier);
  if (!match) return undefined;
  const [, kind, name] = match as unknown as [string, string, string];
  // Top first: the site, the theme packages from the last listed, docsgen.
  const files = [
    ...(kind === "" ? [layers.site.get(name)] : []),
    ...layers.packages.toReversed().map((p) => p.get(name)),
  ];
  const stack: (ThemeTarget | undefined)[] = [
    ...files.map((file) => (file === undefined ? undefined : { file })),
    layers.own.has(name) ? "docsgen" : undefined,
  ];
  if (kind === "-init") return stack.findLast((t) => t !== undefined);
  // Below the importer when it is a layer's file for this very name.
  const self = stack.findIndex((t) => typeof t === "object" && t.file === importer);
  return stack.slice(self + 1).find((t) => t !== undefined);
}
