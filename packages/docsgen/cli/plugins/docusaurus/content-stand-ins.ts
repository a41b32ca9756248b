/**
 * What a site plugin's import of a Docusaurus content plugin gives. The blog and docs plugins are docsgen's
 * blog and docs as Docusaurus plugin factories (blog-plugin.ts, docs-plugin.ts). A plugin that wraps the pages
 * plugin (calls it, then overrides its `loadContent`/`contentLoaded`) would run Docusaurus's own content code,
 * whose routes name Docusaurus's theme components; docsgen does not run that yet: calling the stand-in stops
 * the wrapping plugin, which is left out with a located warning (lifecycle.ts), and the rest of the site builds.
 */

/** Thrown by a stand-in when the wrapping plugin calls it. */
export class WrapsContentPlugin extends Error {
  constructor(readonly plugin: string) {
    super(`calls ${plugin}, which docsgen does not run`);
  }
}

const CONTENT_PLUGINS = ["@docusaurus/plugin-content-pages"];

/**
 * The stand-in modules, by specifier: the blog and docs plugins' from `made`; the others', where any export
 * is a function that throws WrapsContentPlugin.
 */
export function contentStandIns(made: { blog: unknown; docs: unknown }): Record<string, unknown> {
  return Object.fromEntries([
    ["@docusaurus/plugin-content-blog", made.blog],
    ["@docusaurus/plugin-content-docs", made.docs],
    ...CONTENT_PLUGINS.map((name) => {
      const thrower = () => {
        throw new WrapsContentPlugin(name);
      };
      const module = new Proxy(
        {},
        {
          get: (_, key) =>
            key === "__esModule" ? true : key === "then" || typeof key === "symbol" ? undefined : thrower,
        },
      );
      return [name, module];
    }),
  ]);
}

/** The content plugin a failure of a site plugin's code came from calling, if that is why it failed. */
export function wrappedContentPlugin(error: unknown): string | undefined {
  const cause = (error as { cause?: unknown } | undefined)?.cause;
  return cause instanceof WrapsContentPlugin ? cause.plugin : undefined;
}
