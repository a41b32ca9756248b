import type { Element, Nodes } from "hast";
import { fromHtml } from "hast-util-from-html";
import { toString as hastToString } from "hast-util-to-string";
import type { SearchSection } from "./page-search.ts";
import { MAX_SECTION_TEXT } from "./sections.ts";

/** Elements whose text is not the page's: code run or styling, pictures, and what stands in without script. */
const SKIPPED = new Set(["script", "style", "noscript", "template", "svg", "math", "button", "select"]);

/** Elements inside a line of text: no space is put after them (`<a>it</a>.` reads "it."). */
const INLINE = new Set([
  "a",
  "abbr",
  "b",
  "bdi",
  "bdo",
  "cite",
  "code",
  "data",
  "dfn",
  "em",
  "i",
  "kbd",
  "mark",
  "q",
  "s",
  "samp",
  "small",
  "span",
  "strong",
  "sub",
  "sup",
  "time",
  "u",
  "var",
]);

/**
 * The searchable sections of a page rendered from the site's own React code: the text inside the element
 * `contentId` (the page shell's content, without navbar and footer; the whole page when it has no shell),
 * split at its h2–h3 headings as a markdown page is (sections.ts). An h1 is the page's title, not a section.
 */
export function htmlSearchSections(html: string, contentId: string): SearchSection[] {
  const tree = fromHtml(html, { fragment: true });
  const content = find(tree, contentId) ?? tree;
  const out: SearchSection[] = [];
  let current = { heading: "", anchor: "", text: [] as string[] };
  const flush = () => {
    const text = current.text.join("").replace(/\s+/g, " ").trim().slice(0, MAX_SECTION_TEXT);
    if (text || current.heading) out.push({ heading: current.heading, anchor: current.anchor, text });
  };
  const walk = (node: Nodes) => {
    if (node.type === "text") current.text.push(node.value);
    if (node.type !== "element" && node.type !== "root") return;
    if (node.type === "element") {
      if (SKIPPED.has(node.tagName)) return;
      if (node.tagName === "h1") return;
      if (node.tagName === "h2" || node.tagName === "h3") {
        flush();
        const id = node.properties.id;
        current = { heading: headingText(node), anchor: typeof id === "string" ? id : "", text: [] };
        return;
      }
    }
    // Elements are separated in the text: `<p>a</p><p>b</p>` reads "a b", not "ab".
    for (const child of node.children) {
      walk(child);
      if (child.type === "element" && !INLINE.has(child.tagName)) current.text.push(" ");
    }
  };
  walk(content);
  flush();
  return out;
}

/** A heading's text without its `#` link (`@theme/Heading`'s, as Docusaurus renders it: a zero-width space). */
function headingText(heading: Element): string {
  const children = heading.children.filter((c) => !(c.type === "element" && hasClass(c, "hash-link")));
  return hastToString({ ...heading, children })
    .replace(/\u200b/g, "")
    .trim();
}

function hasClass(element: Element, name: string): boolean {
  const classes = element.properties.className;
  return Array.isArray(classes) && classes.includes(name);
}

function find(node: Nodes, id: string): Element | undefined {
  if (node.type === "element" && node.properties.id === id) return node;
  if (node.type !== "element" && node.type !== "root") return undefined;
  for (const child of node.children) {
    const hit = find(child, id);
    if (hit) return hit;
  }
  return undefined;
}
