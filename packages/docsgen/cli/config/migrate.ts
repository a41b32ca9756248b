/**
 * `docsgen migrate`: the text of a `site.config.ts` holding what docsgen reads of a Docusaurus config. The
 * config is read as `docsgen build` reads it (read.ts readUserConfig); what docsgen ignores is not written
 * (the command lists it), so the new file builds without config-ignored warnings and means what the old one did.
 */
import { isAbsolute } from "node:path";
import { relativePath } from "../paths/relative.ts";
import { configSchema } from "./schema.ts";
import type { Node } from "./shape.ts";

/** `value` without the keys and items that `node` warns about (ignored keys, unknown keys of open objects). */
export function keepRead(value: unknown, node: Node): unknown {
  if (value === undefined) return undefined;
  switch (node.kind) {
    case "array":
      return Array.isArray(value)
        ? value
            .filter((v) => !(isRecord(v) && node.of.kind === "variants" && node.of.skip?.(v)))
            .map((v) => keepRead(v, node.of))
        : value;
    case "record":
      return isRecord(value)
        ? Object.fromEntries(Object.entries(value).map(([k, v]) => [k, keepRead(v, node.of)]))
        : value;
    case "variants": {
      if (!isRecord(value)) return value;
      const tag = value[node.key] ?? node.infer?.(value) ?? node.fallback;
      const branch = typeof tag === "string" ? node.of[tag] : undefined;
      return branch ? keepRead(value, branch) : value;
    }
    case "object": {
      if (!isRecord(value)) return value;
      const out: Record<string, unknown> = {};
      for (const [key, v] of Object.entries(value)) {
        const field = node.fields[key];
        if (!field || field.presence === "ignored" || v === undefined) continue;
        out[key] = keepRead(v, field.shape);
      }
      return out;
    }
    default:
      return value;
  }
}

/** The text of site.config.ts for the mapped config `user` of the site in `siteDir`, read from `from`. */
export function siteConfigText(user: unknown, siteDir: string, from: string): string {
  const kept = relativePaths(keepRead(user, configSchema), siteDir);
  return [
    `// Written by \`docsgen migrate\` from ${from}: the settings docsgen reads, in its own format. docsgen reads`,
    "// this file, not that one, from now on; see the configuration reference in docsgen's manual. Values the old",
    "// file computed (`new Date().getFullYear()`, environment variables) are written as they were computed.",
    'import type { UserConfig } from "docsgen";',
    "",
    `const config: UserConfig = ${literal(kept, "")};`,
    "",
    "export default config;",
    "",
  ].join("\n");
}

/** Absolute paths inside the site (`require.resolve("./sidebars.js")`) made relative to it. */
function relativePaths(value: unknown, siteDir: string): unknown {
  if (typeof value === "string" && isAbsolute(value) && value.startsWith(`${siteDir}/`)) {
    return relativePath(siteDir, value);
  }
  if (Array.isArray(value)) return value.map((v) => relativePaths(v, siteDir));
  if (isRecord(value)) return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, relativePaths(v, siteDir)]));
  return value;
}

/** A TypeScript literal of plain data, two spaces an indent, keys unquoted where they may be. */
function literal(value: unknown, indent: string): string {
  const inner = `${indent}  `;
  if (Array.isArray(value)) {
    if (value.length === 0) return "[]";
    if (value.every((v) => typeof v !== "object" || v === null))
      return `[${value.map((v) => literal(v, inner)).join(", ")}]`;
    return `[\n${value.map((v) => `${inner}${literal(v, inner)},`).join("\n")}\n${indent}]`;
  }
  if (isRecord(value)) {
    const entries = Object.entries(value);
    if (entries.length === 0) return "{}";
    const key = (k: string) => (/^[A-Za-z_$][\w$]*$/.test(k) ? k : JSON.stringify(k));
    return `{\n${entries.map(([k, v]) => `${inner}${key(k)}: ${literal(v, inner)},`).join("\n")}\n${indent}}`;
  }
  return JSON.stringify(value) ?? "undefined";
}

function isRecord(v: unknown): v is Record<string, unknown> {
  return typeof v === "object" && v !== null && !Array.isArray(v);
}
