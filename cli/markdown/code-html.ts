import type { ElementContent, Root, RootContent } from "hast";

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
