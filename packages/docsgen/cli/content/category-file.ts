import { readFileSync } from "node:fs";
import { basename } from "node:path";
import matter from "gray-matter";
import { fail, suggest } from "../diagnostics/diagnostic.ts";
import type { CategoryMeta } from "./types.ts";
import { checkYamlExpansion } from "./yaml-guard.ts";

/**
 * The YAML parser gray-matter reads front matter with (js-yaml's safe load): category files and front
 * matter then accept the same YAML. gray-matter exposes it at run time but not in its types.
 */
const yaml = (matter as unknown as { engines: { yaml: { parse(text: string): unknown } } }).engines.yaml;

/** Keys Docusaurus accepts in `_category_.*`, with the type each must have. */
const KEYS: Record<string, string> = {
  label: "string",
  position: "number",
  collapsed: "boolean",
  collapsible: "boolean",
  className: "string",
  description: "string",
  key: "string",
  customProps: "object",
  link: "object",
};
const GENERATED_INDEX_KEYS: Record<string, string> = {
  type: "string",
  slug: "string",
  title: "string",
  description: "string",
  keywords: "array",
  image: "string",
};

const HINT_JSON = 'A category file looks like {"label": "Guides", "position": 2}.';
const HINT_YAML = "A category file looks like:\nlabel: Guides\nposition: 2";

/**
 * Reads and checks one `_category_.json`, `_category_.yml` or `_category_.yaml` (`abs`; `file` is its path
 * relative to the site, for diagnostics). Invalid JSON or YAML, an unknown key or a mistyped value stops
 * the build with the line it is on.
 */
export function readCategoryFile(abs: string, file: string): CategoryMeta {
  const text = readFileSync(abs, "utf8");
  const isJson = file.endsWith(".json");
  let data: unknown;
  try {
    data = isJson ? JSON.parse(text) : yaml.parse(text);
  } catch (error) {
    const { line, column, reason } = isJson ? jsonPlace(text, error as Error) : yamlPlace(error);
    fail(
      {
        code: "sidebar",
        message: `invalid ${isJson ? "JSON" : "YAML"} in ${basename(file)}: ${reason}`,
        file,
        line,
        column,
        hint: isJson ? HINT_JSON : HINT_YAML,
      },
      error,
    );
  }
  if (!isJson) checkYamlExpansion(data, text, { file, firstLine: 1, code: "sidebar" });
  // An empty YAML file is an empty category file.
  if (data === undefined || data === null) return { file };
  const at = (key: string) => lineOf(text, key);
  if (typeof data !== "object" || Array.isArray(data)) {
    fail({
      code: "sidebar",
      message: `${basename(file)} must hold an object of keys`,
      file,
      line: 1,
      hint: isJson ? HINT_JSON : HINT_YAML,
    });
  }
  const meta = data as Record<string, unknown>;
  checkKeys(meta, KEYS, { file, at, prefix: "" });
  const link = meta.link;
  if (link !== undefined && link !== null) {
    const l = link as Record<string, unknown>;
    if (l.type === "doc") {
      checkKeys(l, { type: "string", id: "string" }, { file, at, prefix: "link." });
      if (typeof l.id !== "string")
        fail({ code: "sidebar", message: `"link" of type "doc" needs an "id"`, file, line: at("link") });
    } else if (l.type === "generated-index") {
      checkKeys(l, GENERATED_INDEX_KEYS, { file, at, prefix: "link." });
      if (Array.isArray(l.keywords) && l.keywords.some((k) => typeof k !== "string")) {
        fail({ code: "sidebar", message: `"link.keywords" must be a list of strings`, file, line: at("keywords") });
      }
    } else {
      fail({
        code: "sidebar",
        message: `"link.type" must be "doc" or "generated-index", got ${JSON.stringify(l.type)}`,
        file,
        line: at("type") ?? at("link"),
      });
    }
  }
  return { ...(meta as Omit<CategoryMeta, "file">), file };
}

/** Where a category file's keys are reported: the file, a key's line, and the path of the object (`link.`). */
interface KeysAt {
  file: string;
  at: (key: string) => number | undefined;
  prefix: string;
}

function checkKeys(data: Record<string, unknown>, known: Record<string, string>, where: KeysAt) {
  const { file, at, prefix } = where;
  for (const [key, value] of Object.entries(data)) {
    const type = known[key];
    if (type === undefined) {
      const near = suggest(key, Object.keys(known));
      fail({
        code: "sidebar",
        message: `unknown key "${prefix}${key}" in ${basename(file)}`,
        file,
        line: at(key),
        hint: near ? `Did you mean "${prefix}${near}"?` : `Known keys: ${Object.keys(known).join(", ")}.`,
      });
    }
    const actual = value === null ? "null" : Array.isArray(value) ? "array" : typeof value;
    // `link: null` is Docusaurus's way to say "no link, not even the folder's index doc".
    if (actual !== type && !(key === "link" && actual === "null")) {
      fail({
        code: "sidebar",
        message: `"${prefix}${key}" must be a${type === "array" || type === "object" ? "n" : ""} ${type}, got ${JSON.stringify(value)}`,
        file,
        line: at(key),
      });
    }
  }
}

/** 1-based line of the first `key:` (YAML) or `"key":` (JSON) in the file. */
function lineOf(text: string, key: string): number | undefined {
  const re = new RegExp(`^\\s*(?:-\\s*)?["']?${key.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}["']?\\s*:`);
  const index = text.split("\n").findIndex((l) => re.test(l) || l.includes(`"${key}":`));
  return index >= 0 ? index + 1 : undefined;
}

function jsonPlace(text: string, error: Error) {
  // V8 names the offset ("at position 12") and, in newer versions, the line and column too.
  const lc = /line (\d+) column (\d+)/.exec(error.message);
  if (lc) return { line: Number(lc[1]), column: Number(lc[2]), reason: error.message };
  const at = /position (\d+)/.exec(error.message);
  return {
    line: at ? text.slice(0, Number(at[1])).split("\n").length : undefined,
    column: undefined,
    reason: error.message,
  };
}

function yamlPlace(error: unknown) {
  const mark = (error as { mark?: { line: number; column: number } }).mark;
  const reason = (error as { reason?: string }).reason ?? (error as Error).message;
  return { line: mark ? mark.line + 1 : undefined, column: mark ? mark.column + 1 : undefined, reason };
}
