import { cloneElement, isValidElement, type ReactElement, type ReactNode } from "react";

/** What to put in an element's place, or undefined to keep it (and look into its children). */
export type Replacer = (element: ReactElement<Record<string, unknown>>) => ReactNode | undefined;

/**
 * A tree of elements with some replaced: each element `replace` answers for, and the elements among the
 * children of the others (a component's `children` prop included, as ErrorBoundary's). Only the tree a
 * component returned, before React renders it: what a component element renders later is that component's.
 * Keys are kept, so React matches the new elements with the old ones as it would have.
 */
export function replaceElements(node: ReactNode, replace: Replacer): ReactNode {
  if (Array.isArray(node)) return node.map((child) => replaceElements(child, replace));
  if (!isValidElement<Record<string, unknown>>(node)) return node;
  const replaced = replace(node);
  if (replaced !== undefined)
    return isValidElement(replaced) && node.key !== null ? cloneElement(replaced, { key: node.key }) : replaced;
  const children = node.props.children as ReactNode;
  if (children === undefined || children === null || typeof children !== "object") return node;
  // One argument: an array of children stays one array, its items keyed as before.
  return cloneElement(node, undefined, replaceElements(children, replace));
}
