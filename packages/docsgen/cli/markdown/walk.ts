/** The shape walk needs: mdast and hast nodes both fit it. */
interface TreeNode {
  type: string;
  children?: TreeNode[];
}

/** Returned by a visitor: do not descend into this node. */
export const SKIP = false;

/**
 * Pre-order, depth-first walk over an mdast or hast tree. A plain loop: unist-util-visit builds closures
 * and test functions per node, which cost seconds on thousand-page builds (profiled) for walks this simple.
 * `N` is the node union of the tree (mdast `Nodes`, hast `Nodes`); `P` its parents. The visitor returns
 * nothing (go on), SKIP, or the index in `parent` to continue at after it changed the parent's children
 * (the node's own children are then not visited).
 */
export function walk<N, P = N>(
  tree: N,
  visitor: (node: N, index: number | undefined, parent: P | undefined) => unknown,
): void {
  const go = (node: TreeNode, index: number | undefined, parent: TreeNode | undefined): number | undefined => {
    const result = visitor(node as N, index, parent as P | undefined);
    if (typeof result === "number") return result;
    if (result === SKIP) return undefined;
    const children = node.children;
    if (children) {
      let i = 0;
      while (i < children.length) i = go(children[i], i, node) ?? i + 1;
    }
    return undefined;
  };
  go(tree as TreeNode, undefined, undefined);
}
