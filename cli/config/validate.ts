import { suggest } from "../diagnostics/diagnostic.ts";
import type { Shape } from "./schema.ts";

/** One problem found in the config, at a dotted path such as `themeConfig.navbar.items[2].label`. */
export interface ConfigProblem {
  path: string;
  message: string;
  hint?: string;
}

function describe(shape: Shape): string {
  switch (shape.kind) {
    case "enum":
      return shape.values.map((v) => JSON.stringify(v)).join(" | ");
    case "array":
      return "an array";
    case "union":
      return shape.of.map(describe).join(" or ");
    case "record":
    case "object":
      return "an object";
    default:
      return `a ${shape.kind}`;
  }
}

function typeOf(value: unknown): string {
  if (value === null) return "null";
  if (Array.isArray(value)) return "an array";
  return typeof value === "object" ? "an object" : `${typeof value} ${JSON.stringify(value)}`;
}

/** Checks `value` against `shape`; returns every problem (not just the first) so one run fixes them all. */
export function validate(value: unknown, shape: Shape, path = ""): ConfigProblem[] {
  const at = path || "(config)";
  const wrong = (): ConfigProblem[] => [{ path: at, message: `must be ${describe(shape)}, got ${typeOf(value)}` }];
  switch (shape.kind) {
    case "string":
    case "number":
    case "boolean":
      return typeof value === shape.kind ? [] : wrong();
    case "enum":
      return typeof value === "string" && shape.values.includes(value) ? [] : wrong();
    case "union":
      return shape.of.some((s) => validate(value, s, path).length === 0) ? [] : wrong();
    case "array":
      return Array.isArray(value) ? value.flatMap((v, i) => validate(v, shape.of, `${path}[${i}]`)) : wrong();
    case "record":
      if (typeof value !== "object" || value === null || Array.isArray(value)) return wrong();
      return Object.entries(value).flatMap(([k, v]) => validate(v, shape.of, `${path}.${k}`));
    case "object": {
      if (typeof value !== "object" || value === null || Array.isArray(value)) return wrong();
      const problems: ConfigProblem[] = [];
      const record = value as Record<string, unknown>;
      for (const key of shape.required ?? []) {
        if (record[key] === undefined) problems.push({ path: join(path, key), message: "is required" });
      }
      for (const [key, v] of Object.entries(record)) {
        const field = shape.fields[key];
        if (!field) {
          const near = suggest(key, Object.keys(shape.fields));
          problems.push({
            path: join(path, key),
            message: "is not a known option",
            hint: near ? `Did you mean "${near}"?` : `Known options: ${Object.keys(shape.fields).join(", ")}.`,
          });
        } else if (v !== undefined) {
          problems.push(...validate(v, field, join(path, key)));
        }
      }
      return problems;
    }
  }
}

function join(path: string, key: string): string {
  return path ? `${path}.${key}` : key;
}
