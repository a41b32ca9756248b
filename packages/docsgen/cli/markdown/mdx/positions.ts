import type { Nodes, Root } from "mdast";
import type { Point } from "unist";
import { walk } from "../walk.ts";

/** Moves every position down by `by` lines (the front matter above a body). */
export function shiftLines(tree: Root, by: number) {
  if (by === 0) return;
  walk<Nodes>(tree, (node) => {
    if (node.position) {
      node.position.start.line += by;
      node.position.end.line += by;
    }
  });
}

/**
 * Places every node of a partial at the element that includes it: diagnostics about its content (a broken
 * link, an unknown component) then point at the page line an author can follow to the partial.
 */
export function placeAll(tree: Root, at: Point) {
  walk<Nodes>(tree, (node) => {
    node.position = { start: { ...at }, end: { ...at } };
  });
}
