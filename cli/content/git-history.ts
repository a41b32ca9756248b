import { spawn } from "node:child_process";
import { join, relative } from "node:path";
import type { ResolvedConfig } from "../config/resolve.ts";
import { configPath } from "../config/resolve.ts";
import type { Diagnostic } from "../diagnostics/diagnostic.ts";

/** The last change of a file, as git history has it. */
export interface LastChange {
  /** Committer time, in milliseconds (Docusaurus reads `%ct`). */
  at: number;
  /** Author name (`%an`). */
  by: string;
}

/** What git says about the docs: the last change of each file, by absolute path, or why it says nothing. */
export interface GitHistory {
  changes: Map<string, LastChange>;
  warning?: Diagnostic;
}

/** Separates commits in the log (ASCII record separator) and a commit's fields (unit separator). */
const COMMIT = "\x1e";
const FIELD = "\x1f";

/**
 * The last change of every file under the docs folder, read with one `git log` for the whole folder (not one
 * process per file, as Docusaurus runs): newest commit first, so a file's first appearance is its last change.
 * Outside a repository, or without git, one warning and no changes: the docs build without the line.
 */
export function readGitHistory(config: ResolvedConfig): Promise<GitHistory> {
  const folder = relative(config.siteDir, config.docs.dir) || ".";
  const args = [
    "-c",
    "core.quotePath=false",
    "log",
    `--format=${COMMIT}%ct${FIELD}%an`,
    "--name-only",
    "--no-renames",
    "--relative",
    "--",
    folder,
  ];
  return new Promise((resolve) => {
    const out: Buffer[] = [];
    const err: Buffer[] = [];
    const child = spawn("git", args, { cwd: config.siteDir, stdio: ["ignore", "pipe", "pipe"] });
    child.stdout.on("data", (b: Buffer) => out.push(b));
    child.stderr.on("data", (b: Buffer) => err.push(b));
    child.on("error", (error) => resolve({ changes: new Map(), warning: noGit(config, error.message) }));
    child.on("close", (code) => {
      if (code !== 0) {
        const reason = Buffer.concat(err).toString("utf8").trim().split("\n")[0] || `git exited with ${code}`;
        return resolve({ changes: new Map(), warning: noGit(config, reason) });
      }
      resolve({ changes: parseLog(Buffer.concat(out).toString("utf8"), config.siteDir) });
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

function noGit(config: ResolvedConfig, reason: string): Diagnostic {
  const option = configPath(
    config,
    `docs.${config.docs.lastUpdate.time ? "showLastUpdateTime" : "showLastUpdateAuthor"}`,
  );
  return {
    severity: "warning",
    code: "last-update",
    message: `${option} is on, but git history cannot be read (${reason}): docs show no last-update line`,
    file: config.configFile,
    hint: "Build from a git clone with its history (in CI, fetch the whole history), or turn the option off.",
  };
}
