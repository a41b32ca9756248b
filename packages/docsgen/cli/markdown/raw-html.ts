import type { Element, Nodes as HastNodes, Root as HastRoot } from "hast";
import type { Schema } from "hast-util-sanitize";
import rehypeRaw from "rehype-raw";
import { type Processor, unified } from "unified";
import { RAW_CODE_TAG } from "./highlight.ts";
import { sanitizeChildren } from "./sanitize.ts";
import { DEFAULT_SCHEMA } from "./sanitize-schema.ts";
import { walk } from "./walk.ts";

/** Where a construct is written: a position in the markdown file. */
export interface RawHtmlPlace {
  line: number;
  column: number;
}

export interface RawHtmlOptions {
  /** What the HTML may hold (sanitize-schema.ts); default: DEFAULT_SCHEMA, the site's `markdown.sanitize` widens it. */
  schema?: Schema;
  /**
   * The URL to render for a link (`<a href>`) or image (`<img src>`) written in raw HTML, called in
   * document order; default: as written.
   */
  url?: (url: string, image: boolean, place: RawHtmlPlace) => string;
  /** Called with each element id written in raw HTML (and `<a name>`): links may point to it. */
  anchor?: (id: string) => void;
  /** Called with the `src` of each `<iframe>` kept (the CSP's `frame-src` lists their origins). */
  frame?: (src: string) => void;
  /**
   * Called once per construct written in raw HTML that is removed from the output (an element or
   * attribute the schema does not allow, a URL of another scheme). Markdown links with `javascript:` URLs
   * are removed too, and reported by parse.ts.
   */
  unsafe?: (problem: UnsafeHtml) => void;
}

/** A construct that never reaches the output, and why. */
export interface UnsafeHtml {
  message: string;
  place: RawHtmlPlace;
}

/** The hint of every `html-unsafe` diagnostic. */
export const UNSAFE_HINT =
  'docsgen keeps an allow-list of HTML elements and attributes (README, "Raw HTML"); remove this, ' +
  "or allow it with `markdown.sanitize` in site.config.ts if the site must have it.";

/**
 * Highlighted code blocks pass through the HTML parser as nodes of this type: no HTML can make one, so
 * they are told from a `<docsgen-code inner>` written by an author (whose `inner` would be injected).
 */
const TRUSTED_CODE = "docsgenTrustedCode";

/**
 * The MDX nodes a page with the site's code keeps in its hast (mdx/to-hast.ts). Raw HTML reaches such a page
 * from a markdown partial it includes: the HTML parser passes them through (parsing their children), and
 * the sanitizer keeps them and judges their children (a public site's pages crashed on them).
 */
const MDX_NODES = new Set([
  "mdxjsEsm",
  "mdxFlowExpression",
  "mdxTextExpression",
  "mdxJsxFlowElement",
  "mdxJsxTextElement",
]);

// One frozen processor per process: rehype-raw holds no per-file state.
const reparser = unified()
  .use(rehypeRaw, { passThrough: [TRUSTED_CODE, ...MDX_NODES] })
  .freeze() as unknown as Processor<undefined, HastRoot, HastRoot>;

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
 * may open in one HTML block and close in another, around markdown), then keeps only what the schema
 * allows (sanitize.ts; `options.unsafe` hears of each removal) and gives links and images written in the
 * HTML their URLs (`options.url`).
 *
 * The whole tree is judged, the markdown around the HTML included: once parsed together, an element the
 * HTML parser re-created (a formatting element reopened after a block) is not told from one written by
 * the author, and the schema allows all the markup docsgen's markdown makes. Only highlighted code
 * blocks are kept aside (TRUSTED_CODE). Elements parsed from the HTML keep their source position, and
 * only they do: markdown nodes lose theirs when parsed (parse.ts keeps them on `html` nodes only). That is
 * how a link written as markdown (its URL already final) is told from one written in HTML.
 */
export function parseRawHtml(tree: HastRoot, options: RawHtmlOptions = {}): HastRoot {
  const code: Element[] = [];
  walk<HastNodes>(tree, (node) => {
    if (node.type === "element" && node.tagName === RAW_CODE_TAG) {
      code.push(node);
      (node as { type: string }).type = TRUSTED_CODE;
    }
  });
  const out = reparser.runSync(tree);
  const sanitizing: Parameters<typeof sanitizeChildren>[1] = {
    schema: options.schema ?? DEFAULT_SCHEMA,
    trusted: (node) => {
      if (MDX_NODES.has(node.type)) {
        if ("children" in node) sanitizeChildren(node as unknown as Element, sanitizing);
        return true;
      }
      if ((node.type as string) !== TRUSTED_CODE) return false;
      (node as { type: string }).type = "element";
      return true;
    },
    removed: (message, place) => options.unsafe?.({ message, place }),
    kept: (node, place) => {
      if (!place) return;
      if (options.frame && node.tagName === "iframe" && typeof node.properties.src === "string")
        options.frame(node.properties.src);
      if (options.anchor) {
        const { id, name } = node.properties;
        if (typeof id === "string") options.anchor(id);
        if (node.tagName === "a" && typeof name === "string") options.anchor(name);
      }
      if (options.url) {
        const attribute = LINK_ATTRIBUTE[node.tagName];
        const value = attribute ? node.properties[attribute] : undefined;
        if (typeof value === "string") node.properties[attribute] = options.url(value, node.tagName === "img", place);
      }
    },
  };
  sanitizeChildren(out, sanitizing);
  // The tree handed in is the caller's: its code blocks are elements again whatever happened above.
  for (const node of code) (node as { type: string }).type = "element";
  return out;
}

/** The attribute holding the target of an element that is checked like a markdown link or image. */
const LINK_ATTRIBUTE: Record<string, string> = { a: "href", img: "src" };

/**
 * A URL whose scheme is `javascript:` as a browser reads it: leading spaces and controls are dropped and
 * tabs and newlines removed anywhere (URL spec), entities were already decoded by parse5.
 */
export function isScriptUrl(url: string): boolean {
  let start = 0;
  while (start < url.length && url.charCodeAt(start) <= 0x20) start++;
  return /^javascript:/i.test(url.slice(start).replace(/[\t\n\r]/g, ""));
}
