/**
 * What a site plugin's import of a Docusaurus content plugin gives: docsgen's blog, docs and pages as
 * Docusaurus plugin factories (blog-plugin.ts, docs-plugin.ts, pages-plugin.ts), so a plugin that wraps one
 * (calls it, then overrides its `loadContent`/`contentLoaded`) builds that content from what it keeps.
 */

/**
 * The content stand-ins' static `validateOptions`: the options as given, with the `id` Docusaurus's schema adds
 * ("default" when absent). docsgen reads and checks a content plugin's options where it builds that content
 * (config/docs-plugin-options.ts, …), so a wrapping plugin's `validateOptions` that calls this one gets back
 * what the real one would name, without the defaults, which docsgen fills in later.
 */
export function standInValidateOptions({ options }: { options?: unknown }): Record<string, unknown> {
  const given = typeof options === "object" && options !== null ? (options as Record<string, unknown>) : {};
  return { ...given, id: given.id ?? "default" };
}

/** The stand-in modules, by specifier. */
export function contentStandIns(made: { blog: unknown; docs: unknown; pages: unknown }): Record<string, unknown> {
  return {
    "@docusaurus/plugin-content-blog": made.blog,
    "@docusaurus/plugin-content-docs": made.docs,
    "@docusaurus/plugin-content-pages": made.pages,
  };
}
