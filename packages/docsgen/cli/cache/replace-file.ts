import { mkdirSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { mkdir, rename, rm, writeFile } from "node:fs/promises";
import { dirname } from "node:path";
import { threadId } from "node:worker_threads";

let serial = 0;

/** A temporary name beside `path`, unique per process, thread and call: two writers never share one. */
function temporary(path: string): string {
  return `${path}.${process.pid}-${threadId}-${++serial}.tmp`;
}

/**
 * Writes a file whole under a temporary name, then renames it into place: a reader (another build, a
 * killed one) sees the old file or the new one, never half of one. Throws what failed, the temporary file
 * removed. `madeFolder`: the caller knows the folder exists.
 */
export function writeWhole(path: string, data: string | Uint8Array, madeFolder = false): void {
  const tmp = temporary(path);
  try {
    if (!madeFolder) mkdirSync(dirname(path), { recursive: true });
    writeFileSync(tmp, data);
    renameSync(tmp, path);
  } catch (error) {
    rmSync(tmp, { force: true });
    throw error;
  }
}

/** `writeWhole` off this thread (for large files written while the build goes on). */
export async function writeWholeLater(path: string, data: string | Uint8Array): Promise<void> {
  const tmp = temporary(path);
  try {
    await mkdir(dirname(path), { recursive: true });
    await writeFile(tmp, data);
    await rename(tmp, path);
  } catch (error) {
    await rm(tmp, { force: true });
    throw error;
  }
}

/**
 * `writeWhole` for cache files, where a failure is swallowed: a cache file that is missing or stale is never
 * worse than a slower build.
 */
export function replaceFile(path: string, data: string | Uint8Array): void {
  try {
    writeWhole(path, data);
  } catch {
    // see above
  }
}
