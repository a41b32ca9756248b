import { mkdirSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { dirname } from "node:path";

/**
 * Writes a file whole under a temporary name, then renames it into place: a reader (another build, a
 * killed one) sees the old file or the new one, never half of one. Throws what failed, the temporary file
 * removed.
 */
export function writeWhole(path: string, data: string | Uint8Array): void {
  const tmp = `${path}.${process.pid}.tmp`;
  try {
    mkdirSync(dirname(path), { recursive: true });
    writeFileSync(tmp, data);
    renameSync(tmp, path);
  } catch (error) {
    rmSync(tmp, { force: true });
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
