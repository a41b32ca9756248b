import type { Code } from "mdast";

/**
 * A code node's position in its page's list of code blocks: highlighting happens away from the tree (in the
 * highlight thread), and the renderer finds each block's HTML by this index.
 */
export function setCodeIndex(node: Code, index: number): void {
  node.data = { ...node.data, codeIndex: index } as Code["data"];
}

export function codeIndex(node: Code): number {
  const index = (node.data as { codeIndex?: number } | undefined)?.codeIndex;
  if (index === undefined) throw new Error("internal: a code block was not numbered when parsed");
  return index;
}
