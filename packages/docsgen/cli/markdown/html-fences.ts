import type { Html, Nodes, Parent, Root, RootContent } from "mdast";
import type { PluginMessage } from "../diagnostics/vfile-messages.ts";
import { fencedLines } from "./fences.ts";
import { walk } from "./walk.ts";

/** Blocks whose raw HTML reaches the page: a fence in a phrasing parent (a paragraph's inline HTML) is not one. */
const FLOW_PARENTS = new Set(["root", "blockquote", "listItem", "footnoteDefinition", "containerDirective"]);

/**
 * HTML blocks whose content CommonMark and MDX both keep as it is: `<pre>`, `<script>`, `<style>`,
 * `<textarea>`, comments, processing instructions, declarations, CDATA.
 */
const VERBATIM = /^[ \t]*<(?:(?:pre|script|style|textarea)(?:[\s>]|$)|!|\?)/i;

/** A line of an HTML block that opens a fence: only those blocks are looked at. */
const FENCE_LINE = /\n[ \t]*(?:`{3}|~{3})/;

/**
 * Fenced code inside raw HTML without blank lines around it (`<details>`, `<div>`, then ```` ```js ````), in a
 * `.md` file docsgen reads as markdown, becomes a code block, as it is in Docusaurus, which reads `.md` as
 * MDX (`markdown.format: "mdx"`): there a tag on a line of its own is JSX flow, and the next line starts
 * markdown again. CommonMark ends an HTML block only at a blank line, so the fence was text of the HTML.
 * Each such block is split into the HTML before the fence, the code, and the HTML after it (which is looked
 * at again). A fence whose code holds a blank line (which ended the HTML block in the middle of the code)
 * is left as CommonMark reads it, with a located message. `parse` parses the fence's text as markdown.
 * Runs before positions are shifted to file lines (parse.ts): its positions are the body's.
 */
export function fencesOutOfHtml(tree: Root, parse: (markdown: string) => Root): PluginMessage[] {
  const messages: PluginMessage[] = [];
  walk<Nodes, Parent>(tree, (node, index, parent) => {
    if (node.type !== "html" || index === undefined || !parent || !FLOW_PARENTS.has(parent.type)) return undefined;
    if (!FENCE_LINE.test(node.value) || VERBATIM.test(node.value)) return undefined;
    const split = splitAtFences(node, parse, messages);
    if (!split) return undefined;
    parent.children.splice(index, 1, ...(split as typeof parent.children));
    return index + split.length;
  });
  return messages;
}

/** The block as HTML, code and HTML nodes, or undefined when it holds no closed fence. */
function splitAtFences(node: Html, parse: (markdown: string) => Root, messages: PluginMessage[]) {
  const lines = node.value.split("\n");
  const first = node.position?.start.line ?? 1;
  const fenced = fencedLines(lines);
  const out: RootContent[] = [];
  let from = 0;
  for (let i = 1; i < lines.length; i++) {
    if (fenced[i]?.kind !== "open") continue;
    let close = i + 1;
    while (close < lines.length && fenced[close]?.kind === "content") close++;
    if (fenced[close]?.kind !== "close") {
      messages.push({
        reason:
          "this fenced code starts inside an HTML block and does not close in it (a blank line in the code ends the block): it is read as HTML text, as CommonMark reads it, where Docusaurus (MDX) reads code",
        ruleId: "markdown",
        line: first + i,
        column: 1,
        note: "Put a blank line before the fence and after its closing line.",
      });
      break;
    }
    out.push(...html(lines, from, i, first));
    const indent = fenced[i]?.indent ?? 0;
    const code = lines.slice(i, close + 1).map((line) => line.replace(new RegExp(`^ {0,${indent}}`), ""));
    for (const child of parse(code.join("\n")).children) out.push(shifted(child, first + i - 1));
    from = close + 1;
    i = close;
  }
  if (out.length === 0) return undefined;
  out.push(...html(lines, from, lines.length, first));
  return out;
}

/** Lines [from, to) of the block as an HTML node, positioned; none when they are blank. */
function html(lines: string[], from: number, to: number, first: number): Html[] {
  const value = lines.slice(from, to).join("\n");
  if (value.trim() === "") return [];
  const start = { line: first + from, column: 1 };
  const end = { line: first + to - 1, column: (lines[to - 1]?.length ?? 0) + 1 };
  return [{ type: "html", value, position: { start, end } }];
}

/** A node parsed from a slice of the body, moved to the slice's lines. */
function shifted<N extends RootContent>(node: N, by: number): N {
  walk<Nodes>(node, (n) => {
    if (n.position) {
      n.position.start.line += by;
      n.position.end.line += by;
      delete n.position.start.offset;
      delete n.position.end.offset;
    }
  });
  return node;
}
