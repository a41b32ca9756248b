/**
 * The entries of a Docusaurus config's `plugins` and `themes` that are the site's own code: a local file
 * (`./plugins/x`, a `require.resolve`d path), a package that is not one of Docusaurus's, a function, each alone
 * or as `[plugin, options]`. docsgen runs them (plugins/docusaurus/), a theme as a plugin, as Docusaurus does. The resolved config carries a description of
 * each (plain data, for the cache keys and worker threads); the entries themselves, which hold functions,
 * stay in the process that read the config (`rememberSitePlugins`), as the markdown plugins do.
 */
import { createRequire } from "node:module";
import { isAbsolute, join } from "node:path";
import { MISSING_PACKAGE } from "./module/compile.ts";
import { REVIVED } from "./module/thread.ts";

/** One site plugin as the resolved config describes it. */
export interface SitePluginRef {
  /** Where the config lists it (`plugins[2]`), as written in the Docusaurus file. */
  at: string;
  /** What messages call it until it gives its own name: the path or package, or `(functionName)`. */
  written: string;
  /** Listed in `themes`: its short name is a theme's (`x` is `docusaurus-theme-x`). Absent for a plugin. */
  kind?: "theme";
}

/** A site plugin entry as the config gave it (a string, a function, or `[plugin, options]`), with where. */
export interface SitePluginEntry extends SitePluginRef {
  entry: unknown;
}

/**
 * Whether a `plugins` (or, with `kind` "theme", a `themes`) entry is the site's own code for docsgen to run:
 * not one of Docusaurus's plugins or themes (the config reader maps or warns of those), not a missing package, not a function docsgen cannot call (a config
 * evaluated as an ES module in a thread of its own hands back no function), not a package `search` names (a
 * search plugin, whose place docsgen's own search takes).
 */
export function isSitePlugin(
  name: string,
  entry: unknown,
  configFile: string,
  { search, kind = "plugin" }: { search: RegExp; kind?: "plugin" | "theme" },
): boolean {
  const head = Array.isArray(entry) ? entry[0] : entry;
  if (typeof head === "function") {
    const f = head as unknown as Record<string, unknown>;
    return head.name !== MISSING_PACKAGE && f[REVIVED] !== true;
  }
  if (typeof head !== "string") return false;
  if (/^\.{0,2}\//.test(name)) return true;
  if (/^@docusaurus\//.test(name) || search.test(name)) return false;
  const found = resolvePluginPackage(name, configFile, kind);
  return found !== undefined && !found.name.startsWith("@docusaurus/");
}

/**
 * The package a plugin's (theme's, preset's) name stands for, as Docusaurus resolves it from the config's
 * folder: a scoped package name as written; a short name `x` as `@docusaurus/<kind>-x`, then
 * `docusaurus-<kind>-x`, then `x`.
 */
export function resolvePluginPackage(
  name: string,
  configFile: string,
  kind: "plugin" | "theme" | "preset" = "plugin",
): { name: string; file: string } | undefined {
  const require = createRequire(configFile);
  const candidates =
    name.startsWith("@") && name.includes("/")
      ? [name]
      : [`@docusaurus/${kind}-${name}`, `docusaurus-${kind}-${name}`, name];
  for (const candidate of candidates) {
    try {
      return { name: candidate, file: require.resolve(candidate) };
    } catch {
      // next candidate
    }
  }
  return undefined;
}

/** The site plugins of configs this process read, by config file. */
const remembered = new Map<string, readonly SitePluginEntry[]>();

/** Keeps a config's site plugin entries for this process's builds (the resolved config can hold no function). */
export function rememberSitePlugins(file: string, entries: readonly SitePluginEntry[]): void {
  remembered.set(file, entries);
}

/** The site plugin entries of the config file this process read last, if it read it. */
export function rememberedSitePlugins(file: string): readonly SitePluginEntry[] | undefined {
  return remembered.get(file);
}

/**
 * The name a plugin entry goes by: a package's name when the entry is the file `require.resolve` gives for it
 * (a preset's `require.resolve("@docusaurus/plugin-ideal-image")`, which the config reader then knows as
 * Docusaurus's own plugin); what is written otherwise.
 */
export function entryName(written: string): string {
  const m = /^(.*)[\\/]node_modules[\\/]((?:@[^\\/]+[\\/])?[^\\/@][^\\/]*)[\\/]/.exec(written);
  if (!m || !isAbsolute(written)) return written;
  const [, above, folder] = m as unknown as [string, string, string];
  const name = folder.replace(/\\/g, "/");
  try {
    return createRequire(join(above, "package.json")).resolve(name) === written ? name : written;
  } catch {
    return written;
  }
}
