/**
 * Bytes derived from served files (a file's body, its gzip), least recently used first out. One entry per
 * key (a rebuilt file replaces its old version) and a bound on the bytes held: watch mode rebuilds for
 * hours, and an unbounded cache kept every version of every page it ever served.
 */
export class VersionedCache {
  private readonly entries = new Map<string, { version: string; bytes: Buffer }>();
  private held = 0;

  constructor(private readonly maxBytes = 32 * 1024 * 1024) {}

  /** The bytes of `key` at `version` (e.g. a file's ETag): from the cache, or made now by `make`. */
  get(key: string, version: string, make: () => Buffer): Buffer {
    const hit = this.entries.get(key);
    if (hit) {
      this.entries.delete(key);
      if (hit.version === version) {
        this.entries.set(key, hit); // now the most recently used
        return hit.bytes;
      }
      this.held -= hit.bytes.length;
    }
    const bytes = make();
    if (bytes.length > this.maxBytes) return bytes;
    this.entries.set(key, { version, bytes });
    this.held += bytes.length;
    for (const [oldest, entry] of this.entries) {
      if (this.held <= this.maxBytes) break;
      this.entries.delete(oldest);
      this.held -= entry.bytes.length;
    }
    return bytes;
  }

  /** Bytes held (for tests). */
  get size(): number {
    return this.held;
  }
}
