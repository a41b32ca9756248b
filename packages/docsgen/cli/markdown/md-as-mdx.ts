import type { Root } from "mdast";
import type { PluginMessage } from "../diagnostics/vfile-messages.ts";
import { fencesOutOfHtml } from "./html-fences.ts";
import { jsxStylesAsCss } from "./jsx-style.ts";

/**
 * The tree of a `.md` body docsgen reads as markdown (CommonMark with raw HTML), with what Docusaurus, which
 * reads `.md` as MDX, makes of the JSX in it that CommonMark does not: `style={{…}}` objects (jsx-style.ts)
 * and fenced code inside HTML without blank lines around it (html-fences.ts). `parse` is the site's markdown
 * parser. Positions and message lines are the body's.
 */
export function markdownAsDocusaurus(
  markdown: string,
  parse: (text: string) => Root,
): { tree: Root; messages: PluginMessage[] } {
  const styled = jsxStylesAsCss(markdown);
  const tree = parse(styled.text);
  // Most bodies have no HTML with a fence in it: they skip the walk.
  const fences = markdown.includes("<") && /\n[ \t]*(?:`{3}|~{3})/.test(markdown) ? fencesOutOfHtml(tree, parse) : [];
  return { tree, messages: [...styled.messages, ...fences] };
}
