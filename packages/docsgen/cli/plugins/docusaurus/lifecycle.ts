/**
 * The site's own Docusaurus plugins and themes (a config's `plugins` and `themes` entries that are its code),
 * run in Docusaurus's order: each is made an instance (init.ts: its options validated, its plugin function
 * called with the context and them); then every `loadContent`, every
 * `contentLoaded` with its actions, `allContentLoaded`, `injectHtmlTags`, `configureWebpack`,
 * `getClientModules` (client-modules.ts) and `getPathsToWatch`, then every `configurePostCss` (postcss.ts). `postBuild` comes after the build
 * (post-build.ts). A hook docsgen does not run is a located warning naming it, never an error. A site without
 * such plugins runs none of this.
 */

import { join } from "node:path";
import type { InjectedTags } from "../../config/injected-tags.ts";
import { ownThemeConfig } from "../../config/resolve.ts";
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
import { type Instance, initPlugins } from "./init.ts";
import { pagesHost } from "./pages-plugin.ts";
import { withPluginBlogs } from "./plugin-blogs.ts";
import { withPluginDocs } from "./plugin-docs.ts";
import { withPluginPages } from "./plugin-pages.ts";
import { runConfigurePostCss } from "./postcss.ts";
import { joinTags, pluginTags } from "./tags.ts";
import { codeMessages, pluginThemeDir } from "./theme-plugin.ts";
import { readWebpack, type WebpackSettings, webpackStandIn } from "./webpack.ts";

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

/** Runs the config's site plugins up to the build; undefined for a site without any (it pays nothing). */
export async function runSitePlugins(config: ResolvedConfig): Promise<SitePluginsRun | undefined> {
  if (!config.sitePlugins) return undefined;
  const entries = rememberedSitePlugins(join(config.siteDir, config.configFile));
  if (!entries) throw new Error("internal: a config's site plugins are run in a process that did not read it");
  const context = loadContext(config);
  const diagnostics: Diagnostic[] = [];
  const warn = (place: PluginPlace, message: string, hint: string) =>
    diagnostics.push(pluginDiagnostic(config, place, { severity: "warning", message, hint }));
  // What a plugin's import of a content plugin gives (blog-plugin.ts, docs-plugin.ts, pages-plugin.ts), and
  // the content each builds.
  const blog = blogHost(config);
  const docs = docsHost(config);
  const pages = pagesHost(config);
  const init = await initPlugins({ config, entries, context, hosts: { blog, docs, pages }, diagnostics });
  const { instances } = init;
  const pathsToWatch = [...init.files];
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
  // After every configureWebpack, as Docusaurus configures the PostCSS of the loaders they may have added.
  const postcss = await runConfigurePostCss(config, instances, warn);
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
    ...(postcss ? { postcss } : {}),
    ...(instances.some((i) => typeof i.hooks.postBuild === "function") ? { postBuildReads: true } : {}),
    ...themeConfigOf(config, context.siteConfig.themeConfig),
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
export function siteCodeOptions(run: SitePluginsRun): Pick<SiteCodeOptions, "webpack" | "globalData" | "postcss"> {
  return {
    ...(run.webpack ? { webpack: run.webpack } : {}),
    ...(run.config.pluginGlobalData ? { globalData: true } : {}),
    ...(run.config.postcss ? { postcss: run.config.postcss } : {}),
  };
}

/**
 * The theme config's keys docsgen's theme does not read, as the plugins' `validateThemeConfig` left them
 * (validate.ts): the site's components read them. Nothing when they are as the config wrote them.
 */
function themeConfigOf(config: ResolvedConfig, themeConfig: Record<string, unknown>): Partial<ResolvedConfig> {
  const own = ownThemeConfig(themeConfig);
  return JSON.stringify(own) === JSON.stringify(config.ownThemeConfig) ? {} : { ownThemeConfig: own };
}

/** A hook's list of paths, absolute (relative ones are from the site folder, as Docusaurus resolves them). */
function paths(value: unknown, siteDir: string): string[] {
  return (Array.isArray(value) ? value : [])
    .filter((p): p is string => typeof p === "string")
    .map((p) => (p.startsWith("/") ? p : join(siteDir, p)));
}
