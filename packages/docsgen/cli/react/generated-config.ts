import type { Plugin } from "esbuild";

const SPECIFIER = /^@generated\/docusaurus\.config(\.js)?$/;

/**
 * `@generated/docusaurus.config`, the module Docusaurus generates with the site's config, which plugins'
 * client modules import at their top (docusaurus-plugin-image-zoom reads its options from `themeConfig`):
 * the config the site's code sees through `useDocusaurusContext().siteConfig`, as data. `mdxContext` is that
 * context's JSON (SiteCodeOptions.mdxContext). A site that does not import it gets nothing of it.
 */
export function generatedConfig(mdxContext: string): Plugin {
  return {
    name: "docsgen-generated-config",
    setup(b) {
      b.onResolve({ filter: SPECIFIER }, () => ({ path: "docusaurus.config", namespace: "docsgen-generated" }));
      b.onLoad({ filter: /.*/, namespace: "docsgen-generated" }, () => ({
        contents: `export default ${JSON.stringify((JSON.parse(mdxContext) as { siteConfig?: unknown }).siteConfig ?? {})};`,
        loader: "js",
      }));
    },
  };
}
