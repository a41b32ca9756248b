import { createHash } from "node:crypto";
import { mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { dirname } from "node:path";

/**
 * A JSON file the cache keeps beside an output record (meta-snapshot.ts, head-snapshot.ts), trusted only
 * whole: a header names its format, the salt it was written under and the sha256 of the JSON after it.
 *
 *     <format> <salt> <sha256 of the JSON>\n<JSON>
 */

/** The JSON value of a checked file, or undefined when it is missing, damaged, or of another format or salt. */
export function readChecked(path: string, format: string, salt: string): unknown {
  let text: string;
  try {
    text = readFileSync(path, "utf8");
  } catch {
    return undefined;
  }
  const end = text.indexOf("\n");
  const header = text.slice(0, Math.max(0, end));
  const expected = `${format} ${salt} `;
  if (end < 0 || !header.startsWith(expected)) return undefined;
  const json = text.slice(end + 1);
  if (createHash("sha256").update(json).digest("hex") !== header.slice(expected.length)) return undefined;
  try {
    return JSON.parse(json);
  } catch {
    return undefined;
  }
}

/** Writes a checked file whole or not at all (a failed write leaves the old file, or none). */
export function writeChecked(path: string, format: string, salt: string, json: string): void {
  const sum = createHash("sha256").update(json).digest("hex");
  const tmp = `${path}.${process.pid}.tmp`;
  try {
    mkdirSync(dirname(path), { recursive: true });
    writeFileSync(tmp, `${format} ${salt} ${sum}\n${json}`);
    renameSync(tmp, path);
  } catch {
    rmSync(tmp, { force: true });
    // Without it the next build reads what the file would have saved it, nothing worse.
  }
}
