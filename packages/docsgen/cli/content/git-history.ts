import { spawn } from "node:child_process";
import { join, relative } from "node:path";
import { configPath } from "../config/resolve.ts";
import type { ResolvedConfig } from "../config/resolved.ts";
import type { Diagnostic } from "../diagnostics/diagnostic.ts";
import { rootDirOf } from "../paths/contain.ts";

/** The last change of a file, as git history has it. */
export interface LastChange {
  /** Committer time, in milliseconds (Docusaurus reads `%ct`). */
  at: number;
  /** Author name (`%an`). */
  by: string;
}

/** What git says about the content: the last change of each file, by absolute path, or why it says nothing. */
export interface GitHistory {
  changes: Map<string, LastChange>;
  warning?: Diagnostic;
}

/** Separates commits in the log (ASCII record separator) and a commit's fields (unit separator). */
const COMMIT = "\x1e";
const FIELD = "\x1f";

/** A content folder whose files show last-update lines, and the option that asks for them (`docs.showLastUpdateTime`). */
export interface HistoryFolder {
  dir: string;
  option: string;
}

/**
 * The folders whose last changes the site shows: the docs' (each version's), the blog's and the pages', each
 * with its translations in a translated locale, when its `showLastUpdateTime` or `showLastUpdateAuthor` is on.
 * Empty for a site that shows none: it runs no git process.
 */
export function historyFolders(config: ResolvedConfig): HistoryFolder[] {
  const on = (u: { time: boolean; author: boolean }) => u.time || u.author;
  const option = (prefix: string, u: { time: boolean }) =>
    `${prefix}.${u.time ? "showLastUpdateTime" : "showLastUpdateAuthor"}`;
  const wanted: HistoryFolder[] = [];
  if (on(config.docs.lastUpdate)) {
    // Every version's folder: a doc of versioned_docs/version-1.0/ shows its own file's last change.
    const dirs = config.docs.versions?.map((v) => v.dir) ?? [config.docs.dir];
    for (const dir of dirs) wanted.push({ dir, option: option("docs", config.docs.lastUpdate) });
  }
  // Each other docs instance with its own option (config/docs-instances.ts), its versions' folders too.
  (config.docsInstances ?? []).forEach(({ docs }, i) => {
    if (!on(docs.lastUpdate)) return;
    for (const dir of docs.versions?.map((v) => v.dir) ?? [docs.dir])
      wanted.push({ dir, option: option(`docsInstances[${i}]`, docs.lastUpdate) });
  });
  if (config.blog.enabled && on(config.blog.lastUpdate))
    wanted.push({ dir: config.blog.dir, option: option("blog", config.blog.lastUpdate) });
  (config.blogInstances ?? []).forEach(({ blog }, i) => {
    if (on(blog.lastUpdate)) wanted.push({ dir: blog.dir, option: option(`blogInstances[${i}]`, blog.lastUpdate) });
  });
  if (on(config.pagesLastUpdate))
    wanted.push({ dir: config.pagesDir, option: option("pages", config.pagesLastUpdate) });
  // A translated locale's files are read from its translations folder (i18n/locales.ts).
  const translated = wanted.flatMap((w) =>
    config.locale.overlays.filter(([from]) => from === w.dir).map(([, to]) => ({ dir: to, option: w.option })),
  );
  return [...wanted, ...translated];
}

/**
 * The last change of every file under `folders` (historyFolders), read with one `git log` for all of them
 * (not one process per file, as Docusaurus runs): newest commit first, so a file's first appearance is its
 * last change. Outside a repository, or without git, one warning and no changes: the pages build without
 * the line.
 */
export function readGitHistory(config: ResolvedConfig, folders: readonly HistoryFolder[]): Promise<GitHistory> {
  // From the root (the site folder, or --root's): `--relative` leaves out what lies above the folder git runs in,
  // and a docs folder beside the site (`../docs`) lies above the site folder.
  const paths = folders.map((f) => relative(rootDirOf(config), f.dir) || ".");
  const args = [
    "-c",
    "core.quotePath=false",
    "log",
    `--format=${COMMIT}%ct${FIELD}%an`,
    "--name-only",
    "--no-renames",
    "--relative",
    "--",
    ...paths,
  ];
  const noGit = (reason: string) => noHistory(config, folders[0].option, reason);
  return new Promise((resolve) => {
    const out: Buffer[] = [];
    const err: Buffer[] = [];
    const child = spawn("git", args, { cwd: rootDirOf(config), stdio: ["ignore", "pipe", "pipe"] });
    child.stdout.on("data", (b: Buffer) => out.push(b));
    child.stderr.on("data", (b: Buffer) => err.push(b));
    child.on("error", (error) => resolve({ changes: new Map(), warning: noGit(error.message) }));
    child.on("close", (code) => {
      if (code !== 0) {
        const reason = Buffer.concat(err).toString("utf8").trim().split("\n")[0] || `git exited with ${code}`;
        return resolve({ changes: new Map(), warning: noGit(reason) });
      }
      resolve({ changes: parseLog(Buffer.concat(out).toString("utf8"), rootDirOf(config)) });
    });
  });
}

/** The files of each commit in `git log --name-only` output, newest first: the first time a file is named wins. */
export function parseLog(text: string, siteDir: string): Map<string, LastChange> {
  const changes = new Map<string, LastChange>();
  for (const commit of text.split(COMMIT)) {
    const [head, ...files] = commit.split("\n");
    const [time, author] = head.split(FIELD);
    const at = Number(time) * 1000;
    if (!Number.isFinite(at) || author === undefined) continue;
    for (const file of files) {
      if (file === "") continue;
      const abs = join(siteDir, file);
      if (!changes.has(abs)) changes.set(abs, { at, by: author });
    }
  }
  return changes;
}

/** What each option's folder shows the line on, by the option's prefix. */
const SHOWN_ON: Record<string, string> = { docs: "docs", blog: "posts", pages: "pages" };

function noHistory(config: ResolvedConfig, option: string, reason: string): Diagnostic {
  return {
    severity: "warning",
    code: "last-update",
    message: `${configPath(config, option)} is on, but git history cannot be read (${reason}): ${SHOWN_ON[option.split(".")[0]]} show no last-update line`,
    file: config.configFile,
    hint: "Build from a git clone with its history (in CI, fetch the whole history), or turn the option off.",
  };
}
