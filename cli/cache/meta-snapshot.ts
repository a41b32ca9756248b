import { readChecked, writeChecked } from "./checked-file.ts";

/**
 * The metadata of every page a build read from its page cache or stored in it (page-cache.ts), kept in one
 * file for the next build into the same folder: a warm build of 5,000 pages read 5,000 entries (~200 MB)
 * for metadata that fits in ~10 MB. Entries stay the source of truth: the snapshot only saves reading them,
 * its metadata is checked as an entry's is, and a page's parts are still read from its entry.
 *
 * A checked file (checked-file.ts) of the JSON `{"<page key>": <metadata>, …}`.
 */
const FORMAT = "docsgen-meta 1";

export class MetaSnapshot {
  private readonly earlier: Map<string, unknown>;
  private readonly next = new Map<string, unknown>();

  /** Without a path, only collects (a worker's cache, whose notes go to the build's snapshot). */
  constructor(
    private readonly salt: string,
    private readonly path?: string,
  ) {
    this.earlier = path ? read(path, salt) : new Map();
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
    this.next.set(key, meta);
  }

  notes(): [string, unknown][] {
    return [...this.next];
  }

  /** Writes what this build noted, unless the file already holds exactly those pages. */
  save(): void {
    if (!this.path || this.next.size === 0) return;
    if (this.next.size === this.earlier.size && [...this.next.keys()].every((k) => this.earlier.has(k))) return;
    writeChecked(this.path, FORMAT, this.salt, JSON.stringify(Object.fromEntries(this.next)));
  }
}

function read(path: string, salt: string): Map<string, unknown> {
  const value = readChecked(path, FORMAT, salt);
  if (typeof value !== "object" || value === null || Array.isArray(value)) return new Map();
  return new Map(Object.entries(value));
}
