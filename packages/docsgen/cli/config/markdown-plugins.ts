/**
 * The remark and rehype plugins a config gives the docs, blog and pages (`remarkPlugins`, `rehypePlugins` and
 * their `beforeDefault…` lists, as in Docusaurus). They are functions, which neither the cache keys nor the
 * build's worker threads can hold: the resolved config carries a description of each (`PluginSpec`: where it
 * is written, which package and version or which config code it is, its options as text), and the functions
 * themselves stay in the process that loaded the config (`rememberPlugins`); a worker thread loads the config
 * again to get them (markdown/plugins.ts).
 */
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { sha256 } from "../hash.ts";
import { MISSING_PACKAGE, MISSING_SPECIFIER } from "./module/compile.ts";
import { REVIVED } from "./module/thread.ts";
import type { ConfigProblem } from "./validate.ts";

/** The plugin lists, in the order Docusaurus runs them (before its own plugins, after them). */
export const PLUGIN_LISTS = [
  "beforeDefaultRemarkPlugins",
  "remarkPlugins",
  "beforeDefaultRehypePlugins",
  "rehypePlugins",
] as const;
export type PluginList = (typeof PLUGIN_LISTS)[number];

/** The config sections that carry plugin lists: each content kind has its own. */
export const PLUGIN_SECTIONS = ["docs", "blog", "pages"] as const;
export type PluginSection = (typeof PLUGIN_SECTIONS)[number];

/** One plugin as cache keys and messages know it. */
export interface PluginSpec {
  /** Where it is written, as a path of docsgen's config (`docs.remarkPlugins[1]`). */
  at: string;
  /** What messages call it: the package and export, or the function's name. */
  name: string;
  /** The package's `name@version` and export, or a hash of the config's compiled code (a plugin written in the site). */
  identity: string;
  /** Its options as stable text (functions by their source). */
  options: string;
}

/** The plugin descriptions of a config, only for the sections and lists that have some. */
export type PluginSpecs = Partial<Record<PluginSection, Partial<Record<PluginList, PluginSpec[]>>>>;

/** A plugin ready to `use`: the attacher and its options. */
export interface LivePlugin {
  spec: PluginSpec;
  attacher: (...options: unknown[]) => unknown;
  options: unknown[];
}
export type LivePlugins = Partial<Record<PluginSection, Partial<Record<PluginList, LivePlugin[]>>>>;

type Rec = Record<string, unknown>;
const isRecord = (v: unknown): v is Rec => typeof v === "object" && v !== null && !Array.isArray(v);

/**
 * Takes the plugin lists out of a config in docsgen's shape (so validation does not see them) and describes
 * them. `code` is the config's compiled text. Entries docsgen cannot use are problems (warnings), left out.
 */
export function takePlugins(
  user: unknown,
  code: string,
): { specs?: PluginSpecs; live: LivePlugins; problems: ConfigProblem[]; missing: Set<string> } {
  const problems: ConfigProblem[] = [];
  // Packages not installed that a list names: unlike a theme's value, a plugin's absence changes the output.
  const missing = new Set<string>();
  const specs: PluginSpecs = {};
  const live: LivePlugins = {};
  if (!isRecord(user)) return { live, problems, missing };
  const codeHash = sha256(code).slice(0, 16);
  for (const section of PLUGIN_SECTIONS) {
    const options = user[section];
    if (!isRecord(options)) continue;
    for (const list of PLUGIN_LISTS) {
      const entries = options[list];
      if (entries === undefined) continue;
      delete options[list];
      if (!Array.isArray(entries)) {
        problems.push({
          path: `${section}.${list}`,
          message: "is not a list of plugins; it is ignored",
          warning: true,
        });
        continue;
      }
      entries.forEach((entry, i) => {
        const at = `${section}.${list}[${i}]`;
        const [attacher, ...pluginOptions] = Array.isArray(entry) ? entry : [entry];
        if (entry === false || entry === null || entry === undefined) return;
        if (typeof attacher !== "function") {
          problems.push({
            path: at,
            message: "is not a plugin function (or `[plugin, options]`); docsgen leaves it out",
            warning: true,
            hint: "Import the plugin (`import remarkMath from 'remark-math'`) and list the function itself.",
          });
          return;
        }
        if (attacher.name === MISSING_PACKAGE) {
          missing.add(String((attacher as unknown as Rec)[MISSING_SPECIFIER]));
          return;
        }
        if ((attacher as unknown as Rec)[REVIVED] === true) {
          problems.push({
            path: at,
            message:
              "cannot be run: the config needs ES module evaluation (a top-level `await`), which gives docsgen no callable plugin; it is left out",
            warning: true,
            hint: "Remove the config's top-level `await` (an async config function is fine).",
          });
          return;
        }
        const spec: PluginSpec = { at, ...identify(attacher, codeHash), options: stableText(pluginOptions) };
        const liveLists = live[section] ?? {};
        live[section] = liveLists;
        liveLists[list] = [
          ...(liveLists[list] ?? []),
          { spec, attacher: attacher as LivePlugin["attacher"], options: pluginOptions },
        ];
        const specLists = specs[section] ?? {};
        specs[section] = specLists;
        specLists[list] = [...(specLists[list] ?? []), spec];
      });
    }
  }
  return { specs: Object.keys(specs).length > 0 ? specs : undefined, live, problems, missing };
}

/**
 * The package a plugin function comes from (a module Node loaded for the config exports it), by name, version
 * and export; else the config's own code, which holds every site file it imports.
 */
function identify(fn: (...args: never[]) => unknown, codeHash: string): { name: string; identity: string } {
  const require = createRequire(import.meta.url);
  for (const [path, mod] of Object.entries(require.cache)) {
    const exports = mod?.exports as unknown;
    if (exports === undefined || exports === null) continue;
    let exportName: string | undefined;
    if (exports === fn) exportName = "default";
    else if (typeof exports === "object" || typeof exports === "function") {
      for (const key of Object.keys(exports as Rec)) {
        if ((exports as Rec)[key] === fn) {
          exportName = key;
          break;
        }
      }
    }
    if (exportName === undefined) continue;
    const pkg = packageOf(path);
    if (!pkg) continue;
    const named = exportName === "default" ? pkg.name : `${pkg.name} (${exportName})`;
    return { name: named, identity: `${pkg.name}@${pkg.version}#${exportName}` };
  }
  const name = fn.name || "anonymous plugin";
  return { name, identity: `config:${codeHash}#${name}` };
}

/** The nearest package.json above a module file that has a name: the package it belongs to. */
function packageOf(file: string): { name: string; version: string } | undefined {
  for (let dir = dirname(file); dirname(dir) !== dir; dir = dirname(dir)) {
    try {
      const manifest = JSON.parse(readFileSync(join(dir, "package.json"), "utf8")) as Rec;
      if (typeof manifest.name === "string")
        return { name: manifest.name, version: typeof manifest.version === "string" ? manifest.version : "?" };
    } catch {
      // no manifest here: the folder above
    }
  }
  return undefined;
}

/** Options as stable text: keys sorted, functions by their source, regular expressions by theirs. */
export function stableText(value: unknown): string {
  const seen = new Set<unknown>();
  const walk = (v: unknown): unknown => {
    if (typeof v === "function") return `[function ${v.toString()}]`;
    if (v instanceof RegExp) return `[regexp ${v.toString()}]`;
    if (typeof v === "bigint" || typeof v === "symbol") return String(v);
    if (v === undefined) return "[undefined]";
    if (v === null || typeof v !== "object") return v;
    if (seen.has(v)) return "[circular]";
    seen.add(v);
    if (Array.isArray(v)) return v.map(walk);
    return Object.fromEntries(
      Object.keys(v)
        .sort()
        .map((k) => [k, walk((v as Rec)[k])]),
    );
  };
  return JSON.stringify(walk(value));
}

/** The live plugins of configs this process loaded, by config file and specs: see `rememberPlugins`. */
const remembered = new Map<string, LivePlugins>();

/** Keeps a loaded config's plugins for this process's builds (the resolved config can hold no function). */
export function rememberPlugins(file: string, specs: PluginSpecs, live: LivePlugins): void {
  remembered.set(`${file}\0${JSON.stringify(specs)}`, live);
}

/** The plugins this process loaded with a config file of these specs, if it did. */
export function rememberedPlugins(file: string, specs: PluginSpecs): LivePlugins | undefined {
  return remembered.get(`${file}\0${JSON.stringify(specs)}`);
}
