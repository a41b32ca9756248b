import { existsSync, readFileSync, renameSync, rmSync } from "node:fs";
import { basename, dirname, join } from "node:path";
import { writeWhole } from "../cache/replace-file.ts";
import { crashPoint } from "./crash-points.ts";

/**
 * Swapping a finished folder in for the live one takes two renames (Node has no atomic exchange), so a
 * crash between them would leave no output at all. A journal beside the output, written first, names both
 * folders: whoever finds it next with its writer gone finishes the swap (`recoverSwap`), so every crash
 * point leaves the old output or the new one, whole.
 */
interface SwapJournal {
  pid: number;
  /** Where the live output was moved aside (removed once the swap is done). */
  old: string;
  /** The finished new output. */
  next: string;
}

/** `build` → `.build.swap`: hidden beside the output, like the folders being removed. */
export function journalPath(target: string): string {
  return join(dirname(target), `.${basename(target)}.swap`);
}

/** Moves `next` in place of `target`, the old one to `old` (which the caller removes). */
export function swapIn(target: string, next: string, old: string): void {
  const journal = journalPath(target);
  const hadOld = existsSync(target);
  writeWhole(journal, JSON.stringify({ pid: process.pid, old, next } satisfies SwapJournal));
  crashPoint("swap journal written");
  if (hadOld) {
    renameSync(target, old);
    crashPoint("old output moved aside");
  }
  renameSync(next, target);
  crashPoint("new output moved in");
  rmSync(journal, { force: true });
}

/**
 * Finishes a swap a dead process left half done: the new folder, complete before its journal was written,
 * goes in; if it is gone, the old one goes back. Returns what happened, for a line to the user; undefined
 * when there was nothing to do (or the swap's writer is still running).
 */
export function recoverSwap(target: string, alive: (pid: number) => boolean): string | undefined {
  const journal = journalPath(target);
  let entry: SwapJournal;
  try {
    entry = JSON.parse(readFileSync(journal, "utf8")) as SwapJournal;
  } catch {
    if (existsSync(journal)) rmSync(journal, { force: true }); // unreadable: written partly, so nothing was moved
    return undefined;
  }
  if (alive(entry.pid)) return undefined;
  let outcome: string | undefined;
  if (!existsSync(target)) {
    if (existsSync(entry.next)) {
      renameSync(entry.next, target);
      outcome = "the new output, which an interrupted build had finished, was moved in";
    } else if (existsSync(entry.old)) {
      renameSync(entry.old, target);
      outcome = "the previous output, which an interrupted build had moved aside, was put back";
    }
  }
  rmSync(journal, { force: true });
  return outcome;
}
