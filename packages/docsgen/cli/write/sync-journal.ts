import { existsSync, mkdirSync, readFileSync, renameSync, rmSync } from "node:fs";
import { dirname, join } from "node:path";
import { writeWhole } from "../cache/replace-file.ts";
import { outputFile } from "../paths/contain.ts";
import { crashPoint } from "./crash-points.ts";

/**
 * One change a synced build makes to the live folder: a staged file moved in at `rel`, or (no `staged`) the
 * file at `rel` removed. Whatever stood at `rel` is first moved to `backup`, kept until the build is done.
 */
export interface Move {
  rel: string;
  staged?: string;
  backup: string;
}

const JOURNAL = "journal.json";

/**
 * Applies the moves to the live folder under a journal kept in the staging folder. A failure partway (a file
 * that cannot be replaced) undoes the moves made so far before it is thrown, so the folder is as it was; a
 * crash partway leaves the journal, and the next docsgen run undoes them (`recoverSync`).
 */
export function applyMoves(target: string, staging: string, moves: readonly Move[]): void {
  const journal = join(staging, JOURNAL);
  writeWhole(journal, JSON.stringify({ pid: process.pid, moves }));
  crashPoint("sync journal written");
  let done = 0;
  try {
    for (const move of moves) {
      done++;
      const path = outputFile(target, move.rel);
      if (existsSync(path)) {
        mkdirSync(dirname(move.backup), { recursive: true });
        renameSync(path, move.backup);
        crashPoint(`${move.rel} moved aside`);
      }
      if (move.staged !== undefined) {
        mkdirSync(dirname(path), { recursive: true });
        renameSync(move.staged, path);
        crashPoint(`${move.rel} moved in`);
      }
    }
  } catch (error) {
    rollBack(target, moves.slice(0, done));
    rmSync(journal, { force: true });
    throw error;
  }
  rmSync(journal, { force: true });
  crashPoint("sync journal removed");
}

/** Undoes moves, newest first: each new file goes back to its staged name, each old one back in place. */
export function rollBack(target: string, moves: readonly Move[]): void {
  for (const move of [...moves].reverse()) {
    const path = outputFile(target, move.rel);
    if (move.staged !== undefined && !existsSync(move.staged) && existsSync(path)) renameSync(path, move.staged);
    if (existsSync(move.backup)) {
      mkdirSync(dirname(path), { recursive: true });
      renameSync(move.backup, path);
    }
  }
}

/**
 * Undoes the moves of a synced build that died partway, found by its staging folder's journal. Returns a
 * line for the user when it undid anything. The staging folder itself is removed afterwards by whoever
 * clears leftovers.
 */
export function recoverSync(target: string, staging: string): string | undefined {
  let moves: Move[];
  try {
    moves = (JSON.parse(readFileSync(join(staging, JOURNAL), "utf8")) as { moves: Move[] }).moves;
  } catch {
    return undefined; // no journal (the build died before moving anything), or one written partly
  }
  rollBack(target, moves);
  rmSync(join(staging, JOURNAL), { force: true });
  return "the files an interrupted build had started to move in were taken out again: the previous output is back";
}
