/**
 * The PostCSS plugins a site's Docusaurus plugins gave in `configurePostCss` (plugins/docusaurus/postcss.ts).
 * The resolved config carries their description (plain data, for the cache keys and worker threads); the
 * plugins themselves, which hold functions, stay in the process that ran the site's plugins, as the site
 * plugins' entries do (site-plugins.ts). The stylesheet and site-code bundles look them up by that description.
 */

/** The PostCSS plugins of a build, as the resolved config describes them. */
export interface PostCssPlugins {
  /**
   * A digest of the plugins: each one's name, options and code. In the cache keys of the bundles, so a
   * changed plugin bundles the site's CSS again.
   */
  key: string;
  /** The site plugins whose `configurePostCss` gave them, in the config's order (for messages). */
  configuredBy: string[];
}

/** The live plugin lists of this process, by key. */
const live = new Map<string, readonly unknown[]>();

/** Keeps a build's PostCSS plugins in this process (the resolved config can hold no function). */
export function rememberPostCss(described: PostCssPlugins, plugins: readonly unknown[]): void {
  live.set(described.key, plugins);
}

/** The PostCSS plugins the description stands for, as `postcss(plugins)` takes them. */
export function rememberedPostCss(described: PostCssPlugins): readonly unknown[] {
  const plugins = live.get(described.key);
  if (!plugins)
    throw new Error("internal: a site's PostCSS plugins are used in a process that did not run its plugins");
  return plugins;
}
