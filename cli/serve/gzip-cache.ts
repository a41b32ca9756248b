import { gzipSync } from "node:zlib";

/**
 * Gzipped bodies of served files, least recently used first out. One entry per file (a rebuilt file
 * replaces its old version) and a bound on the bytes held: watch mode rebuilds for hours, and an
 * unbounded cache kept every version of every page it ever served.
 */
export class GzipCache {
  private readonly entries = new Map<string, { version: string; gz: Buffer }>();
  private bytes = 0;

  constructor(private readonly maxBytes = 32 * 1024 * 1024) {}

  /** The gzip of `body`, which is version `version` of `file` (e.g. its ETag). */
  get(file: string, version: string, body: Buffer): Buffer {
    const hit = this.entries.get(file);
    if (hit) {
      this.entries.delete(file);
      if (hit.version === version) {
        this.entries.set(file, hit); // now the most recently used
        return hit.gz;
      }
      this.bytes -= hit.gz.length;
    }
    const gz = gzipSync(body);
    if (gz.length > this.maxBytes) return gz;
    this.entries.set(file, { version, gz });
    this.bytes += gz.length;
    for (const [oldest, entry] of this.entries) {
      if (this.bytes <= this.maxBytes) break;
      this.entries.delete(oldest);
      this.bytes -= entry.gz.length;
    }
    return gz;
  }

  /** Bytes held (for tests). */
  get size(): number {
    return this.bytes;
  }
}
