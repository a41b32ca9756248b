import type { MdxJsxFlowElement, MdxJsxTextElement } from "mdast-util-mdx";
import { find, html } from "property-information";
import { isScriptUrl } from "../raw-html.ts";
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
 * which property-information maps). Event handlers and `javascript:` URLs never reach the output, as in
 * raw HTML (raw-html.ts); objects (`style={{…}}`) are left out too.
 */
export function htmlProperties(props: ReadonlyMap<string, StaticValue>, tag: string) {
  const properties: Record<string, string | number | boolean> = {};
  const dropped: DroppedAttribute[] = [];
  for (const [name, value] of props) {
    if (/^on/i.test(name)) {
      dropped.push({
        message: `the event handler attribute ${name} of <${tag}> was removed from the output`,
        ruleId: "html-unsafe",
      });
      continue;
    }
    if (typeof value === "string" && isScriptUrl(value)) {
      dropped.push({
        message: `the javascript: URL in ${name} of <${tag}> was removed from the output`,
        ruleId: "html-unsafe",
      });
      continue;
    }
    if (value === null || typeof value === "object") {
      dropped.push({
        message: `the attribute ${name} of <${tag}> holds an object, which HTML cannot`,
        ruleId: "mdx-unsupported",
      });
      continue;
    }
    properties[find(html, name).property] = value;
  }
  return { properties, dropped };
}
