import { spawn } from "node:child_process";
import {
  cpSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from "node:fs";
import { basename, dirname, join, relative, sep } from "node:path";

/** Writes files below one folder (a build's staged output; worker threads write into the same one). */
export class OutputWriter {
  /** Folders known to exist, so each is created once. */
  private readonly made = new Set<string>();

  constructor(readonly dir: string) {}

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
}

/**
 * A staged output folder: everything is written beside the real one, so a failed build leaves the previous
 * output untouched. A build then swaps it in whole (`commit`); watch mode, whose folder is being served,
 * moves in only the files that changed and removes the ones that went (`sync`), so the served folder ends
 * up exactly as a cold build would leave it.
 */
export class StagedOutput extends OutputWriter {
  constructor(readonly target: string) {
    super(`${target}.tmp-${process.pid}`);
    rmSync(this.dir, { recursive: true, force: true });
    // Previous outputs whose removal was cut short (see commit).
    for (const stale of trashOf(target)) removeInBackground(stale);
    mkdirSync(this.dir, { recursive: true });
  }

  /**
   * Swaps the staged folder in. The old output is renamed to a hidden sibling and removed by a detached
   * process: removing thousands of files was the last ~0.5–0.8 s of a 1,000-page rebuild (mostly waiting
   * on the disk, with nothing left to overlap it with). The new output is complete before this returns.
   */
  commit(): void {
    const hadOld = existsSync(this.target);
    const trash = join(dirname(this.target), `${trashPrefix(this.target)}${process.pid}-${++trashCount}`);
    if (hadOld) renameSync(this.target, trash);
    renameSync(this.dir, this.target);
    if (hadOld) removeInBackground(trash);
  }

  /**
   * Makes the target folder equal to the staged one while it is being served: each changed file is
   * renamed over the old one (a reader gets the old file or the new one, never half of one), files the
   * build no longer writes are removed, and so are folders left empty. Returns the output-relative paths
   * that changed or went, sorted.
   */
  sync(): string[] {
    if (!existsSync(this.target)) {
      renameSync(this.dir, this.target);
      return filesUnder(this.target).sort();
    }
    const staged = filesUnder(this.dir);
    const keep = new Set(staged);
    const changed: string[] = [];
    for (const rel of staged) {
      const from = join(this.dir, rel);
      const to = join(this.target, rel);
      if (sameBytes(from, to)) continue;
      if (existsSync(to) && statSync(to).isDirectory()) rmSync(to, { recursive: true });
      mkdirSync(dirname(to), { recursive: true });
      renameSync(from, to);
      changed.push(rel);
    }
    for (const rel of filesUnder(this.target)) {
      if (keep.has(rel)) continue;
      rmSync(join(this.target, rel), { force: true });
      changed.push(rel);
    }
    removeEmptyFolders(this.target);
    rmSync(this.dir, { recursive: true, force: true });
    return changed.sort();
  }

  discard(): void {
    rmSync(this.dir, { recursive: true, force: true });
  }
}

/** Output-relative paths (`/`-separated) of every file below `root`. */
function filesUnder(root: string, dir = root, out: string[] = []): string[] {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) filesUnder(root, path, out);
    else out.push(relative(root, path).split(sep).join("/"));
  }
  return out;
}

function sameBytes(a: string, b: string): boolean {
  try {
    return statSync(a).size === statSync(b).size && readFileSync(a).equals(readFileSync(b));
  } catch {
    return false; // `b` does not exist yet
  }
}

/** Removes the empty folders below `dir` (not `dir` itself); true when `dir` is left empty. */
function removeEmptyFolders(dir: string): boolean {
  let empty = true;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory() && removeEmptyFolders(path)) rmSync(path, { recursive: true });
    else empty = false;
  }
  return empty;
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

/** The route whose page a changed output file is (`docs/a/b/index.html` → `/docs/a/b`), if it is one. */
export function routeOfOutputFile(rel: string): string | undefined {
  if (rel === "index.html") return "/";
  const m = /^(.+)\/index\.html$/.exec(rel);
  return m ? `/${m[1]}` : undefined;
}
