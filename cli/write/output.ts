import { cpSync, existsSync, mkdirSync, renameSync, rmSync } from "node:fs";
import { mkdir, writeFile } from "node:fs/promises";
import { dirname, join } from "node:path";

/**
 * A staged output folder: everything is written beside the real one and swapped in only when the whole
 * build succeeded, so a failed build leaves the previous output untouched. Watch mode writes in place
 * (the server keeps serving the folder; pages are replaced one by one).
 */
export class StagedOutput {
  readonly dir: string;
  readonly target: string;
  readonly inPlace: boolean;

  constructor(target: string, options: { inPlace?: boolean } = {}) {
    this.target = target;
    this.inPlace = options.inPlace ?? false;
    this.dir = this.inPlace ? target : `${target}.tmp-${process.pid}`;
    if (!this.inPlace) rmSync(this.dir, { recursive: true, force: true });
    mkdirSync(this.dir, { recursive: true });
  }

  /** Writes files at output-relative paths, creating each folder once; bounded concurrency. */
  async writeAll(files: Map<string, string | Uint8Array>): Promise<void> {
    const dirs = new Set([...files.keys()].map((rel) => dirname(join(this.dir, rel))));
    await Promise.all([...dirs].map((d) => mkdir(d, { recursive: true })));
    const entries = [...files];
    const workers = Array.from({ length: 16 }, async (_, w) => {
      for (let i = w; i < entries.length; i += 16) await writeFile(join(this.dir, entries[i][0]), entries[i][1]);
    });
    await Promise.all(workers);
  }

  /** Copies a folder's content (e.g. `static/`) to the output root. */
  copyFolder(from: string): void {
    if (existsSync(from)) cpSync(from, this.dir, { recursive: true });
  }

  /** Swaps the staged folder in; the old output is removed only after the new one is in place. */
  commit(): void {
    if (this.inPlace) return;
    const old = `${this.target}.old-${process.pid}`;
    const hadOld = existsSync(this.target);
    if (hadOld) renameSync(this.target, old);
    renameSync(this.dir, this.target);
    if (hadOld) rmSync(old, { recursive: true, force: true });
  }

  discard(): void {
    if (!this.inPlace) rmSync(this.dir, { recursive: true, force: true });
  }
}

/** `/docs/a/b` → `docs/a/b/index.html`; `/` → `index.html`. */
export function htmlPathOf(route: string): string {
  return route === "/" ? "index.html" : `${route.slice(1)}/index.html`;
}
