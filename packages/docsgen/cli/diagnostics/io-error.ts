import { mkdirSync, rmdirSync, statSync } from "node:fs";
import { dirname, isAbsolute, join, relative } from "node:path";
import { threadId } from "node:worker_threads";
import type { Diagnostic } from "./diagnostic.ts";

/** A Node file-system error: its code, the call that failed and the path it failed on. */
type ErrnoError = Error & { code: string; syscall?: string; path?: string; dest?: string };

/** What each error code means for the person running the build, and what to do about it. */
const MEANING: Record<string, { what: string; hint: (dir: string) => string }> = {
  EROFS: {
    what: "the file system is read-only",
    hint: (dir) => `Build into a writable folder (--out-dir), or remount ${dir} writable.`,
  },
  EACCES: {
    what: "permission denied",
    hint: (dir) => `Give the user running docsgen write access to ${dir}, or build into another folder (--out-dir).`,
  },
  EPERM: {
    what: "the operation is not permitted (an immutable or locked file?)",
    hint: (dir) => `Check the attributes of ${dir} (lsattr, chattr -i), or build into another folder (--out-dir).`,
  },
  ENOSPC: {
    what: "the disk is full",
    hint: (dir) =>
      `Free space on the disk that holds ${dir} (df -h ${dir}); the build cache in node_modules/.cache/docsgen-build can be removed, or build with --no-cache or --out-dir on another disk.`,
  },
  EDQUOT: {
    what: "the disk quota is exhausted",
    hint: (dir) => `Free space in your quota on the disk that holds ${dir}, or build into another folder (--out-dir).`,
  },
  ENOTEMPTY: {
    what: "another process wrote there at the same time (the folder is not empty)",
    hint: () => "Run one build at a time into an output folder, then run this one again.",
  },
  EEXIST: {
    what: "something is already there",
    hint: () => "Another build may be running into the same folder: run one at a time, then run this one again.",
  },
  EBUSY: {
    what: "the file or folder is in use",
    hint: () =>
      "Close what holds it open (a server serving the folder on Windows, an editor), then run the build again.",
  },
  EISDIR: {
    what: "a folder stands where a file should be",
    hint: (dir) => `Remove or rename the folder in ${dir}, then run the build again.`,
  },
  ENOTDIR: {
    what: "a file stands where a folder should be",
    hint: (dir) => `Remove or rename the file in ${dir}, then run the build again.`,
  },
  EMFILE: {
    what: "too many open files",
    hint: () => "Raise the limit of open files (ulimit -n), then run the build again.",
  },
  ENOENT: {
    what: "no such file or folder",
    hint: () => "A file was removed while the build ran (another build, a clean step?): run the build again.",
  },
};

const SYSCALL: Record<string, string> = {
  mkdir: "create the folder",
  open: "open",
  write: "write",
  rename: "rename into place",
  rmdir: "remove the folder",
  rm: "remove",
  unlink: "remove",
  copyfile: "copy",
  lstat: "read",
  stat: "read",
  scandir: "list",
  read: "read",
  symlink: "link",
};

/**
 * A located diagnostic for a file-system error anywhere in `error`'s cause chain: the path, what failed,
 * what the code means and what to do. Undefined for other errors. Paths inside `siteDir` are shown relative
 * to it, as every diagnostic's are. An error without a path (a write to an open file: ENOSPC) names
 * `folder`, the folder the command was writing into, when given.
 */
export function ioDiagnostic(error: unknown, siteDir = process.cwd(), folder?: string): Diagnostic | undefined {
  const found = errnoIn(error);
  const path = found?.path ?? (found && folder);
  if (!found || !path) return undefined;
  const code = realCode(found);
  const meaning = MEANING[code];
  const doing = SYSCALL[found.syscall ?? ""] ?? found.syscall ?? "use";
  const target = found.dest ? ` to ${shown(found.dest, siteDir)}` : found.path ? "" : " a file in this folder";
  return {
    severity: "error",
    code: "io",
    message: `could not ${doing}${target}: ${meaning?.what ?? found.message} (${code})`,
    file: shown(path, siteDir),
    hint:
      meaning?.hint(found.path ? dirname(path) : path) ??
      "Check the path and the disk, then run the build again (DEBUG=docsgen prints the stack).",
  };
}

function errnoIn(error: unknown): ErrnoError | undefined {
  for (let e = error; e instanceof Error; e = e.cause) {
    if (typeof (e as ErrnoError).code === "string" && /^E[A-Z]+$/.test((e as ErrnoError).code)) return e as ErrnoError;
  }
  return undefined;
}

/**
 * The code the failure really has. `mkdir -p` reports ENOENT for any folder it cannot create, a read-only
 * file system included (a read-only output folder said "no such file or directory"): when the parent
 * exists, one plain mkdir there gives the real reason.
 */
function realCode(error: ErrnoError): string {
  if (error.code !== "ENOENT" || error.syscall !== "mkdir" || !error.path) return error.code;
  const parent = dirname(error.path);
  if (!statSync(parent, { throwIfNoEntry: false })?.isDirectory()) return error.code;
  // A name of its own: the failed path may be a folder other threads are writing into by now.
  const probe = join(parent, `.docsgen-probe-${process.pid}-${threadId}`);
  try {
    mkdirSync(probe);
    rmdirSync(probe);
    return error.code;
  } catch (probe) {
    const code = (probe as NodeJS.ErrnoException).code;
    return code && code !== "EEXIST" ? code : error.code;
  }
}

function shown(path: string, siteDir: string): string {
  const rel = relative(siteDir, path);
  return rel && !rel.startsWith("..") && !isAbsolute(rel) ? rel.split("\\").join("/") : path;
}
