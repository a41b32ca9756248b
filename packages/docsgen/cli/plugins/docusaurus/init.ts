/**
 * The site's plugins and themes made into instances, in Docusaurus's order (its core's plugin init): each is
 * loaded (load.ts), its static `validateOptions` and `validateThemeConfig` called (validate.ts), then its
 * plugin function with the context and the options. A hook docsgen does not run is a located warning naming
 * it, never an error.
 */
import type { ResolvedConfig } from "../../config/resolved.ts";
import type { SitePluginEntry } from "../../config/site-plugins.ts";
import { BuildError, type Diagnostic } from "../../diagnostics/diagnostic.ts";
import { callPluginCode, type PluginPlace, pluginDiagnostic } from "./call.ts";
import type { loadContext } from "./context.ts";
import { type LoadedPlugin, loadPlugin } from "./load.ts";
import { validatedOptions } from "./validate.ts";

/** One plugin instance: what its function returned, where the config lists it, and its content. */
export interface Instance {
  place: PluginPlace;
  id: string;
  hooks: Record<string, unknown>;
  /** The plugin's folder (load.ts). */
  dir: string;
  /** A plugin file's compiled code (load.ts). */
  code?: string;
  content?: unknown;
}

/** Hooks docsgen runs (lifecycle.ts, post-build.ts); any other is a located warning. */
const RUN = new Set([
  "name",
  "loadContent",
  "contentLoaded",
  "allContentLoaded",
  "injectHtmlTags",
  "configureWebpack",
  "configurePostCss",
  "getClientModules",
  "getPathsToWatch",
  "getThemePath",
  "getDefaultCodeTranslationMessages",
  // Docusaurus reads these only to swizzle a theme's components: nothing for a build to do.
  "getTypeScriptThemePath",
  "getSwizzleComponentList",
  "postBuild",
  "options",
  "version",
]);

/**
 * The instances of the config's site plugins and themes, in the config's order (plugins, then themes), with
 * the files they were loaded from (watch mode rebuilds on them). `context` is shared: the theme config in its
 * `siteConfig` is what each `validateThemeConfig` made of it so far.
 */
export async function initPlugins(input: {
  config: ResolvedConfig;
  entries: readonly SitePluginEntry[];
  context: ReturnType<typeof loadContext>;
  hosts: Parameters<typeof loadPlugin>[2];
  diagnostics: Diagnostic[];
}): Promise<{ instances: Instance[]; files: string[] }> {
  const { config, entries, context, hosts, diagnostics } = input;
  const instances: Instance[] = [];
  const files: string[] = [];
  for (const entry of entries) {
    const loaded: LoadedPlugin = await loadPlugin(config, entry, hosts);
    if (loaded.file) files.push(loaded.file);
    const options = await validatedOptions(config, loaded, context.siteConfig, diagnostics);
    const returned = await callPluginCode(config, loaded.place, "plugin function", () => loaded.fn(context, options));
    if (typeof returned !== "object" || returned === null) {
      throw new BuildError([
        pluginDiagnostic(config, loaded.place, {
          severity: "error",
          message: "returned no plugin object",
          hint: "Return `{ name: 'my-plugin', … }` from the plugin function.",
        }),
      ]);
    }
    const hooks = returned as Record<string, unknown>;
    const place = { ...loaded.place, name: typeof hooks.name === "string" ? hooks.name : loaded.place.name };
    const id = typeof options.id === "string" ? options.id : "default";
    instances.push({ place, id, hooks, dir: loaded.dir, ...(loaded.code ? { code: loaded.code } : {}) });
    // Only functions: a plugin object may carry values of its own (a theme its options), which run nothing.
    for (const key of Object.keys(hooks).filter((k) => !RUN.has(k) && typeof hooks[k] === "function"))
      diagnostics.push(
        pluginDiagnostic(config, place, {
          severity: "warning",
          message: `has the hook ${key}, which docsgen does not run`,
          hint: "The rest of the plugin runs; the manual's Site plugins page lists what docsgen runs.",
        }),
      );
  }
  return { instances, files };
}
