import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { versionNameProblem } from "./names.ts";
import type { DefaultedConfig } from "./types.ts";

/** The docs folder's version name in Docusaurus's options (`versions.current`, `lastVersion: "current"`). */
export const CURRENT_VERSION = "current";

/** One version of the docs, as Docusaurus's docs plugin reads it (its `versions/version.ts` rules). */
export interface DocsVersion {
  /** `current` (the docs folder) or a name of versions.json. */
  name: string;
  label: string;
  /** Route base of its docs, without slashes: `docs` (the last version), `docs/next`, `docs/1.0`. */
  routeBasePath: string;
  /** Its folder: the docs folder, or `versioned_docs/version-<name>`. */
  dir: string;
  /** Its sidebars file: the docs' own, or `versioned_sidebars/version-<name>-sidebars.json` when it exists. */
  sidebarFile?: string;
  /** No sidebar: `sidebarPath: false` (current), or no versioned sidebars file (Docusaurus's rule too). */
  noSidebars: boolean;
  banner?: "unreleased" | "unmaintained";
  badge: boolean;
  /** The `<html>` class of its pages (Docusaurus's default: `docs-version-<name>`). */
  className: string;
  /** Its pages carry `robots: noindex, nofollow` and leave the sitemap. */
  noIndex: boolean;
  /** The version served at the docs route (Docusaurus's `lastVersion`). */
  isLast: boolean;
}

/** What is wrong with the version options: the key (a docs option path) and what to say. */
export interface VersionProblem {
  key: string;
  message: string;
  hint: string;
  /** Its line in versions.json, when the problem is there and the line is known. */
  line?: number;
}

interface ReadVersionsInput {
  siteDir: string;
  docs: DefaultedConfig["docs"];
  /** The docs' folder, absolute. */
  docsDir: string;
  /** The docs' route base, without slashes. */
  routeBasePath: string;
  /** The current version's sidebars file (resolved by the config). */
  sidebarFile?: string;
  /** Another docs instance's id: its files are `<id>_versions.json`, `<id>_versioned_docs/`… (Docusaurus's names). */
  pluginId?: string;
}

/** A versions file or folder's name for a docs instance: the default one's, or prefixed by `<id>_`. */
export function versionsName(name: string, pluginId: string | undefined): string {
  return pluginId === undefined ? name : `${pluginId}_${name}`;
}

/**
 * The versions of a site with a `versions.json` listing at least one, newest first, each with its route,
 * folder, sidebars, banner and badge. Undefined for a site without versions: its docs are built as before.
 */
export function readVersions(input: ReadVersionsInput): { versions?: DocsVersion[]; problems: VersionProblem[] } {
  const { siteDir, docs } = input;
  const problems: VersionProblem[] = [];
  const versionsJson = versionsName("versions.json", input.pluginId);
  const file = join(siteDir, versionsJson);
  if (docs.disableVersioning || !existsSync(file)) return { problems };
  let listed: unknown;
  const text = readFileSync(file, "utf8");
  try {
    listed = JSON.parse(text);
  } catch (error) {
    listed = (error as Error).message;
  }
  if (!Array.isArray(listed) || listed.some((v) => typeof v !== "string")) {
    const hint = 'Write the version names as a JSON array of strings, newest first: ["2.0", "1.0"].';
    return { problems: [{ key: versionsJson, message: `${versionsJson} is not an array of version names`, hint }] };
  }
  if (listed.length === 0) return { problems };
  // Each name is a folder (versioned_docs/version-<name>) and a route segment: checked as Docusaurus does.
  for (const name of listed as string[]) {
    const problem = versionNameProblem(name);
    const at = text.split("\n").findIndex((l) => l.includes(JSON.stringify(name)));
    if (problem)
      problems.push({
        key: versionsJson,
        message: `${versionsJson} lists the version ${JSON.stringify(name)}, which ${problem}`,
        hint: "Name versions as Docusaurus does: 1.0, 2.x, v3 (no slash, no . or .., at most 32 characters).",
        ...(at >= 0 ? { line: at + 1 } : {}),
      });
  }
  if (problems.length > 0) return { problems };
  const all = [...(docs.includeCurrentVersion === false ? [] : [CURRENT_VERSION]), ...(listed as string[])];
  const unknown = (names: readonly string[]) => names.filter((n) => !all.includes(n));
  const known = `The versions are ${all.map((n) => JSON.stringify(n)).join(", ")} (versions.json, and "current" for the docs folder).`;
  const badNames = unknown(Object.keys(docs.versions ?? {}));
  if (badNames.length > 0)
    problems.push({ key: "docs.versions", message: `names unknown versions: ${badNames.join(", ")}`, hint: known });
  const only = docs.onlyIncludeVersions;
  if (only && (only.length === 0 || unknown(only).length > 0))
    problems.push({
      key: "docs.onlyIncludeVersions",
      message: only.length === 0 ? "is empty" : `names unknown versions: ${unknown(only).join(", ")}`,
      hint: known,
    });
  const names = only ? all.filter((n) => only.includes(n)) : all;
  const last = docs.lastVersion ?? names.find((n) => n !== CURRENT_VERSION) ?? CURRENT_VERSION;
  if (!names.includes(last))
    problems.push({ key: "docs.lastVersion", message: `names ${last}, which is not built`, hint: known });
  if (problems.length > 0) return { problems };
  const versions = names.map((name) => versionOf({ ...input, name, names, last }));
  for (const v of versions.filter((v) => !existsSync(v.dir)))
    problems.push({
      key: versionsJson,
      message: `lists version ${v.name}, whose folder ${versionsName("versioned_docs", input.pluginId)}/version-${v.name}/ does not exist`,
      hint: "Restore the folder, or remove the version from versions.json.",
    });
  return problems.length > 0 ? { problems } : { versions, problems };
}

function versionOf(input: ReadVersionsInput & { name: string; names: string[]; last: string }): DocsVersion {
  const { siteDir, docs, name, names, last } = input;
  const options = docs.versions?.[name] ?? {};
  const isCurrent = name === CURRENT_VERSION;
  const defaultPath = name === last ? "" : isCurrent ? "next" : name;
  const segment = (options.path ?? defaultPath).replace(/^\/+|\/+$/g, "");
  const versionedSidebars = join(
    siteDir,
    versionsName("versioned_sidebars", input.pluginId),
    `version-${name}-sidebars.json`,
  );
  const sidebars = isCurrent ? input.sidebarFile : existsSync(versionedSidebars) ? versionedSidebars : undefined;
  // Newer than the last version: unreleased; older: unmaintained (`banner: "none"` hides it).
  const defaultBanner =
    name === last ? undefined : names.indexOf(name) < names.indexOf(last) ? "unreleased" : "unmaintained";
  const banner = options.banner === "none" ? undefined : (options.banner ?? defaultBanner);
  return {
    name,
    label: options.label ?? (isCurrent ? docs.versionLabel : name),
    routeBasePath: [input.routeBasePath, segment].filter(Boolean).join("/"),
    dir: isCurrent ? input.docsDir : join(siteDir, versionsName("versioned_docs", input.pluginId), `version-${name}`),
    sidebarFile: sidebars,
    noSidebars: isCurrent ? docs.sidebarPath === false : sidebars === undefined,
    banner,
    badge: options.badge ?? names.length !== 1,
    className: options.className ?? `docs-version-${name}`,
    noIndex: options.noIndex ?? false,
    isLast: name === last,
  };
}
