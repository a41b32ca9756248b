/**
 * The site's other pages instances (`pagesInstances`; in a docusaurus.config, each
 * `@docusaurus/plugin-content-pages` entry of `plugins` with its own `id`): checked when the config is
 * resolved, then frozen into the folder, route and files the build discovers and reads each one's markdown
 * and React pages with (content/pages-instances.ts), as it does the default pages.
 */
import { isAbsolute, join } from "node:path";
import type { Diagnostic } from "../diagnostics/diagnostic.ts";
import { isWithin, placeOf } from "../paths/contain.ts";
import { contentFiles } from "./blog-instances.ts";
import { writtenPath } from "./docusaurus.ts";
import { lineOf } from "./locate.ts";
import type { ResolvedConfig } from "./resolved.ts";
import type { DefaultedConfig } from "./types.ts";

type PagesInstanceOptions = NonNullable<DefaultedConfig["pagesInstances"]>[number];

/** Docusaurus's id rule for a plugin instance (its `validateOptions`): letters, digits, `_` and `-`. */
const ID = /^[a-zA-Z0-9_-]+$/;

/** What Docusaurus would refuse of the instances: an id that is not one or is taken, a folder outside. */
export function checkPagesInstances(input: {
  siteDir: string;
  instances: readonly PagesInstanceOptions[];
  configFile: string;
  configPaths: [string, string][];
  text: string;
}): Diagnostic[] {
  const { siteDir, instances, configFile, configPaths, text } = input;
  const problems: Diagnostic[] = [];
  const seen = new Set<string>(["default"]);
  instances.forEach((options, i) => {
    const at = (name: string) => writtenPath(configPaths, `pagesInstances[${i}].${name}`);
    const problem = (name: string, code: Diagnostic["code"], message: string, hint: string) =>
      problems.push({
        severity: "error",
        code,
        message: `${at(name)} ${message}`,
        file: configFile,
        line: lineOf(text, at(name)),
        hint,
      });
    if (!ID.test(options.id) || seen.has(options.id))
      problem(
        "id",
        "config-invalid",
        `${seen.has(options.id) ? "is the id of other pages" : "is not a plugin id"}: ${JSON.stringify(options.id)}`,
        "Give each pages instance its own id of letters, digits, _ and -.",
      );
    seen.add(options.id);
    const dir = isAbsolute(options.path) ? options.path : join(siteDir, options.path);
    if (!isWithin(siteDir, dir) || placeOf(siteDir, dir) === "outside")
      problem(
        "path",
        "path-outside",
        `names ${options.path}, which is outside the site folder`,
        "Move the pages into the site folder and give their path from there; docsgen reads only the site's own files.",
      );
  });
  return problems;
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
