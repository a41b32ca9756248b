import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync } from "node:fs";
import { writeFile } from "node:fs/promises";
import { join, relative, sep } from "node:path";
import { changeDigest } from "../hash.ts";
import { outputFile } from "../paths/contain.ts";
import { type BuildOutput, removeLater, trashPath } from "./output.ts";
import { applyMoves, type Move } from "./sync-journal.ts";

/**
 * Output-relative path → hash of the file's bytes, and the text last written there when it was text: the
 * next build compares its text with that (the same string, memoized, or an equal one) before hashing.
 */
export type OutputManifest = Map<string, { digest: string; text?: string }>;

/**
 * What a folder held after the build that last wrote it, as far as the next build can tell. Watch mode
 * knows every file's hash (`hashLedger`); a warm `docsgen build` knows what it recorded on disk and still
 * finds intact (cache/output-record.ts).
 */
export interface OutputLedger {
  /** Every file in the folder: each is removed unless this build writes it too. */
  files(): Iterable<string>;
  /** The file is in the folder and holds exactly `contents`. */
  holds(rel: string, contents: string | Uint8Array): boolean;
  /** The file is in the folder as the previous build wrote it (a page the build keeps without rendering). */
  intact(rel: string): boolean;
  /** The build succeeded: the folder now holds `seen`, of which `written` are new or rewritten. */
  update(seen: ReadonlySet<string>, written: readonly string[]): void;
}

/**
 * A build's output synced into a folder that already holds an earlier build (watch mode's served folder; a
 * warm `docsgen build`): the folder is brought to exactly what a cold build writes, touching only what
 * changed. Changed files are written beside the folder as they come (memory stays flat when every page
 * changed) and moved in only when the build succeeds, each renamed over the old one (a reader gets the old
 * file or the new one, never half of one). Files the build no longer writes are removed, and so are folders
 * left empty. A failed build changes nothing (`discard`).
 */
export class SyncedOutput implements BuildOutput {
  private readonly seen = new Set<string>();
  /** Output-relative path → the file holding its new bytes, beside the folder. */
  private readonly pending = new Map<string, string>();
  private readonly staging: string;
  private staged = 0;
  /**
   * Writes still in flight, oldest first. Written off this thread, several at once: synchronous writes of
   * thousands of changed files (a whole search index, a new client bundle's pages) held up this thread.
   */
  private readonly writing: Promise<void>[] = [];

  /** `nested`: folders of the output that other builds write (the other locales'): never removed. */
  constructor(
    readonly target: string,
    private readonly ledger: OutputLedger,
    private readonly nested: readonly string[] = [],
  ) {
    this.staging = `${target}.sync-${process.pid}`;
    if (existsSync(this.staging)) rmSync(this.staging, { recursive: true, force: true });
  }

  async writeAll(files: Map<string, string | Uint8Array>): Promise<void> {
    for (const [rel, contents] of files) await this.add(rel, contents);
  }

  generated(rel: string): boolean {
    return this.seen.has(rel);
  }

  copyFile(rel: string, absPath: string): Promise<void> {
    return this.add(rel, readFileSync(absPath));
  }

  /** Leaves a file of the previous build as it is, if it is still intact; false when it must be written. */
  keep(rel: string): boolean {
    if (!this.ledger.intact(rel)) return false;
    this.seen.add(rel);
    this.pending.delete(rel);
    return true;
  }

  /** Stages a file unless the folder holds it already; waits only while too many writes are in flight. */
  private async add(rel: string, contents: string | Uint8Array): Promise<void> {
    outputFile(this.target, rel);
    this.seen.add(rel);
    if (this.ledger.holds(rel, contents)) {
      this.pending.delete(rel);
      return;
    }
    if (this.staged === 0) mkdirSync(this.staging, { recursive: true });
    const file = join(this.staging, String(++this.staged));
    this.pending.set(rel, file);
    const write = writeFile(file, contents);
    write.catch(() => {}); // awaited below or in finish; until then a failure must not surface unhandled
    this.writing.push(write);
    if (this.writing.length >= WRITES_IN_FLIGHT) await this.writing.shift();
  }

  /** Applies the build to the folder; returns the output-relative paths that changed or went, sorted. */
  async finish(): Promise<string[]> {
    await Promise.all(this.writing.splice(0));
    // Pages last: a page moved in before the new assets it links (a new client bundle, an image) could be
    // served with links that do not answer yet.
    const pages = (rel: string) => rel.endsWith(".html");
    const order = [...this.pending].sort(([a], [b]) => Number(pages(a)) - Number(pages(b)));
    const others = this.nested.map((name) => `${name}/`);
    const gone = [...this.ledger.files()].filter(
      (rel) => !this.seen.has(rel) && !others.some((o) => rel.startsWith(o)),
    );
    const backup = (i: number) => join(this.staging, "old", String(i));
    const moves: Move[] = [
      ...order.map(([rel, staged], i) => ({ rel, staged, backup: backup(i) })),
      ...gone.map((rel, i) => ({ rel, backup: backup(order.length + i) })),
    ];
    if (moves.length > 0) applyMoves(this.target, this.staging, moves);
    if (gone.length > 0) removeEmptyFolders(this.target);
    this.ledger.update(this.seen, [...this.pending.keys()]);
    this.removeStagingLater();
    return moves.map((m) => m.rel).sort();
  }

  /** Drops what was staged (a failed build), once no write is left in flight: the folder stays as it was. */
  async discard(): Promise<void> {
    await Promise.allSettled(this.writing.splice(0));
    this.removeStaging();
  }

  private removeStaging(): void {
    rmSync(this.staging, { recursive: true, force: true });
  }

  /**
   * Moves the staging folder (the replaced files' backups) aside and removes it off this thread: removing
   * them was a few ms of every watch rebuild, before the browser was told to reload.
   */
  private removeStagingLater(): void {
    // Staged files, or only the backups of removed ones (applyMoves): either way the folder exists.
    if (!existsSync(this.staging)) return;
    const trash = trashPath(this.target);
    try {
      renameSync(this.staging, trash);
    } catch {
      this.removeStaging();
      return;
    }
    removeLater(trash);
  }
}

/** Staged writes in flight at most: enough to keep the I/O threads busy, few enough to hold little memory. */
const WRITES_IN_FLIGHT = 16;

/**
 * Watch mode's ledger: the hash of every file it wrote, kept in memory across rebuilds. An empty manifest
 * is filled from the folder, which an earlier session may have left.
 */
export function hashLedger(target: string, manifest: OutputManifest): OutputLedger {
  if (manifest.size === 0 && existsSync(target)) {
    for (const rel of filesUnder(target)) manifest.set(rel, { digest: changeDigest(readFileSync(join(target, rel))) });
  }
  const next: OutputManifest = new Map();
  return {
    files: () => manifest.keys(),
    holds(rel, contents) {
      const before = manifest.get(rel);
      const text = typeof contents === "string" ? contents : undefined;
      // Most of a rebuild's files are the texts it wrote last time (page HTML and data from the render memo):
      // comparing them is a pointer check, and even an equal copy compares faster than it hashes.
      if (text !== undefined && before?.text === text) {
        next.set(rel, before);
        return true;
      }
      const digest = changeDigest(contents);
      next.set(rel, { digest, text });
      return before?.digest === digest;
    },
    intact: (rel) => manifest.has(rel),
    update(seen) {
      const kept = new Map([...seen].map((rel) => [rel, next.get(rel) ?? manifest.get(rel) ?? { digest: "" }]));
      manifest.clear();
      for (const [rel, entry] of kept) manifest.set(rel, entry);
    },
  };
}

/** Output-relative paths (`/`-separated) of every file below `root`. */
export function filesUnder(root: string, dir = root, out: string[] = []): string[] {
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
