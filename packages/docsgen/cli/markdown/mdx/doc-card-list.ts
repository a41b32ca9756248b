import type { RootContent } from "mdast";
import type { MdxJsxAttribute, MdxJsxFlowElement, MdxJsxTextElement } from "mdast-util-mdx";
import { type Binding, expressionOf } from "./values.ts";

type JsxElement = MdxJsxFlowElement | MdxJsxTextElement;

/**
 * The element that stands for `<DocCardList />` in a page's content until its page renders: the cards are
 * the current category's items, known only once every doc is parsed and the sidebars are built, so
 * render/doc-cards.ts puts them in its place. Its `class` is the element's `className`.
 */
export const DOC_CARDS_TAG = "docsgen-doc-cards";

/** Where the hook that names the current category comes from (Docusaurus 3 and 2). */
const HOOK_MODULES = new Set(["@docusaurus/plugin-content-docs/client", "@docusaurus/theme-common"]);

/**
 * `items={useCurrentSidebarCategory().items}`, the form Docusaurus's docs showed before `items` became
 * optional: the same list as no `items` at all. Any other `items` stays an attribute (not evaluated).
 */
function isCurrentCategoryItems(attribute: MdxJsxAttribute, bindings: ReadonlyMap<string, Binding>): boolean {
  if (attribute.name !== "items" || typeof attribute.value !== "object" || attribute.value === null) return false;
  const e = expressionOf(attribute.value.data?.estree);
  if (e?.type !== "MemberExpression" || e.computed || e.property.type !== "Identifier") return false;
  if (e.property.name !== "items" || e.object.type !== "CallExpression" || e.object.arguments.length > 0) return false;
  const callee = e.object.callee;
  const hook = callee.type === "Identifier" ? bindings.get(callee.name) : undefined;
  return hook?.imported === "useCurrentSidebarCategory" && HOOK_MODULES.has(hook.source);
}

/**
 * `node` without its `items` attribute when that names the current category's items; undefined when `items`
 * is something else, which docsgen cannot list.
 */
export function currentCategoryList(node: JsxElement, bindings: ReadonlyMap<string, Binding>): JsxElement | undefined {
  const items = node.attributes.find((a) => a.type === "mdxJsxAttribute" && a.name === "items");
  if (!items) return node;
  if (!isCurrentCategoryItems(items as MdxJsxAttribute, bindings)) return undefined;
  return { ...node, attributes: node.attributes.filter((a) => a !== items) };
}

/** The stand-in of a `<DocCardList />` (see DOC_CARDS_TAG), with its class if it has one. */
export function docCardsNode(node: JsxElement, className: unknown): RootContent {
  const hProperties = typeof className === "string" && className.trim() ? { className: [className.trim()] } : {};
  return {
    type: "paragraph",
    children: [],
    position: node.position,
    data: { hName: DOC_CARDS_TAG, hProperties },
  };
}
