/**
 * The site's other pages instances (`pagesInstances`; in a docusaurus.config, each
 * `@docusaurus/plugin-content-pages` entry of `plugins` with its own `id`): checked when the config is
 * resolved, then frozen into the folder, route and files the build discovers and reads each one's markdown
 * and React pages with (content/pages-instances.ts), as it does the default pages.
 */

import { readFileSync } from "node:fs";
import { isAbsolute, join } from "node:path";
import type { Diagnostic } from "../diagnostics/diagnostic.ts";
import { rootDirOf } from "../paths/contain.ts";
import { contentFiles } from "./blog-instances.ts";
import { checkInstances } from "./instance-checks.ts";
import type { ResolvedConfig } from "./resolved.ts";
import { pagesInstanceSchema } from "./schema/pages.ts";
import type { DefaultedConfig } from "./types.ts";
import { applyDefaults, validate } from "./validate.ts";

type PagesInstanceOptions = NonNullable<DefaultedConfig["pagesInstances"]>[number];

/** What Docusaurus would refuse of the instances (instance-checks.ts). */
export function checkPagesInstances(input: {
  siteDir: string;
  rootDir: string;
  instances: readonly PagesInstanceOptions[];
  configFile: string;
  configPaths: [string, string][];
  text: string;
}): Diagnostic[] {
  return checkInstances({
    ...input,
    key: "pagesInstances",
    words: { instance: "pages instance", content: "the pages" },
  });
}

/** One instance in the build's shape. */
export type PagesInstance = NonNullable<ResolvedConfig["pagesInstances"]>[number];

export function freezePagesInstance(siteDir: string, options: PagesInstanceOptions): PagesInstance {
  return {
    id: options.id,
    dir: isAbsolute(options.path) ? options.path : join(siteDir, options.path),
    routeBasePath: options.routeBasePath.replace(/^\/+|\/+$/g, ""),
    ...contentFiles(options, "pages"),
  };
}

/**
 * The pages of the options a site plugin passes `@docusaurus/plugin-content-pages` when it wraps it
 * (plugins/docusaurus/pages-plugin.ts), read as a `pagesInstances` entry is (the default id's too: its folder
 * and route then take the default pages' place); undefined when they hold an error, reported with `report`.
 * `at` is where the config lists the plugin (`plugins[2]`).
 */
export function pluginPagesInstance(
  config: ResolvedConfig,
  input: { id: string; options: Record<string, unknown>; at: string },
  report: (problem: { message: string; hint: string; warning?: boolean }) => void,
): PagesInstance | undefined {
  const given = { ...input.options, id: input.id };
  const problems = validate(given, pagesInstanceSchema);
  for (const p of problems)
    report({
      message: `passes the pages plugin the option ${p.path}, which ${p.message}`,
      hint: p.hint ?? "Give the pages plugin the options the classic preset's `pages` takes.",
      ...(p.warning ? { warning: true } : {}),
    });
  if (problems.some((p) => !p.warning)) return undefined;
  const applied = applyDefaults(given, pagesInstanceSchema) as PagesInstanceOptions;
  // The id is the plugin's own: only the folder is checked here.
  const found = checkPagesInstances({
    siteDir: config.siteDir,
    rootDir: rootDirOf(config),
    instances: [{ ...applied, id: "plugin" }],
    configFile: config.configFile,
    configPaths: [["pagesInstances[0]", input.at]],
    text: readFileSync(join(config.siteDir, config.configFile), "utf8"),
  });
  for (const p of found)
    report({ message: `passes the pages plugin options that Docusaurus refuses: ${p.message}`, hint: p.hint ?? "" });
  return found.length > 0 ? undefined : freezePagesInstance(config.siteDir, applied);
}
