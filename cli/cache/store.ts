import { randomBytes } from "node:crypto";
import { mkdir, readFile, rename, rm, writeFile } from "node:fs/promises";
import { join } from "node:path";

/**
 * A folder of files named by key (`ab/cdef…`): nothing is held in memory, so a warm build of any size
 * reads entries as it needs them. Writes go to a temporary name and are renamed into place, so a reader
 * (another build, a killed one) never sees half an entry under its key.
 */
export class DiskStore {
  private readonly made = new Set<string>();
  private readonly writes = new Set<Promise<void>>();

  constructor(readonly dir: string) {}

  pathOf(key: string): string {
    return join(this.dir, key.slice(0, 2), key.slice(2));
  }

  /** The entry's bytes, or undefined when there is none (or it cannot be read). */
  async read(key: string): Promise<Buffer | undefined> {
    try {
      return await readFile(this.pathOf(key));
    } catch {
      return undefined;
    }
  }

  /** Writes in the background; `flush` waits for every write. A failed write only loses that entry. */
  write(key: string, bytes: () => Promise<Buffer>): void {
    const job = this.put(key, bytes).catch(() => {});
    this.writes.add(job);
    job.finally(() => this.writes.delete(job));
  }

  async flush(): Promise<void> {
    while (this.writes.size > 0) await Promise.all(this.writes);
  }

  private async put(key: string, bytes: () => Promise<Buffer>): Promise<void> {
    const data = await bytes();
    const folder = join(this.dir, key.slice(0, 2));
    if (!this.made.has(folder)) {
      await mkdir(folder, { recursive: true });
      this.made.add(folder);
    }
    const target = this.pathOf(key);
    const tmp = `${target}.${process.pid}-${randomBytes(4).toString("hex")}.tmp`;
    try {
      await writeFile(tmp, data);
      await rename(tmp, target);
    } catch (error) {
      await rm(tmp, { force: true });
      throw error;
    }
  }
}
