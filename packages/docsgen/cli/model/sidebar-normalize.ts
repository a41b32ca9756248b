import { type ConfigProblem, validate } from "../config/validate.ts";
import { suggest } from "../diagnostics/diagnostic.ts";
import { sidebarItemSchemas, type UserSidebarItem } from "./sidebar-types.ts";

/**
 * Turns what a sidebars file exports (`.ts`, `.js` or `.json`) into typed items, as Docusaurus reads it:
 * a string is a doc id; an object without `type` is the category shorthand (`{ Label: [items] }`, one
 * category per key), allowed as a whole sidebar, as an item and as a category's `items`; an array among
 * items is flattened into them. Each item keeps its
 * path in the file (`docs[2].items[0]`, `docs.Introduction[1]`) so every problem names its line.
 */
export function normalizeSidebars(user: unknown): {
  sidebars: Record<string, UserSidebarItem[]>;
  problems: ConfigProblem[];
} {
  const problems: ConfigProblem[] = [];
  const sidebars: Record<string, UserSidebarItem[]> = {};
  if (!isObject(user)) {
    problems.push({
      path: "",
      message: "must export an object of sidebars",
      hint: "`export default { mySidebar: [...] }` (or `module.exports =` in a .js file).",
    });
    return { sidebars, problems };
  }
  for (const [id, value] of Object.entries(user)) sidebars[id] = items(value, id, problems);
  return { sidebars, problems };
}

const KINDS = Object.keys(sidebarItemSchemas) as (keyof typeof sidebarItemSchemas)[];

/** A list of items: an array, or the shorthand object of categories. */
function items(value: unknown, path: string, problems: ConfigProblem[]): UserSidebarItem[] {
  if (Array.isArray(value)) return value.flatMap((v, i) => item(v, `${path}[${i}]`, problems));
  if (isObject(value)) return shorthand(value, path, problems);
  problems.push({ path, message: "must be an array of items or an object of categories" });
  return [];
}

/** `{ Label: [items], Other: [items] }`: one category per key, collapsible and collapsed as by default. */
function shorthand(value: Record<string, unknown>, path: string, problems: ConfigProblem[]): UserSidebarItem[] {
  return Object.entries(value).map(([label, children]) => {
    const at = path ? `${path}.${label}` : label;
    return { type: "category", label, items: items(children, at, problems), path: at };
  });
}

function item(value: unknown, path: string, problems: ConfigProblem[]): UserSidebarItem[] {
  if (typeof value === "string") return [{ type: "doc", id: value, path }];
  // An array among items (`[...common, ["a", "b"]]`) is its items in place: Docusaurus takes any object
  // without `type` for the shorthand, and an array's shorthand is its items, flattened at every depth.
  if (Array.isArray(value)) return items(value, path, problems);
  if (!isObject(value)) {
    problems.push({ path, message: `must be a doc id or an item object, got ${JSON.stringify(value)}` });
    return [];
  }
  if (value.type === undefined) return shorthand(value, path, problems);
  const kind = KINDS.find((k) => k === value.type);
  if (!kind) {
    const near = typeof value.type === "string" ? suggest(value.type, KINDS) : undefined;
    problems.push({
      path: `${path}.type`,
      message: `is ${JSON.stringify(value.type)}, not a sidebar item type`,
      hint: near ? `Did you mean "${near}"?` : `Item types: ${KINDS.join(", ")}.`,
    });
    return [];
  }
  const found = validate(value, sidebarItemSchemas[kind], path);
  problems.push(...found);
  // Keys Docusaurus accepts and docsgen ignores are warnings: the item is kept (without them).
  if (found.some((p) => !p.warning)) return [];
  const kept = { ...value };
  for (const p of found) delete kept[p.path.slice(path.length + 1)];
  if (kind === "category") {
    const children = items(value.items, `${path}.items`, problems);
    return [{ ...(kept as Omit<Extract<UserSidebarItem, { type: "category" }>, "items">), items: children, path }];
  }
  return [{ ...(kept as UserSidebarItem), path }];
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}
