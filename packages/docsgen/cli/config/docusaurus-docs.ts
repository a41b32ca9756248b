/**
 * A docusaurus.config's `@docusaurus/plugin-content-docs`, `-blog` and `-pages` entries in `plugins`: each is
 * an instance docsgen builds (`docsInstances`, docs-instances.ts; `blogInstances`, blog-instances.ts;
 * `pagesInstances`, pages-instances.ts), the one without an `id` (or `id: "default"`) being the default
 * instance when the classic preset gives none.
 */
import type { ConfigProblem } from "./validate.ts";

/** The docs plugin by any of the names Docusaurus resolves to it, a `require.resolve` path included. */
export const DOCS_PLUGIN = /(^|\/)(content-docs|(@docusaurus\/)?(docusaurus-)?plugin-content-docs)(\/|$)/;
/** The blog plugin, by the same names. */
export const BLOG_PLUGIN = /(^|\/)(content-blog|(@docusaurus\/)?(docusaurus-)?plugin-content-blog)(\/|$)/;

/** The pages plugin, by the same names. */
export const PAGES_PLUGIN = /(^|\/)(content-pages|(@docusaurus\/)?(docusaurus-)?plugin-content-pages)(\/|$)/;

/** The content plugin a `plugins` entry names, if it is the docs, the blog or the pages plugin. */
export function contentPluginKind(name: string | undefined): "docs" | "blog" | "pages" | undefined {
  // A path of the site's own code (`./src/plugin/plugin-content-blog`, a wrapper named after what it wraps) is
  // a site plugin; a path into an installed package (`require.resolve`) is that package.
  if (name === undefined || (/^(\.{0,2}\/|[a-zA-Z]:[\\/])/.test(name) && !/[\\/]node_modules[\\/]/.test(name)))
    return undefined;
  if (DOCS_PLUGIN.test(name)) return "docs";
  return BLOG_PLUGIN.test(name) ? "blog" : PAGES_PLUGIN.test(name) ? "pages" : undefined;
}

type Rec = Record<string, unknown>;

/**
 * Maps one docs or blog plugin entry (`plugins[i]`, its options `options`) into `user`, recording where its
 * keys are written in `paths`; what cannot be built is a warning in `problems`.
 */
export function contentPluginEntry(
  kind: "docs" | "blog" | "pages",
  input: {
    user: Rec;
    paths: [string, string][];
    problems: ConfigProblem[];
    options: unknown;
    /** The entry is `[name, options]`: its options are written at `plugins[i][1]`. */
    pair: boolean;
  },
  i: number,
): void {
  const { user, paths, problems } = input;
  const at = `plugins[${i}]`;
  const options: Rec = typeof input.options === "object" && input.options !== null ? { ...(input.options as Rec) } : {};
  const optionsAt = input.pair ? `${at}[1]` : at;
  const { admonitions, ...own } = kind === "docs" ? options : { ...options, admonitions: undefined };
  if (admonitions !== undefined)
    problems.push({
      path: `${optionsAt}.admonitions`,
      message: "is ignored by docsgen: the docs' `admonitions` of the preset apply to every page",
      warning: true,
    });
  if (own.id === undefined || own.id === "default") {
    // The pages the preset gives by default (src/pages, not written in the config) are this plugin's.
    const unwritten = kind === "pages" && !paths.some(([path]) => path === "pages");
    if (user[kind] === undefined || unwritten) {
      const { id: _, ...first } = own;
      user[kind] = kind === "pages" ? { path: "src/pages", ...first } : first;
      paths.push([kind, optionsAt]);
      return;
    }
    problems.push({
      path: at,
      message: `is ignored by docsgen: a second ${kind} instance with the default id (the classic preset's ${kind} is the default one)`,
      warning: true,
      hint: `Give it an \`id\`, as Docusaurus requires of a second ${kind} instance.`,
    });
    return;
  }
  const key = `${kind}Instances`;
  const list = Array.isArray(user[key]) ? (user[key] as Rec[]) : [];
  paths.push([`${key}[${list.length}]`, optionsAt]);
  list.push(own);
  user[key] = list;
}
