import type { ElementContent, Root, RootContent } from "hast";
import { getTokenStyleObject, stringifyTokenStyle, type ThemedToken, type TokensResult } from "shiki/core";

/**
 * shiki's `<pre>` hast to HTML, byte for byte what hast-util-to-html writes for it, several times faster:
 * a code block is thousands of `<span>`s and the general serializer (schema lookups, entity encoder set-up
 * per text node) was a fifth of all highlighting time. Only the shape shiki produces is handled — elements
 * with string, number or class-list properties, and text; anything else returns undefined and the caller
 * falls back to hast-util-to-html. test/cli/markdown/highlight-cache.test.ts compares both on every block of the site.
 */
export function codeHastToHtml(root: Root): string | undefined {
  const out: string[] = [];
  for (const node of root.children) if (!write(node, out)) return undefined;
  return out.join("");
}

/** Attribute names of the properties shiki sets (hast property name → HTML attribute). */
const ATTRIBUTES: Record<string, string> = { class: "class", className: "class", style: "style", tabindex: "tabindex" };

function write(node: RootContent | ElementContent, out: string[]): boolean {
  if (node.type === "text") {
    out.push(escapeText(node.value));
    return true;
  }
  if (node.type !== "element") return false;
  let open = `<${node.tagName}`;
  for (const key in node.properties) {
    const value = node.properties[key];
    if (value === null || value === undefined) continue;
    const name = ATTRIBUTES[key];
    if (name === undefined) return false;
    let text: string;
    if (typeof value === "string") text = value;
    else if (typeof value === "number" && !Number.isNaN(value)) text = String(value);
    else if (Array.isArray(value)) text = value.join(" ");
    else return false;
    open += ` ${name}="${escapeAttribute(text)}"`;
  }
  out.push(`${open}>`);
  for (const child of node.children) if (!write(child, out)) return false;
  out.push(`</${node.tagName}>`);
  return true;
}

// hast-util-to-html's defaults: hexadecimal references, `<` and `&` in text, `\0 " & ' \`` in
// double-quoted attribute values.
const TEXT = /[<&]/g;
const HAS_TEXT = /[<&]/;
const ATTRIBUTE = /[\0"&'`]/g;
const HAS_ATTRIBUTE = /[\0"&'`]/;
const reference = (c: string) => `&#x${c.charCodeAt(0).toString(16).toUpperCase()};`;

function escapeText(value: string): string {
  return HAS_TEXT.test(value) ? value.replace(TEXT, reference) : value;
}

function escapeAttribute(value: string): string {
  return HAS_ATTRIBUTE.test(value) ? value.replace(ATTRIBUTE, reference) : value;
}

/** shiki's FontStyle bits that keep a whitespace token apart (vscode-textmate `FontStyle`). */
const UNDERLINE = 4;
const STRIKETHROUGH = 8;
const WHITESPACE_ONLY = /^\s+$/;

/**
 * shiki's `<pre>` HTML written straight from its tokens: byte for byte what `codeToHast` (one theme, the
 * "classic" structure, whitespace merged) and `codeHastToHtml` write, without building a node per token,
 * a style object per token and a tree to walk (a third of all highlighting time). `lineClass` gives the
 * extra class of a line (1-based), as the highlighted-lines transformer adds it. A token carrying HTML
 * attributes or styles of its own (ANSI, decorations) returns undefined: the caller takes shiki's path.
 * test/cli/markdown/highlight-cache.test.ts compares it with plain shiki on every block of the site.
 */
export function tokensToHtml(
  result: TokensResult,
  lineClass: (line: number) => string | undefined,
): string | undefined {
  const { tokens, fg, bg, themeName, rootStyle } = result;
  const style =
    rootStyle === false ? "" : ` style="${escapeAttribute(rootStyle ?? `background-color:${bg};color:${fg}`)}"`;
  const out: string[] = [`<pre class="${escapeAttribute(`shiki ${themeName || ""}`)}"${style} tabindex="0"><code>`];
  for (let i = 0; i < tokens.length; i++) {
    if (i > 0) out.push("\n");
    const extra = lineClass(i + 1);
    out.push(extra ? `<span class="${escapeAttribute(`line ${extra}`)}">` : '<span class="line">');
    // shiki's mergeWhitespaceTokens: a whitespace-only token joins the next one, unless a line style keeps
    // either apart.
    const line = tokens[i];
    let carry = "";
    for (let j = 0; j < line.length; j++) {
      const token = line[j];
      if (token.htmlAttrs || token.htmlStyle) return undefined;
      const couldMerge = !(token.fontStyle && token.fontStyle & (UNDERLINE | STRIKETHROUGH));
      if (couldMerge && WHITESPACE_ONLY.test(token.content) && line[j + 1]) {
        carry += token.content;
      } else if (carry && !couldMerge) {
        out.push(`<span>${escapeText(carry)}</span>`, span(token, token.content));
        carry = "";
      } else {
        out.push(span(token, carry + token.content));
        carry = "";
      }
    }
    out.push("</span>");
  }
  out.push("</code></pre>");
  return out.join("");
}

/** Style attributes by token colour and font style: a block has thousands of tokens and a dozen styles. */
const styles = new Map<string, string>();

function span(token: ThemedToken, content: string): string {
  const key = `${token.color ?? ""}\0${token.bgColor ?? ""}\0${token.fontStyle ?? ""}`;
  let attribute = styles.get(key);
  if (attribute === undefined) {
    const style = stringifyTokenStyle(getTokenStyleObject(token));
    attribute = style ? ` style="${escapeAttribute(style)}"` : "";
    styles.set(key, attribute);
  }
  return `<span${attribute}>${escapeText(content)}</span>`;
}
