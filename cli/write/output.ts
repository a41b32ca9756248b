import { cpSync, existsSync, mkdirSync, renameSync, rmSync } from "node:fs";
import { mkdir, writeFile } from "node:fs/promises";
import { dirname, join } from "node:path";

/**
 * A staged output folder: everything is written beside the real one and swapped in only when the whole
 * build succeeded, so a failed build leaves the previous output untouched.
 */
export class StagedOutput {
  readonly dir: string;
  readonly target: string;

  constructor(target: string) {
    this.target = target;
    this.dir = `${target}.tmp-${process.pid}`;
    rmSync(this.dir, { recursive: true, force: true });
    mkdirSync(this.dir, { recursive: true });
  }

  /** Writes a file at an output-relative path. */
  async write(rel: string, contents: string | Uint8Array): Promise<void> {
    const file = join(this.dir, rel);
    await mkdir(dirname(file), { recursive: true });
    await writeFile(file, contents);
  }

  /** Copies a folder's content (e.g. `static/`) to the output root. */
  copyFolder(from: string): void {
    if (existsSync(from)) cpSync(from, this.dir, { recursive: true });
  }

  /** Swaps the staged folder in; the old output is removed only after the new one is in place. */
  commit(): void {
    const old = `${this.target}.old-${process.pid}`;
    const hadOld = existsSync(this.target);
    if (hadOld) renameSync(this.target, old);
    renameSync(this.dir, this.target);
    if (hadOld) rmSync(old, { recursive: true, force: true });
  }

  discard(): void {
    rmSync(this.dir, { recursive: true, force: true });
  }
}

/** `/docs/a/b` → `docs/a/b/index.html`; `/` → `index.html`. */
export function htmlPathOf(route: string): string {
  return route === "/" ? "index.html" : `${route.slice(1)}/index.html`;
}
