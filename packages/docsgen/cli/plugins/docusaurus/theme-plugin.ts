import { statSync } from "node:fs";
import { isAbsolute, resolve } from "node:path";
import { isPackageFile, placeOf } from "../../paths/contain.ts";

// What a theme plugin gives besides hooks that run code: its components' folder, and its default messages.

/**
 * The component folder a site plugin's `getThemePath()` names, as Docusaurus reads it: relative to the
 * plugin's own folder (the site folder for a plugin written inline). It is site code's say, so it is used
 * only when it is a folder of the site or of an installed package; otherwise the reason, for a warning.
 */
export function pluginThemeDir(
  given: unknown,
  pluginDir: string,
  /** The folder the site's files may come from (ResolvedConfig.rootDir). */
  rootDir: string,
): { dir: string } | { problem: string } | undefined {
  if (given === undefined || given === null) return undefined;
  if (typeof given !== "string" || given === "") return { problem: "getThemePath() gave no folder name" };
  const dir = isAbsolute(given) ? given : resolve(pluginDir, given);
  let folder = false;
  try {
    folder = statSync(dir).isDirectory();
  } catch {
    folder = false;
  }
  if (!folder) return { problem: `getThemePath() names ${given}, which is not a folder` };
  if (placeOf(rootDir, dir) !== "inside" && !isPackageFile(dir))
    return { problem: `getThemePath() names ${given}, which is outside the site folder and not a package's` };
  return { dir };
}

/**
 * What a theme plugin's `getDefaultCodeTranslationMessages()` gives: the text of its `<Translate id>`
 * messages in the build's locale, by id. Only strings are kept; anything else is the reason, for a warning.
 */
export function codeMessages(given: unknown): { messages: Record<string, string>; problem?: string } {
  if (given === undefined || given === null) return { messages: {} };
  if (typeof given !== "object" || Array.isArray(given))
    return { messages: {}, problem: "getDefaultCodeTranslationMessages() gave no object of messages" };
  const messages: Record<string, string> = {};
  const dropped: string[] = [];
  for (const [id, text] of Object.entries(given)) {
    if (typeof text === "string") messages[id] = text;
    else dropped.push(id);
  }
  if (dropped.length === 0) return { messages };
  return {
    messages,
    problem: `getDefaultCodeTranslationMessages() gave messages that are not text: ${dropped.join(", ")}`,
  };
}
