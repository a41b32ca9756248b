/**
 * The site's own Docusaurus plugins (a config's `plugins` entries that are its code), run in Docusaurus's
 * order: each plugin function is called with the context and its options; then every `loadContent`, every
 * `contentLoaded` with its actions, `allContentLoaded`, `injectHtmlTags`, `configureWebpack`,
 * `getClientModules` (client-modules.ts) and `getPathsToWatch`. `postBuild` comes after the build
 * (post-build.ts). A hook docsgen does not run is a located warning naming it, never an error. A site without
 * such plugins runs none of this.
 */

import { join } from "node:path";
import type { InjectedTags } from "../../config/injected-tags.ts";
import type { ResolvedConfig } from "../../config/resolved.ts";
import { rememberedSitePlugins } from "../../config/site-plugins.ts";
import { BuildError, type Diagnostic } from "../../diagnostics/diagnostic.ts";
import { rootDirOf } from "../../paths/contain.ts";
import type { ReactPage } from "../../react/pages.ts";
import type { SiteCodeOptions } from "../../react/site-code.ts";
import { type ActionFinding, actionsFor, type Gathered } from "./actions.ts";
import { blogHost } from "./blog-plugin.ts";
import { callPluginCode, type PluginPlace, pluginDiagnostic } from "./call.ts";
import { pluginClientModules } from "./client-modules.ts";
import { loadContext } from "./context.ts";
import { docsHost } from "./docs-plugin.ts";
import { loadPlugin } from "./load.ts";
import { pagesHost } from "./pages-plugin.ts";
import { withPluginBlogs } from "./plugin-blogs.ts";
import { withPluginDocs } from "./plugin-docs.ts";
import { withPluginPages } from "./plugin-pages.ts";
import { joinTags, pluginTags } from "./tags.ts";
import { codeMessages, pluginThemeDir } from "./theme-plugin.ts";
import { readWebpack, type WebpackSettings, webpackStandIn } from "./webpack.ts";

/** One plugin instance: what its function returned, where the config lists it, and its content. */
export interface Instance {
  place: PluginPlace;
  id: string;
  hooks: Record<string, unknown>;
  /** The plugin's folder (load.ts). */
  dir: string;
  content?: unknown;
}

/** What the site's plugins gave the build. */
export interface SitePluginsRun {
  instances: Instance[];
  /** The config with the plugins' tags and global data (what every page reads of them). */
  config: ResolvedConfig;
  routes: ReactPage[];
  /** Absent when no plugin set an alias or a definition. */
  webpack?: WebpackSettings;
  /** Absolute paths watch mode rebuilds on (`getPathsToWatch`). */
  pathsToWatch: string[];
  diagnostics: Diagnostic[];
}

/** Hooks docsgen runs (here or in post-build.ts); any other is a located warning. */
const RUN = new Set([
  "name",
  "loadContent",
  "contentLoaded",
  "allContentLoaded",
  "injectHtmlTags",
  "configureWebpack",
  "getClientModules",
  "getPathsToWatch",
  "getThemePath",
  "getDefaultCodeTranslationMessages",
  // Docusaurus reads it only to swizzle a TypeScript theme's components: nothing for a build to do.
  "getTypeScriptThemePath",
  "postBuild",
  "options",
  "version",
]);

/** Runs the config's site plugins up to the build; undefined for a site without any (it pays nothing). */
export async function runSitePlugins(config: ResolvedConfig): Promise<SitePluginsRun | undefined> {
  if (!config.sitePlugins) return undefined;
  const entries = rememberedSitePlugins(join(config.siteDir, config.configFile));
  if (!entries) throw new Error("internal: a config's site plugins are run in a process that did not read it");
  const context = loadContext(config);
  const diagnostics: Diagnostic[] = [];
  const warn = (place: PluginPlace, message: string, hint: string) =>
    diagnostics.push(pluginDiagnostic(config, place, { severity: "warning", message, hint }));
  const instances: Instance[] = [];
  const pathsToWatch: string[] = [];
  // What a plugin's import of a content plugin gives (blog-plugin.ts, docs-plugin.ts, pages-plugin.ts), and
  // the content each builds.
  const blog = blogHost(config);
  const docs = docsHost(config);
  const pages = pagesHost(config);
  for (const entry of entries) {
    const loaded = await loadPlugin(config, entry, { blog, docs, pages });
    if (loaded.file) pathsToWatch.push(loaded.file);
    const returned = await callPluginCode(config, loaded.place, "plugin function", () =>
      loaded.fn(context, loaded.options),
    );
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
    const id = typeof loaded.options.id === "string" ? loaded.options.id : "default";
    instances.push({ place, id, hooks, dir: loaded.dir });
    for (const key of Object.keys(hooks).filter((k) => !RUN.has(k)))
      warn(
        place,
        `has the hook ${key}, which docsgen does not run`,
        "The rest of the plugin runs; the manual's Site plugins page lists what docsgen runs.",
      );
  }
  const call = async (instance: Instance, hook: string, ...args: unknown[]) => {
    const fn = instance.hooks[hook];
    if (typeof fn !== "function") return undefined;
    return callPluginCode(config, instance.place, hook, () => fn.apply(instance.hooks, args));
  };
  for (const instance of instances) instance.content = await call(instance, "loadContent");
  const gathered: Gathered = { globalData: {}, data: new Map(), routes: [] };
  const actionFindings: [PluginPlace, ActionFinding][] = [];
  const actionsOf = (instance: Instance) => {
    const findings: ActionFinding[] = [];
    const actions = actionsFor(config, { name: instance.place.name, id: instance.id }, gathered, findings);
    return {
      actions,
      done: () => actionFindings.push(...findings.map((f): [PluginPlace, ActionFinding] => [instance.place, f])),
    };
  };
  for (const instance of instances) {
    const { actions, done } = actionsOf(instance);
    await call(instance, "contentLoaded", { content: instance.content, actions });
    done();
  }
  const allContent: Record<string, Record<string, unknown>> = {};
  for (const i of instances) allContent[i.place.name] = { ...allContent[i.place.name], [i.id]: i.content };
  for (const instance of instances) {
    const { actions, done } = actionsOf(instance);
    await call(instance, "allContentLoaded", { allContent, actions });
    done();
  }
  for (const [place, f] of actionFindings) diagnostics.push(pluginDiagnostic(config, place, f));
  diagnostics.push(...blog.diagnostics, ...docs.diagnostics, ...pages.diagnostics);
  let injected: InjectedTags | undefined;
  const webpack: WebpackSettings = { alias: {}, define: {} };
  const clientModules: string[] = [];
  // The plugins' theme folders, below the config's `themes`: Docusaurus loads plugins before themes, and a
  // later theme's component wins (theme/aliases.ts).
  const themeDirs: string[] = [];
  // The plugins' default messages for `<Translate id>`, under the site's code.json, as Docusaurus merges them.
  const codeDefaults: Record<string, string> = {};
  for (const instance of instances) {
    const tags = pluginTags(await call(instance, "injectHtmlTags", { content: instance.content }));
    for (const message of tags.errors)
      diagnostics.push(
        pluginDiagnostic(config, instance.place, {
          severity: "error",
          message,
          hint: "Give tag objects as the config's headTags are written.",
        }),
      );
    for (const message of tags.warnings)
      warn(instance.place, message, "Give tag objects as the config's headTags are written.");
    if (tags.tags) injected = injected ? joinTags(injected, tags.tags) : tags.tags;
    const given: unknown[] = [];
    for (const isServer of [false, true]) {
      const base = { resolve: { alias: {} }, plugins: [], module: { rules: [] } };
      const utils = {
        getStyleLoaders: () => [],
        getJSLoader: () => ({ loader: "babel-loader" }),
        currentBundler: { name: "webpack", instance: webpackStandIn },
      };
      const returned = await call(instance, "configureWebpack", base, isServer, utils, instance.content);
      if (typeof instance.hooks.configureWebpack === "function") given.push(base, returned);
    }
    for (const message of readWebpack(given, webpack, config.siteDir))
      warn(instance.place, message, "The site's code is bundled without it; see the manual's Site plugins page.");
    clientModules.push(...pluginClientModules(config, instance, await call(instance, "getClientModules"), diagnostics));
    pathsToWatch.push(...paths(await call(instance, "getPathsToWatch"), config.siteDir));
    const theme = pluginThemeDir(await call(instance, "getThemePath"), instance.dir, rootDirOf(config));
    const messages = codeMessages(await call(instance, "getDefaultCodeTranslationMessages"));
    if (messages.problem) warn(instance.place, messages.problem, "Return an object of message ids and their text.");
    Object.assign(codeDefaults, messages.messages);
    if (theme && "dir" in theme) themeDirs.push(theme.dir);
    else if (theme)
      warn(
        instance.place,
        theme.problem,
        "Return the folder of the plugin's theme components, relative to the plugin's file.",
      );
  }
  const errors = diagnostics.filter((d) => d.severity === "error");
  if (errors.length > 0) throw new BuildError(errors);
  const globalData = Object.keys(gathered.globalData).length > 0 ? gathered.globalData : undefined;
  // One after the other: each may change the locale's overlays.
  const withBlogs: ResolvedConfig = { ...config, ...withPluginBlogs(config, blog.blogs) };
  const withDocs: ResolvedConfig = { ...withBlogs, ...withPluginDocs(withBlogs, docs.docs) };
  const withContent: ResolvedConfig = { ...withDocs, ...withPluginPages(withDocs, pages.pages) };
  const withPlugins: ResolvedConfig = Object.freeze({
    ...withContent,
    ...(injected ? { injected: config.injected ? joinTags(injected, config.injected) : injected } : {}),
    ...(globalData ? { pluginGlobalData: globalData } : {}),
    ...(instances.some((i) => typeof i.hooks.postBuild === "function") ? { postBuildReads: true } : {}),
    ...(themeDirs.length > 0 ? { themeDirs: [...themeDirs, ...(config.themeDirs ?? [])] } : {}),
    // Docusaurus loads the plugins' client modules before the config's (its bootstrap plugin comes last).
    ...(clientModules.length > 0
      ? { clientModules: [...new Set([...clientModules, ...(config.clientModules ?? [])])] }
      : {}),
    ...(Object.keys(codeDefaults).length > 0
      ? { locale: { ...withContent.locale, messages: { ...codeDefaults, ...config.locale.messages } } }
      : {}),
  });
  const applied = Object.keys(webpack.alias).length + Object.keys(webpack.define).length > 0;
  return {
    instances,
    config: withPlugins,
    routes: gathered.routes,
    ...(applied ? { webpack } : {}),
    pathsToWatch: [...new Set(pathsToWatch)],
    diagnostics,
  };
}

/** What the bundles of the site's code take from the plugins (react/site-code.ts). */
export function siteCodeOptions(run: SitePluginsRun): Pick<SiteCodeOptions, "webpack" | "globalData"> {
  return {
    ...(run.webpack ? { webpack: run.webpack } : {}),
    ...(run.config.pluginGlobalData ? { globalData: true } : {}),
  };
}

/** A hook's list of paths, absolute (relative ones are from the site folder, as Docusaurus resolves them). */
function paths(value: unknown, siteDir: string): string[] {
  return (Array.isArray(value) ? value : [])
    .filter((p): p is string => typeof p === "string")
    .map((p) => (p.startsWith("/") ? p : join(siteDir, p)));
}
