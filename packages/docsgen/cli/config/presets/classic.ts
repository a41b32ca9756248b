/**
 * The classic preset between docsgen and a preset that docsgen runs (presets/run.ts). Such a preset often
 * wraps the classic one (calls it, then adds or changes entries), yet a site read by docsgen need not have
 * `@docusaurus/preset-classic` installed: `classicPreset` stands in for it, returning the `[plugin, options]`
 * entries the real one returns (its src/index.ts). On the way back, `classicOptions` reads the entries a
 * preset returned that are the classic preset's plugins and themes as the classic preset's options again,
 * which docsgen maps as it maps them in the config (config/docusaurus.ts); the other entries are the site's.
 */

type Rec = Record<string, unknown>;
const isRecord = (v: unknown): v is Rec => typeof v === "object" && v !== null && !Array.isArray(v);

/** The classic preset's options and the plugin package each becomes, in the order the preset adds them. */
const CLASSIC_PLUGINS = [
  ["docs", "@docusaurus/plugin-content-docs"],
  ["blog", "@docusaurus/plugin-content-blog"],
  ["pages", "@docusaurus/plugin-content-pages"],
  ["googleAnalytics", "@docusaurus/plugin-google-analytics"],
  ["debug", "@docusaurus/plugin-debug"],
  ["gtag", "@docusaurus/plugin-google-gtag"],
  ["googleTagManager", "@docusaurus/plugin-google-tag-manager"],
  ["sitemap", "@docusaurus/plugin-sitemap"],
  ["svgr", "@docusaurus/plugin-svgr"],
] as const;
const CLASSIC_THEME = "@docusaurus/theme-classic";
const ALGOLIA_THEME = "@docusaurus/theme-search-algolia";
/** Content plugins: on by default, `false` turns them off. The others are on when given. */
const CONTENT = new Set(["docs", "blog", "pages"]);

/** One plugin entry as the classic preset writes it: the name alone, or with its options. */
const entry = (name: string, options: unknown): unknown => (options ? [name, options] : name);

/**
 * What `@docusaurus/preset-classic` returns for `options`, as a build (production) has it: each content
 * plugin unless `false`, the analytics plugins when given, the sitemap unless `false`, the debug plugin when
 * asked for; the classic theme, and Algolia's when `themeConfig.algolia` is set. Unknown keys throw, as they
 * do in Docusaurus. Exported as a CommonJS module does and as its `default`, so either call form works.
 */
export function classicPreset(context: unknown, options: unknown = {}): { themes: unknown[]; plugins: unknown[] } {
  const opts = isRecord(options) ? options : {};
  const known = new Set<string>(["theme", ...CLASSIC_PLUGINS.map(([key]) => key)]);
  const unknown = Object.keys(opts).filter((key) => !known.has(key));
  if (unknown.length > 0)
    throw new Error(`Unrecognized keys ${unknown.join(", ")} found in preset-classic configuration.`);
  const siteConfig = isRecord(context) && isRecord(context.siteConfig) ? context.siteConfig : {};
  const algolia = isRecord(siteConfig.themeConfig) && siteConfig.themeConfig.algolia;
  const themes = [entry(CLASSIC_THEME, opts.theme), ...(algolia ? [ALGOLIA_THEME] : [])];
  const plugins: unknown[] = [];
  for (const [key, name] of CLASSIC_PLUGINS) {
    const value = opts[key];
    const on = CONTENT.has(key) || key === "sitemap" ? value !== false : Boolean(value);
    if (on) plugins.push(key === "debug" ? name : entry(name, key === "sitemap" ? (value ?? {}) : value));
  }
  return { themes, plugins };
}

/** The module a preset's `require('@docusaurus/preset-classic')` gets. */
export const classicPresetModule = Object.assign(
  (context: unknown, options: unknown) => classicPreset(context, options),
  { default: classicPreset, __esModule: true },
);

/** An entry's name (a string) and options; undefined name for a function. */
function split(item: unknown): [string | undefined, unknown] {
  const [head, options] = Array.isArray(item) ? item : [item, undefined];
  return [typeof head === "string" ? packageOf(head) : undefined, options];
}

/**
 * The package a name stands for: itself, or the package of a path into node_modules (what `require.resolve`
 * of a package gives, as presets write their entries).
 */
export function packageOf(name: string): string {
  const matches = [...name.matchAll(/[\\/]node_modules[\\/]((?:@[^\\/]+[\\/])?[^\\/]+)/g)];
  const last = matches[matches.length - 1];
  return last ? last[1].replace(/\\/g, "/") : name;
}

/** The classic preset's options read back from a preset's entries, and the entries that are not the classic preset's. */
export interface ClassicRead {
  options: Rec;
  plugins: unknown[];
  themes: unknown[];
}

/**
 * Reads the entries of the classic preset's plugins and theme back as its options: the first entry of each
 * (a content plugin's with the default id) gives that option; a content plugin that is absent is `false`,
 * as the classic preset's option would be to leave it out. A sitemap without options is left out: docsgen
 * writes its own, and the preset's author wrote none. Every other entry is the site's, in its order.
 */
export function classicOptions(plugins: readonly unknown[], themes: readonly unknown[]): ClassicRead {
  const options: Rec = {};
  const rest: ClassicRead = { options, plugins: [], themes: [] };
  for (const item of plugins) {
    const [name, given] = split(item);
    const key = CLASSIC_PLUGINS.find(([, pkg]) => pkg === name)?.[0];
    const id = isRecord(given) ? given.id : undefined;
    const taken = key === undefined || key in options || (CONTENT.has(key) && id !== undefined && id !== "default");
    if (taken) rest.plugins.push(item);
    else if (key === "debug") options.debug = true;
    else if (key === "sitemap" && !(isRecord(given) && Object.keys(given).length > 0)) options.sitemap = undefined;
    else options[key] = isRecord(given) ? given : {};
  }
  for (const key of CONTENT) if (!(key in options)) options[key] = false;
  if ("sitemap" in options && options.sitemap === undefined) delete options.sitemap;
  for (const item of themes) {
    const [name, given] = split(item);
    if (name === CLASSIC_THEME && !("theme" in options)) options.theme = isRecord(given) ? given : {};
    else rest.themes.push(item);
  }
  return rest;
}
