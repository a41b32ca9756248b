import type { Root } from "mdast";
import type { MdxJsxFlowElement } from "mdast-util-mdx";
import type { PluginMessage } from "../diagnostics/vfile-messages.ts";
import { fencedLines } from "./fences.ts";
import { cssText, propsOf } from "./mdx/attributes.ts";
import { mdxParser } from "./parsers.ts";

let parser: ReturnType<typeof mdxParser> | undefined;

/** A `style={` in a tag: the tag opened on the same line, not closed before it. */
const STYLE = /(?<=\s)style=\{/g;

/**
 * `<div style={{ textAlign: "center" }}>` in a `.md` file docsgen reads as markdown: Docusaurus reads `.md`
 * as MDX, where that is a React style object; CommonMark cut it into junk attributes, which the sanitizer
 * removed (and `<img … style={{…}} />` or a `<span>` so written was no HTML at all, but text). Each such
 * attribute whose object holds plain values is written as the CSS React renders for it (`style="text-align:
 * center"`), on the same line, before the body is parsed; fenced code and code spans are left alone. One
 * with values docsgen cannot evaluate without running code is left out, and one over several lines left to
 * the sanitizer, each with a located message.
 * Returns the text unchanged when it has none.
 */
export function jsxStylesAsCss(markdown: string): { text: string; messages: PluginMessage[] } {
  const messages: PluginMessage[] = [];
  if (!markdown.includes("style={")) return { text: markdown, messages };
  const lines = markdown.split("\n");
  const fenced = fencedLines(lines);
  let changed = false;
  for (let i = 0; i < lines.length; i++) {
    if (fenced[i] || !lines[i].includes("style={")) continue;
    const line = lines[i];
    let out = "";
    let from = 0;
    for (const m of line.matchAll(STYLE)) {
      const at = m.index;
      if (at < from || !inTag(line, at) || inCodeSpan(line, at)) continue;
      const open = at + "style=".length;
      const close = closingBrace(line, open);
      const place = { line: i + 1, column: at + 1 };
      if (close < 0) {
        messages.push(
          message(place, "spans lines: it is not written as CSS, and the sanitizer removes what is left of it"),
        );
        continue;
      }
      const css = styleCss(line.slice(open + 1, close));
      if (css === undefined)
        messages.push(message(place, "holds values docsgen cannot evaluate without running code: it is left out"));
      const attribute = css === undefined ? "" : `style="${css.replace(/&/g, "&amp;").replace(/"/g, "&quot;")}"`;
      out += line.slice(from, at) + attribute;
      from = close + 1;
    }
    if (from > 0) {
      lines[i] = out + line.slice(from);
      changed = true;
    }
  }
  return { text: changed ? lines.join("\n") : markdown, messages };
}

function message(place: { line: number; column: number }, why: string): PluginMessage {
  return {
    reason: `this style={…} attribute ${why}`,
    ruleId: "markdown",
    ...place,
    note: 'Write the style on one line with literal values (style={{ textAlign: "center" }}), or as CSS (style="text-align: center").',
  };
}

/** The tag the attribute is in opened on this line: a `<` and a letter, with no `>` after it. */
function inTag(line: string, at: number): boolean {
  const lt = line.lastIndexOf("<", at);
  return lt >= 0 && /[A-Za-z]/.test(line[lt + 1] ?? "") && line.lastIndexOf(">", at) < lt;
}

/** An odd number of backticks before it on the line: inside a code span. */
function inCodeSpan(line: string, at: number): boolean {
  return (line.slice(0, at).match(/`/g)?.length ?? 0) % 2 === 1;
}

/** The index of the `}` that closes the `{` at `open`, strings skipped; -1 when the line ends first. */
function closingBrace(line: string, open: number): number {
  let depth = 0;
  for (let i = open; i < line.length; i++) {
    const ch = line[i];
    if (ch === '"' || ch === "'" || ch === "`") {
      const end = line.indexOf(ch, i + 1);
      if (end < 0) return -1;
      i = end;
    } else if (ch === "{") depth++;
    else if (ch === "}" && --depth === 0) return i;
  }
  return -1;
}

/** The CSS React writes for the style expression, read by the MDX parser; undefined when it is not plain values. */
function styleCss(expression: string): string | undefined {
  parser ??= mdxParser();
  let tree: Root;
  try {
    tree = parser.parse(`<i style={${expression}} />`) as Root;
  } catch {
    return undefined;
  }
  const element = tree.children[0] as MdxJsxFlowElement | undefined;
  if (element?.type !== "mdxJsxFlowElement") return undefined;
  const style = propsOf(element, new Map()).props.get("style");
  return style === undefined ? undefined : cssText(style);
}
