import { isAbsolute, join } from "node:path";
import type { Diagnostic } from "../diagnostics/diagnostic.ts";
import { isWithin, placeOf, rootHint } from "../paths/contain.ts";
import { writtenPath } from "./docusaurus.ts";
import { lineOf } from "./locate.ts";

/** Docusaurus's id rule for a plugin instance (its `validateOptions`): letters, digits, `_` and `-`. */
const ID = /^[a-zA-Z0-9_-]+$/;

/** How the errors name the content kind: "blog instance", "the blog"; "pages instance", "the pages". */
export interface InstanceWords {
  instance: string;
  content: string;
}

/**
 * What Docusaurus would refuse of another content plugin's instances (`blogInstances`, `pagesInstances`):
 * an id that is not one, or is the default's or another's; a folder outside the site. Each a located error
 * at the key as written.
 */
export function checkInstances(input: {
  key: string;
  words: InstanceWords;
  siteDir: string;
  /** The folder the instances' files may come from (ResolvedConfig.rootDir); the site folder by default. */
  rootDir?: string;
  instances: readonly { id: string; path: string }[];
  configFile: string;
  configPaths: [string, string][];
  text: string;
}): Diagnostic[] {
  const { key, words, siteDir, rootDir = siteDir, instances, configFile, configPaths, text } = input;
  const problems: Diagnostic[] = [];
  const seen = new Set<string>(["default"]);
  instances.forEach((options, i) => {
    const at = (name: string) => writtenPath(configPaths, `${key}[${i}].${name}`);
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
        `${seen.has(options.id) ? `is the id of another ${words.instance}` : "is not a plugin id"}: ${JSON.stringify(options.id)}`,
        `Give each ${words.instance} its own id of letters, digits, _ and -.`,
      );
    seen.add(options.id);
    const dir = isAbsolute(options.path) ? options.path : join(siteDir, options.path);
    if (!isWithin(rootDir, dir) || placeOf(rootDir, dir) === "outside")
      problem(
        "path",
        "path-outside",
        `names ${options.path}, which is outside the site folder`,
        `Move ${words.content} into the site folder and give their path from there; docsgen reads only the site's own files.${rootHint(siteDir, dir)}`,
      );
  });
  return problems;
}
