import { suggest } from "../diagnostics/diagnostic.ts";
import type { Field, Node, ObjectNode } from "./shape.ts";

/** One problem found in the config, at a dotted path such as `themeConfig.navbar.items[2].label`. */
export interface ConfigProblem {
  path: string;
  message: string;
  hint?: string;
  /** A key or item docsgen leaves out but Docusaurus accepts: the build goes on. Default: an error. */
  warning?: true;
}

/** What a value of `node` looks like, for messages: `a string`, `"ltr" | "rtl"`, `a number or "ALL"`. */
function describe(node: Node): string {
  switch (node.kind) {
    case "enum":
      return node.values.map((v) => JSON.stringify(v)).join(" | ");
    case "array":
      return "an array";
    case "union":
      return node.of.map(describe).join(" or ");
    case "record":
    case "object":
    case "variants":
      return "an object";
    case "any":
      return "anything";
    default:
      return `a ${node.kind}`;
  }
}

/** The shape of `node` in one line, for hints and the configuration reference: `{ title, logo?, items }`, `"light" | "dark"`. */
export function summarize(node: Node, tag?: { key: string; value: string; optional: boolean }): string {
  switch (node.kind) {
    case "array": {
      const item = summarize(node.of);
      return ["union", "variants", "enum"].includes(node.of.kind) ? `(${item})[]` : `${item}[]`;
    }
    case "record":
      return `Record<string, ${summarize(node.of)}>`;
    case "union":
      return node.of.map((n) => summarize(n)).join(" | ");
    case "variants":
      return Object.entries(node.of)
        .map(([value, branch]) => summarize(branch, { key: node.key, value, optional: value === node.fallback }))
        .join(" or ");
    case "object": {
      // Keys docsgen ignores are listed in rows of their own in the configuration reference, not in the summary.
      const read = Object.entries(node.fields).filter(([, field]) => field.presence !== "ignored");
      const keys = read.map(([key, field]) =>
        key === tag?.key
          ? `${key}${tag.optional ? "?" : ""}: ${JSON.stringify(tag.value)}`
          : `${key}${field.presence === "required" ? "" : "?"}`,
      );
      return `{ ${keys.join(", ")} }`;
    }
    case "enum":
      return node.values.map((v) => JSON.stringify(v)).join(" | ");
    default:
      return node.kind;
  }
}

function typeOf(value: unknown): string {
  if (value === null) return "null";
  if (Array.isArray(value)) return "an array";
  return typeof value === "object" ? "an object" : `${typeof value} ${JSON.stringify(value)}`;
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** The branch of a `variants` node that `value` selects, or undefined for an unknown tag. */
function branchOf(node: Extract<Node, { kind: "variants" }>, value: Record<string, unknown>) {
  const tag = value[node.key] ?? node.infer?.(value) ?? node.fallback;
  return { tag, branch: typeof tag === "string" ? node.of[tag] : undefined };
}

/** Checks `value` against `node`; returns every problem (not just the first) so one run fixes them all. */
export function validate(value: unknown, node: Node, path = ""): ConfigProblem[] {
  const at = path || "(config)";
  const wrong = (): ConfigProblem[] => [{ path: at, message: `must be ${describe(node)}, got ${typeOf(value)}` }];
  switch (node.kind) {
    case "any":
      return [];
    case "string":
    case "number":
    case "boolean":
      return typeof value === node.kind ? [] : wrong();
    case "null":
      return value === null ? [] : wrong();
    case "enum":
      return typeof value === "string" && node.values.includes(value) ? [] : wrong();
    case "union":
      return node.of.some((n) => validate(value, n, path).length === 0) ? [] : wrong();
    case "array":
      return Array.isArray(value) ? value.flatMap((v, i) => validate(v, node.of, `${path}[${i}]`)) : wrong();
    case "record":
      if (!isObject(value)) return wrong();
      return Object.entries(value).flatMap(([k, v]) => validate(v, node.of, join(path, k)));
    case "variants": {
      if (!isObject(value)) return wrong();
      if (node.keep?.(value)) return [];
      const skipped = node.skip?.(value);
      if (skipped) return [{ path: at, message: `is left out: ${skipped}`, warning: true }];
      const { tag, branch } = branchOf(node, value);
      // A tag told by the object's shape counts as written (see `infer`).
      if (branch) return validateObject({ ...value, [node.key]: tag }, branch, path);
      return [
        {
          path: at,
          message: `(${JSON.stringify(value)}) has unknown ${node.key} ${JSON.stringify(tag)}`,
          hint: `Expected ${summarize(node)}.`,
        },
      ];
    }
    case "object":
      return isObject(value) ? validateObject(value, node, path) : wrong();
  }
}

function validateObject(value: Record<string, unknown>, node: ObjectNode, path: string): ConfigProblem[] {
  const problems: ConfigProblem[] = [];
  const known = Object.keys(node.fields);
  for (const [key, field] of Object.entries(node.fields)) {
    if (field.presence === "required" && value[key] === undefined) {
      problems.push({ path: join(path, key), message: "is required" });
    }
  }
  for (const [key, v] of Object.entries(value)) {
    const field = node.fields[key];
    if (!field && node.openReason !== undefined) {
      const near = suggest(key, known);
      problems.push({
        path: join(path, key),
        message: `is ignored by docsgen: ${node.openReason}`,
        hint: near ? `Did you mean "${near}"?` : undefined,
        warning: true,
      });
    } else if (!field) {
      const near = suggest(key, known);
      problems.push({
        path: join(path, key),
        message: "is not a known option",
        hint: near ? `Did you mean "${near}"?` : `Known options: ${known.join(", ")}.`,
      });
    } else if (field.presence === "ignored") {
      problems.push({ path: join(path, key), message: `is ignored by docsgen: ${field.doc}`, warning: true });
    } else if (v !== undefined && !noAttribute(node, field, v)) {
      problems.push(...validate(v, field.shape, join(path, key)));
    }
  }
  return problems;
}

/** A valid `value` with every left-out key that has a default filled in (objects are copied, not changed). */
export function applyDefaults(value: unknown, node: Node): unknown {
  switch (node.kind) {
    case "array":
      return (value as unknown[]).map((v) => applyDefaults(v, node.of));
    case "record":
      return Object.fromEntries(Object.entries(value as object).map(([k, v]) => [k, applyDefaults(v, node.of)]));
    case "variants":
      // An item docsgen cannot serve (warned about by `validate`) stays as written, in its place, so the
      // items after it keep their indices (and their config paths); the build leaves it out.
      if (node.skip?.(value as Record<string, unknown>) || node.keep?.(value as Record<string, unknown>)) return value;
      {
        const { tag, branch } = branchOf(node, value as Record<string, unknown>);
        const out = applyDefaults(value, branch as ObjectNode) as Record<string, unknown>;
        // A tag told by the object's shape (an item with `items` is a dropdown) is written down for the build.
        if (out[node.key] === undefined && tag !== node.fallback) out[node.key] = tag;
        return out;
      }
    case "object": {
      const out: Record<string, unknown> = { ...(value as object) };
      if (node.openReason !== undefined) for (const key of Object.keys(out)) if (!node.fields[key]) delete out[key];
      for (const [key, field] of Object.entries(node.fields)) {
        if (field.presence === "ignored" || noAttribute(node, field, out[key])) delete out[key];
        if (out[key] === undefined && field.presence === "default") out[key] = structuredClone(field.default ?? {});
        if (out[key] !== undefined) out[key] = applyDefaults(out[key], field.shape);
      }
      return out;
    }
    default:
      return value;
  }
}

/**
 * `rel: null` on a navbar or footer link: Docusaurus hands a link's keys to React as attributes, and React
 * writes no attribute for `null`, so Docusaurus builds it (ionic's configs write `target: "_blank", rel: null`).
 * In an open object (link attributes) a `null` optional key is the key left out.
 */
function noAttribute(node: ObjectNode, field: Field, value: unknown): boolean {
  return value === null && node.openReason !== undefined && field.presence === "optional";
}

function join(path: string, key: string): string {
  return path ? `${path}.${key}` : key;
}
