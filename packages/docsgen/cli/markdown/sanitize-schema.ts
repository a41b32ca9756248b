import type { Schema } from "hast-util-sanitize";
import { find, html } from "property-information";

/**
 * What raw HTML in markdown, and HTML elements written in MDX, may hold: everything else is removed with an
 * `html-unsafe` warning (sanitize.ts). The list follows what Docusaurus docs really write (details/summary,
 * kbd, sup/sub, tables, figures, images, video/audio, iframes of http(s) pages, `id`/`class`/`style`/
 * `align`/`width`/`height`/`aria-*`) and what docsgen's own markdown makes of the rest (headings with ids and
 * hash links, admonitions, tabs, task-list checkboxes, footnotes), so a page without hostile HTML renders
 * byte for byte as before (test/cli/markdown/sanitize-identity.test.ts checks every page of this
 * repository). Names are hast's property names (`className`, `srcSet`), as hast-util-sanitize reads them.
 *
 * Left out on purpose (a site may allow them, see `markdown.sanitize` in the config schema):
 * - `<script>`, `on*` handlers and `javascript:` URLs: code; the site's CSP would block it anyway.
 * - `<style>`: one page's stylesheet restyles the whole site, and `<style>` inside `<svg>`/`<math>` is how
 *   mutation XSS hides markup from a sanitizer.
 * - `<svg>`, `<math>`: foreign content, parsed differently once serialized (mutation XSS).
 * - `<meta>`, `<base>`, `<link>`: they redirect the page (`refresh`) or change where its URLs lead.
 * - `<form>` and its controls: they send what readers type, possibly to another site.
 * - `<object>`, `<embed>`, `<iframe srcdoc>`, `data:` frames: documents that do not follow the page's rules.
 */

/** Elements whose content goes with them (raw text, or text that only made sense inside them). */
const STRIP = ["script", "style", "template", "noscript", "noembed", "noframes", "xmp", "title", "textarea"];

const TEXT = [
  "a",
  "abbr",
  "b",
  "bdi",
  "bdo",
  "br",
  "cite",
  "code",
  "del",
  "dfn",
  "em",
  "i",
  "ins",
  "kbd",
  "mark",
  "q",
  "rp",
  "rt",
  "ruby",
  "s",
  "samp",
  "small",
  "span",
  "strike",
  "strong",
  "sub",
  "sup",
  "time",
  "tt",
  "u",
  "var",
  "wbr",
];
const BLOCKS = [
  "blockquote",
  "center",
  "dd",
  "details",
  "div",
  "dl",
  "dt",
  "figcaption",
  "figure",
  "h1",
  "h2",
  "h3",
  "h4",
  "h5",
  "h6",
  "hr",
  "li",
  "ol",
  "p",
  "pre",
  "section",
  "summary",
  "ul",
];
const TABLES = ["caption", "col", "colgroup", "table", "tbody", "td", "tfoot", "th", "thead", "tr"];
const MEDIA = ["audio", "iframe", "img", "picture", "source", "track", "video"];
/** Only as GFM's task-list checkbox (see `required`). */
const CONTROLS = ["input"];

/** Every `aria-*` attribute HTML knows, as hast names (`ariaLabel`): hast-util-sanitize has no wildcard for them. */
const ARIA = Object.keys(html.property).filter((name) => /^aria[A-Z]/.test(name));

/** Schemes allowed in URL attributes; relative URLs and `#fragments` always are. */
const WEB = ["http", "https"];

/** The default schema: see the comment at the top of this file. */
export const DEFAULT_SCHEMA: Schema = {
  tagNames: [...TEXT, ...BLOCKS, ...TABLES, ...MEDIA, ...CONTROLS],
  strip: STRIP,
  attributes: {
    "*": [
      "id",
      "className",
      "style",
      "align",
      "width",
      "height",
      "title",
      "lang",
      "dir",
      "hidden",
      "tabIndex",
      "role",
      "translate",
      ...ARIA,
      "data*",
    ],
    a: ["href", "name", "target", "rel", "hrefLang", "type", "download"],
    img: ["src", "srcSet", "sizes", "alt", "loading", "decoding"],
    source: ["src", "srcSet", "sizes", "type", "media"],
    video: ["src", "poster", "controls", "autoPlay", "loop", "muted", "playsInline", "preload"],
    audio: ["src", "controls", "autoPlay", "loop", "muted", "preload"],
    track: ["src", "kind", "srcLang", "label", "default"],
    // `allow` delegates features (fullscreen, autoplay…) to the framed page only; `sandbox` only takes away.
    iframe: ["src", "allow", "allowFullScreen", "loading", "referrerPolicy", "frameBorder", "scrolling", "sandbox"],
    details: ["open"],
    ol: ["start", "reversed", "type"],
    ul: ["type"],
    li: ["value"],
    td: ["colSpan", "rowSpan", "headers", "vAlign"],
    th: ["colSpan", "rowSpan", "headers", "scope", "abbr", "vAlign"],
    col: ["span"],
    colgroup: ["span"],
    blockquote: ["cite"],
    q: ["cite"],
    del: ["cite", "dateTime"],
    ins: ["cite", "dateTime"],
    time: ["dateTime"],
    input: [["type", "checkbox"], ["disabled", true], "checked"],
  },
  required: { input: { type: "checkbox", disabled: true } },
  protocols: {
    href: [...WEB, "mailto", "tel"],
    src: WEB,
    srcSet: WEB,
    poster: WEB,
    cite: WEB,
  },
  // Ids stay as written: links point at them (the library's default prefixes `user-content-`; docsgen checks anchors instead).
  clobber: [],
  clobberPrefix: "",
  // The element itself decides, whatever its ancestors: markdown's own lists and tables pass as they are.
  ancestors: {},
  allowComments: false,
  allowDoctypes: false,
};

/** What a site adds to the default schema (`markdown.sanitize` in `site.config.ts`), in HTML's own names. */
export interface SanitizeWidening {
  /** Elements allowed besides the default ones, e.g. `["svg", "path"]`. */
  tagNames: readonly string[];
  /** Attributes allowed besides the default ones, by element (`"*"`: on every element), e.g. `{ iframe: ["srcdoc"] }`. */
  attributes: Readonly<Record<string, readonly string[]>>;
  /** URL schemes allowed besides the default ones, by attribute, e.g. `{ src: ["data"] }`. */
  protocols: Readonly<Record<string, readonly string[]>>;
}

const schemas = new WeakMap<SanitizeWidening, Schema>();

/**
 * The default schema widened by a site's `markdown.sanitize`: one per config (and thread), since the
 * sanitizer reads it for every element of every page with HTML.
 */
export function sanitizeSchema(widening: SanitizeWidening | undefined): Schema {
  if (!widening) return DEFAULT_SCHEMA;
  let schema = schemas.get(widening);
  if (!schema) {
    schema = widen(widening);
    schemas.set(widening, schema);
  }
  return schema;
}

function widen({ tagNames, attributes, protocols }: SanitizeWidening): Schema {
  const property = (attribute: string) => (attribute === "data-*" ? "data*" : find(html, attribute).property);
  const allowedAttributes = { ...DEFAULT_SCHEMA.attributes };
  for (const [tag, names] of Object.entries(attributes))
    allowedAttributes[tag] = [...(allowedAttributes[tag] ?? []), ...names.map(property)];
  const allowedProtocols = { ...DEFAULT_SCHEMA.protocols };
  for (const [attribute, schemes] of Object.entries(protocols)) {
    const key = property(attribute);
    allowedProtocols[key] = [...(allowedProtocols[key] ?? []), ...schemes.map((s) => s.replace(/:$/, ""))];
  }
  const added = new Set(tagNames);
  return {
    ...DEFAULT_SCHEMA,
    tagNames: [...(DEFAULT_SCHEMA.tagNames ?? []), ...added],
    // An element allowed by the site keeps its content even when it is one docsgen strips (`<style>`).
    strip: (DEFAULT_SCHEMA.strip ?? []).filter((tag) => !added.has(tag)),
    attributes: allowedAttributes,
    protocols: allowedProtocols,
  };
}
