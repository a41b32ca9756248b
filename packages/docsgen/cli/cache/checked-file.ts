import { appendFileSync, readFileSync } from "node:fs";
import { sha256 } from "../hash.ts";
import { replaceFile } from "./replace-file.ts";

/**
 * A map the cache keeps beside an output record (meta-snapshot.ts, head-snapshot.ts), in a file written
 * whole and then grown by the changes of each build: a one-page edit changes two entries of thousands, and
 * writing the whole file again was a sizeable part of such a rebuild. The file is trusted only whole:
 * its header names the format and the salt it was written under, and each line after it carries the
 * sha256 of its JSON, `[{key: value, …}, [removed key, …]]`. Any line damaged, or cut short by a build that
 * stopped while appending, and nothing of the file is used.
 *
 *     <format> <salt>\n
 *     <sha256 of the JSON> <JSON>\n …
 */
export class CheckedMap<V> {
  /** The entries as the file held them when read (empty when it was missing or damaged). */
  readonly earlier: Map<string, V>;
  /** Lines of changes after the whole one: past `MAX_APPENDED`, the next save writes the file whole again. */
  private appended = -1;

  constructor(
    private readonly path: string,
    private readonly format: string,
    private readonly salt: string,
    /** An entry as read is usable (the file is checked, but written by a build that may know less). */
    usable: (key: string, value: unknown) => value is V,
  ) {
    this.earlier = this.read(usable);
  }

  private read(usable: (key: string, value: unknown) => value is V): Map<string, V> {
    const entries = new Map<string, V>();
    let bytes: Buffer;
    try {
      bytes = readFileSync(this.path);
    } catch {
      return entries;
    }
    // Lines are checked as bytes: hashing them as decoded strings would encode the whole file back to UTF-8.
    const headEnd = bytes.indexOf(NEWLINE);
    if (headEnd < 0 || bytes.toString("utf8", 0, headEnd) !== `${this.format} ${this.salt}`) return entries;
    if (bytes[bytes.length - 1] !== NEWLINE) return entries;
    let lines = 0;
    for (let start = headEnd + 1; start < bytes.length; lines++) {
      const end = bytes.indexOf(NEWLINE, start);
      if (end - start < 65) return new Map();
      const json = bytes.subarray(start + 65, end);
      const sha = sha256(json);
      if (bytes[start + 64] !== SPACE || bytes.toString("latin1", start, start + 64) !== sha) return new Map();
      start = end + 1;
      let change: unknown;
      try {
        change = JSON.parse(json.toString("utf8"));
      } catch {
        return new Map();
      }
      if (!Array.isArray(change) || typeof change[0] !== "object" || change[0] === null || !Array.isArray(change[1]))
        return new Map();
      for (const [key, value] of Object.entries(change[0] as object)) {
        if (usable(key, value)) entries.set(key, value);
        else entries.delete(key);
      }
      for (const key of change[1]) entries.delete(String(key));
    }
    this.appended = lines - 1;
    return entries;
  }

  /**
   * Brings the file to `next`: appends what changed since `earlier` (entries compared by identity: a value
   * carried over is the object read), or writes it whole when it was unusable, has grown by many builds'
   * changes, or most of it changed. A failed write leaves a file the next read refuses or no file.
   */
  save(next: ReadonlyMap<string, V>): void {
    const set = [...next].filter(([key, value]) => this.earlier.get(key) !== value);
    const removed = [...this.earlier.keys()].filter((key) => !next.has(key));
    const changes = set.length + removed.length;
    if (changes === 0 && this.appended >= 0) return;
    if (this.appended >= 0 && this.appended < MAX_APPENDED && changes <= next.size / 4) {
      try {
        // Cut short, the line fails its check and the next build reads no entry from here: nothing worse.
        appendFileSync(this.path, line([Object.fromEntries(set), removed]));
      } catch {
        // The file stays as the build before left it: read back, it is checked like any.
      }
      return;
    }
    // Without the file, the next build reads what it would have saved it: nothing worse.
    replaceFile(this.path, `${this.format} ${this.salt}\n${line([Object.fromEntries(next), []])}`);
  }
}

const NEWLINE = 0x0a;
const SPACE = 0x20;

/** Builds of changes appended before the file is written whole again (reading it checks every line). */
const MAX_APPENDED = 32;

function line(change: [object, string[]]): string {
  const json = JSON.stringify(change);
  return `${sha256(json)} ${json}\n`;
}
