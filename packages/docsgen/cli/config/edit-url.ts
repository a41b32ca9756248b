/**
 * A Docusaurus config's `docs.editUrl` given as a function, as Docusaurus allows: the config runs in this
 * process, so the function is called for each doc (model/edit-url.ts) instead of being left out. The resolved
 * config holds no function (it is copied to worker threads), so the function is kept here by config file, as
 * markdown-plugins.ts keeps a config's plugins.
 */
import { MISSING_PACKAGE } from "./module/compile.ts";
import { REVIVED } from "./module/thread.ts";

/** What Docusaurus passes a docs `editUrl` function. */
export interface DocsEditUrlArgs {
  /** The version's name: `current` for the docs folder. */
  version: string;
  /** The version's folder, relative to the site folder: `docs`, `versioned_docs/version-1.0`. */
  versionDocsDirPath: string;
  /** The doc's path in that folder: `guides/alerts.md`. */
  docPath: string;
  /** The doc's URL path, with the base URL. */
  permalink: string;
  locale: string;
}

/** A kept editUrl function, and the line of the config that gives it (for its errors). */
export interface EditUrlFunction {
  call: (args: DocsEditUrlArgs) => unknown;
  line?: number;
}

const kept = new Map<string, EditUrlFunction>();

/**
 * Takes a function `docs.editUrl` out of a mapped Docusaurus config (validation then sees the values docsgen
 * reads) and keeps it for `file`'s builds in this process. A function that cannot be called here (the config
 * ran in a thread of its own, or came from a package that is not installed) is left for validation to report.
 */
export function takeEditUrl(user: unknown, file: string, lineOfKey: (path: string) => number | undefined): void {
  const record = isRecord(user) ? user : {};
  const instances = Array.isArray(record.docsInstances) ? record.docsInstances.filter(isRecord) : [];
  // The default instance's, then each other instance's (docs-instances.ts), kept under `<file>#<id>`.
  const owners: [Record<string, unknown> | undefined, string, string][] = [
    [isRecord(record.docs) ? record.docs : undefined, file, "docs.editUrl"],
    ...instances.map((docs, i): [Record<string, unknown>, string, string] => [
      docs,
      `${file}#${String(docs.id)}`,
      `docsInstances[${i}].editUrl`,
    ]),
  ];
  for (const [docs, key, path] of owners) {
    kept.delete(key);
    const editUrl = docs?.editUrl;
    if (!docs || typeof editUrl !== "function" || REVIVED in editUrl || editUrl.name === MISSING_PACKAGE) continue;
    kept.set(key, { call: editUrl as EditUrlFunction["call"], line: lineOfKey(path) });
    delete docs.editUrl;
  }
}

/** The docs editUrl function of the config `file` (of its docs instance `pluginId`), when it has one. */
export function editUrlFunction(file: string, pluginId?: string): EditUrlFunction | undefined {
  return kept.get(pluginId === undefined ? file : `${file}#${pluginId}`);
}

function isRecord(v: unknown): v is Record<string, unknown> {
  return typeof v === "object" && v !== null && !Array.isArray(v);
}
