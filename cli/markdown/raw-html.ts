import type { Element, Nodes as HastNodes, Root as HastRoot, Parents } from "hast";
import rehypeRaw from "rehype-raw";
import { type Processor, unified } from "unified";
import { walk } from "./walk.ts";

/** Where a construct is written: a position in the markdown file. */
export interface RawHtmlPlace {
  line: number;
  column: number;
}

export interface RawHtmlOptions {
  /**
   * The URL to render for a link (`<a href>`) or image (`<img src>`) written in raw HTML, called in
   * document order; default: as written.
   */
  url?: (url: string, image: boolean, place: RawHtmlPlace) => string;
  /** Called with each element id written in raw HTML (and `<a name>`): links may point to it. */
  anchor?: (id: string) => void;
  /**
   * Called once per construct written in raw HTML that is removed from the output (script, event handler,
   * `javascript:` URL). Markdown links with `javascript:` URLs are removed too, and reported by parse.ts.
   */
  unsafe?: (problem: UnsafeHtml) => void;
}

/** A construct that never reaches the output: the site's CSP would block it, so it would only fail silently. */
export interface UnsafeHtml {
  message: string;
  place: RawHtmlPlace;
}

/** The hint of every `html-unsafe` diagnostic. */
export const UNSAFE_HINT =
  "The site's Content-Security-Policy runs only docsgen's own scripts, so this would never run; remove it.";

// One frozen processor per process: rehype-raw holds no per-file state.
const reparser = unified().use(rehypeRaw).freeze() as unknown as Processor<undefined, HastRoot, HastRoot>;

/** The hast has `raw` nodes (remark-rehype's `allowDangerousHtml` keeps markdown's HTML as them). */
export function hasRawHtml(tree: HastRoot): boolean {
  let found = false;
  walk<HastNodes>(tree, (node) => {
    if (node.type === "raw") found = true;
    return found ? false : undefined;
  });
  return found;
}

/**
 * Parses the raw HTML of a hast with parse5 (rehype-raw: the HTML spec's own algorithm, so an element
 * may open in one HTML block and close in another, around markdown), then keeps scripts, event
 * handlers and `javascript:` URLs out (`options.unsafe` hears of each) and gives links and images
 * written in the HTML their URLs (`options.url`).
 *
 * Elements parsed from the HTML keep their source position, and only they do: markdown nodes lose
 * theirs when parsed (parse.ts keeps them on `html` nodes only). That is how a link written as markdown
 * (its URL already final) is told from one written in HTML.
 */
export function parseRawHtml(tree: HastRoot, options: RawHtmlOptions = {}): HastRoot {
  const out = reparser.runSync(tree);
  walk<HastNodes, Parents>(out, (node, index, parent) => {
    if (node.type !== "element") return;
    const place = placeOf(node);
    if (node.tagName === "script") {
      if (place) options.unsafe?.({ message: "a <script> element was removed from the output", place });
      parent?.children.splice(index ?? 0, 1);
      return index;
    }
    removeUnsafeProperties(node, place, options);
    if (place && options.anchor) {
      const { id, name } = node.properties;
      if (typeof id === "string") options.anchor(id);
      if (node.tagName === "a" && typeof name === "string") options.anchor(name);
    }
    if (place && options.url) {
      const attribute = LINK_ATTRIBUTE[node.tagName];
      const value = attribute ? node.properties[attribute] : undefined;
      if (typeof value === "string") node.properties[attribute] = options.url(value, node.tagName === "img", place);
    }
  });
  return out;
}

/** The attribute holding the target of an element that is checked like a markdown link or image. */
const LINK_ATTRIBUTE: Record<string, string> = { a: "href", img: "src" };

/** Properties (hast names) whose value is a URL a browser may navigate to or run. */
const URL_PROPERTIES = [
  "href",
  "src",
  "action",
  "formAction",
  "poster",
  "cite",
  "data",
  "background",
  "xLinkHref",
  // SVG animations can set an href to a javascript: URL.
  "to",
  "from",
  "values",
];

/**
 * A URL whose scheme is `javascript:` as a browser reads it: leading spaces and controls are dropped and
 * tabs and newlines removed anywhere (URL spec), entities were already decoded by parse5.
 */
export function isScriptUrl(url: string): boolean {
  let start = 0;
  while (start < url.length && url.charCodeAt(start) <= 0x20) start++;
  return /^javascript:/i.test(url.slice(start).replace(/[\t\n\r]/g, ""));
}

function removeUnsafeProperties(node: Element, place: RawHtmlPlace | undefined, options: RawHtmlOptions) {
  for (const name of Object.keys(node.properties)) {
    if (/^on/i.test(name)) {
      if (place)
        options.unsafe?.({
          message: `the event handler attribute ${attributeName(name)} of <${node.tagName}> was removed from the output`,
          place,
        });
      delete node.properties[name];
    }
  }
  for (const name of URL_PROPERTIES) {
    const value = node.properties[name];
    if (typeof value === "string" && isScriptUrl(value)) {
      if (place)
        options.unsafe?.({
          message: `the javascript: URL in ${attributeName(name)} of <${node.tagName}> was removed from the output`,
          place,
        });
      delete node.properties[name];
    }
  }
}

/** `onClick` → `onclick`, `xLinkHref` → `xlink:href`: the attribute as the author wrote it. */
function attributeName(property: string): string {
  return property === "xLinkHref" ? "xlink:href" : property.toLowerCase();
}

function placeOf(node: Element): RawHtmlPlace | undefined {
  const start = node.position?.start;
  return start ? { line: start.line, column: start.column } : undefined;
}
