import type { Nodes, Root } from "mdast";
import type { Processor } from "unified";
import { SKIP, walk } from "./walk.ts";

/**
 * GFM's autolink-literal transform searches every text node of every page with four regexes through
 * unist-util-visit-parents. Every one of its patterns needs `http(s)://`, `www.` or `@`: this plugin runs
 * it only on trees with such text. Same trees (test/cli/markdown/parse.test.ts parses every markdown file
 * of the repository with and without the parsing shortcuts); parsing the bench corpus costs ~15% less CPU.
 * Relies on the transform's function name in mdast-util-gfm-autolink-literal (pinned).
 */
export function guardAutolinkLiterals(this: Processor) {
  const CANDIDATE = /https?:\/\/|www\.|@/i;
  const hasCandidate = (tree: Root) => {
    let found = false;
    walk<Nodes>(tree, (node) => {
      if (found) return SKIP;
      if (node.type === "text" && CANDIDATE.test(node.value)) found = true;
    });
    return found;
  };
  for (const ext of (this.data("fromMarkdownExtensions") ?? []).flat()) {
    ext.transforms = ext.transforms?.map((transform) =>
      transform.name === "transformGfmAutolinkLiterals"
        ? (tree: Root) => (hasCandidate(tree) ? transform(tree) : undefined)
        : transform,
    );
  }
}
