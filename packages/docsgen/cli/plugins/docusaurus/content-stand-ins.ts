/**
 * What a site plugin's import of a Docusaurus content plugin gives: docsgen's blog, docs and pages as
 * Docusaurus plugin factories (blog-plugin.ts, docs-plugin.ts, pages-plugin.ts), so a plugin that wraps one
 * (calls it, then overrides its `loadContent`/`contentLoaded`) builds that content from what it keeps.
 */

/** The stand-in modules, by specifier. */
export function contentStandIns(made: { blog: unknown; docs: unknown; pages: unknown }): Record<string, unknown> {
  return {
    "@docusaurus/plugin-content-blog": made.blog,
    "@docusaurus/plugin-content-docs": made.docs,
    "@docusaurus/plugin-content-pages": made.pages,
  };
}
