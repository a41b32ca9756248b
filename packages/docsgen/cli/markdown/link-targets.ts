import type { Definition, Image, Link, Nodes, Root } from "mdast";
import { walk } from "./walk.ts";

/**
 * The nodes whose `url` is a target the author wrote: inline links and images, and the definitions of
 * reference-style links (`[text][id]` … `[id]: ./page.md`). A definition's URL reaches the output through
 * every reference to it (remark-rehype looks it up), so rewriting and checking it once covers them all.
 */
export type TargetNode = Link | Image | Definition;

/** Set on the link and image nodes of HTML elements written as JSX (mdx/elements.ts). */
export interface WrittenAsHtml {
  writtenAsHtml?: true;
}

interface DefinitionData {
  /** Set by markImageDefinitions: only image references use this definition. */
  imageTarget?: boolean;
}

/** The node's target, and whether it is resolved as an image (a file) rather than a link (a route). */
export function targetOf(node: Nodes): { node: TargetNode; image: boolean; html?: true } | undefined {
  const html = (node.data as WrittenAsHtml | undefined)?.writtenAsHtml;
  if (node.type === "link") return { node, image: false, ...(html ? { html } : {}) };
  if (node.type === "image") return { node, image: true, ...(html ? { html } : {}) };
  if (node.type === "definition")
    return { node, image: (node.data as DefinitionData | undefined)?.imageTarget === true };
  return undefined;
}

/**
 * Marks the definitions that only image references (`![alt][id]`) use, so that they resolve as images:
 * a file next to the page, not a route. Identifiers match case-insensitively, as CommonMark says (mdast
 * stores them normalised).
 */
export function markImageDefinitions(tree: Root): void {
  const asImage = new Set<string>();
  const asLink = new Set<string>();
  const definitions: Definition[] = [];
  walk<Nodes>(tree, (node) => {
    if (node.type === "imageReference") asImage.add(node.identifier);
    else if (node.type === "linkReference") asLink.add(node.identifier);
    else if (node.type === "definition") definitions.push(node);
  });
  for (const definition of definitions) {
    if (asImage.has(definition.identifier) && !asLink.has(definition.identifier))
      definition.data = { ...definition.data, imageTarget: true } as Definition["data"];
  }
}
