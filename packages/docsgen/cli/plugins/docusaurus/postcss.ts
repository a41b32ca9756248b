/**
 * The site plugins' `configurePostCss`, as Docusaurus runs it for its client bundle: after every
 * `configureWebpack`, in the config's order, each hook is handed the PostCSS options (`{ ident, plugins }`)
 * the one before returned, and may change them in place or return others. What the last one leaves is the
 * list of PostCSS plugins docsgen runs over the site's stylesheets (assets/postcss.ts). Docusaurus's own
 * default plugin (autoprefixer, or postcss-preset-env) is not in the list: docsgen's CSS bundler writes for
 * the browsers it targets itself. A site whose plugins have no such hook runs none of this.
 */
import { createRequire } from "node:module";
import { join } from "node:path";
import { type PostCssPlugins, rememberPostCss } from "../../config/postcss-plugins.ts";
import type { ResolvedConfig } from "../../config/resolved.ts";
import { sha256 } from "../../hash.ts";
import { callPluginCode, type PluginPlace } from "./call.ts";

/** A site plugin as this hook needs it: where the config lists it, its hooks, and its compiled code. */
interface Hooked {
  place: PluginPlace;
  hooks: Record<string, unknown>;
  code?: string;
}

/** The options keys of postcss-loader docsgen reads; any other (`parser`, `syntax`) is a warning. */
const READ = new Set(["ident", "plugins"]);

/**
 * Runs every `configurePostCss` and keeps the PostCSS plugins they leave in this process; their description
 * for the resolved config, or undefined when no plugin has the hook or the list ends empty.
 */
export async function runConfigurePostCss(
  config: ResolvedConfig,
  instances: readonly Hooked[],
  warn: (place: PluginPlace, message: string, hint: string) => void,
): Promise<PostCssPlugins | undefined> {
  const hooked = instances.filter((i) => typeof i.hooks.configurePostCss === "function");
  if (hooked.length === 0) return undefined;
  const require = createRequire(join(config.siteDir, "package.json"));
  let options: Record<string, unknown> = { ident: "postcss", plugins: [] };
  /** Each entry a hook added, made live, under the hook's plugin (its warnings are that plugin's). */
  const made = new Map<unknown, unknown[]>();
  for (const instance of hooked) {
    const hook = instance.hooks.configurePostCss as (options: unknown) => unknown;
    const keys = new Set(Object.keys(options));
    const returned = await callPluginCode(config, instance.place, "configurePostCss", () =>
      hook.call(instance.hooks, options),
    );
    // Docusaurus hands the next hook what this one returned. A hook that changed the options in place and
    // returned nothing would leave postcss-loader with none; its changes are what it meant, so they are kept.
    if (isRecord(returned)) options = returned;
    else if (returned !== undefined)
      warn(
        instance.place,
        "returned something other than PostCSS options from configurePostCss: the options it was given are kept",
        "Return the options object the hook is given (`return postcssOptions;`).",
      );
    for (const key of Object.keys(options).filter((k) => !READ.has(k) && !keys.has(k)))
      warn(
        instance.place,
        `sets PostCSS's \`${key}\` in configurePostCss, which docsgen does not use`,
        "Its plugins run; the manual's Site plugins page says what of PostCSS docsgen runs.",
      );
    const added = entries(options.plugins).filter(([key]) => !made.has(key));
    // Made live as postcss-loader makes them: a name is required from the site, a creator given its options.
    await callPluginCode(config, instance.place, "configurePostCss", () => {
      for (const [key, entry] of added)
        made.set(
          key,
          livePlugin(entry, require, (m) => warn(instance.place, m, PLUGIN_HINT)),
        );
    });
  }
  // What the last hook left: a plugin an earlier hook added and a later one took out is not run.
  const final = entries(options.plugins).flatMap(([key]) => made.get(key) ?? []);
  if (final.length === 0) return undefined;
  const described: PostCssPlugins = {
    key: sha256(
      [
        ...final.map((p) => describe(p, 0)),
        // A plugin's code holds what a function's text does not: the constants its PostCSS plugin closes over.
        ...hooked.map((i) => i.code ?? String(i.hooks.configurePostCss)),
      ].map((part) => `${part}\0`),
    ),
    configuredBy: hooked.map((i) => i.place.name),
  };
  rememberPostCss(described, final);
  return described;
}

const PLUGIN_HINT = "Push a PostCSS plugin (`require('name')`, or a plugin object), or install the package it names.";

/**
 * postcss-loader's forms of `plugins`, each entry with what identifies it from one hook to the next: a list
 * (the entry itself), or an object of package names and their options (the name).
 */
function entries(plugins: unknown): [key: unknown, entry: unknown][] {
  if (Array.isArray(plugins)) return plugins.map((entry) => [entry, entry]);
  if (isRecord(plugins))
    return Object.entries(plugins).flatMap(([name, o]) => (o === false ? [] : [[name, [name, o]]]));
  return [];
}

/**
 * A PostCSS plugin as postcss-loader makes it from an entry: a package name is required from the site and
 * called with its options, if any; a plugin (object or function) with options is called with them; `false`
 * and empty entries are skipped. What is neither is left out with a warning.
 */
function livePlugin(entry: unknown, require: NodeJS.Require, warn: (message: string) => void): unknown[] {
  if (!entry) return [];
  const [plugin, options] = Array.isArray(entry) ? entry : [entry, undefined];
  let made: unknown = plugin;
  if (typeof plugin === "string") {
    try {
      const exported = require(plugin) as { default?: unknown };
      made = exported.default ?? exported;
    } catch {
      warn(`names the PostCSS plugin "${plugin}", which is not installed in the site folder: it is left out`);
      return [];
    }
  }
  if (typeof made === "function" && isRecord(options) && Object.keys(options).length > 0) made = made(options);
  if (typeof made !== "function" && !isRecord(made)) {
    warn(`gave PostCSS a plugin that is not one (${typeof made}): it is left out`);
    return [];
  }
  return [made];
}

/** What a plugin is, for the cache key: its values and its functions' code, a few levels deep. */
function describe(value: unknown, depth: number): string {
  if (typeof value === "function")
    return `${value.name}:${String(value)}${depth < 3 ? describeKeys(value, depth) : ""}`;
  if (Array.isArray(value)) return depth < 3 ? `[${value.map((v) => describe(v, depth + 1)).join(",")}]` : "[…]";
  if (isRecord(value)) return depth < 3 ? `{${describeKeys(value, depth)}}` : "{…}";
  return typeof value === "bigint" || typeof value === "symbol" ? String(value) : (JSON.stringify(value) ?? "");
}

function describeKeys(value: object, depth: number): string {
  return Object.keys(value)
    .sort()
    .map((k) => {
      try {
        return `${k}=${describe((value as Record<string, unknown>)[k], depth + 1)}`;
      } catch {
        return `${k}=?`; // a getter that throws: the plugin's code, in the key through its site plugin's code
      }
    })
    .join(";");
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}
