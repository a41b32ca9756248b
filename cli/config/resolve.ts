import { existsSync } from "node:fs";
import { isAbsolute, join, resolve } from "node:path";
import { BuildError, type Diagnostic } from "../diagnostics/diagnostic.ts";
import { loadStrings } from "../i18n/locale.ts";
import { type SiteLocale, siteLocales, translatedFolders } from "../i18n/locales.ts";
import { readMessages, translateTheme, translationFile } from "../i18n/translations.ts";
import { type DocSearch, docsearchOf } from "./docsearch.ts";
import { findDocusaurusConfig, writtenPath } from "./docusaurus.ts";
import { injectedTags } from "./injected-tags.ts";
import { lineOf } from "./locate.ts";
import type { PluginSpecs } from "./markdown-plugins.ts";
import { readText } from "./module/load.ts";
import { CONFIG_FILE, readUserConfig } from "./read.ts";
import type { MermaidSettings, ResolvedConfig } from "./resolved.ts";
import { configSchema } from "./schema.ts";
import type { DefaultedConfig } from "./types.ts";
import { applyDefaults } from "./validate.ts";
import { type DocsVersion, readVersions } from "./versions.ts";

export interface ResolveOptions {
  siteDir: string;
  outDir?: string;
  includeDrafts?: boolean;
  /** The locale to resolve (default: the default locale). */
  locale?: string;
}

/** Loads, validates and resolves `site.config.ts`. Throws a located BuildError listing every problem. */
export async function resolveConfig(options: ResolveOptions): Promise<ResolvedConfig> {
  const [config] = await resolveLocales({ ...options, locales: options.locale ? [options.locale] : undefined });
  return config;
}

/**
 * The config of each locale of the site, the default first (Docusaurus builds each locale as a site of its
 * own, under `<baseUrl><locale>/`), or of the locales named. The config is read once.
 */
export async function resolveLocales(
  options: Omit<ResolveOptions, "locale"> & { locales?: string[] },
): Promise<ResolvedConfig[]> {
  const siteDir = resolve(options.siteDir);
  // site.config.ts first: a site of docsgen's own pays one existsSync for the Docusaurus support.
  const docusaurusFile = existsSync(join(siteDir, CONFIG_FILE)) ? undefined : findDocusaurusConfig(siteDir);
  if (!docusaurusFile && !existsSync(join(siteDir, CONFIG_FILE))) {
    throw new BuildError([
      {
        severity: "error",
        code: "config-load",
        message: `no ${CONFIG_FILE} in ${siteDir}`,
        hint: "Run docsgen in the site folder, or pass it: docsgen build path/to/site. A Docusaurus site (docusaurus.config.{ts,mts,js,mjs,cjs}) is read as it is.",
      },
    ]);
  }
  const read = await readUserConfig(siteDir, docusaurusFile ?? CONFIG_FILE);
  const { configFile, file, user, located, configPaths } = read;
  const defaulted = located.some((d) => d.severity === "error")
    ? undefined
    : (applyDefaults(user, configSchema) as DefaultedConfig);
  const sidebarFile = defaulted && sidebarFileOf(siteDir, defaulted.docs.sidebarPath);
  if (sidebarFile?.missing) {
    located.push({
      severity: "error",
      code: "config-invalid",
      message: `docs.sidebarPath names ${sidebarFile.missing}, which does not exist`,
      file: configFile,
      line: lineOf(readText(file), writtenPath(configPaths, "docs.sidebarPath")),
      hint: "Correct the path (it is relative to the site folder), or remove the key: without a sidebars file the sidebar is generated from the docs folder.",
    });
  }
  const docsDir =
    defaulted && (isAbsolute(defaulted.docs.path) ? defaulted.docs.path : join(siteDir, defaulted.docs.path));
  const versioned =
    defaulted && docsDir
      ? readVersions({
          siteDir,
          docs: defaulted.docs,
          docsDir,
          routeBasePath: defaulted.docs.routeBasePath.replace(/^\/+|\/+$/g, ""),
          sidebarFile: sidebarFile?.file,
        })
      : { problems: [] };
  for (const p of versioned.problems) {
    const inConfig = p.key !== "versions.json";
    located.push({
      severity: "error",
      code: "config-invalid",
      message: inConfig ? `${writtenPath(configPaths, p.key)} ${p.message}` : p.message,
      file: inConfig ? configFile : "versions.json",
      line: inConfig ? lineOf(readText(file), writtenPath(configPaths, p.key)) : undefined,
      hint: p.hint,
    });
  }
  const customCss = defaulted ? customCssOf(siteDir, defaulted.customCss) : { files: [], missing: [] };
  for (const i of customCss.missing) {
    const at = writtenPath(configPaths, `customCss[${i}]`);
    located.push({
      severity: "error",
      code: "config-invalid",
      message: `${at} names ${[defaulted?.customCss ?? []].flat()[i]}, which does not exist`,
      file: configFile,
      line: lineOf(readText(file), at),
      hint: "Correct the path (it is relative to the site folder), or remove the entry.",
    });
  }
  const locales = defaulted && siteLocales(defaulted.i18n, normalBase(defaulted.baseUrl), siteDir);
  const unknown = (options.locales ?? []).filter((l) => !locales?.some((s) => s.name === l));
  if (unknown.length > 0)
    located.push({
      severity: "error",
      code: "config-invalid",
      message: `--locale ${unknown.join(", ")}: ${writtenPath(configPaths, "i18n.locales")} does not list it`,
      file: configFile,
      line: lineOf(readText(file), writtenPath(configPaths, "i18n.locales")),
      hint: `The locales are ${locales?.map((l) => l.name).join(", ")}.`,
    });
  const errors = located.filter((d) => d.severity === "error");
  if (errors.length > 0 || !defaulted || !locales) throw new BuildError(errors);
  const line = lineOf(readText(file), writtenPath(configPaths, "i18n.defaultLocale"));
  const source = {
    file: configFile,
    paths: configPaths,
    blogDisabled: read.blogDisabled,
    plugins: read.plugins,
    mermaidTheme: read.mermaidTheme,
  };
  const origin = {
    siteDir,
    options,
    sidebarFile: sidebarFile?.file,
    customCss: customCss.files,
    source,
    versions: versioned.versions,
    locales,
  };
  // The config's warnings are reported once, with the first locale built.
  return (options.locales ?? locales.map((l) => l.name)).map((name, i) => {
    const strings = loadStrings(siteDir, name, { file: configFile, line });
    const locale = locales.find((l) => l.name === name) ?? locales[0];
    return freeze(defaulted, { ...origin, locale }, strings, i === 0 ? located : []);
  });
}

/** The base URL with one leading and one trailing `/`. */
function normalBase(baseUrl: string): string {
  return `/${baseUrl}/`.replace(/\/{2,}/g, "/");
}

/** What freeze needs besides the config: the site folder, what the command asked, where the config came from. */
interface ConfigOrigin {
  siteDir: string;
  options: ResolveOptions;
  sidebarFile: string | undefined;
  /** The `customCss` files, absolute (customCssOf). */
  customCss: string[];
  source: {
    file: string;
    paths: [string, string][];
    blogDisabled: boolean;
    mermaidTheme?: boolean;
    plugins?: PluginSpecs;
  };
  versions?: DocsVersion[];
  /** Every locale, the default first, and the one this config builds. */
  locales: SiteLocale[];
  locale: SiteLocale;
}

/** Renames the defaulted config into the shape the build reads, with absolute folders and normalised URLs. */
function freeze(
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
  const blogMessages = messages("blog");
  const blog = {
    ...config.blog,
    blogTitle: blogMessages.title ?? config.blog.blogTitle,
    blogDescription: blogMessages.description ?? config.blog.blogDescription,
    blogSidebarTitle: blogMessages["sidebar.title"] ?? config.blog.blogSidebarTitle,
  };
  const versionNames = origin.versions?.map((v) => v.name) ?? ["current"];
  const sidebarMessages = Object.fromEntries(versionNames.map((name) => [name, messages("docs", name)]));
  const versionLabel = (name: string, label: string) => sidebarMessages[name]?.["version.label"] ?? label;
  const versions = origin.versions?.map((v) => ({ ...v, label: versionLabel(v.name, v.label) }));
  const folders = {
    docs: origin.versions?.map((v) => ({ dir: v.dir, version: v.name })) ?? [
      { dir: abs(docs.path), version: "current" },
    ],
    blog: abs(blog.path),
    pages: abs(config.pages.path),
  };
  const outDir = abs(options.outDir ?? "build");
  const resolved: ResolvedConfig = {
    siteDir,
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
    docs: {
      dir: abs(docs.path),
      routeBasePath: docs.routeBasePath.replace(/^\/+|\/+$/g, ""),
      sidebarFile,
      noSidebars: docs.sidebarPath === false,
      editUrl: docs.editUrl,
      versionLabel: versionLabel("current", docs.versionLabel),
      lastUpdate: { time: docs.showLastUpdateTime, author: docs.showLastUpdateAuthor },
      ...(versions ? { versions } : {}),
    },
    pagesDir: abs(config.pages.path),
    pagesLastUpdate: { time: config.pages.showLastUpdateTime, author: config.pages.showLastUpdateAuthor },
    blog: {
      enabled: !source.blogDisabled,
      dir: abs(blog.path),
      routeBasePath: blog.routeBasePath.replace(/^\/+|\/+$/g, ""),
      postsPerPage: blog.postsPerPage === "ALL" ? Number.POSITIVE_INFINITY : blog.postsPerPage,
      sidebarCount: blog.blogSidebarCount === "ALL" ? Number.POSITIVE_INFINITY : blog.blogSidebarCount,
      sidebarTitle: blog.blogSidebarTitle ?? strings.server.blogSidebarTitle,
      title: blog.blogTitle ?? strings.server.blogTitle,
      description: blog.blogDescription ?? strings.server.blogDescription,
      showReadingTime: blog.showReadingTime,
      authorsMap: join(abs(blog.path), blog.authorsMapPath),
      authorsBasePath: blog.authorsBasePath.replace(/^\/+|\/+$/g, ""),
      lastUpdate: { time: blog.showLastUpdateTime, author: blog.showLastUpdateAuthor },
      feed: {
        types: feedTypes(blog.feedOptions.type),
        title: blog.feedOptions.title ?? `${config.title} Blog`,
        description: blog.feedOptions.description ?? `${config.title} Blog`,
        copyright: blog.feedOptions.copyright,
        limit: blog.feedOptions.limit,
      },
    },
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
  };
  return Object.freeze(resolved);
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

/**
 * The sidebars file: as configured (`missing` when that file does not exist), else the first of
 * `sidebars.ts`, `.js`, `.json` in the site folder, else none (the sidebar is generated, as in Docusaurus).
 */
function sidebarFileOf(siteDir: string, configured: string | boolean | undefined): { file?: string; missing?: string } {
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
function customCssOf(
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

/** The feeds to write: Docusaurus's `"all"` is every feed docsgen writes (RSS and Atom), `null` none. */
function feedTypes(type: DefaultedConfig["blog"]["feedOptions"]["type"]): ("rss" | "atom")[] {
  const list = type === null ? [] : Array.isArray(type) ? type : [type];
  const out = new Set<"rss" | "atom">();
  for (const t of list) {
    if (t === "all" || t === "rss") out.add("rss");
    if (t === "all" || t === "atom") out.add("atom");
  }
  return [...out];
}

/** The path written in the config file for a config path (they differ in a Docusaurus config). */
export function configPath(config: Pick<ResolvedConfig, "configPaths">, path: string): string {
  return writtenPath(config.configPaths, path);
}
