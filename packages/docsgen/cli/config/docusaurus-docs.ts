/**
 * A docusaurus.config's `@docusaurus/plugin-content-docs` entries in `plugins`: each is a docs instance
 * docsgen builds (`docsInstances`, docs-instances.ts), the one without an `id` (or `id: "default"`) being the
 * default instance when the classic preset gives none.
 */
import type { ConfigProblem } from "./validate.ts";

/** The docs plugin by any of the names Docusaurus resolves to it, a `require.resolve` path included. */
export const DOCS_PLUGIN = /(^|\/)(content-docs|(@docusaurus\/)?(docusaurus-)?plugin-content-docs)(\/|$)/;

type Rec = Record<string, unknown>;

/**
 * Maps one docs plugin entry (`plugins[i]`, its options `options`) into `user`, recording where its keys are
 * written in `paths`; what cannot be built is a warning in `problems`.
 */
export function docsPluginEntry(input: {
  user: Rec;
  paths: [string, string][];
  problems: ConfigProblem[];
  options: unknown;
  at: string;
  /** The entry is `[name, options]`: its options are written at `<at>[1]`. */
  pair: boolean;
}): void {
  const { user, paths, problems, at } = input;
  const options: Rec = typeof input.options === "object" && input.options !== null ? { ...(input.options as Rec) } : {};
  const optionsAt = input.pair ? `${at}[1]` : at;
  const { admonitions, ...own } = options;
  if (admonitions !== undefined)
    problems.push({
      path: `${optionsAt}.admonitions`,
      message: "is ignored by docsgen: the docs' `admonitions` of the preset apply to every page",
      warning: true,
    });
  if (own.id === undefined || own.id === "default") {
    if (user.docs === undefined) {
      const { id: _, ...docs } = own;
      user.docs = docs;
      paths.push(["docs", optionsAt]);
      return;
    }
    problems.push({
      path: at,
      message:
        "is ignored by docsgen: a second docs instance with the default id (the classic preset's docs are the default one)",
      warning: true,
      hint: "Give it an `id`, as Docusaurus requires of a second docs instance.",
    });
    return;
  }
  const list = Array.isArray(user.docsInstances) ? (user.docsInstances as Rec[]) : [];
  paths.push([`docsInstances[${list.length}]`, optionsAt]);
  list.push(own);
  user.docsInstances = list;
}
