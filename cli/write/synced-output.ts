import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from "node:fs";
import { dirname, join, relative, sep } from "node:path";

/** Output-relative path → hash of the file's bytes. */
export type OutputManifest = Map<string, string>;

/**
 * Watch mode's output: the folder being served is brought to exactly what a cold build writes, touching
 * only what changed. Each build's files are hashed against the previous build's; changed files are held
 * until the build succeeds (a failed build changes nothing), then each is written under a temporary name
 * and renamed over the old one (a reader gets the old file or the new one, never half of one). Files the
 * build no longer writes are removed, and so are folders left empty. (Staging the whole output and
 * comparing, as before, spent ~150 ms a rebuild of this site creating folders and writing files.)
 */
export class SyncedOutput {
  private readonly seen: OutputManifest = new Map();
  private readonly pending = new Map<string, string | Uint8Array>();

  /** `manifest` is the previous build's (updated by `finish`); read from the folder when there is none yet. */
  constructor(
    readonly target: string,
    private readonly manifest: OutputManifest,
  ) {
    if (manifest.size === 0 && existsSync(target)) {
      for (const rel of filesUnder(target)) manifest.set(rel, hash(readFileSync(join(target, rel))));
    }
  }

  async writeAll(files: Map<string, string | Uint8Array>): Promise<void> {
    for (const [rel, contents] of files) this.add(rel, contents);
  }

  /** Copies a folder's content (e.g. `static/`) to the output root. */
  copyFolder(from: string): void {
    if (!existsSync(from)) return;
    for (const rel of filesUnder(from)) this.add(rel, readFileSync(join(from, rel)));
  }

  private add(rel: string, contents: string | Uint8Array) {
    const digest = hash(contents);
    this.seen.set(rel, digest);
    if (this.manifest.get(rel) === digest) this.pending.delete(rel);
    else this.pending.set(rel, contents);
  }

  /** Applies the build to the folder; returns the output-relative paths that changed or went, sorted. */
  finish(): string[] {
    const changed: string[] = [];
    for (const [rel, contents] of this.pending) {
      const path = join(this.target, rel);
      if (existsSync(path) && statSync(path).isDirectory()) rmSync(path, { recursive: true });
      mkdirSync(dirname(path), { recursive: true });
      const temporary = `${path}.${process.pid}.tmp`;
      writeFileSync(temporary, contents);
      renameSync(temporary, path);
      changed.push(rel);
    }
    for (const rel of this.manifest.keys()) {
      if (this.seen.has(rel)) continue;
      rmSync(join(this.target, rel), { force: true });
      changed.push(rel);
    }
    if (changed.length > this.pending.size) removeEmptyFolders(this.target);
    this.manifest.clear();
    for (const [rel, digest] of this.seen) this.manifest.set(rel, digest);
    return changed.sort();
  }
}

function hash(contents: string | Uint8Array): string {
  return createHash("sha1").update(contents).digest("base64");
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
