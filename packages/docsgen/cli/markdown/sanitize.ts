import type { Element, ElementContent, Parents, Properties } from "hast";
import { type Schema, sanitize } from "hast-util-sanitize";
import { find, html } from "property-information";

/** What the sanitizer does with one element written in HTML. */
export type Verdict =
  /** Kept, with these properties (those the schema allows, plus required ones). */
  | { keep: "element"; properties: Properties; removed: string[] }
  /** The element goes, its content stays (an element the schema does not know, such as `<form>`). */
  | { keep: "content"; removed: string[] }
  /** The element goes with its content (`<script>`, `<style>`: the schema's `strip`). */
  | { keep: "nothing"; removed: string[] };

/**
 * Judges one element by the schema, with hast-util-sanitize itself: it is run on the element alone (its
 * children aside, with one empty text child, to tell "unwrapped" from "stripped") and what it keeps is
 * compared with what was written. `removed` says what went and why, one sentence each, for `html-unsafe`
 * warnings. The walk over children is the caller's (sanitizeChildren, mdx/expand.ts).
 *
 * A page with raw HTML has every element judged, hundreds of them, nearly all of a few shapes (`<p>`,
 * `<li>`, `<h2 id>`): where no value can change the verdict (no URL attribute, no attribute limited to
 * some values, nothing required), the library's verdict for a tag and its attribute names is reused.
 * Without that, a page made only of markdown plus one `<details>` took ~40% more CPU to render.
 */
export function judgeElement(tagName: string, properties: Properties, schema: Schema): Verdict {
  const shape = shapeOf(tagName, properties, schema);
  if (shape === undefined) return judgeAlone(tagName, properties, schema);
  let verdicts = shapeVerdicts.get(schema);
  if (!verdicts) {
    verdicts = new Map();
    shapeVerdicts.set(schema, verdicts);
  }
  let verdict = verdicts.get(shape);
  if (!verdict) {
    verdict = judgeAlone(tagName, properties, schema);
    verdicts.set(shape, verdict);
  }
  if (verdict.keep !== "element") return { ...verdict, removed: [...verdict.removed] };
  const kept: Properties = {};
  for (const name in properties) if (name in verdict.properties) kept[name] = properties[name];
  return { keep: "element", properties: kept, removed: [...verdict.removed] };
}

const shapeVerdicts = new WeakMap<Schema, Map<string, Verdict>>();

/** The tag and attribute names, when they alone decide the verdict; else undefined. */
function shapeOf(tagName: string, properties: Properties, schema: Schema): string | undefined {
  if (schema.required?.[tagName]) return undefined;
  const limited = limitedAttributes(schema, tagName);
  let shape = tagName;
  for (const name in properties) {
    const value = properties[name];
    if (value === null || value === undefined || typeof value === "object") {
      if (!Array.isArray(value) || value.some((v) => typeof v !== "string" && typeof v !== "number")) return undefined;
    }
    if (schema.protocols?.[name] || limited.has(name)) return undefined;
    shape += ` ${name}`;
  }
  return shape;
}

const limitedByTag = new WeakMap<Schema, Map<string, Set<string>>>();

/** Attributes of `tagName` whose definition lists the values allowed (`["type", "checkbox"]`). */
function limitedAttributes(schema: Schema, tagName: string): Set<string> {
  let byTag = limitedByTag.get(schema);
  if (!byTag) {
    byTag = new Map();
    limitedByTag.set(schema, byTag);
  }
  let limited = byTag.get(tagName);
  if (!limited) {
    limited = new Set();
    for (const entry of [...(schema.attributes?.[tagName] ?? []), ...(schema.attributes?.["*"] ?? [])])
      if (typeof entry !== "string" && entry.length > 1) limited.add(entry[0]);
    byTag.set(tagName, limited);
  }
  return limited;
}

function judgeAlone(tagName: string, properties: Properties, schema: Schema): Verdict {
  const probe: Element = { type: "element", tagName, properties, children: [{ type: "text", value: "" }] };
  const result = sanitize(probe, schema);
  if (result.type === "text") return { keep: "content", removed: [elementRemoved(tagName, false)] };
  if (result.type !== "element") return { keep: "nothing", removed: [elementRemoved(tagName, true)] };
  const removed: string[] = [];
  for (const [name, value] of Object.entries(properties)) {
    if (value === undefined || value === null || value === false) continue;
    const kept = result.properties[name];
    // A value the schema does not allow may come back as the required one (`<input type="password">`).
    const lost = Array.isArray(value) ? !Array.isArray(kept) || kept.length < value.length : kept !== value;
    if (lost) removed.push(propertyRemoved(tagName, name, value, schema));
  }
  return { keep: "element", properties: result.properties, removed };
}

/** What a removed element could have done: the "why" of its warning. */
const ELEMENT_REASONS: Record<string, string> = {
  script: "it would run code",
  style: "a page's stylesheet restyles the whole site",
  meta: "it can redirect the page or change how it loads",
  base: "it changes where every relative link of the page leads",
  link: "it loads resources into the page",
  form: "a form sends what readers type, possibly to another site",
  button: "form controls send what readers type, possibly to another site",
  input: "form controls send what readers type, possibly to another site",
  select: "form controls send what readers type, possibly to another site",
  textarea: "form controls send what readers type, possibly to another site",
  object: "an embedded object or plugin does not follow the page's rules",
  embed: "an embedded object or plugin does not follow the page's rules",
  applet: "an embedded object or plugin does not follow the page's rules",
  math: "foreign markup is read differently once written out again, which hides markup from sanitizers",
  svg: "foreign markup is read differently once written out again, which hides markup from sanitizers",
};

function elementRemoved(tagName: string, withContent: boolean): string {
  const why = ELEMENT_REASONS[tagName] ?? "it is not on the allow-list of HTML elements";
  return `the <${tagName}> element${withContent ? " and its content were" : " was"} removed from the output: ${why}`;
}

function propertyRemoved(tagName: string, property: string, value: unknown, schema: Schema): string {
  const attribute = property === "xLinkHref" ? "xlink:href" : find(html, property).attribute;
  const allowed = schema.protocols?.[property];
  const text = Array.isArray(value) ? value.join(" ") : String(value);
  const scheme = /^([^:/?#]+):/.exec(text.trim())?.[1];
  const where = `${attribute} of <${tagName}>`;
  if (/^on/i.test(attribute))
    return `the event handler attribute ${where} was removed from the output: it would run code`;
  if (allowed && scheme && isAllowedAttribute(tagName, property, schema))
    return `the ${scheme.toLowerCase()}: URL in ${where} was removed from the output: only ${allowed.join(", ")} and relative URLs are allowed there`;
  if (isAllowedAttribute(tagName, property, schema))
    return `the attribute ${attribute}="${text}" of <${tagName}> was removed from the output: that value is not allowed there`;
  if (attribute === "srcdoc")
    return `the attribute ${where} was removed from the output: it holds a whole HTML document, outside the page's rules`;
  return `the attribute ${where} was removed from the output: it is not on the allow-list of attributes of <${tagName}>`;
}

function isAllowedAttribute(tagName: string, property: string, schema: Schema): boolean {
  const named = (list: NonNullable<Schema["attributes"]>[string] | undefined) =>
    (list ?? []).some((entry) => (typeof entry === "string" ? entry : entry[0]) === property);
  return named(schema.attributes?.[tagName]) || named(schema.attributes?.["*"]);
}

/** Where an element is written, for warnings. */
export interface Place {
  line: number;
  column: number;
}

export interface SanitizeTreeOptions {
  schema: Schema;
  /**
   * True for a node docsgen made itself (a highlighted code block): kept as is, never judged. Everything
   * else below the root is judged: call this on trees whose markdown was parsed together with raw HTML.
   */
  trusted: (node: ElementContent) => boolean;
  /**
   * Hears of each removal from an element written by the author (one with a position). Elements without
   * one are markdown's (a `javascript:` markdown link is reported by checks/links.ts) or made up by the
   * HTML parser (`<tbody>`); they are judged all the same, silently.
   */
  removed: (message: string, place: Place) => void;
  /**
   * Called with each element kept, in document order (before its children), once its properties are
   * cleaned, with where it is written (undefined for one the HTML parser made up).
   */
  kept?: (element: Element, place: Place | undefined) => void;
}

/** Judges every element below `parent`, in document order, and applies the verdicts (see judgeElement). */
export function sanitizeChildren(parent: Parents, options: SanitizeTreeOptions): void {
  const out: ElementContent[] = [];
  // Text on both sides of a removed element becomes one text, as if the element had never been written
  // (React would put `<!-- -->` between two texts).
  let joined = false;
  const push = (node: ElementContent) => {
    const last = out[out.length - 1];
    if (joined && node.type === "text" && last?.type === "text")
      out[out.length - 1] = { ...last, value: last.value + node.value };
    else out.push(node);
    joined = false;
  };
  for (const child of parent.children as ElementContent[]) {
    if (options.trusted(child)) {
      push(child);
      continue;
    }
    if (child.type === "text") push(child);
    if (child.type !== "element") continue; // comments never render; raw nodes are parsed by now
    const start = child.position?.start;
    const place = start ? { line: start.line, column: start.column } : undefined;
    const verdict = judgeElement(child.tagName, child.properties, options.schema);
    if (place) for (const message of verdict.removed) options.removed(message, place);
    if (verdict.keep === "nothing") {
      joined = true;
      continue;
    }
    if (verdict.keep === "element") {
      child.properties = verdict.properties;
      options.kept?.(child, place);
    }
    sanitizeChildren(child, options);
    if (verdict.keep === "element") push(child);
    else {
      joined = true;
      for (const grandchild of child.children) push(grandchild);
      joined = true;
    }
  }
  (parent as { children: ElementContent[] }).children = out;
  // An unwrapped element can lift blocks into a paragraph (`<p><math><mtext><table>`: the table was inside
  // foreign content). Written out, `<p><table>` parses as two siblings and a stray `</p>` (markup that
  // parses differently once written out again), so such a paragraph becomes a `div`.
  if (parent.type === "element" && parent.tagName === "p" && out.some(isBlock)) parent.tagName = "div";
}

const BLOCKS = new Set([
  "address",
  "article",
  "aside",
  "blockquote",
  "center",
  "details",
  "dialog",
  "dir",
  "div",
  "dl",
  "fieldset",
  "figcaption",
  "figure",
  "footer",
  "form",
  "h1",
  "h2",
  "h3",
  "h4",
  "h5",
  "h6",
  "header",
  "hgroup",
  "hr",
  "listing",
  "main",
  "menu",
  "nav",
  "ol",
  "p",
  "pre",
  "section",
  "summary",
  "table",
  "ul",
  "xmp",
]);

/** An element whose start tag closes an open `<p>` (the HTML parsing rules). */
function isBlock(node: ElementContent): boolean {
  return node.type === "element" && BLOCKS.has(node.tagName);
}
