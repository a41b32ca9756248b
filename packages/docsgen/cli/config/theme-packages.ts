import { existsSync, statSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, isAbsolute, resolve } from "node:path";

/** A theme of `themes` read for its components: their folder, or why it gives none. */
type Read = { dir: string; hooks: string[] } | { reason: string };

/**
 * A theme entry of a Docusaurus config read for its components: their folder, a warning naming the hooks
 * that are not run, or (`unread`) why it gives none, as a clause of the "not run" warning ("" when the
 * theme is not installed: that warning says so already).
 */
export interface ThemeFolder {
  dir?: string;
  note?: string;
  unread: string;
}

/** What themeFolder reads of a `themes[i]` entry. */
export interface ThemeEntry {
  /** The entry as written: a name, a function, or `[either, options]`. */
  entry: unknown;
  options: unknown;
  /** The config's absolute path: names are looked up from its folder. */
  configFile: string;
  /** The config, for the theme's context. */
  siteConfig: Record<string, unknown>;
  /** How the warnings name the entry. */
  name: string;
}

/** `themes[i]` of a config read for its components (see ThemeFolder). */
export function themeFolder({ entry, options, configFile, siteConfig, name }: ThemeEntry): ThemeFolder {
  // Docusaurus's own themes (classic, live-codeblock…) and search themes: docsgen has its own, or warns.
  if (DOCUSAURUS_THEME.test(name) || SEARCH_THEME.test(name)) return { unread: "" };
  const read = readTheme({ entry: Array.isArray(entry) ? entry[0] : entry, options, configFile, siteConfig });
  if ("reason" in read)
    return {
      unread: read.reason.includes("not installed") ? "" : `; its components are not read either: ${read.reason}`,
    };
  const { dir, hooks } = read;
  if (hooks.length === 0) return { dir, unread: "" };
  const verb = hooks.length > 1 ? "are" : "is";
  return {
    dir,
    unread: "",
    note: `is read by docsgen for its components only: the theme ${JSON.stringify(name)}'s ${hooks.join(", ")} ${verb} not run`,
  };
}

/** Docusaurus's own themes by any name Docusaurus resolves to them. */
const DOCUSAURUS_THEME =
  /^"?(@docusaurus\/theme-[\w-]+|docusaurus-theme-(classic|mermaid|search-algolia|live-codeblock)|classic|mermaid|search-algolia|live-codeblock)"?$/;

/** Search themes (local indexes, hosted services): docsgen's own search takes their place (config/docusaurus.ts). */
const SEARCH_THEME = /search|lunr|algolia|docsearch|typesense|meilisearch|orama|pagefind/i;

/** What a theme plugin has beside its components that concerns only Docusaurus's own tooling (swizzle). */
const COMPONENT_KEYS = new Set(["name", "getThemePath", "getTypeScriptThemePath", "getSwizzleComponentList"]);

/**
 * The component folder of a theme listed in `themes` (a module name, a path, or a function), as Docusaurus
 * finds it: the module's default export is called with a context and the entry's options, and the plugin it
 * returns names the folder with `getThemePath()` (relative to the module's folder). `configFile` is the
 * config's absolute path: names are looked up from its folder, short names as Docusaurus expands them
 * (`x` → `@docusaurus/theme-x`, `docusaurus-theme-x`, `x`). Runs the theme's code, as building the site's
 * pages does (the README says so).
 */
function readTheme({ entry, options, configFile, siteConfig }: Omit<ThemeEntry, "name">): Read {
  let module: unknown = entry;
  let from = dirname(configFile);
  if (typeof entry === "string") {
    const file = resolveModule(entry, "theme", configFile);
    if (!file) return { reason: "it is not installed in the site folder" };
    try {
      module = createRequire(configFile)(file);
    } catch (error) {
      return { reason: `it did not load (${(error as Error).message.split("\n")[0]})` };
    }
    from = dirname(file);
  }
  const create = (module as { default?: unknown })?.default ?? module;
  if (typeof create !== "function") return { reason: "its module exports no plugin function" };
  let plugin: unknown;
  try {
    plugin = create(context(configFile, siteConfig), options ?? {});
  } catch (error) {
    return { reason: `it threw (${(error as Error).message.split("\n")[0]})` };
  }
  if (plugin instanceof Promise)
    return { reason: "its plugin function is asynchronous, which docsgen does not wait for" };
  const getThemePath = (plugin as { getThemePath?: unknown } | undefined)?.getThemePath;
  if (typeof getThemePath !== "function") return { reason: "it has no getThemePath()" };
  const written = getThemePath.call(plugin) as unknown;
  if (typeof written !== "string") return { reason: "its getThemePath() returns no path" };
  const dir = isAbsolute(written) ? written : resolve(from, written);
  if (!existsSync(dir) || !statSync(dir).isDirectory()) return { reason: `its theme folder ${dir} does not exist` };
  // Its other hooks (client modules, content, routes…) are not run: the caller says so.
  const hooks = Object.entries(plugin as object).flatMap(([k, v]) =>
    typeof v === "function" && !COMPONENT_KEYS.has(k) ? [k] : [],
  );
  return { dir, hooks };
}

/**
 * The module file of a plugin, theme or preset name, looked up from the config's folder as Docusaurus does
 * (a short name `x` is `@docusaurus/<kind>-x`, `docusaurus-<kind>-x` or `x`); undefined when not installed.
 */
export function resolveModule(
  name: string,
  kind: "plugin" | "theme" | "preset",
  configFile: string,
): string | undefined {
  const require = createRequire(configFile);
  const candidates =
    name.startsWith(".") || isAbsolute(name) || (name.startsWith("@") && name.includes("/"))
      ? [name]
      : [`@docusaurus/${kind}-${name}`, `docusaurus-${kind}-${name}`, name];
  for (const candidate of candidates) {
    try {
      return require.resolve(candidate);
    } catch {
      // next candidate
    }
  }
  return undefined;
}

/** What a theme's plugin function reads of Docusaurus's context: the site folder and its config. */
function context(configFile: string, siteConfig: Record<string, unknown>) {
  const siteDir = dirname(configFile);
  return {
    siteDir,
    siteConfig,
    baseUrl: typeof siteConfig.baseUrl === "string" ? siteConfig.baseUrl : "/",
    outDir: resolve(siteDir, "build"),
    generatedFilesDir: resolve(siteDir, ".docusaurus"),
    siteConfigPath: configFile,
  };
}
