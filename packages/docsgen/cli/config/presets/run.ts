/**
 * Running one preset of a Docusaurus config, as Docusaurus's `loadPresets` does: its module is found from
 * the config's folder (a path, or a package by the names Docusaurus tries), its export (or its `default`) is
 * called with the site's context and the entry's options, and what it returns is `{ plugins?, themes? }`.
 * The preset is the site's code: it is compiled and run as the site's plugins are (config/module/), under
 * the same time limit, with stand-ins for the Docusaurus packages a site read by docsgen need not install
 * (the classic preset: classic.ts). What it returns is checked before anything reads it.
 */
import { createRequire } from "node:module";
import { dirname, isAbsolute, join, resolve } from "node:path";
import { BuildError, type Diagnostic } from "../../diagnostics/diagnostic.ts";
import { placeOf } from "../../paths/contain.ts";
import { relativePath } from "../../paths/relative.ts";
import { lineOf } from "../locate.ts";
import { findFile } from "../module/find-file.ts";
import { siteCodeTimeoutMs, siteFrame } from "../module/limits.ts";
import { loadTsModule, readText } from "../module/load.ts";
import { callHere } from "../module/run-here.ts";
import type { ConfigProblem } from "../validate.ts";
import { classicPresetModule } from "./classic.ts";

type Rec = Record<string, unknown>;
const isRecord = (v: unknown): v is Rec => typeof v === "object" && v !== null && !Array.isArray(v);

/** A preset entry of the config, as messages name it. */
export interface PresetPlace {
  /** What the config wrote: `./presets/orchard`, `@ionic-docs/preset-classic`. */
  name: string;
  /** Where the config lists it: `presets[0]`. */
  at: string;
  /** The config's absolute path. */
  configFile: string;
}

/** What a preset returned, checked: its plugin and theme entries, and warnings about the ones left out. */
export interface PresetResult {
  plugins: unknown[];
  themes: unknown[];
  problems: ConfigProblem[];
}

/**
 * The names Docusaurus tries for a preset (its moduleShorthand): `x` as written, then `@docusaurus/preset-x`
 * and `docusaurus-preset-x`; `@scope/x` as written, then `@scope/docusaurus-preset-x`; `@scope` as
 * `@scope/docusaurus-preset`.
 */
export function presetNames(name: string): string[] {
  if (!name.startsWith("@")) return [name, `@docusaurus/preset-${name}`, `docusaurus-preset-${name}`];
  const slash = name.indexOf("/");
  if (slash < 0) return [`${name}/docusaurus-preset`];
  return [name, `${name.slice(0, slash)}/docusaurus-preset-${name.slice(slash + 1)}`];
}

/** The module file of a preset, looked up from the config's folder; undefined when there is none. */
export function presetFile(name: string, configFile: string): string | undefined {
  if (/^\.{0,2}\//.test(name) || isAbsolute(name)) return findFile(resolve(dirname(configFile), name));
  const require = createRequire(configFile);
  for (const candidate of presetNames(name)) {
    try {
      return require.resolve(candidate);
    } catch {
      // next name
    }
  }
  return undefined;
}

/**
 * Runs the preset in `file` with `options` (see the file's comment). A preset outside the site folder, one
 * whose module exports no function, that throws or runs past the time limit, or returns no preset object
 * is a located error at the config's line for it, naming it.
 */
export async function runPreset(
  place: PresetPlace,
  file: string,
  options: unknown,
  siteConfig: Rec,
): Promise<PresetResult> {
  const siteDir = dirname(place.configFile);
  const fail = (message: string, hint: string, code: Diagnostic["code"] = "config-load"): never => {
    throw new BuildError([presetDiagnostic(place, { message, hint, code })]);
  };
  // A package's files are its own (node_modules, hoisted or not); a local preset stays in the site folder.
  const inPackage = /[\\/]node_modules[\\/]/.test(file);
  if (!inPackage && placeOf(siteDir, file) !== "inside")
    fail(
      `names ${relativePath(siteDir, file)}, which is outside the site folder`,
      "Move the preset into the site folder: docsgen runs only the site's own files and packages.",
      "path-outside",
    );
  const rel = inPackage
    ? file.slice(file.lastIndexOf("node_modules")).replace(/\\/g, "/")
    : relativePath(siteDir, file);
  const exported = await loadTsModule(file, rel, {
    provided: { "@docusaurus/preset-classic": classicPresetModule },
    // Docusaurus's own packages a preset names (`require.resolve('@docusaurus/plugin-content-docs')`) need not
    // be installed: a missing one answers its name, which the config reader knows.
    onMissingPackage: () => {},
  });
  const fn = typeof exported === "function" ? exported : isRecord(exported) ? exported.default : undefined;
  if (typeof fn !== "function")
    fail(
      "exports no preset function",
      "Export the preset function: `module.exports = function (context, options) { … }` or `export default`.",
    );
  const timeoutMs = siteCodeTimeoutMs();
  // A build is a production one in Docusaurus: presets leave out their debug plugins then.
  const env = process.env.NODE_ENV;
  process.env.NODE_ENV ??= "production";
  const answer = await callHere(
    () => (fn as (c: unknown, o: unknown) => unknown)(presetContext(place, siteConfig), options ?? {}),
    timeoutMs,
  );
  if (env === undefined) delete process.env.NODE_ENV;
  if (answer.kind === "timeout")
    fail(
      `did not finish within ${timeoutMs / 1000} s`,
      "Look for a loop that never ends, or an `await` on something that never settles, in the preset.",
    );
  if (answer.kind === "threw") {
    const where = siteFrame(answer.error.stack);
    throw new BuildError(
      [
        presetDiagnostic(place, {
          message: `threw${where ? ` (${where})` : ""}: ${answer.error.message}`,
          hint: "Fix the preset or its options (DEBUG=docsgen prints its stack); the config line lists it.",
        }),
      ],
      { cause: answer.cause },
    );
  }
  const returned = answer.kind === "value" ? answer.value : undefined;
  if (!isRecord(returned))
    return fail("returned no preset object", "Return `{ plugins: [ … ], themes: [ … ] }` from the preset function.");
  const problems: ConfigProblem[] = [];
  const list = (key: "plugins" | "themes"): unknown[] => {
    const value = returned[key];
    if (value === undefined || value === null) return [];
    if (!Array.isArray(value))
      fail(`returned ${key} that is not a list`, `Return \`${key}: [ … ]\` from the preset function, or leave it out.`);
    // Falsy entries are dropped, as Docusaurus drops them (`isProd && 'plugin'`).
    return (value as unknown[]).flatMap((item, i) => {
      if (item === false || item === null || item === undefined || item === 0 || item === "") return [];
      if (isEntry(item)) return [item];
      problems.push({
        path: place.at,
        message: `returns ${key}[${i}], which is not a plugin entry (a name, a function, or [either, options]); it is left out`,
        warning: true,
      });
      return [];
    });
  };
  return { plugins: list("plugins"), themes: list("themes"), problems };
}

/** A plugin or theme entry Docusaurus accepts: a name, a function, or `[either, options]`. */
function isEntry(item: unknown): boolean {
  const head = Array.isArray(item) && item.length >= 1 && item.length <= 2 ? item[0] : item;
  return (typeof head === "string" && head !== "") || typeof head === "function";
}

/** A located error about a preset, at the config's line for it. */
function presetDiagnostic(
  place: PresetPlace,
  d: { message: string; hint: string; code?: Diagnostic["code"] },
): Diagnostic {
  const source = readText(place.configFile);
  return {
    severity: "error",
    code: d.code ?? "config-load",
    message: `the preset ${JSON.stringify(place.name)} (${place.at}) ${d.message}`,
    file: relativePath(dirname(place.configFile), place.configFile),
    line: lineOf(source, place.at),
    hint: d.hint,
  };
}

/**
 * The context a preset is called with, shaped as Docusaurus's `LoadContext` before the config is resolved:
 * the site folder, the config as its file exports it (presets read `siteConfig.themeConfig`, `presets`,
 * `plugins`), the output and generated-files folders, the default locale.
 */
function presetContext(place: PresetPlace, config: Rec) {
  const siteDir = dirname(place.configFile);
  const siteConfig = {
    baseUrl: "/",
    themeConfig: {},
    plugins: [],
    themes: [],
    presets: [],
    customFields: {},
    ...config,
  };
  const given = isRecord(config.i18n) ? config.i18n : {};
  const currentLocale = typeof given.defaultLocale === "string" ? given.defaultLocale : "en";
  const i18n = {
    defaultLocale: currentLocale,
    locales: [currentLocale],
    path: "i18n",
    localeConfigs: {},
    ...given,
    currentLocale,
  };
  return {
    siteDir,
    siteConfig,
    siteConfigPath: place.configFile,
    baseUrl: siteConfig.baseUrl,
    outDir: join(siteDir, "build"),
    generatedFilesDir: join(siteDir, ".docusaurus"),
    i18n,
    localizationDir: join(siteDir, "i18n", currentLocale),
    codeTranslations: {},
    siteVersion: undefined,
    currentBundler: { name: "webpack" },
  };
}
