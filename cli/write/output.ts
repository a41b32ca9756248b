import { cpSync, existsSync, mkdirSync, renameSync, rmSync, writeFileSync } from "node:fs";
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

  /** Folders known to exist, so each is created once. */
  private readonly made = new Set<string>();

  /**
   * Writes files at output-relative paths. Synchronously, on purpose: every page needs a folder of its own
   * and creating folders is the costly part (measured on the reference disk: ~1 ms of kernel time each);
   * the same writes issued concurrently through the libuv pool cost 2.5 times the CPU, contending on
   * the parent folders. A build is CPU-bound, so the cheaper calls win even though they block this thread.
   */
  async writeAll(files: Map<string, string | Uint8Array>): Promise<void> {
    for (const [rel, contents] of files) {
      const path = join(this.dir, rel);
      const folder = dirname(path);
      if (!this.made.has(folder)) {
        mkdirSync(folder, { recursive: true });
        this.made.add(folder);
      }
      writeFileSync(path, contents);
    }
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
