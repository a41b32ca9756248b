/**
 * The manual's configuration reference (sites/manual/docs/reference/configuration.md), generated from the schema
 * in cli/config/schema.ts: one row per documented key, in schema order, so the page cannot drift from the
 * options the build accepts. test/manual/generated.test.ts fails when the committed page differs.
 */
import { configSchema } from "../../cli/config/schema.ts";
import type { Field, Node } from "../../cli/config/shape.ts";
import { summarize } from "../../cli/config/validate.ts";
import { GENERATED_NOTE } from "./page.ts";

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

/** Keys of the schema that have neither a `doc` line nor a documented parent that summarises them. */
export function undocumentedKeys(): string[] {
  const undocumented: string[] = [];
  rows(configSchema, "", false, undocumented);
  return undocumented;
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

/** The table: one row per documented key. */
export function configTable(): string {
  const lines = rows(configSchema, "", false, []).map(
    ({ key, field }) => `| \`${key}\` | ${typeOf(field)} | ${defaultOf(field)} | ${cell(field.doc ?? "")} |`,
  );
  return ["| key | type | default | meaning |", "| --- | --- | --- | --- |", ...lines].join("\n");
}

/** The whole page. */
export function configReferencePage(): string {
  return `---
title: Configuration reference
description: Every key of site.config.ts, its type, default and meaning, generated from docsgen's config schema.
---

${GENERATED_NOTE("scripts/manual/config-reference.ts", "cli/config/schema.ts")}

\`site.config.ts\` at the root of the site folder default-exports one object. The table lists every key docsgen
knows, in the order of the schema in \`cli/config/schema.ts\`, which also gives \`UserConfig\` its type, the build its
defaults and validation its messages.

A key marked required inside an optional object is required when that object is given. Unknown keys and values
of the wrong type stop the build with the line in \`site.config.ts\` of the key at fault and the nearest valid key
(\`tagLine is not a known option — Did you mean "tagline"?\`): see [config-invalid](./diagnostics.md#config-invalid).
Keys that Docusaurus accepts and docsgen does not read are accepted with one
[config-ignored](./diagnostics.md#config-ignored) warning each; so are unknown keys of \`themeConfig\` (other themes'
options) and of navbar and footer links (Docusaurus passes them to the link as attributes).

A site without \`site.config.ts\` that has a \`docusaurus.config.{ts,mts,js,mjs,cjs}\` is built from that file instead:
its classic preset's \`docs\`, \`blog\` and \`pages\` options become the keys below of the same names, its top level
and \`themeConfig\` are read as they are, and diagnostics name each key as written there
(\`presets[0][1].docs.showLastUpdateTime\`). See [Migrating from Docusaurus](../guides/migrating-from-docusaurus.md).

${configTable()}
`;
}
