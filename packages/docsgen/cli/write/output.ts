import { spawn } from "node:child_process";
import { copyFileSync, existsSync, mkdirSync, readdirSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { rm } from "node:fs/promises";
import { basename, dirname, join } from "node:path";
import { outputFile } from "../paths/contain.ts";
import type { StaticTarget } from "./static-files.ts";
import { recoverSwap, swapIn } from "./swap.ts";
import { recoverSync } from "./sync-journal.ts";

/** Writes files below one folder (a build's staged output; worker threads write into the same one). */
export class OutputWriter {
  /** Folders known to exist, so each is created once. */
  private readonly made = new Set<string>();

  constructor(readonly dir: string) {}

  /**
   * Writes files at output-relative paths. Synchronously, on purpose: every page needs a folder of its own
   * and creating folders is the costly part; the same writes issued concurrently through the libuv pool
   * cost more than twice the CPU, contending on the parent folders. A build is CPU-bound, so the cheaper calls win even though they block this thread.
   */
  async writeAll(files: Map<string, string | Uint8Array>): Promise<void> {
    for (const [rel, contents] of files) writeFileSync(this.place(rel), contents);
  }

  /** The absolute path of an output file, its folder made (once): refused if it would leave the output. */
  protected place(rel: string): string {
    const path = outputFile(this.dir, rel);
    const folder = dirname(path);
    if (!this.made.has(folder)) {
      mkdirSync(folder, { recursive: true });
      this.made.add(folder);
    }
    return path;
  }
}

/**
 * Where a build writes, as the render steps see it. How it reaches the served folder (a staged folder
 * swapped in whole, or changed files synced into it) is chosen once, by the build's context.
 */
export interface BuildOutput extends StaticTarget {
  writeAll(files: Map<string, string | Uint8Array>): Promise<void>;
  /** Leaves a file of the previous output as it is, if intact; false when it must be written. */
  keep(rel: string): boolean;
  /** The folder worker threads write into directly, when this output has one. */
  readonly workerDir?: string;
  /** The build succeeded: makes the output live. Returns the paths that changed, when they are known. */
  finish(): Promise<string[] | undefined>;
  /** The build failed: drops what was written; the previous output stays as it was. */
  discard(): Promise<void>;
}

/**
 * A build's output: everything is written beside the real folder and swapped in whole (`finish`) only when
 * the whole build succeeded, so a failed build leaves the previous output untouched.
 */
export class StagedOutput extends OutputWriter implements BuildOutput {
  /** `nested`: folders of the output that other builds write (the other locales'): carried over as they are. */
  constructor(
    readonly target: string,
    private readonly nested: readonly string[] = [],
  ) {
    super(`${target}.tmp-${process.pid}`);
    rmSync(this.dir, { recursive: true, force: true });
    mkdirSync(this.dir, { recursive: true });
  }

  /**
   * Swaps the staged folder in. The old output is renamed to a hidden sibling and removed by a detached
   * process: removing thousands of files was the last part of a rebuild, mostly waiting on the disk with
   * nothing left to overlap it with. The new output is complete before this returns.
   */
  async finish(): Promise<undefined> {
    const hadOld = existsSync(this.target);
    const trash = trashPath(this.target);
    // Moved before the swap, so they are never missing from the live output (a crash in between loses them
    // with the staged folder: they are built again). What this build wrote there gives way, as in Docusaurus,
    // whose locale build clears its folder: it took the whole locale's place (site-routes.ts warns of it).
    for (const name of this.nested) {
      const from = join(this.target, name);
      if (!existsSync(from)) continue;
      rmSync(join(this.dir, name), { recursive: true, force: true });
      renameSync(from, join(this.dir, name));
    }
    swapIn(this.target, this.dir, trash);
    if (hadOld) removeInBackground(trash);
    return undefined;
  }

  async discard(): Promise<void> {
    rmSync(this.dir, { recursive: true, force: true });
  }

  get workerDir(): string {
    return this.dir;
  }

  /** A staged folder starts empty: every file is written. */
  keep(): boolean {
    return false;
  }

  /** The staged folder is new: anything in it, the build (or a worker) wrote. */
  generated(rel: string): boolean {
    return existsSync(outputFile(this.dir, rel));
  }

  copyFile(rel: string, absPath: string): void {
    copyFileSync(absPath, this.place(rel));
  }
}

let trashCount = 0;

/** Trash folders this process is removing right now. */
const removing = new Set<string>();

/** The removals `removeLater` started that have not finished. */
const removals = new Set<Promise<void>>();

/** Removes a trash folder on the I/O threads, off the build's path; what is left, the next build removes. */
export function removeLater(trash: string): void {
  removing.add(trash);
  const removal: Promise<void> = rm(trash, { recursive: true, force: true })
    .catch(() => {})
    .finally(() => {
      removing.delete(trash);
      removals.delete(removal);
    });
  removals.add(removal);
}

/** Settles once the removals started by `removeLater` have finished: the CLI waits for them before it exits. */
export async function removalsDone(): Promise<void> {
  while (removals.size > 0) await Promise.all(removals);
}

/**
 * A new hidden sibling of `target` to move something into before removing it: what a build that is killed
 * leaves there, the next one removes (`recoverOutput`).
 */
export function trashPath(target: string): string {
  return join(dirname(target), `${trashPrefix(target)}${process.pid}-${++trashCount}`);
}

/**
 * Makes the output whole again after a build that was killed while changing it (swap.ts, sync-journal.ts),
 * then removes what killed builds left beside `target`: old outputs whose removal was cut short (see
 * commit), and the folders of builds whose process is gone (`build.tmp-<pid>`, `build.sync-<pid>`). Every
 * command that reads the output calls this first. Returns a line for each repair, for the user.
 */
export function recoverOutput(target: string): string[] {
  const repairs: string[] = [];
  const swapped = recoverSwap(target, alive);
  if (swapped) repairs.push(swapped);
  const pattern = new RegExp(`^${basename(target).replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}\\.(tmp|sync)-(\\d+)$`);
  let names: string[] = [];
  try {
    names = readdirSync(dirname(target));
  } catch {
    return repairs;
  }
  for (const name of names) {
    const [, kind, pid] = pattern.exec(name) ?? [];
    if (pid === undefined || alive(Number(pid))) continue;
    const leftover = join(dirname(target), name);
    const undone = kind === "sync" ? recoverSync(target, leftover) : undefined;
    if (undone) repairs.push(undone);
    removeInBackground(leftover);
  }
  // A folder this process is still removing (a rebuild right after the last one) is left to that removal.
  for (const stale of trashOf(target)) if (!removing.has(stale)) removeInBackground(stale);
  return repairs;
}

function alive(pid: number): boolean {
  if (pid === process.pid) return true;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

/** `build` → `.build.trash-`: old outputs waiting to be removed sit beside the output, hidden. */
function trashPrefix(target: string): string {
  return `.${basename(target)}.trash-`;
}

function trashOf(target: string): string[] {
  const prefix = trashPrefix(target);
  try {
    return readdirSync(dirname(target))
      .filter((name) => name.startsWith(prefix))
      .map((name) => join(dirname(target), name));
  } catch {
    return [];
  }
}

/**
 * Removes a folder in a process that outlives this one. If that cannot start, it is removed here; if it
 * is cut short, the next build removes what is left.
 */
function removeInBackground(path: string): void {
  const [command, args] =
    process.platform === "win32"
      ? [process.execPath, ["-e", "require('node:fs').rmSync(process.argv[1], { recursive: true, force: true })", path]]
      : ["rm", ["-rf", "--", path]];
  try {
    const child = spawn(command, args as string[], { detached: true, stdio: "ignore" });
    removing.add(path);
    child.on("exit", () => removing.delete(path));
    child.on("error", () => {
      removing.delete(path);
      rmSync(path, { recursive: true, force: true });
    });
    child.unref();
  } catch {
    rmSync(path, { recursive: true, force: true });
  }
}
