/**
 * A Docusaurus config (`docusaurus.config.{ts,mts,js,mjs,cjs}`) read as docsgen's own: the classic preset's
 * docs, blog and pages options become `docs`, `blog` and `pages`, the classic theme's `customCss` becomes
 * `customCss`, the preset's `gtag` and `googleTagManager` become top-level keys; the top level and
 * `themeConfig` are already docsgen's shape (other presets have run: presets/expand.ts). What docsgen does not
 * run (plugins, themes, presets not installed, `sitemap`…) is a located `config-ignored` warning. The schema
 * (schema.ts) then validates the result as it validates `site.config.ts`; `paths` turns each of its paths back
 * into the path written in the Docusaurus file, so every diagnostic names the key the author wrote, at its line.
 */
import { existsSync } from "node:fs";
import { join } from "node:path";
import { contentPluginEntry, contentPluginKind } from "./docusaurus-docs.ts";
import { entryName, isSitePlugin, resolvePluginPackage, type SitePluginEntry } from "./site-plugins.ts";
import type { ConfigProblem } from "./validate.ts";

/** The file names Docusaurus looks for, in its order. */
export const DOCUSAURUS_CONFIG_FILES = [
  "docusaurus.config.ts",
  "docusaurus.config.mts",
  "docusaurus.config.js",
  "docusaurus.config.mjs",
  "docusaurus.config.cjs",
] as const;

/** The Docusaurus config file of a site folder, if it has one. */
export function findDocusaurusConfig(siteDir: string): string | undefined {
  return DOCUSAURUS_CONFIG_FILES.find((name) => existsSync(join(siteDir, name)));
}

/** A Docusaurus config read as docsgen's. */
export interface FromDocusaurus {
  /** The config in `site.config.ts`'s shape, still to validate. */
  user: Record<string, unknown>;
  /** Prefixes of docsgen paths and the paths they were written at (`docs` ← `presets[0][1].docs`). */
  paths: [string, string][];
  /** Warnings about what is not mapped, at paths of the Docusaurus file. */
  problems: ConfigProblem[];
  /** The classic preset's `blog: false`: the site has no blog. */
  blogDisabled: boolean;
  /** `@docusaurus/theme-mermaid` is in `themes`: Mermaid diagrams are drawn (`markdown.mermaid` for fences). */
  mermaidTheme: boolean;
  /** The `plugins` and `themes` entries that are the site's own code, run by docsgen (site-plugins.ts). */
  sitePlugins: SitePluginEntry[];
}

type Rec = Record<string, unknown>;
const isRecord = (v: unknown): v is Rec => typeof v === "object" && v !== null && !Array.isArray(v);

/** Keys of the classic preset's options docsgen maps, and why the others are left out. */
const PRESET_OPTION_REASONS: Record<string, string> = {
  sitemap: "docsgen writes its own sitemap.xml",
  googleAnalytics:
    "the Universal Analytics plugin is gone from Docusaurus 3 and Google has stopped it; use `gtag` with a Google Analytics 4 id",
  debug: "docsgen has no debug pages",
  svgr: "docsgen imports `.svg` files as React components with its own settings",
};

/** Docusaurus's analytics plugins by the names a config gives them, and the key docsgen reads their options as. */
const ANALYTICS_PLUGINS: Record<string, "gtag" | "googleTagManager"> = {
  "@docusaurus/plugin-google-gtag": "gtag",
  "google-gtag": "gtag",
  "@docusaurus/plugin-google-tag-manager": "googleTagManager",
  "google-tag-manager": "googleTagManager",
};

/** The classic preset's options that docsgen reads (see fromDocusaurus). */
const CLASSIC_KEYS = new Set(["docs", "blog", "pages", "theme"]);

/**
 * Maps a Docusaurus config (the value its file exports, a config function already called) to docsgen's shape.
 * `file` is the config's absolute path: plugins are looked up from its folder, to say whether they are installed.
 */
export function fromDocusaurus(config: unknown, file: string): FromDocusaurus {
  const problems: ConfigProblem[] = [];
  const paths: [string, string][] = [];
  const warn = (path: string, message: string, hint?: string) =>
    problems.push({ path, message, warning: true, ...(hint ? { hint } : {}) });
  const none = { blogDisabled: false, mermaidTheme: false, sitePlugins: [] };
  if (!isRecord(config)) return { user: config as Rec, paths, problems, ...none };
  const { presets, plugins, themes, staticDirectories, ...rest } = config;
  const user: Rec = { ...rest };
  let [blogDisabled, mermaidTheme] = [false, false];
  const sitePlugins: SitePluginEntry[] = [];
  if (Array.isArray(staticDirectories) && staticDirectories.length === 1 && typeof staticDirectories[0] === "string") {
    user.staticDir = staticDirectories[0];
    paths.push(["staticDir", "staticDirectories[0]"]);
  } else if (staticDirectories !== undefined) {
    warn("staticDirectories", "is ignored by docsgen: it copies one static folder", "Keep one folder in the list.");
  }
  let classicSeen = false;
  asList(presets).forEach((entry, i) => {
    const [name, options] = pluginEntry(entry);
    const at = `presets[${i}]`;
    if (name === undefined) return;
    if (!/^(classic|@docusaurus\/preset-classic)$/.test(name) || classicSeen) {
      warn(at, `is ignored by docsgen: the preset ${JSON.stringify(name)} is not run${missing(name, "preset", file)}`);
      // A preset wrapping the classic one (ionic's), not installed, so not run (presets/expand.ts): each classic
      // option is named where it is written, as the docs are built with docsgen's defaults (not its routeBasePath).
      if (Array.isArray(entry) && isRecord(options))
        for (const key of Object.keys(options).filter((k) => CLASSIC_KEYS.has(k)))
          warn(
            `${at}[1].${key}`,
            `is ignored by docsgen: options of the preset ${JSON.stringify(name)}, which is not run; ${key === "theme" ? "its customCss is not bundled" : `the ${key} are built with docsgen's defaults`}`,
            "Install the preset in the site folder so that docsgen runs it, or write them under `@docusaurus/preset-classic`.",
          );
      return;
    }
    classicSeen = true;
    if (!isRecord(options)) return;
    const optionsAt = Array.isArray(entry) ? `${at}[1]` : at;
    for (const [key, value] of Object.entries(options)) {
      const keyAt = `${optionsAt}.${key}`;
      if (key === "docs" || key === "blog" || key === "pages") {
        if (value === false) {
          if (key === "blog") blogDisabled = true;
          else warn(keyAt, `is ignored by docsgen: it builds the ${key} folder when there is one`);
          continue;
        }
        if (!isRecord(value)) continue;
        const { admonitions, ...own } = value;
        user[key] = own;
        paths.push([key, keyAt]);
        if (key === "pages" && own.path === undefined) user.pages = { path: "src/pages", ...own };
        if (admonitions !== undefined) {
          if (key === "docs") {
            user.markdown = { ...(isRecord(user.markdown) ? user.markdown : {}), admonitions };
            paths.push(["markdown.admonitions", `${keyAt}.admonitions`]);
          } else {
            warn(`${keyAt}.admonitions`, "is ignored by docsgen: the docs' `admonitions` apply to every page");
          }
        }
      } else if ((key === "gtag" || key === "googleTagManager") && value !== undefined && value !== false) {
        // The preset's analytics plugins: docsgen writes their tags itself (config/injected-tags.ts).
        user[key] = value;
        paths.push([key, keyAt]);
      } else if (key === "theme" && isRecord(value)) {
        classicThemeOptions(value, keyAt);
      } else {
        warn(keyAt, `is ignored by docsgen: ${PRESET_OPTION_REASONS[key] ?? "the classic preset option is not used"}`);
      }
    }
  });
  // Docusaurus's pages live in src/pages; docsgen's default is pages/.
  if (user.pages === undefined) user.pages = { path: "src/pages" };

  const algolia = isRecord(user.themeConfig) && user.themeConfig.algolia !== undefined;
  for (const [listName, list] of [
    ["plugins", plugins],
    ["themes", themes],
  ] as const) {
    asList(list).forEach((entry, i) => {
      const [name, options] = pluginEntry(entry);
      if (name === undefined) return;
      // Algolia's own theme, listed as well as the preset adds it: DocSearch, which docsgen loads (docsearch.ts).
      if (listName === "themes" && algolia && ALGOLIA_THEME.test(name)) return;
      // Another search plugin or theme: Docusaurus shows its search bar, not DocSearch (the site's themes come
      // after the preset's, and the later theme's component wins), so docsgen's own search takes its place.
      if (algolia && SEARCH_PLUGIN.test(name) && !ALGOLIA_THEME.test(name) && user.search === undefined) {
        user.search = "docsgen";
        paths.push(["search", `${listName}[${i}]`]);
        const kind = listName === "plugins" ? "plugin" : "theme";
        warn(
          "themeConfig.algolia",
          `is ignored by docsgen: the site's search ${kind} ${JSON.stringify(name)} (${listName}[${i}]) takes DocSearch's place, as in Docusaurus; docsgen's own search serves the site instead`,
          `Remove the ${kind} to search with DocSearch.`,
        );
      }
      // Client redirects are built (plugins/redirects/redirects.ts): its options become `clientRedirects`.
      if (listName === "plugins" && CLIENT_REDIRECTS.test(name) && user.clientRedirects === undefined) {
        user.clientRedirects = isRecord(options) ? options : {};
        if (Array.isArray(entry)) paths.push(["clientRedirects", `plugins[${i}][1]`]);
        return;
      }
      // Another docs or blog instance: built (docusaurus-docs.ts).
      const content = listName === "plugins" ? contentPluginKind(name) : undefined;
      if (content) {
        contentPluginEntry(content, { user, paths, problems, options, pair: Array.isArray(entry) }, i);
        return;
      }
      // Sass is compiled wherever the site uses it (assets/sass.ts), as this plugin makes webpack do.
      if (listName === "plugins" && SASS_PLUGIN.test(name)) {
        if (isRecord(options) && Object.keys(options).length > 0)
          warn(`plugins[${i}][1]`, "is ignored by docsgen: Sass is compiled with its defaults");
        return;
      }
      // The analytics plugins added on their own rather than through the preset: read as the preset's keys.
      const analytics = name && listName === "plugins" ? ANALYTICS_PLUGINS[name] : undefined;
      if (analytics && isRecord(options) && user[analytics] === undefined) {
        user[analytics] = options;
        paths.push([analytics, `plugins[${i}][1]`]);
        return;
      }
      // The classic theme's options given to it directly: its `customCss` is read as the preset's `theme` is.
      if (listName === "themes" && /^(classic|@docusaurus\/theme-classic)$/.test(name)) {
        if (isRecord(options)) classicThemeOptions(options, `themes[${i}][1]`);
        return;
      }
      // The Mermaid theme is docsgen's own (markdown/mermaid.ts, client/mermaid/): its options are `themeConfig.mermaid`.
      if (listName === "themes" && MERMAID_THEME.test(name)) {
        mermaidTheme = true;
        return;
      }
      // The site's own plugin or theme (a file, a package, a function): docsgen runs it (plugins/docusaurus/),
      // a theme after the plugins, as Docusaurus orders them (so a theme's components win over a plugin's).
      const kind = listName === "plugins" ? "plugin" : "theme";
      if (isSitePlugin(name, entry, file, { search: SEARCH_PLUGIN, kind })) {
        sitePlugins.push({ at: `${listName}[${i}]`, written: name, entry, ...(kind === "theme" ? { kind } : {}) });
        return;
      }
      const what = name.startsWith("(") ? `a ${kind} given as code ${name}` : `the ${kind} ${JSON.stringify(name)}`;
      const instead = SEARCH_PLUGIN.test(name) ? "; docsgen's own search serves the site instead" : "";
      warn(
        `${listName}[${i}]`,
        `is ignored by docsgen: ${what} is not run${missing(name, kind, file)}${instead}`,
        "The rest of the site is built without it; docsgen's manual lists what it builds in its place.",
      );
    });
  }
  blogDisabled &&= user.blog === undefined; // `blog: false` and a blog plugin of the default id: that is the blog
  return { user, paths, problems, blogDisabled, mermaidTheme, sitePlugins };

  /**
   * The classic theme's options (the preset's `theme`, or `@docusaurus/theme-classic` in `themes`):
   * `customCss`, one path or a list, is appended to the site's stylesheets; each keeps the path it was
   * written at, so a missing file is reported at its own line.
   */
  function classicThemeOptions(options: Rec, at: string): void {
    for (const [key, value] of Object.entries(options)) {
      if (key !== "customCss") {
        warn(`${at}.${key}`, "is ignored by docsgen: the classic theme's option is not used");
        continue;
      }
      const list = Array.isArray(user.customCss) ? user.customCss : [];
      const entries = Array.isArray(value) ? value : [value];
      entries.forEach((entry, j) => {
        paths.push([`customCss[${list.length}]`, Array.isArray(value) ? `${at}.customCss[${j}]` : `${at}.customCss`]);
        list.push(entry);
      });
      if (!paths.some(([p]) => p === "customCss")) paths.push(["customCss", `${at}.customCss`]);
      user.customCss = list;
    }
  }
}

/** Search plugins and themes (local indexes, hosted search services): docsgen's own search takes their place. */
const SEARCH_PLUGIN = /search|lunr|algolia|docsearch|typesense|meilisearch|orama|pagefind/i;

/** Docusaurus's Algolia DocSearch theme, by any of the names Docusaurus resolves to it. */
const ALGOLIA_THEME = /(^|\/)(search-algolia|(@docusaurus\/)?(docusaurus-)?theme-search-algolia)$/;

/** `docusaurus-plugin-sass`, the community plugin that compiles `.scss` (also under a scope). */
const SASS_PLUGIN = /(^|\/)docusaurus-plugin-sass$/;

/** Docusaurus's Mermaid theme, by any of the names Docusaurus resolves to it. */
const MERMAID_THEME = /(^|\/)(mermaid|(@docusaurus\/)?(docusaurus-)?theme-mermaid)$/;

/** The client redirects plugin, by any of the names Docusaurus resolves to it. */
const CLIENT_REDIRECTS = /(^|\/)(client-redirects|(@docusaurus\/)?(docusaurus-)?plugin-client-redirects)(\/|$)/;

/** `presets`/`plugins`/`themes` as a list; Docusaurus drops falsy entries (`process.env.X && 'plugin'`). */
function asList(value: unknown): unknown[] {
  return Array.isArray(value) ? value.filter((v) => v !== false && v !== null && v !== undefined) : [];
}

/** The name and options of a plugin or preset entry: `"name"`, `["name", options]`, a function, `[fn, options]`. */
function pluginEntry(entry: unknown): [string | undefined, unknown] {
  const [head, options] = Array.isArray(entry) ? entry : [entry, undefined];
  if (typeof head === "string") return [entryName(head), options];
  if (typeof head === "function") return [`(${head.name || "anonymous function"})`, options];
  if (isRecord(head)) return [`(${typeof head.name === "string" ? head.name : "an object"})`, options];
  return [undefined, options];
}

/** Why when the module cannot be found from the config's folder, as Docusaurus looks it up. */
function missing(name: string, kind: "plugin" | "theme" | "preset", file: string): string {
  return /^[(./]/.test(name) || resolvePluginPackage(name, file, kind)
    ? ""
    : ": it is not installed in the site folder (installed, docsgen runs it as Docusaurus does)";
}

/** The path written in the Docusaurus file for a path of the mapped config (longest prefix first). */
export function writtenPath(paths: readonly (readonly [string, string])[], path: string): string {
  let best: readonly [string, string] | undefined;
  for (const pair of paths) {
    const [prefix] = pair;
    const matches = path === prefix || path.startsWith(`${prefix}.`) || path.startsWith(`${prefix}[`);
    if (matches && (!best || prefix.length > best[0].length)) best = pair;
  }
  return best ? best[1] + path.slice(best[0].length) : path;
}
