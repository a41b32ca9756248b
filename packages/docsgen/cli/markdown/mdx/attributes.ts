import type { Properties } from "hast";
import type { Schema } from "hast-util-sanitize";
import type { MdxJsxFlowElement, MdxJsxTextElement } from "mdast-util-mdx";
import { find, html } from "property-information";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { judgeElement } from "../sanitize.ts";
import { type Binding, expressionOf, type StaticValue, staticValue, UNKNOWN } from "./values.ts";

type JsxElement = MdxJsxFlowElement | MdxJsxTextElement;

/** An attribute that is left out of the output, for the caller to report at the element. */
export interface DroppedAttribute {
  message: string;
  ruleId: "mdx-unsupported" | "html-unsafe";
}

/**
 * The props of a JSX element as written, evaluated where that needs no JavaScript (see values.ts): a bare
 * attribute is `true`, a string is itself, `{…}` is its static value. Spreads and other expressions are
 * left out and listed in `dropped`.
 */
export function propsOf(node: JsxElement, bindings: ReadonlyMap<string, Binding>) {
  const props = new Map<string, StaticValue>();
  const dropped: DroppedAttribute[] = [];
  const tag = `<${node.name ?? ""}>`;
  for (const attribute of node.attributes) {
    if (attribute.type === "mdxJsxExpressionAttribute") {
      dropped.push({
        message: `the spread attribute {${attribute.value}} of ${tag} is not evaluated`,
        ruleId: "mdx-unsupported",
      });
      continue;
    }
    const { name, value } = attribute;
    if (value === null || value === undefined) props.set(name, true);
    else if (typeof value === "string") props.set(name, value);
    else {
      const expression = expressionOf(value.data?.estree);
      const evaluated = expression ? staticValue(expression, bindings) : UNKNOWN;
      if (evaluated === UNKNOWN)
        dropped.push({
          message: `the attribute ${name}={${value.value}} of ${tag} is not evaluated`,
          ruleId: "mdx-unsupported",
        });
      else props.set(name, evaluated);
    }
  }
  return { props, dropped };
}

/**
 * hast properties for an HTML element written as JSX (`className`, `aria-label`, `htmlFor`: React's names,
 * which property-information maps), judged by the schema like raw HTML (sanitize.ts): what it does not
 * allow is dropped with an `html-unsafe` message, and `keep` says whether the element itself stays, goes
 * with its content, or leaves its content in its place. `style={{ textAlign: "center" }}` is the CSS React
 * writes for it; other objects are left out.
 */
export function htmlProperties(props: ReadonlyMap<string, StaticValue>, tag: string, schema: Schema) {
  const written: Properties = {};
  const dropped: DroppedAttribute[] = [];
  for (const [name, value] of props) {
    const css = name === "style" ? cssText(value) : undefined;
    if (css !== undefined) {
      written.style = css;
      continue;
    }
    if (value === null || typeof value === "object") {
      dropped.push({
        message: `the attribute ${name} of <${tag}> holds an object, which HTML cannot`,
        ruleId: "mdx-unsupported",
      });
      continue;
    }
    written[find(html, name).property] = value;
  }
  const verdict = judgeElement(tag, written, schema);
  for (const message of verdict.removed) dropped.push({ message, ruleId: "html-unsafe" });
  const properties = (verdict.keep === "element" ? verdict.properties : {}) as Record<
    string,
    string | number | boolean
  >;
  return { properties, dropped, keep: verdict.keep };
}

/**
 * A style object as React writes it (`{ maxWidth: 300, "--accent": "red" }` → `max-width:300px;--accent:red`):
 * React's own server renderer converts it, so units and names are React's. Undefined for anything that is
 * not an object of strings and numbers.
 */
export function cssText(value: StaticValue): string | undefined {
  if (value === null || typeof value !== "object" || Array.isArray(value)) return undefined;
  if (!Object.values(value).every((v) => typeof v === "string" || typeof v === "number")) return undefined;
  const markup = renderToStaticMarkup(createElement("i", { style: value }));
  const css = /^<i style="([^"]*)">/.exec(markup)?.[1];
  return css === undefined ? undefined : decodeEntities(css);
}

/** The attribute text React escaped, as the hast property holds it (it is escaped again when written). */
function decodeEntities(text: string): string {
  return text.replace(
    /&(quot|amp|#x27|lt|gt);/g,
    (_, e: string) => ({ quot: '"', amp: "&", "#x27": "'", lt: "<", gt: ">" })[e] ?? "",
  );
}
