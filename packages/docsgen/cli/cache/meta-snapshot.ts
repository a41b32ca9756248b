import { CheckedMap } from "./checked-file.ts";

/**
 * The metadata of every page a build read from its page cache or stored in it (page-cache.ts), kept in one
 * file for the next build into the same folder: a warm build otherwise reads every entry whole for metadata
 * that is a twentieth of their size. Entries stay the source of truth: the snapshot only saves reading them,
 * its metadata is checked as an entry's is, and a page's parts are still read from its entry.
 *
 * A checked map file (checked-file.ts): page key → metadata.
 */
const FORMAT = "docsgen-meta 2";

export class MetaSnapshot {
  private readonly file?: CheckedMap<object>;
  private readonly earlier: ReadonlyMap<string, unknown>;
  private readonly next = new Map<string, object>();

  /** Without a path, only collects (a worker's cache, whose notes go to the build's snapshot). */
  constructor(salt: string, path?: string) {
    this.file = path ? new CheckedMap(path, FORMAT, salt, isObject) : undefined;
    this.earlier = this.file?.earlier ?? new Map();
  }

  /** The metadata the last build noted under this key, if any (still to be checked by the caller). */
  get(key: string): unknown {
    return this.earlier.get(key);
  }

  has(key: string): boolean {
    return this.earlier.has(key);
  }

  /** Keeps a page's metadata for the next build. */
  note(key: string, meta: unknown): void {
    if (isObject(key, meta)) this.next.set(key, meta);
  }

  notes(): [string, unknown][] {
    return [...this.next];
  }

  /** Saves what this build noted (the changes since the file was read, see checked-file.ts). */
  save(): void {
    if (this.next.size > 0) this.file?.save(this.next);
  }
}

function isObject(_key: string, value: unknown): value is object {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}
