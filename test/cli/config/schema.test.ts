import { readFileSync, writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { configSchema } from "../../../cli/config/schema.ts";
import type { Field, Node } from "../../../cli/config/shape.ts";
import { summarize } from "../../../cli/config/validate.ts";

/**
 * The README's "Configuration reference" table is generated from the schema, so the two cannot drift:
 * this test fails when they differ; `UPDATE_README=1 npx vitest run test/cli/config/schema.test.ts`
 * rewrites the table (and only the table).
 */
const README = fileURLToPath(new URL("../../../README.md", import.meta.url));
const HEADER = "| key | type | default | meaning |";

interface Row {
  key: string;
  field: Field;
}

/** The objects a node holds, with the path suffix that reaches them (`.*` for a record's values, `[]` for items). */
function children(node: Node): [string, Node][] {
  if (node.kind === "object") return [["", node]];
  if (node.kind === "record") return children(node.of).map(([s, n]) => [`.*${s}`, n]);
  if (node.kind === "array") return children(node.of).map(([s, n]) => [`[]${s}`, n]);
  return [];
}

/** One row per documented key, in schema order; `undocumented` collects keys neither documented nor summarised. */
function rows(node: Node, prefix: string, summarised: boolean, undocumented: string[]): Row[] {
  return children(node).flatMap(([suffix, object]) =>
    object.kind !== "object"
      ? []
      : Object.entries(object.fields).flatMap(([name, field]) => {
          const key = `${prefix}${suffix}${prefix || suffix ? "." : ""}${name}`;
          const nested = rows(field.shape, key, summarised || field.doc !== undefined, undocumented);
          if (!field.doc && !summarised && nested.length === 0) undocumented.push(key);
          return field.doc ? [{ key, field }, ...nested] : nested;
        }),
  );
}

/** A default as it is written in `site.config.ts`: `"warn"`, `10`, `{ defaultLocale: "zh-CN", locales: ["zh-CN"] }`. */
function literal(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(literal).join(", ")}]`;
  if (typeof value === "object" && value !== null) {
    return `{ ${Object.entries(value)
      .map(([k, v]) => `${k}: ${literal(v)}`)
      .join(", ")} }`;
  }
  return JSON.stringify(value);
}

const cell = (text: string) => text.replaceAll("|", "\\|");

function defaultOf(field: Field): string {
  if (field.presence === "ignored") return "ignored, with a warning";
  if (field.presence === "required") return "required";
  if (field.presence === "optional") return "–";
  return field.default === undefined ? "its keys' defaults" : `\`${cell(literal(field.default))}\``;
}

function typeOf(field: Field): string {
  const type = summarize(field.shape);
  return /^(string|number|boolean)$/.test(type) ? type : `\`${cell(type)}\``;
}

function table(): string {
  const lines = rows(configSchema, "", false, []).map(
    ({ key, field }) => `| \`${key}\` | ${typeOf(field)} | ${defaultOf(field)} | ${cell(field.doc ?? "")} |`,
  );
  return [HEADER, "| --- | --- | --- | --- |", ...lines].join("\n");
}

/** The table in the README: from its header to the first line that is not a table row. */
function readmeTable(readme: string): { start: number; end: number } {
  const start = readme.indexOf(HEADER);
  if (start < 0) throw new Error(`README.md has no line "${HEADER}"`);
  let end = start;
  while (end < readme.length && readme[end] === "|") {
    const next = readme.indexOf("\n", end);
    end = next < 0 ? readme.length : next + 1;
  }
  return { start, end: end - 1 };
}

describe("README configuration reference", () => {
  it("documents every key of the schema", () => {
    const undocumented: string[] = [];
    rows(configSchema, "", false, undocumented);
    expect(undocumented).toEqual([]);
  });

  it("is the table generated from the schema", () => {
    const readme = readFileSync(README, "utf8");
    const { start, end } = readmeTable(readme);
    const expected = table();
    if (process.env.UPDATE_README) {
      writeFileSync(README, readme.slice(0, start) + expected + readme.slice(end));
      return;
    }
    expect(readme.slice(start, end), "run UPDATE_README=1 npx vitest run test/cli/config/schema.test.ts").toBe(
      expected,
    );
  });
});
