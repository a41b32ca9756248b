/**
 * The resolved config: what `resolveConfig` (resolve.ts) hands every stage of the build, with defaults filled,
 * folders absolute and the locale's texts read. Plain data, so it is copied to worker threads as it is.
 */
import type { Catalogue } from "../../shared/strings.ts";
import type { Diagnostic } from "../diagnostics/diagnostic.ts";
import type { SiteLocale } from "../i18n/locales.ts";
import type { Messages } from "../i18n/translations.ts";
import type { SanitizeWidening } from "../markdown/sanitize-schema.ts";
import type { DocSearch } from "./docsearch.ts";
import type { InjectedTags } from "./injected-tags.ts";
import type { PluginSpecs } from "./markdown-plugins.ts";
import type { PostCssPlugins } from "./postcss-plugins.ts";
import type { SitePluginRef } from "./site-plugins.ts";
import type { ReportingSeverity, ThemeConfig } from "./types.ts";
import type { DocsVersion } from "./versions.ts";

/**
 * A post's metadata as a site plugin wrapping the blog plugin changed it (plugins/docusaurus/blog-plugin.ts):
 * only the fields it changed, in the build's shape (a route without the base URL, a date as ISO text).
 */
export interface BlogPostEdit {
  title?: string;
  description?: string;
  date?: string;
  route?: string;
  unlisted?: boolean;
  draft?: boolean;
  image?: string;
  keywords?: string[];
  tags?: { label: string; slug: string; description?: string; inline?: true }[];
  /** An author of the authors map keeps its key (and its socials); another is what the plugin gave. */
  authors?: { key?: string; name?: string; title?: string; url?: string; imageUrl?: string; page?: string }[];
}

/** The config with defaults filled and folders made absolute; frozen and passed explicitly everywhere. */
export interface ResolvedConfig {
  siteDir: string;
  /** `--root`'s folder, holding the site folder: the site's files may come from it (contain.ts rootDirOf). */
  rootDir?: string;
  /** The config file, relative to the site folder: `site.config.ts`, or the Docusaurus config read instead. */
  configFile: string;
  /**
   * For a Docusaurus config: prefixes of config paths and where they are written in it (`docs` is
   * `presets[0][1].docs`), so diagnostics name the key as written (see `configPath`). Empty otherwise.
   */
  configPaths: [string, string][];
  outDir: string;
  title: string;
  tagline: string;
  url: string;
  /** Always starts and ends with `/`. */
  baseUrl: string;
  favicon?: string;
  version: string;
  titleDelimiter: string;
  locale: {
    lang: string;
    htmlLang: string;
    direction: "ltr" | "rtl";
    /** Interface text of `lang` with `i18n/<lang>/code.json` applied (cli/i18n/locale.ts). */
    strings: Catalogue;
    /** Warnings found loading it (no catalogue for the locale, unknown ids), reported with the build's. */
    findings: Diagnostic[];
    /**
     * A translated locale's content folders: each folder of the site (docs, each version's, blog, pages) and
     * the folder of its translations (i18n/locales.ts). Empty for the default locale.
     */
    overlays: [string, string][];
    /** The site's own messages of code.json, by id (`<Translate id>` in its React pages). */
    messages: Record<string, string>;
    /** Sidebar labels of each docs version (`current.json`, `version-<name>.json`), by translation id. */
    sidebarMessages: Record<string, Messages>;
  };
  /** The site's locales, the default first: what the pages of every locale link to. */
  i18n: { defaultLocale: string; locales: SiteLocale[] };
  /** Folders of the output that other builds write (the other locales', in the default's): left as they are. */
  nestedOutputs: string[];
  checks: Record<
    "onBrokenLinks" | "onBrokenAnchors" | "onDuplicateRoutes" | "onBrokenMarkdownLinks" | "onBrokenMarkdownImages",
    ReportingSeverity
  >;
  docs: {
    dir: string;
    /** The tags file (`docs.tags`, model/tags-file.ts), in each version's folder. */
    tags?: TagsFileSetting;
    /** What a doc's tag that the tags file does not define does (model/tags-file.ts). */
    onInlineTags: ReportingSeverity;
    routeBasePath: string;
    /**
     * The sidebars file; undefined when there is none: then, as in Docusaurus, one sidebar generated from the
     * docs folder (`defaultSidebar`), or none at all when `sidebarPath` is `false`.
     */
    sidebarFile?: string;
    /** `sidebarPath: false`: the docs have no sidebar. */
    noSidebars: boolean;
    editUrl?: string;
    versionLabel: string;
    /**
     * The versions, newest first, for a site whose versions.json lists some (config/versions.ts); the docs
     * fields above are then the current version's. Undefined for a site without versions.
     */
    versions?: DocsVersion[];
    /** Docusaurus's `showLastUpdateTime` and `showLastUpdateAuthor`: a last-update line under each doc. */
    lastUpdate: { time: boolean; author: boolean };
    /** The docs' `include`/`exclude`; absent when the config sets neither (Docusaurus's defaults apply). */
    files?: ContentFiles;
    /**
     * The docs a site plugin wrapping the docs plugin kept (plugins/docusaurus/docs-plugin.ts): their files,
     * absolute, in their versions' folders; the others are not built. Absent when every doc is built.
     */
    selected?: readonly string[];
  };
  /**
   * The site's other docs instances (config/docs-instances.ts), each with the default instance's `docs` shape
   * and its sidebars' translations by version; absent for a site with one (its config keeps its shape).
   */
  docsInstances?: { id: string; docs: ResolvedConfig["docs"]; sidebarMessages: Record<string, Messages> }[];
  pagesDir: string;
  /** The pages plugin's `showLastUpdateTime` and `showLastUpdateAuthor`: a last-update line under each markdown page. */
  pagesLastUpdate: { time: boolean; author: boolean };
  /** The pages' `include`/`exclude`; absent when the config sets neither. */
  pagesFiles?: ContentFiles;
  /**
   * The route segment the pages are served under: absent for the default pages (the site's root); another
   * pages instance's `routeBasePath`, in the config its pages are read with (content/pages-instances.ts).
   */
  pagesRouteBase?: string;
  /**
   * The pages a site plugin wrapping the pages plugin kept (plugins/docusaurus/pages-plugin.ts): their files,
   * absolute; the others are not built. Absent when every page is built.
   */
  pagesSelected?: readonly string[];
  /** The site's other pages instances (config/pages-instances.ts); absent for a site with none. */
  pagesInstances?: {
    id: string;
    dir: string;
    /** Without slashes; `""` is the site's root. */
    routeBasePath: string;
    files?: ContentFiles;
    /** The pages a wrapping site plugin kept, as `pagesSelected`. */
    selected?: readonly string[];
  }[];
  blog: {
    /** False for the classic preset's `blog: false`. */
    enabled: boolean;
    dir: string;
    routeBasePath: string;
    /** `"ALL"` is infinity: one page. */
    postsPerPage: number;
    sidebarCount: number;
    sidebarTitle: string;
    title: string;
    description: string;
    showReadingTime: boolean;
    /** The authors map file (it may not exist). */
    authorsMap: string;
    /** The tags file (`blog.tags`, model/tags-file.ts). */
    tags?: TagsFileSetting;
    /** What a post's tag that the tags file does not define does (model/tags-file.ts). */
    onInlineTags: ReportingSeverity;
    /** The authors list's and author pages' URL segment under the blog's (`authors`). */
    authorsBasePath: string;
    /** `showLastUpdateTime` and `showLastUpdateAuthor`: a last-update line under each post. */
    lastUpdate: { time: boolean; author: boolean };
    feed: { types: ("rss" | "atom")[]; title: string; description: string; copyright: string; limit: number };
    /** The posts' `include`/`exclude`; absent when the config sets neither. */
    files?: ContentFiles;
    /**
     * The ids of the posts a site plugin wrapping the blog plugin kept, in its order (plugins/docusaurus/
     * blog-plugin.ts); absent for a blog of the config (every post, newest first).
     */
    selected?: readonly string[];
    /** What that plugin changed of its posts' metadata, by post id (blog/post-edits.ts applies it). */
    edits?: Readonly<Record<string, BlogPostEdit>>;
  };
  /** The other blog instances (config/blog-instances.ts); absent for a site with one blog (its config keeps its shape). */
  blogInstances?: { id: string; blog: ResolvedConfig["blog"] }[];
  staticDir: string;
  /** `@docusaurus/plugin-client-redirects`'s options (plugins/redirects/redirects.ts); absent when the site has none. */
  clientRedirects?: {
    redirects: { from: string | string[]; to: string }[];
    fromExtensions: string[];
    toExtensions: string[];
  };
  /**
   * The site's stylesheets (`customCss`; Docusaurus's `theme.customCss`), absolute, in order: bundled after
   * docsgen's theme into its one stylesheet (assets/styles-bundle.ts). Empty for most sites: then the theme
   * is bundled alone, byte for byte as before.
   */
  customCss: string[];
  /**
   * The modules Docusaurus loads on every page, absolute, in its order: the site plugins' `getClientModules()`,
   * then the config's `clientModules` (client-modules/). Stylesheets join `customCss`'s bundle; scripts are a
   * script of their own on every page. Absent when there are none: the output is what it was without.
   */
  clientModules?: string[];
  /**
   * How markdown is rendered: `sanitize` widens what raw HTML and MDX elements may hold (sanitize-schema.ts);
   * `admonitions` adds keywords.
   */
  markdown: {
    sanitize: SanitizeWidening;
    admonitions: { keywords: string[]; extendDefaults: boolean };
    /**
     * The remark and rehype plugins of the docs, blog and pages, described (the functions stay in the process
     * that loads the config: config/markdown-plugins.ts); absent when there are none. Part of every cache key.
     */
    plugins?: PluginSpecs;
  };
  /**
   * Mermaid diagrams (markdown/mermaid.ts, client/mermaid/); absent for a site that does not switch them on,
   * whose pages, client and cache keys are then exactly as before.
   */
  mermaid?: MermaidSettings;
  /**
   * The component folders the site's plugins and themes give (each one's `getThemePath()`), absolute, in
   * Docusaurus's order (plugins, then themes): a later one's components override an earlier one's and
   * docsgen's (theme/aliases.ts). Set by the site plugins' run (plugins/docusaurus/); absent without any.
   */
  themeDirs?: readonly string[];
  /**
   * Docs and pages the site's code imports as components (content/markdown-imports.ts), site-relative: each
   * is parsed with the site's code, its module what the import gives. Absent when there is none.
   */
  markdownImports?: readonly string[];
  themeConfig: ThemeConfig;
  /**
   * The keys of the config's `themeConfig` that docsgen's theme does not read (`giscus`, a plugin's options):
   * the site's code reads them (`useThemeConfig()`), as it does in Docusaurus. Absent when there is none.
   */
  ownThemeConfig?: Record<string, unknown>;
  /** Read by the site's React pages only (`useDocusaurusContext().siteConfig.customFields`). */
  customFields: Record<string, unknown>;
  /**
   * The tags of `scripts`, `stylesheets`, `headTags`, `gtag` and `googleTagManager`, with the CSP sources they
   * need (injected-tags.ts); undefined when the config has none.
   */
  injected?: InjectedTags;
  /**
   * DocSearch, when it serves the site instead of docsgen's own search (docsearch.ts): the options its chunk is
   * built with and the hosts the CSP opens for it. Undefined for every other site.
   */
  docsearch?: DocSearch;
  /** Production builds leave drafts out; `serve --watch` keeps them. */
  includeDrafts: boolean;
  /** Located warnings about the config: keys and navbar items Docusaurus accepts that docsgen leaves out. */
  warnings: Diagnostic[];
  /**
   * A docusaurus.config's own plugins (config/site-plugins.ts), which the build runs (plugins/docusaurus/);
   * absent when it has none.
   */
  sitePlugins?: SitePluginRef[];
  /**
   * A site plugin has a `postBuild` hook, which may read any file of the output (an index of its pages):
   * a warm build writes the output whole, as a cold one, rather than syncing what changed into the folder.
   * Set by the build once the plugins are loaded.
   */
  postBuildReads?: true;
  /**
   * What the site's plugins gave `setGlobalData`, by plugin name and instance id: set by the build once they
   * have run (`useGlobalData`, `usePluginData`); absent when none gave any.
   */
  pluginGlobalData?: Record<string, Record<string, unknown>>;
  /** The PostCSS plugins the site's plugins gave (`configurePostCss`) for its stylesheets; absent without any. */
  postcss?: PostCssPlugins;
}

/**
 * Which files of a content folder are its pages, as a Docusaurus content plugin's `include` and `exclude`
 * options say (globs relative to the folder; the one not set has Docusaurus's default).
 */
export interface ContentFiles {
  include: readonly string[];
  exclude: readonly string[];
}

/** How a site that uses Mermaid has it: what Docusaurus's `markdown.mermaid` and theme-mermaid switch on. */
export interface MermaidSettings {
  /** ```mermaid fences are diagrams (`markdown.mermaid`); otherwise they stay code blocks, as in Docusaurus. */
  fences: boolean;
  /**
   * Diagrams are drawn: always in a site.config.ts (the theme is docsgen's own); in a docusaurus.config, when
   * `@docusaurus/theme-mermaid` is in `themes`. Without it Docusaurus renders nothing for a diagram, and so does docsgen.
   */
  drawn: boolean;
  /** The Mermaid theme of each colour mode (`themeConfig.mermaid.theme`, Docusaurus's defaults filled in). */
  theme: { light: string; dark: string };
  /** `themeConfig.mermaid.options`, passed to `mermaid.initialize`. */
  options: Record<string, unknown>;
}

/**
 * A tags file setting (Docusaurus 3.5's `tags`): the file, relative to the section's folder (`tags.yml` by
 * default), `named` when the config names it (it must then exist). Absent when `tags` is `false` or `null`.
 */
export interface TagsFileSetting {
  file: string;
  named: boolean;
}
