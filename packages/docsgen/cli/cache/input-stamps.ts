import { statSync } from "node:fs";
import { sameStamp, settled, stampOf } from "../paths/file-stamp.ts";

/** An input of a kept bundle as an entry stores it: [path, size, mtimeMs, ctimeMs, ino]. */
export type StoredStamp = [string, number, number, number, number];

/**
 * The stamps of what a bundle was made from, or undefined when one changed while it was made (its times are
 * not before `started`; file-stamp.ts) or is gone: such a bundle may hold a file's old bytes under its new
 * stamp, so it is not kept.
 */
export function settledStamps(paths: readonly string[], started: number): StoredStamp[] | undefined {
  const stamps: StoredStamp[] = [];
  for (const path of paths) {
    const s = statSync(path, { throwIfNoEntry: false });
    if (!s || !settled(stampOf(s), started)) return undefined;
    stamps.push([path, s.size, s.mtimeMs, s.ctimeMs, s.ino]);
  }
  return stamps;
}

/** Every stored input still has its stamp (a value read from an entry: anything else is not). */
export function unchanged(stamps: unknown): stamps is StoredStamp[] {
  if (!Array.isArray(stamps)) return false;
  for (const stamp of stamps) {
    if (!Array.isArray(stamp) || stamp.length !== 5) return false;
    const [path, size, mtimeMs, ctimeMs, ino] = stamp as StoredStamp;
    const s = statSync(path, { throwIfNoEntry: false });
    if (!s || !sameStamp(stampOf(s), { size, mtimeMs, ctimeMs, ino })) return false;
  }
  return true;
}
