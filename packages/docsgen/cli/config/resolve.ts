/**
 * Resolving a site's config: the file read and validated (read.ts), defaults filled, the files it names
 * (named-files.ts), its versions and locales checked, every problem thrown at once; then one `ResolvedConfig`
 * per locale (freeze.ts).
 */
import { existsSync } from "node:fs";
import { isAbsolute, join, resolve } from "node:path";
import { configClientModules } from "../client-modules/paths.ts";
import { BuildError } from "../diagnostics/diagnostic.ts";
import { loadStrings } from "../i18n/locale.ts";
import { siteLocales } from "../i18n/locales.ts";
import { rootHint } from "../paths/contain.ts";
import { checkBlogInstances } from "./blog-instances.ts";
import { findInstances } from "./docs-instances.ts";
import { findDocusaurusConfig, writtenPath } from "./docusaurus.ts";
import { freeze } from "./freeze.ts";
import { lineOf } from "./locate.ts";
import { readText } from "./module/load.ts";
import { customCssOf, outsidePaths, sidebarFileOf } from "./named-files.ts";
import { checkPagesInstances } from "./pages-instances.ts";
import { CONFIG_FILE, readUserConfig } from "./read.ts";
import type { ResolvedConfig } from "./resolved.ts";
import { themeConfigSchema } from "./schema/theme-config.ts";
import { configSchema } from "./schema.ts";
import type { DefaultedConfig } from "./types.ts";
import { applyDefaults } from "./validate.ts";
import { readVersions } from "./versions.ts";

export interface ResolveOptions {
  siteDir: string;
  /** The folder the site's files may come from (`--root`; ResolvedConfig.rootDir): the site folder by default. */
  rootDir?: string;
  outDir?: string;
  includeDrafts?: boolean;
  /** The locale to resolve (default: the default locale). */
  locale?: string;
}

/** Loads, validates and resolves `site.config.ts`. Throws a located BuildError listing every problem. */
export async function resolveConfig(options: ResolveOptions): Promise<ResolvedConfig> {
  const [config] = await resolveLocales({ ...options, locales: options.locale ? [options.locale] : undefined });
  return config;
}

/**
 * The config of each locale of the site, the default first (Docusaurus builds each locale as a site of its
 * own, under `<baseUrl><locale>/`), or of the locales named. The config is read once.
 */
export async function resolveLocales(
  options: Omit<ResolveOptions, "locale"> & { locales?: string[] },
): Promise<ResolvedConfig[]> {
  const siteDir = resolve(options.siteDir);
  const rootDir = options.rootDir === undefined ? siteDir : resolve(options.rootDir);
  // site.config.ts first: a site of docsgen's own pays one existsSync for the Docusaurus support.
  const docusaurusFile = existsSync(join(siteDir, CONFIG_FILE)) ? undefined : findDocusaurusConfig(siteDir);
  if (!docusaurusFile && !existsSync(join(siteDir, CONFIG_FILE))) {
    throw new BuildError([
      {
        severity: "error",
        code: "config-load",
        message: `no ${CONFIG_FILE} in ${siteDir}`,
        hint: "Run docsgen in the site folder, or pass it: docsgen build path/to/site. A Docusaurus site (docusaurus.config.{ts,mts,js,mjs,cjs}) is read as it is.",
      },
    ]);
  }
  const read = await readUserConfig(
    siteDir,
    docusaurusFile ?? CONFIG_FILE,
    options.rootDir === undefined ? undefined : rootDir,
  );
  const { configFile, file, user, located, configPaths } = read;
  const applied = located.some((d) => d.severity === "error")
    ? undefined
    : (applyDefaults(user, configSchema) as DefaultedConfig);
  const outside = applied ? outsidePaths(siteDir, rootDir, applied) : [];
  for (const { key, path, file: named } of outside) {
    const at = writtenPath(configPaths, key);
    located.push({
      severity: "error",
      code: "path-outside",
      message: `${at} names ${path}, which is outside ${rootDir === siteDir ? "the site folder" : "the --root folder"}`,
      file: configFile,
      line: lineOf(readText(file), at),
      hint: `Move what it names into the site folder and give its path from there; docsgen reads only the site's own files (and packages).${rootHint(siteDir, named)}`,
    });
  }
  // A config naming a place outside is not read further: nothing is looked for there.
  const defaulted = outside.length === 0 ? applied : undefined;
  const sidebarFile = defaulted && sidebarFileOf(siteDir, defaulted.docs.sidebarPath);
  if (sidebarFile?.missing) {
    located.push({
      severity: "error",
      code: "config-invalid",
      message: `docs.sidebarPath names ${sidebarFile.missing}, which does not exist`,
      file: configFile,
      line: lineOf(readText(file), writtenPath(configPaths, "docs.sidebarPath")),
      hint: "Correct the path (it is relative to the site folder), or remove the key: without a sidebars file the sidebar is generated from the docs folder.",
    });
  }
  const docsDir =
    defaulted && (isAbsolute(defaulted.docs.path) ? defaulted.docs.path : join(siteDir, defaulted.docs.path));
  const versioned =
    defaulted && docsDir
      ? readVersions({
          siteDir,
          docs: defaulted.docs,
          docsDir,
          routeBasePath: defaulted.docs.routeBasePath.replace(/^\/+|\/+$/g, ""),
          sidebarFile: sidebarFile?.file,
        })
      : { problems: [] };
  for (const p of versioned.problems) {
    const inConfig = p.key !== "versions.json";
    located.push({
      severity: "error",
      code: "config-invalid",
      message: inConfig ? `${writtenPath(configPaths, p.key)} ${p.message}` : p.message,
      file: inConfig ? configFile : "versions.json",
      line: inConfig ? lineOf(readText(file), writtenPath(configPaths, p.key)) : p.line,
      hint: p.hint,
    });
  }
  const instances = defaulted
    ? findInstances({ siteDir, rootDir, config: defaulted, configFile, configPaths, text: readText(file) })
    : { instances: [], problems: [] };
  located.push(...instances.problems);
  if (defaulted?.blogInstances)
    located.push(
      ...checkBlogInstances({
        siteDir,
        rootDir,
        instances: defaulted.blogInstances,
        configFile,
        configPaths,
        text: readText(file),
      }),
    );
  if (defaulted?.pagesInstances)
    located.push(
      ...checkPagesInstances({
        siteDir,
        rootDir,
        instances: defaulted.pagesInstances,
        configFile,
        configPaths,
        text: readText(file),
      }),
    );
  const customCss = defaulted ? customCssOf(siteDir, defaulted.customCss) : { files: [], missing: [] };
  for (const i of customCss.missing) {
    const at = writtenPath(configPaths, `customCss[${i}]`);
    located.push({
      severity: "error",
      code: "config-invalid",
      message: `${at} names ${[defaulted?.customCss ?? []].flat()[i]}, which does not exist`,
      file: configFile,
      line: lineOf(readText(file), at),
      hint: "Correct the path (it is relative to the site folder), or remove the entry.",
    });
  }
  const clientModules = configClientModules(siteDir, rootDir, defaulted?.clientModules);
  for (const { index, problem } of clientModules.problems) {
    const at = writtenPath(configPaths, `clientModules[${index}]`);
    const named = `${at} names ${defaulted?.clientModules?.[index]}`;
    // Missing stops Docusaurus's bundler too; outside is left out, as docsgen reads only the site's files.
    located.push(
      problem === "missing"
        ? {
            severity: "error",
            code: "config-invalid",
            message: `${named}, which does not exist`,
            file: configFile,
            line: lineOf(readText(file), at),
            hint: "Correct the path (it is relative to the site folder), or remove the entry.",
          }
        : {
            severity: "warning",
            code: "config-ignored",
            message: `${named}, which is outside the site folder: it is not loaded`,
            file: configFile,
            line: lineOf(readText(file), at),
            hint: "Move the module into the site folder, or install it as a package; docsgen reads only the site's own files (and packages).",
          },
    );
  }
  const locales = defaulted && siteLocales(defaulted.i18n, normalBase(defaulted.baseUrl), siteDir);
  const unknown = (options.locales ?? []).filter((l) => !locales?.some((s) => s.name === l));
  if (unknown.length > 0)
    located.push({
      severity: "error",
      code: "config-invalid",
      message: `--locale ${unknown.join(", ")}: ${writtenPath(configPaths, "i18n.locales")} does not list it`,
      file: configFile,
      line: lineOf(readText(file), writtenPath(configPaths, "i18n.locales")),
      hint: `The locales are ${locales?.map((l) => l.name).join(", ")}.`,
    });
  const errors = located.filter((d) => d.severity === "error");
  if (errors.length > 0 || !defaulted || !locales) throw new BuildError(errors);
  const line = lineOf(readText(file), writtenPath(configPaths, "i18n.defaultLocale"));
  const source = {
    file: configFile,
    paths: configPaths,
    blogDisabled: read.blogDisabled,
    plugins: read.plugins,
    mermaidTheme: read.mermaidTheme,
    sitePlugins: read.sitePlugins,
  };
  const ownTheme = ownThemeConfig((user as { themeConfig?: unknown } | undefined)?.themeConfig);
  const origin = {
    ...(ownTheme ? { ownThemeConfig: ownTheme } : {}),
    siteDir,
    rootDir,
    options,
    sidebarFile: sidebarFile?.file,
    customCss: customCss.files,
    clientModules: clientModules.files,
    source,
    versions: versioned.versions,
    docsInstances: instances.instances,
    locales,
  };
  // The config's warnings are reported once, with the first locale built.
  return (options.locales ?? locales.map((l) => l.name)).map((name, i) => {
    const strings = loadStrings(siteDir, name, { file: configFile, line });
    const locale = locales.find((l) => l.name === name) ?? locales[0];
    return freeze(defaulted, { ...origin, locale }, strings, i === 0 ? located : []);
  });
}

/** The base URL with one leading and one trailing `/`. */
function normalBase(baseUrl: string): string {
  return `/${baseUrl}/`.replace(/\/{2,}/g, "/");
}

/** The path written in the config file for a config path (they differ in a Docusaurus config). */
export function configPath(config: Pick<ResolvedConfig, "configPaths">, path: string): string {
  return writtenPath(config.configPaths, path);
}

/**
 * The keys of a `themeConfig` docsgen's theme has no field for, with the values data can hold (functions and
 * the like dropped: they cannot reach the browser): the site's components read them, as in Docusaurus. The
 * site plugins' `validateThemeConfig` may add some (plugins/docusaurus/validate.ts).
 */
export function ownThemeConfig(theme: unknown): Record<string, unknown> | undefined {
  if (!theme || typeof theme !== "object") return undefined;
  const own: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(theme))
    if (!(key in themeConfigSchema.fields) && isData(value)) own[key] = value;
  return Object.keys(own).length > 0 ? own : undefined;
}

/** Plain data, without cycles (a cycle would not serialize into the page's data either). */
function isData(value: unknown, seen = new Set<unknown>()): boolean {
  if (value === null || ["string", "number", "boolean"].includes(typeof value)) return true;
  if (typeof value !== "object" || seen.has(value)) return false;
  seen.add(value);
  const plain = Array.isArray(value) || Object.getPrototypeOf(value) === Object.prototype;
  const ok = plain && Object.values(value).every((v) => isData(v, seen));
  seen.delete(value);
  return ok;
}
