/**
 * A site plugin's `configureWebpack`, read for what esbuild can do the same: `resolve.alias` and the
 * definitions of `DefinePlugin` are applied to the bundles of the site's code (react/bundle.ts); any other
 * webpack plugin or loader rule is a located warning naming it. Docusaurus merges the object the hook returns
 * into its config (and the hook may change the config it is given): both are read.
 */
import { join } from "node:path";

/** What the bundles of the site's code take from the plugins' webpack settings. */
export interface WebpackSettings {
  /** Import path → absolute path or package (esbuild's `alias`). */
  alias: Record<string, string>;
  /** Expression → code (esbuild's `define`). */
  define: Record<string, string>;
}

/** A webpack plugin made by the stand-in: its kind and the arguments it was given. */
class Recorded {
  constructor(
    readonly kind: string,
    readonly args: unknown[],
  ) {}
}

/**
 * What a plugin's `require('webpack')` gives, installed or not: the constructors docsgen reads record their
 * arguments; any other one is named in a warning.
 */
export const webpackStandIn: Record<string, unknown> = new Proxy(
  {},
  {
    get(_, key) {
      if (typeof key !== "string" || key === "then" || key === "__esModule") return undefined;
      const kind: string = key;
      return class extends Recorded {
        constructor(...args: unknown[]) {
          super(kind, args);
        }
      };
    },
  },
);

type Rec = Record<string, unknown>;
const isRecord = (v: unknown): v is Rec => typeof v === "object" && v !== null && !Array.isArray(v);

/** An esbuild `define` value: JSON, or an identifier path (`globalThis.x`). */
const DEFINABLE = /^(?:[A-Za-z_$][\w$]*(?:\.[A-Za-z_$][\w$]*)*)$/;
function definable(code: string): boolean {
  try {
    JSON.parse(code);
    return true;
  } catch {
    return DEFINABLE.test(code);
  }
}

/** Webpack's DefinePlugin definitions flattened (`{ 'process.env': { X: '"1"' } }` → `process.env.X`). */
function flatten(prefix: string, value: unknown, out: [string, unknown][]): void {
  if (isRecord(value) && !(value instanceof Recorded))
    for (const [k, v] of Object.entries(value)) flatten(prefix ? `${prefix}.${k}` : k, v, out);
  else out.push([prefix, value]);
}

/**
 * Reads one plugin's webpack settings into `into`: what was applied, and a warning text for each thing that
 * is not (each said once).
 */
export function readWebpack(configs: readonly unknown[], into: WebpackSettings, siteDir: string): string[] {
  const warnings: string[] = [];
  for (const config of configs) {
    if (!isRecord(config)) continue;
    const alias = isRecord(config.resolve) ? config.resolve.alias : undefined;
    if (isRecord(alias))
      for (const [from, to] of Object.entries(alias)) {
        if (typeof to === "string") into.alias[from.replace(/\$$/, "")] = to.startsWith(".") ? join(siteDir, to) : to;
        else warnings.push(`its webpack alias ${JSON.stringify(from)} is not a path: it is not applied`);
      }
    for (const plugin of Array.isArray(config.plugins) ? config.plugins : []) {
      const kind = plugin instanceof Recorded ? plugin.kind : (plugin?.constructor?.name ?? "an unnamed plugin");
      // The stand-in's, or real webpack's (a plugin package that requires its own keeps `definitions`).
      const definitions = plugin instanceof Recorded ? plugin.args[0] : plugin?.definitions;
      if (kind === "DefinePlugin" && isRecord(definitions)) {
        const pairs: [string, unknown][] = [];
        flatten("", definitions, pairs);
        for (const [key, value] of pairs) {
          const code = typeof value === "string" ? value : JSON.stringify(value);
          if (code !== undefined && definable(code) && DEFINABLE.test(key)) into.define[key] = code;
          else
            warnings.push(
              `its DefinePlugin definition ${JSON.stringify(key)} is not a JSON value or a name: it is not applied`,
            );
        }
      } else if (/MonacoWebpackPlugin|MonacoEditorWebpackPlugin/i.test(kind) || monaco(plugin)) {
        warnings.push(
          "adds monaco-editor's webpack plugin, which docsgen does not run: monaco-editor's workers are not emitted. Recipe: copy `node_modules/monaco-editor/min/vs` into the static folder (static/monaco/vs) and load the editor from there with `@monaco-editor/loader` (`loader.config({ paths: { vs: useBaseUrl('/monaco/vs') } })`), or set `self.MonacoEnvironment.getWorkerUrl` to files you copy there",
        );
      } else warnings.push(`adds the webpack plugin ${kind}, which docsgen does not run`);
    }
    const rules = isRecord(config.module) && Array.isArray(config.module.rules) ? config.module.rules : [];
    for (const rule of rules) warnings.push(`adds the webpack rule ${ruleName(rule)}, which docsgen does not run`);
    for (const key of Object.keys(config))
      if (!["resolve", "plugins", "module", "mergeStrategy"].includes(key))
        warnings.push(`sets webpack's \`${key}\`, which docsgen does not use`);
    if (isRecord(config.resolve))
      for (const key of Object.keys(config.resolve))
        if (key !== "alias" && !(key === "extensions" && resolvedAlready(config.resolve.extensions)))
          warnings.push(`sets webpack's \`resolve.${key}\`, which docsgen does not use`);
  }
  return [...new Set(warnings)];
}

/** The extensions esbuild resolves without being told (`resolve.extensions` listing only these changes nothing). */
const ESBUILD_EXTENSIONS = [".tsx", ".ts", ".jsx", ".js", ".css", ".json", ".mjs", ".cjs", ".mts", ".cts"];
function resolvedAlready(extensions: unknown): boolean {
  return Array.isArray(extensions) && extensions.every((e) => typeof e === "string" && ESBUILD_EXTENSIONS.includes(e));
}

function monaco(plugin: unknown): boolean {
  return isRecord(plugin) && Object.keys(plugin).some((k) => /monaco/i.test(k));
}

/** A loader rule by its loaders (`babel-loader`) or its test. */
function ruleName(rule: unknown): string {
  if (!isRecord(rule)) return "(not an object)";
  const uses = [rule.loader, rule.use]
    .flat()
    .flatMap((u) => (typeof u === "string" ? [u] : isRecord(u) && typeof u.loader === "string" ? [u.loader] : []));
  return uses.length > 0 ? uses.join(", ") : `for ${String(rule.test)}`;
}
