/**
 * The last step of resolving a config: the defaulted config renamed into the shape the build reads
 * (`ResolvedConfig`, resolved.ts) for one locale, with absolute folders, normalised URLs and the locale's
 * translations of the theme, blog and sidebars applied.
 */
import { isAbsolute, join } from "node:path";
import type { Diagnostic } from "../diagnostics/diagnostic.ts";
import type { loadStrings } from "../i18n/locale.ts";
import { type SiteLocale, translatedFolders } from "../i18n/locales.ts";
import { readMessages, translateTheme, translationFile } from "../i18n/translations.ts";
import { contentFiles, freezeBlog, tagsFileSetting } from "./blog-instances.ts";
import { type FoundInstance, freezeInstance, instanceFolders } from "./docs-instances.ts";
import { type DocSearch, docsearchOf } from "./docsearch.ts";
import { injectedTags } from "./injected-tags.ts";
import type { PluginSpecs } from "./markdown-plugins.ts";
import { freezePagesInstance } from "./pages-instances.ts";
import type { ContentFiles, MermaidSettings, ResolvedConfig } from "./resolved.ts";
import type { SitePluginRef } from "./site-plugins.ts";
import type { DefaultedConfig } from "./types.ts";
import type { DocsVersion } from "./versions.ts";

/** What freeze needs besides the config: the site folder, what the command asked, where the config came from. */
export interface ConfigOrigin {
  siteDir: string;
  /** The fields of ResolveOptions freeze reads, named here: resolve.ts imports this file, so importing back is a cycle. */
  options: { outDir?: string; includeDrafts?: boolean };
  /** The folder the site's files may come from (ResolvedConfig.rootDir). */
  rootDir: string;
  sidebarFile: string | undefined;
  /** The `customCss` files, absolute (customCssOf). */
  customCss: string[];
  /** The config's `clientModules`, absolute, those found in the site or a package (client-modules/paths.ts). */
  clientModules: string[];
  /** The keys of `themeConfig` docsgen's theme does not read (ownThemeConfig). */
  ownThemeConfig?: Record<string, unknown>;
  source: {
    file: string;
    paths: [string, string][];
    blogDisabled: boolean;
    mermaidTheme?: boolean;
    plugins?: PluginSpecs;
    sitePlugins?: SitePluginRef[];
  };
  versions?: DocsVersion[];
  /** The other docs instances (docs-instances.ts). */
  docsInstances?: FoundInstance[];
  /** Every locale, the default first, and the one this config builds. */
  locales: SiteLocale[];
  locale: SiteLocale;
}

/** Renames the defaulted config into the shape the build reads, with absolute folders and normalised URLs. */
export function freeze(
  config: DefaultedConfig,
  origin: ConfigOrigin,
  { strings, findings, messages: codeMessages }: ReturnType<typeof loadStrings>,
  warnings: Diagnostic[],
): ResolvedConfig {
  const { siteDir, options, sidebarFile, customCss, source, locales, locale } = origin;
  const abs = (p: string) => (isAbsolute(p) ? p : join(siteDir, p));
  const lang = locale.name;
  const isDefault = lang === config.i18n.defaultLocale;
  const baseUrl = locale.baseUrl;
  const { docs } = config;
  const messages = (kind: "navbar" | "footer" | "blog" | "docs", version?: string) =>
    readMessages(siteDir, translationFile(locale.dir, kind, version), findings);
  const blogOf = (options: DefaultedConfig["blog"], enabled: boolean, pluginId?: string) =>
    freezeBlog(options, {
      siteDir,
      title: config.title,
      strings: strings.server,
      messages: readMessages(siteDir, translationFile(locale.dir, "blog", undefined, pluginId), findings),
      enabled,
    });
  const blogInstances = config.blogInstances?.map(({ id, ...options }) => ({ id, blog: blogOf(options, true, id) }));
  const pagesInstances = config.pagesInstances?.map((options) => freezePagesInstance(siteDir, options));
  const versionNames = origin.versions?.map((v) => v.name) ?? ["current"];
  const sidebarMessages = Object.fromEntries(versionNames.map((name) => [name, messages("docs", name)]));
  const versionLabel = (name: string, label: string) => sidebarMessages[name]?.["version.label"] ?? label;
  const versions = origin.versions?.map((v) => ({ ...v, label: versionLabel(v.name, v.label) }));
  const folders = {
    docs: [
      ...(origin.versions?.map((v) => ({ dir: v.dir, version: v.name })) ?? [
        { dir: abs(docs.path), version: "current" },
      ]),
      ...instanceFolders(siteDir, origin.docsInstances ?? []),
    ],
    blog: abs(config.blog.path),
    ...(blogInstances ? { blogInstances: blogInstances.map((i) => ({ dir: i.blog.dir, pluginId: i.id })) } : {}),
    pages: abs(config.pages.path),
    ...(pagesInstances ? { pagesInstances: pagesInstances.map((i) => ({ dir: i.dir, pluginId: i.id })) } : {}),
  };
  const outDir = abs(options.outDir ?? "build");
  const resolved: ResolvedConfig = {
    siteDir,
    ...(origin.rootDir === siteDir ? {} : { rootDir: origin.rootDir }),
    configFile: source.file,
    configPaths: source.paths,
    outDir: isDefault ? outDir : join(outDir, lang),
    title: config.title,
    tagline: config.tagline,
    url: config.url.replace(/\/+$/, ""),
    baseUrl,
    favicon: config.favicon,
    version: config.version,
    titleDelimiter: config.titleDelimiter,
    locale: {
      lang,
      htmlLang: locale.htmlLang,
      direction: locale.direction,
      strings,
      findings,
      overlays: isDefault ? [] : translatedFolders(locale, folders),
      messages: codeMessages,
      sidebarMessages,
    },
    i18n: { defaultLocale: config.i18n.defaultLocale, locales },
    nestedOutputs: isDefault ? locales.filter((l) => l.name !== lang).map((l) => l.name) : [],
    checks: {
      onBrokenLinks: config.onBrokenLinks,
      onBrokenAnchors: config.onBrokenAnchors,
      onDuplicateRoutes: config.onDuplicateRoutes,
      onBrokenMarkdownLinks: config.onBrokenMarkdownLinks,
      onBrokenMarkdownImages: config.onBrokenMarkdownImages,
    },
    docs: docsOf(docs, sidebarFile, versions, versionLabel),
    ...(origin.docsInstances && origin.docsInstances.length > 0
      ? {
          docsInstances: origin.docsInstances.map((found) =>
            freezeInstance(found, { siteDir, localeDir: locale.dir, findings, docsOf }),
          ),
        }
      : {}),
    pagesDir: abs(config.pages.path),
    pagesLastUpdate: { time: config.pages.showLastUpdateTime, author: config.pages.showLastUpdateAuthor },
    ...withPagesFiles(contentFiles(config.pages, "pages").files),
    // Only when there are some: a config without keeps its cache keys.
    ...(pagesInstances && pagesInstances.length > 0 ? { pagesInstances } : {}),
    blog: blogOf(config.blog, !source.blogDisabled),
    // Only when there are some: a config without keeps its cache keys.
    ...(blogInstances && blogInstances.length > 0 ? { blogInstances } : {}),
    staticDir: abs(config.staticDir),
    ...(config.clientRedirects
      ? {
          clientRedirects: {
            redirects: config.clientRedirects.redirects,
            fromExtensions: config.clientRedirects.fromExtensions,
            toExtensions: config.clientRedirects.toExtensions,
          },
        }
      : {}),
    customCss,
    // Only when there are some: a config without keeps its cache keys.
    ...(origin.clientModules.length > 0 ? { clientModules: origin.clientModules } : {}),
    ...(origin.ownThemeConfig ? { ownThemeConfig: origin.ownThemeConfig } : {}),
    markdown: {
      sanitize: config.markdown.sanitize,
      admonitions: config.markdown.admonitions,
      // Only when there are some: a config without plugins keeps its cache keys.
      ...(source.plugins ? { plugins: source.plugins } : {}),
    },
    ...mermaidOf(config, source.mermaidTheme),
    themeConfig: translateTheme(config.themeConfig, messages("navbar"), messages("footer")),
    customFields: config.customFields,
    injected: injectedTags(config),
    // Only for a site DocSearch serves: every other config keeps its shape.
    ...withDocSearch(docsearchOf(config, locale.name)),
    includeDrafts: options.includeDrafts ?? false,
    warnings,
    // Only when there are some: a config without keeps its cache keys.
    ...(source.sitePlugins ? { sitePlugins: source.sitePlugins } : {}),
  };
  return Object.freeze(resolved);

  function docsOf(...args: DocsShapeArgs): ResolvedConfig["docs"] {
    return docsShape(siteDir, ...args);
  }
}

type DocsShapeArgs = [
  docs: DocsOptions,
  sidebarFile: string | undefined,
  versions: DocsVersion[] | undefined,
  versionLabel: (name: string, label: string) => string,
];

/**
 * A docs instance's options in the build's shape (the default instance's, each other's, and those a site
 * plugin passes the docs plugin, plugins/docusaurus/docs-plugin.ts).
 */
export function docsShape(
  siteDir: string,
  ...[docs, sidebarFile, versions, versionLabel]: DocsShapeArgs
): ResolvedConfig["docs"] {
  const abs = (p: string) => (isAbsolute(p) ? p : join(siteDir, p));
  return {
    dir: abs(docs.path),
    ...tagsFileSetting(docs.tags),
    onInlineTags: docs.onInlineTags,
    routeBasePath: docs.routeBasePath.replace(/^\/+|\/+$/g, ""),
    sidebarFile,
    noSidebars: docs.sidebarPath === false,
    editUrl: docs.editUrl,
    versionLabel: versionLabel("current", docs.versionLabel),
    lastUpdate: { time: docs.showLastUpdateTime, author: docs.showLastUpdateAuthor },
    ...(versions ? { versions } : {}),
    ...contentFiles(docs, "docs"),
  };
}

export type DocsOptions = Omit<DefaultedConfig["docs"], "id" | "admonitions">;

function withPagesFiles(files: ContentFiles | undefined): { pagesFiles?: ContentFiles } {
  return files ? { pagesFiles: files } : {};
}

function withDocSearch(docsearch: DocSearch | undefined): { docsearch?: DocSearch } {
  return docsearch ? { docsearch } : {};
}

/**
 * A site uses Mermaid when `markdown.mermaid` is on or, in a docusaurus.config, the Mermaid theme is listed (its
 * `<Mermaid>` component draws without `markdown.mermaid`); a site.config.ts has the theme built in (`theme`
 * undefined). `themeConfig.mermaid` gets theme-mermaid's defaults.
 */
function mermaidOf(config: DefaultedConfig, theme: boolean | undefined): { mermaid?: MermaidSettings } {
  const fences = config.markdown.mermaid;
  if (!fences && !theme) return {};
  const { mermaid } = config.themeConfig;
  return {
    mermaid: {
      fences,
      drawn: theme !== false,
      theme: { light: mermaid?.theme?.light ?? "default", dark: mermaid?.theme?.dark ?? "dark" },
      options: mermaid?.options ?? {},
    },
  };
}
