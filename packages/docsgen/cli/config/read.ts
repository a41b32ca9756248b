/**
 * Reading a site's config file: site.config.ts, or a Docusaurus config mapped to its shape, loaded and validated,
 * each problem located at the key as written. `resolveConfig` (resolve.ts) and `docsgen migrate` start from it.
 */

import { join } from "node:path";
import type { Diagnostic } from "../diagnostics/diagnostic.ts";
import { relativePath } from "../paths/relative.ts";
import { searchProblems } from "./docsearch.ts";
import { writtenPath } from "./docusaurus.ts";
import { takeEditUrl } from "./edit-url.ts";
import { type InjectedConfig, injectedProblems } from "./injected-tags.ts";
import { lineOf } from "./locate.ts";
import { type PluginSpecs, rememberPlugins, takePlugins } from "./markdown-plugins.ts";
import { MISSING_PACKAGE } from "./module/compile.ts";
import { loadTsModule, readText } from "./module/load.ts";
import { nameProblems } from "./names.ts";
import { readDocusaurusConfig } from "./presets/expand.ts";
import { configSchema } from "./schema.ts";
import { rememberSitePlugins, type SitePluginRef } from "./site-plugins.ts";
import { type ConfigProblem, validate } from "./validate.ts";

/** A docsgen site's config file; a site without one is read from its Docusaurus config. */
export const CONFIG_FILE = "site.config.ts";

/** A config file read and validated, before defaults: what resolveConfig and `docsgen migrate` share. */
export interface UserConfigRead {
  /** The file, relative to the site folder, and its absolute path. */
  configFile: string;
  file: string;
  /** The config in site.config.ts's shape (a Docusaurus config mapped, its functions left out). */
  user: unknown;
  /** Validation's findings, located in the file as written: errors and config-ignored warnings. */
  located: Diagnostic[];
  configPaths: [string, string][];
  blogDisabled: boolean;
  /** A docusaurus.config: whether `@docusaurus/theme-mermaid` is in its `themes`; undefined for a site.config.ts. */
  mermaidTheme?: boolean;
  /** The remark and rehype plugins it lists, described (config/markdown-plugins.ts). */
  plugins?: PluginSpecs;
  /** A docusaurus.config's own plugins, described (config/site-plugins.ts); absent when it has none. */
  sitePlugins?: SitePluginRef[];
}

/**
 * Loads `configFile` of the site (site.config.ts, or a Docusaurus config, mapped: docusaurus.ts) and validates
 * it; every problem is located at the key as written in that file.
 */
export async function readUserConfig(siteDir: string, configFile: string, rootDir?: string): Promise<UserConfigRead> {
  const file = join(siteDir, configFile);
  const docusaurus = configFile !== CONFIG_FILE;
  const missing = new Map<string, string>();
  let code = "";
  const loaded = await loadTsModule(file, configFile, {
    // The files it imports come from the site folder, or from `--root`'s.
    ...(rootDir ? { root: rootDir } : {}),
    callDefault: docusaurus,
    onCompiled: (text) => {
      code = text;
    },
    // A Docusaurus config read without the site's packages installed: each missing one is a stand-in.
    ...(docusaurus
      ? { onMissingPackage: (specifier: string, importer: string) => missing.set(specifier, importer) }
      : {}),
  });
  const mapped = docusaurus ? await readDocusaurusConfig(loaded, file) : undefined;
  const user = mapped ? mapped.user : loaded;
  // Docusaurus's own default: a config without `i18n` is an English site (docsgen's own default is zh-CN).
  if (mapped && typeof mapped.user === "object" && mapped.user !== null && mapped.user.i18n === undefined)
    mapped.user.i18n = { defaultLocale: "en", locales: ["en"] };
  const configPaths = mapped?.paths ?? [];
  const own = mapped?.sitePlugins ?? [];
  rememberSitePlugins(file, own);
  const sitePlugins =
    own.length > 0 ? own.map(({ at, written, kind }) => ({ at, written, ...(kind ? { kind } : {}) })) : undefined;
  // Before validation: the plugin lists hold functions, which are valid there.
  const plugins = takePlugins(user, code);
  if (plugins.specs) rememberPlugins(file, plugins.specs, plugins.live);
  // A docs editUrl function is called for each doc (edit-url.ts); other functions are left out first:
  // validation then sees the values docsgen reads.
  if (mapped) takeEditUrl(user, file, (path) => lineOf(readText(file), writtenPath(configPaths, path)));
  const dropped = mapped ? dropFunctions(user, "") : [];
  const valid = validate(user, configSchema);
  // Values that would break out of the tags or the CSP, or names that would leave the output or a URL, once
  // the schema says their types are right.
  const unsafe = valid.some((p) => !p.warning)
    ? []
    : [...injectedProblems(user as InjectedConfig), ...searchProblems(user), ...nameProblems(user)];
  const problems = [...plugins.problems, ...dropped, ...valid, ...unsafe].map((p) => ({
    ...p,
    path: writtenPath(configPaths, p.path),
  }));
  problems.unshift(...(mapped?.problems ?? []));
  const source = problems.length > 0 || missing.size > 0 ? readText(file) : "";
  const missingFound = [...missing].map(([specifier, importer]): Diagnostic => {
    const where = {
      file: importer === file ? configFile : relativePath(siteDir, importer),
      line: importer === file ? lineWith(source, specifier) : undefined,
    };
    return plugins.missing.has(specifier)
      ? {
          severity: "error",
          code: "config-load",
          message: `cannot find package "${specifier}", which the config lists as a markdown plugin`,
          ...where,
          hint: `Run \`npm install ${specifier}\` in the site folder.`,
        }
      : {
          severity: "warning",
          code: "config-ignored",
          message: `imports "${specifier}", which is not installed in the site folder: docsgen reads the config with a stand-in for it, and leaves out the values taken from it`,
          ...where,
          hint: "Install the site's packages (npm install in the site folder) to read the config as Docusaurus does.",
        };
  });
  const located = problems.map(
    (p): Diagnostic => ({
      severity: p.warning ? "warning" : "error",
      code: p.warning ? "config-ignored" : "config-invalid",
      message: `${p.path} ${p.message}`,
      file: configFile,
      line: lineOf(source, p.path),
      hint: p.hint,
    }),
  );
  located.unshift(...missingFound);
  const blogDisabled = mapped?.blogDisabled ?? false;
  const mermaidTheme = mapped?.mermaidTheme;
  return {
    configFile,
    file,
    user,
    located,
    configPaths,
    blogDisabled,
    mermaidTheme,
    plugins: plugins.specs,
    ...(sitePlugins ? { sitePlugins } : {}),
  };
}

/** The line of the first import or require of `specifier` in `source`. */
function lineWith(source: string, specifier: string): number | undefined {
  const i = source.split("\n").findIndex((l) => l.includes(`"${specifier}"`) || l.includes(`'${specifier}'`));
  return i < 0 ? undefined : i + 1;
}

/**
 * Removes the functions of a Docusaurus config (`editUrl: ({ docPath }) => …`, `sidebarItemsGenerator`),
 * each with a warning: docsgen reads values. Configs of its own are plain data (validation says so).
 */
function dropFunctions(value: unknown, path: string): ConfigProblem[] {
  if (typeof value !== "object" || value === null) return [];
  const out: ConfigProblem[] = [];
  const record = value as Record<string, unknown>;
  for (const key of Object.keys(record)) {
    const at = Array.isArray(value) ? `${path}[${key}]` : path ? `${path}.${key}` : key;
    // A value taken from a missing package's stand-in: already reported, at the import.
    if (typeof record[key] === "function" && (record[key] as () => unknown).name === MISSING_PACKAGE) {
      if (Array.isArray(value)) record[key] = undefined;
      else delete record[key];
    } else if (typeof record[key] === "function") {
      out.push({ path: at, message: "is a function, which docsgen does not call; it is left out", warning: true });
      if (Array.isArray(value)) record[key] = undefined;
      else delete record[key];
    } else out.push(...dropFunctions(record[key], at));
  }
  return out;
}
