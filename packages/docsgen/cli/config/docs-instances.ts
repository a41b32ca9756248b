/**
 * The site's other docs instances (`docsInstances`; in a docusaurus.config, each
 * `@docusaurus/plugin-content-docs` entry of `plugins`): their folders, sidebars files and versions found and
 * checked when the config is resolved, then frozen per locale into the same `docs` shape the default
 * instance has, so discovery, routes, sidebars and tags work on each unchanged (model/docs-instances.ts).
 */
import { isAbsolute, join } from "node:path";
import type { Diagnostic } from "../diagnostics/diagnostic.ts";
import { readMessages, translationFile } from "../i18n/translations.ts";
import { isPackageFile, isWithin, placeOf, rootHint } from "../paths/contain.ts";
import { writtenPath } from "./docusaurus.ts";
import { lineOf } from "./locate.ts";
import { sidebarFileOf } from "./named-files.ts";
import type { ResolvedConfig } from "./resolved.ts";
import type { DefaultedConfig } from "./types.ts";
import { type DocsVersion, readVersions } from "./versions.ts";

type InstanceOptions = NonNullable<DefaultedConfig["docsInstances"]>[number];

/** An instance as the config's resolution finds it, before a locale is applied. */
export interface FoundInstance {
  options: InstanceOptions;
  sidebarFile?: string;
  versions?: DocsVersion[];
}

/** Docusaurus's id rule for a plugin instance (its `validateOptions`): letters, digits, `_` and `-`. */
const ID = /^[a-zA-Z0-9_-]+$/;

/** The instances of a defaulted config, with located errors for what Docusaurus would refuse. */
export function findInstances(input: {
  siteDir: string;
  /** The folder the instances' files may come from (ResolvedConfig.rootDir); the site folder by default. */
  rootDir?: string;
  config: DefaultedConfig;
  configFile: string;
  configPaths: [string, string][];
  text: string;
}): { instances: FoundInstance[]; problems: Diagnostic[] } {
  const { siteDir, rootDir = siteDir, config, configFile, configPaths, text } = input;
  const problems: Diagnostic[] = [];
  const error = (key: string, message: string, hint: string) => {
    const at = writtenPath(configPaths, key);
    problems.push({
      severity: "error",
      code: "config-invalid",
      message: `${at} ${message}`,
      file: configFile,
      line: lineOf(text, at),
      hint,
    });
  };
  const seen = new Set<string>(["default"]);
  const instances: FoundInstance[] = [];
  (config.docsInstances ?? []).forEach((options, i) => {
    const key = `docsInstances[${i}]`;
    if (!ID.test(options.id) || seen.has(options.id)) {
      const why = seen.has(options.id) ? "is the id of another docs instance" : "is not a plugin id";
      error(
        `${key}.id`,
        `${why}: ${JSON.stringify(options.id)}`,
        "Give each docs instance its own id of letters, digits, _ and -.",
      );
      return;
    }
    seen.add(options.id);
    const outside = [
      ["path", options.path],
      ...(typeof options.sidebarPath === "string" ? [["sidebarPath", options.sidebarPath]] : []),
    ].filter(([, path]) => {
      const file = isAbsolute(path) ? path : join(siteDir, path);
      return (!isWithin(rootDir, file) || placeOf(rootDir, file) === "outside") && !isPackageFile(file);
    });
    for (const [name, path] of outside) {
      const at = writtenPath(configPaths, `${key}.${name}`);
      problems.push({
        severity: "error",
        code: "path-outside",
        message: `${at} names ${path}, which is outside the site folder`,
        file: configFile,
        line: lineOf(text, at),
        hint: `Move what it names into the site folder and give its path from there; docsgen reads only the site's own files (and packages).${rootHint(siteDir, isAbsolute(path) ? path : join(siteDir, path))}`,
      });
    }
    if (outside.length > 0) return;
    // Another instance has no sidebars file unless it names one: its sidebar is generated from its folder.
    const sidebar = options.sidebarPath === undefined ? {} : sidebarFileOf(siteDir, options.sidebarPath);
    if (sidebar.missing)
      error(
        `${key}.sidebarPath`,
        `names ${sidebar.missing}, which does not exist`,
        "Correct the path (it is relative to the site folder), or remove the key: the sidebar is then generated from the instance's folder.",
      );
    const docsDir = isAbsolute(options.path) ? options.path : join(siteDir, options.path);
    const versioned = readVersions({
      siteDir,
      docs: options,
      docsDir,
      routeBasePath: routeBase(options.routeBasePath),
      sidebarFile: sidebar.file,
      pluginId: options.id,
    });
    for (const p of versioned.problems) {
      const inFile = p.key.endsWith("versions.json");
      if (inFile)
        problems.push({
          severity: "error",
          code: "config-invalid",
          message: p.message,
          file: p.key,
          line: p.line,
          hint: p.hint,
        });
      else error(p.key.replace(/^docs\./, `${key}.`), p.message, p.hint);
    }
    instances.push({ options, sidebarFile: sidebar.file, versions: versioned.versions });
  });
  return { instances, problems };
}

/** One instance's docs options in the build's shape for a locale, with its sidebars' translations. */
export type DocsInstanceConfig = NonNullable<ResolvedConfig["docsInstances"]>[number];

export function freezeInstance(
  found: FoundInstance,
  context: {
    siteDir: string;
    /** The locale's translations folder (`i18n/<locale>`), where its sidebar labels and version labels are. */
    localeDir: string;
    findings: Diagnostic[];
    /** The default instance's shape of the same options (freeze.ts `docsOf`). */
    docsOf: (
      options: InstanceOptions,
      sidebarFile: string | undefined,
      versions: DocsVersion[] | undefined,
      label: (name: string, label: string) => string,
    ) => ResolvedConfig["docs"];
  },
): DocsInstanceConfig {
  const { options } = found;
  const names = found.versions?.map((v) => v.name) ?? ["current"];
  const sidebarMessages = Object.fromEntries(
    names.map((name) => [
      name,
      readMessages(context.siteDir, translationFile(context.localeDir, "docs", name, options.id), context.findings),
    ]),
  );
  const label = (name: string, text: string) => sidebarMessages[name]?.["version.label"] ?? text;
  const versions = found.versions?.map((v) => ({ ...v, label: label(v.name, v.label) }));
  return { id: options.id, docs: context.docsOf(options, found.sidebarFile, versions, label), sidebarMessages };
}

/** The folders a translated locale reads for the instances (i18n/locales.ts `translatedFolders`). */
export function instanceFolders(
  siteDir: string,
  instances: readonly FoundInstance[],
): { dir: string; version: string; pluginId: string }[] {
  return instances.flatMap(({ options, versions }) =>
    (versions ?? [{ dir: isAbsolute(options.path) ? options.path : join(siteDir, options.path), name: "current" }]).map(
      (v) => ({
        dir: v.dir,
        version: v.name,
        pluginId: options.id,
      }),
    ),
  );
}

function routeBase(path: string): string {
  return path.replace(/^\/+|\/+$/g, "");
}
