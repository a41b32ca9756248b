import { spawn } from "node:child_process";
import { cpSync, existsSync, mkdirSync, readdirSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { basename, dirname, join } from "node:path";
import { threadId } from "node:worker_threads";

/**
 * A staged output folder: everything is written beside the real one and swapped in only when the whole
 * build succeeded, so a failed build leaves the previous output untouched. Watch mode writes in place
 * (the server keeps serving the folder; pages are replaced one by one).
 */
export class StagedOutput {
  readonly dir: string;
  readonly target: string;
  readonly inPlace: boolean;
  /**
   * Each file is written under a temporary name and renamed over the old one, so a server reading the
   * folder meanwhile gets the old file or the new one, never half of one (watch mode writes into the
   * folder it serves). Off elsewhere: one more call per file, for nobody.
   */
  readonly atomic: boolean;

  constructor(target: string, options: { inPlace?: boolean; atomic?: boolean } = {}) {
    this.target = target;
    this.inPlace = options.inPlace ?? false;
    this.atomic = options.atomic ?? false;
    this.dir = this.inPlace ? target : `${target}.tmp-${process.pid}`;
    if (!this.inPlace) {
      rmSync(this.dir, { recursive: true, force: true });
      // Previous outputs whose removal was cut short (see commit).
      for (const stale of trashOf(target)) removeInBackground(stale);
    }
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
      if (this.atomic) {
        const temporary = `${path}.${process.pid}-${threadId}.tmp`;
        writeFileSync(temporary, contents);
        renameSync(temporary, path);
      } else writeFileSync(path, contents);
    }
  }

  /** Copies a folder's content (e.g. `static/`) to the output root. */
  copyFolder(from: string): void {
    if (existsSync(from)) cpSync(from, this.dir, { recursive: true });
  }

  /**
   * Swaps the staged folder in. The old output is renamed to a hidden sibling and removed by a detached
   * process: removing thousands of files was the last ~0.5–0.8 s of a 1,000-page rebuild (mostly waiting
   * on the disk, with nothing left to overlap it with). The new output is complete before this returns.
   */
  commit(): void {
    if (this.inPlace) return;
    const hadOld = existsSync(this.target);
    const trash = join(dirname(this.target), `${trashPrefix(this.target)}${process.pid}-${++trashCount}`);
    if (hadOld) renameSync(this.target, trash);
    renameSync(this.dir, this.target);
    if (hadOld) removeInBackground(trash);
  }

  discard(): void {
    if (!this.inPlace) rmSync(this.dir, { recursive: true, force: true });
  }
}

let trashCount = 0;

/** `build` → `.build.trash-`: old outputs waiting to be removed sit beside the output, hidden. */
function trashPrefix(target: string): string {
  return `.${basename(target)}.trash-`;
}

function trashOf(target: string): string[] {
  const prefix = trashPrefix(target);
  try {
    return readdirSync(dirname(target))
      .filter((name) => name.startsWith(prefix))
      .map((name) => join(dirname(target), name));
  } catch {
    return [];
  }
}

/**
 * Removes a folder in a process that outlives this one. If that cannot start, it is removed here; if it
 * is cut short, the next build removes what is left.
 */
function removeInBackground(path: string): void {
  const [command, args] =
    process.platform === "win32"
      ? [process.execPath, ["-e", "require('node:fs').rmSync(process.argv[1], { recursive: true, force: true })", path]]
      : ["rm", ["-rf", "--", path]];
  try {
    const child = spawn(command, args as string[], { detached: true, stdio: "ignore" });
    child.on("error", () => rmSync(path, { recursive: true, force: true }));
    child.unref();
  } catch {
    rmSync(path, { recursive: true, force: true });
  }
}

/** `/docs/a/b` → `docs/a/b/index.html`; `/` → `index.html`. */
export function htmlPathOf(route: string): string {
  return route === "/" ? "index.html" : `${route.slice(1)}/index.html`;
}
