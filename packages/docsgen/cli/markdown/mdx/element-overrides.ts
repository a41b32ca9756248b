import type { Nodes, Root } from "mdast";
import { walk } from "../walk.ts";

/**
 * The HTML elements a site's `src/theme/MDXComponents` replaces (`blockquote: PullQuote`, `a: MyLink`): its
 * lowercase names. Docusaurus renders these elements with the site's components on every page it compiles,
 * markdown included; docsgen compiles a page with the site's code when it has one of them (rendersElement).
 * None when the map's names could not be read ("any"): its components are still found by name.
 */
export function overriddenElements(map: ReadonlySet<string> | "any" | undefined): ReadonlySet<string> | undefined {
  if (map === undefined || map === "any") return undefined;
  let elements = cache.get(map);
  if (!elements) {
    elements = new Set([...map].filter((name) => /^[a-z][a-z0-9]*$/.test(name)));
    cache.set(map, elements);
  }
  return elements.size > 0 ? elements : undefined;
}

const cache = new WeakMap<ReadonlySet<string>, ReadonlySet<string>>();

/** The element a markdown node becomes, as mdast-util-to-hast makes it (without its inner elements). */
const ELEMENT: Partial<Record<Nodes["type"], (node: Nodes) => string[]>> = {
  heading: (n) => [`h${(n as { depth: number }).depth}`],
  paragraph: () => ["p"],
  link: () => ["a"],
  linkReference: () => ["a"],
  image: () => ["img"],
  imageReference: () => ["img"],
  list: (n) => [(n as { ordered?: boolean }).ordered ? "ol" : "ul"],
  listItem: () => ["li"],
  blockquote: () => ["blockquote"],
  table: () => ["table", "thead", "tbody"],
  tableRow: () => ["tr"],
  tableCell: () => ["th", "td"],
  emphasis: () => ["em"],
  strong: () => ["strong"],
  delete: () => ["del"],
  inlineCode: () => ["code"],
  code: () => ["pre", "code"],
  thematicBreak: () => ["hr"],
  break: () => ["br"],
  footnoteReference: () => ["sup", "a"],
  footnoteDefinition: () => ["section", "ol", "li"],
};

/**
 * Whether a page's tree renders one of `elements`: its markdown, the elements written as JSX or given by
 * docsgen's own plugins (`hName`), and its raw HTML. The hash links docsgen adds to headings are not counted:
 * Docusaurus's heading component renders them, not MDX's `a`.
 */
export function rendersElement(tree: Root, elements: ReadonlySet<string>): boolean {
  const tag = new RegExp(`<(${[...elements].join("|")})[\\s/>]`, "i");
  let found = false;
  walk<Nodes>(tree, (node) => {
    if (found) return;
    const hName = (node.data as { hName?: string } | undefined)?.hName;
    const names = hName ? [hName] : (ELEMENT[node.type]?.(node) ?? []);
    if (names.some((name) => elements.has(name)) || (node.type === "html" && tag.test(node.value))) found = true;
  });
  return found;
}
