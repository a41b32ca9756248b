/**
 * The options a site plugin passes `@docusaurus/plugin-content-docs` when it wraps it (plugins/docusaurus/
 * docs-plugin.ts), read as the config's docs are: validated and defaulted by the docs schema, their sidebars
 * file and versions found, frozen for the locale into the build's `docs` shape. The default id's are read as
 * the preset's `docs` (sidebars.{ts,js,json} by default, `versions.json`); another id's as an instance of
 * `docsInstances` (a generated sidebar by default, `<id>_versions.json`).
 */
import { readFileSync } from "node:fs";
import { isAbsolute, join } from "node:path";
import type { Diagnostic } from "../diagnostics/diagnostic.ts";
import { isWithin, placeOf, rootDirOf, rootHint } from "../paths/contain.ts";
import { findInstances, freezeInstance } from "./docs-instances.ts";
import { type DocsOptions, docsShape } from "./freeze.ts";
import { sidebarFileOf } from "./named-files.ts";
import type { ResolvedConfig } from "./resolved.ts";
import { docsInstanceSchema, docsSchema } from "./schema/docs.ts";
import type { DefaultedConfig } from "./types.ts";
import { applyDefaults, type ConfigProblem, validate } from "./validate.ts";
import { readVersions } from "./versions.ts";

/** A docs instance a site plugin's options describe, in the build's shape. */
export type PluginDocsConfig = NonNullable<ResolvedConfig["docsInstances"]>[number];

/** What the caller says about the plugin's options: an invalid key, a missing file, at the plugin's line. */
export type Report = (problem: { message: string; hint: string; warning?: boolean }) => void;

/**
 * The docs of the options a plugin passes (`id` apart), or undefined when they hold an error (reported).
 * `at` is where the config lists the plugin (`plugins[2]`): errors the instance checks find are named there.
 */
export function pluginDocsConfig(
  config: ResolvedConfig,
  input: { id: string; options: Record<string, unknown>; at: string },
  report: Report,
): PluginDocsConfig | undefined {
  const { id, options, at } = input;
  const isDefault = id === "default";
  const schema = isDefault ? docsSchema : docsInstanceSchema;
  const given = isDefault ? options : { ...options, id };
  const problems: ConfigProblem[] = validate(given, schema);
  for (const p of problems)
    report({
      message: `passes the docs plugin the option ${p.path}, which ${p.message}`,
      hint: p.hint ?? "Give the docs plugin the options the classic preset's `docs` takes.",
      ...(p.warning ? { warning: true } : {}),
    });
  if (problems.some((p) => !p.warning)) return undefined;
  const applied = applyDefaults(given, schema) as DocsOptions & { id?: string };
  const { siteDir } = config;
  const rootDir = rootDirOf(config);
  const locale = config.i18n.locales.find((l) => l.name === config.locale.lang);
  const findings: Diagnostic[] = [];
  const freezeWith = (found: Parameters<typeof freezeInstance>[0]) =>
    freezeInstance(found, {
      siteDir,
      localeDir: locale?.dir ?? join(siteDir, "i18n", config.locale.lang),
      findings,
      docsOf: (...args) => docsShape(siteDir, ...args),
    });
  if (!isDefault) {
    // The checks of `docsInstances`, their errors named at the plugin's entry of the config.
    const configFile = config.configFile;
    const found = findInstances({
      siteDir,
      rootDir,
      config: { docsInstances: [applied] } as unknown as DefaultedConfig,
      configFile,
      configPaths: [["docsInstances[0]", at]],
      text: readFileSync(join(siteDir, configFile), "utf8"),
    });
    for (const p of found.problems)
      report({ message: `passes the docs plugin options that Docusaurus refuses: ${p.message}`, hint: p.hint ?? "" });
    return found.problems.length > 0 ? undefined : freezeWith(found.instances[0]);
  }
  const docsDir = isAbsolute(applied.path) ? applied.path : join(siteDir, applied.path);
  if (!isWithin(rootDir, docsDir) || placeOf(rootDir, docsDir) === "outside") {
    report({
      message: `passes the docs plugin the path ${applied.path}, which is outside the site folder`,
      hint: `Move the docs into the site folder and give their path from there; docsgen reads only the site's own files.${rootHint(siteDir, docsDir)}`,
    });
    return undefined;
  }
  const sidebar = sidebarFileOf(siteDir, applied.sidebarPath);
  if (sidebar.missing) {
    report({
      message: `passes the docs plugin sidebarPath ${sidebar.missing}, which does not exist`,
      hint: "Correct the path (it is relative to the site folder), or leave it out: the sidebar is then generated from the docs folder.",
    });
    return undefined;
  }
  const versioned = readVersions({
    siteDir,
    docs: applied,
    docsDir,
    routeBasePath: applied.routeBasePath.replace(/^\/+|\/+$/g, ""),
    sidebarFile: sidebar.file,
  });
  for (const p of versioned.problems)
    report({ message: `passes the docs plugin ${p.key}: ${p.message}`, hint: p.hint });
  if (versioned.problems.length > 0) return undefined;
  // The default instance's translations are in `docusaurus-plugin-content-docs/`, without the id.
  const frozen = freezeWith({
    options: { ...applied, id: undefined as unknown as string },
    sidebarFile: sidebar.file,
    versions: versioned.versions,
  });
  return { ...frozen, id };
}
