import { type Stats, statSync } from "node:fs";

/**
 * What a file was when it was read, as git's index keeps it: a file with the same stamp later is taken as
 * unchanged without reading it. The one rule for "is this file unchanged?" of the caches.
 */
export interface FileStamp {
  size: number;
  mtimeMs: number;
  ctimeMs: number;
  ino: number;
}

export function stampOf(stats: Stats): FileStamp {
  return { size: stats.size, mtimeMs: stats.mtimeMs, ctimeMs: stats.ctimeMs, ino: stats.ino };
}

export function sameStamp(a: FileStamp, b: FileStamp): boolean {
  return a.size === b.size && a.mtimeMs === b.mtimeMs && a.ctimeMs === b.ctimeMs && a.ino === b.ino;
}

/**
 * The stamp tells a later change apart: its times are far enough before `since` (when the reader started)
 * that a write in the same clock tick cannot hide behind it. A few kernel ticks, or two seconds on a file
 * system that keeps whole seconds only (FAT keeps two).
 */
export function settled(stamp: FileStamp, since: number): boolean {
  const window = stamp.mtimeMs % 1000 === 0 && stamp.ctimeMs % 1000 === 0 ? 2000 : 50;
  return Math.max(stamp.mtimeMs, stamp.ctimeMs) <= since - window;
}

/** A file's modification time, or -1 when it does not exist (a partial recorded by its page's parse). */
export function mtimeOf(path: string): number {
  return statSync(path, { throwIfNoEntry: false })?.mtimeMs ?? -1;
}
