import type { Node as EsNode, Expression, Program } from "estree-jsx";
import { isUrlModule } from "../../paths/media.ts";

/** What an import binds a name to: the module and the export (`default` for a default import). */
export interface Binding {
  source: string;
  imported: string;
}

/** Returned for an expression docsgen cannot evaluate at build time (it runs no JavaScript). */
export const UNKNOWN = Symbol("unknown");

/** A value an attribute or prop may hold once evaluated: JSON-like data. */
export type StaticValue = string | number | boolean | null | StaticValue[] | { [key: string]: StaticValue };

/** The one expression of a program (`{x}` parses as a program with one expression statement), if any. */
export function expressionOf(program: Program | null | undefined): Expression | undefined {
  const first = program?.body[0];
  return program?.body.length === 1 && first?.type === "ExpressionStatement" ? first.expression : undefined;
}

/** `{}` or `{/* a comment *\/}`: nothing to render, and nothing lost by rendering nothing. */
export function isEmptyExpression(program: Program | null | undefined): boolean {
  return program !== null && program !== undefined && program.body.length === 0;
}

/**
 * The value of an expression made only of literals (strings, numbers, template literals without
 * placeholders, arrays, objects), calls of `useBaseUrl('/path')` (from `@docusaurus/useBaseUrl`) and
 * `require('./image.png').default`: these evaluate to the path, which the link rewriting later resolves like
 * any link or image the page writes.
 * Anything else is UNKNOWN.
 */
export function staticValue(node: EsNode, bindings: ReadonlyMap<string, Binding>): StaticValue | typeof UNKNOWN {
  switch (node.type) {
    case "Literal":
      return typeof node.value === "string" ||
        typeof node.value === "number" ||
        typeof node.value === "boolean" ||
        node.value === null
        ? node.value
        : UNKNOWN;
    case "TemplateLiteral":
      return node.expressions.length === 0 ? (node.quasis[0]?.value.cooked ?? UNKNOWN) : UNKNOWN;
    case "UnaryExpression":
      if (node.operator === "-" && node.argument.type === "Literal" && typeof node.argument.value === "number")
        return -node.argument.value;
      return UNKNOWN;
    case "ArrayExpression": {
      const out: StaticValue[] = [];
      for (const element of node.elements) {
        const value = element && element.type !== "SpreadElement" ? staticValue(element, bindings) : UNKNOWN;
        if (value === UNKNOWN) return UNKNOWN;
        out.push(value);
      }
      return out;
    }
    case "ObjectExpression": {
      const out: { [key: string]: StaticValue } = {};
      for (const property of node.properties) {
        if (property.type !== "Property" || property.computed || property.kind !== "init") return UNKNOWN;
        const key = property.key.type === "Identifier" ? property.key.name : staticValue(property.key, bindings);
        const value = staticValue(property.value, bindings);
        if (typeof key !== "string" || value === UNKNOWN) return UNKNOWN;
        out[key] = value;
      }
      return out;
    }
    case "MemberExpression": {
      // `require("./shot.png").default`: the image's URL in Docusaurus (file-loader), here its path, which
      // is then resolved as an image written in the page (`@site/…`, relative, or in the static folder).
      const call = node.object;
      if (node.computed || node.property.type !== "Identifier" || node.property.name !== "default") return UNKNOWN;
      if (call.type !== "CallExpression" || call.callee.type !== "Identifier" || call.callee.name !== "require")
        return UNKNOWN;
      const [arg] = call.arguments;
      if (bindings.has("require") || call.arguments.length !== 1 || arg?.type !== "Literal") return UNKNOWN;
      return typeof arg.value === "string" && isUrlModule(arg.value) ? arg.value : UNKNOWN;
    }
    case "CallExpression": {
      const callee = node.callee.type === "Identifier" ? bindings.get(node.callee.name) : undefined;
      const [arg] = node.arguments;
      if (callee?.source !== "@docusaurus/useBaseUrl" || callee.imported !== "default" || !arg) return UNKNOWN;
      const path = arg.type === "SpreadElement" ? UNKNOWN : staticValue(arg, bindings);
      return typeof path === "string" ? path : UNKNOWN;
    }
    default:
      return UNKNOWN;
  }
}

/** The import bindings of an ESM block (`import Tabs from '@theme/Tabs'` → Tabs: @theme/Tabs, default). */
export function importsOf(program: Program | null | undefined): Map<string, Binding> {
  const out = new Map<string, Binding>();
  for (const statement of program?.body ?? []) {
    if (statement.type !== "ImportDeclaration" || typeof statement.source.value !== "string") continue;
    const source = statement.source.value;
    for (const s of statement.specifiers) {
      const imported =
        s.type === "ImportDefaultSpecifier"
          ? "default"
          : s.type === "ImportNamespaceSpecifier"
            ? "*"
            : s.imported.type === "Identifier"
              ? s.imported.name
              : String(s.imported.value);
      out.set(s.local.name, { source, imported });
    }
  }
  return out;
}

/**
 * `props.name` with the prop a page passes a partial: its text as React renders it (nothing for a missing,
 * boolean or null prop); undefined for any other expression, or a prop React cannot render as text.
 */
export function propText(
  program: Program | null | undefined,
  props: ReadonlyMap<string, StaticValue>,
): string | undefined {
  const e = expressionOf(program);
  if (e?.type !== "MemberExpression" || e.computed || e.object.type !== "Identifier" || e.object.name !== "props")
    return undefined;
  if (e.property.type !== "Identifier") return undefined;
  const value = props.get(e.property.name);
  if (typeof value === "string") return value;
  if (typeof value === "number") return String(value);
  return value === undefined || value === null || typeof value === "boolean" ? "" : undefined;
}
