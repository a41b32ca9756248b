/** Parts of the config schema (../schema.ts) that several of its sections share. */
import { anything, arrayOf, ignored, oneOf, optional, string } from "../shape.ts";

/** The MDX plugin option of Docusaurus's docs, blog and pages plugins that docsgen does not run (it compiles no JavaScript). */
export const MDX_PLUGIN_OPTIONS = ["recmaPlugins"] as const;

/**
 * The remark and rehype plugin lists of the docs, blog and pages, run as Docusaurus runs them
 * (config/markdown-plugins.ts takes them out of the config before validation: they hold functions).
 */
export const markdownPluginFields = (what: string) => ({
  beforeDefaultRemarkPlugins: optional(
    arrayOf(anything()),
    `remark plugins (\`plugin\` or \`[plugin, options]\`) run on the ${what} before docsgen's own (admonitions, heading ids)`,
  ),
  remarkPlugins: optional(arrayOf(anything()), `remark plugins run on the ${what} after docsgen's own`),
  beforeDefaultRehypePlugins: optional(arrayOf(anything()), `rehype plugins run on the ${what}, first`),
  rehypePlugins: optional(
    arrayOf(anything()),
    `rehype plugins run on the ${what}, after \`beforeDefaultRehypePlugins\``,
  ),
});

/**
 * Docusaurus's default `exclude` of its docs, blog and pages plugins (`GlobExcludeDefault`): partials (`_` files
 * and folders) and tests are not pages. A site's own `exclude` replaces it, as in Docusaurus.
 */
export const DEFAULT_EXCLUDE = [
  "**/_*.{js,jsx,ts,tsx,md,mdx}",
  "**/_*/**",
  "**/*.test.{js,jsx,ts,tsx}",
  "**/__tests__/**",
] as const;

/** Docusaurus's default `include` of each content plugin: the files that are its pages. */
export const DEFAULT_INCLUDE = {
  docs: ["**/*.{md,mdx}"],
  blog: ["**/*.{md,mdx}"],
  pages: ["**/*.{js,jsx,ts,tsx,md,mdx}"],
} as const;

/**
 * `include` and `exclude` of the docs, blog and pages: globs relative to the content folder, matched as
 * Docusaurus matches them (content/content-files.ts). Left out, Docusaurus's defaults apply.
 */
export const contentFileFields = (kind: keyof typeof DEFAULT_INCLUDE) => ({
  include: optional(
    arrayOf(string()),
    `globs of the ${kind === "blog" ? "posts" : kind}, relative to their folder; default: \`${JSON.stringify(DEFAULT_INCLUDE[kind])}\``,
  ),
  exclude: optional(
    arrayOf(string()),
    `globs of files in the folder that are not pages, replacing the default (partials and tests): \`${JSON.stringify(DEFAULT_EXCLUDE)}\``,
  ),
});

/** What a check does when it finds a problem. */
export const severity = oneOf("ignore", "log", "warn", "throw");

/** Keys Docusaurus accepts that docsgen does not read, each warned about with the same reason. */
export function docusaurusOnly<const K extends string>(keys: readonly K[], doc: string) {
  return Object.fromEntries(keys.map((k) => [k, ignored(doc)])) as Record<K, ReturnType<typeof ignored>>;
}

/** Why an unknown key of a navbar or footer link is not an error: Docusaurus passes it on to the link. */
export const LINK_ATTRIBUTE =
  "Docusaurus passes it to the link as an attribute; docsgen keeps `target`, `rel`, `className` and `aria-label`";
