import { randomUUID } from "node:crypto";
import { mkdirSync, readFileSync, renameSync, statSync, writeFileSync } from "node:fs";
import { mkdir, readFile, rename, rm, writeFile } from "node:fs/promises";
import { dirname, join, resolve } from "node:path";
import { type CacheSettings, outputFile } from "../cache/settings.ts";
import type { PageLedger } from "../render/env.ts";
import type { SearchIndexState } from "../search/index-files.ts";
import { decodeSearchState, encodeSearchState, searchDelta, withSearchDelta, wordsOf } from "../search/state-file.ts";
import { type FolderFiles, startFolderWalk, walkFolder } from "./folder-walk.ts";
import type { OutputLedger } from "./synced-output.ts";

/**
 * What the last cached `docsgen build` left in its output folder, kept in the build cache: each file's size
 * and modification time, and each page's render key (pipeline/render-page.ts) with the files it wrote. The
 * next build into the same folder, with the same generator, config and client, rewrites only what changed
 * (a 5,000-page site is ~21,000 files: writing them all again was most of a one-edit rebuild).
 *
 * Never trusted blindly: the folder is walked, and a file whose size or time differs from the record, or
 * that the record does not name, counts as unknown (rewritten if the build writes it, else removed). A
 * record that does not parse, or was made for another folder or generator, is ignored.
 */
export interface OutputRecord {
  /** The folder as the record and the walk found it (absent for a folder written whole: nothing to sync). */
  ledger?: OutputLedger;
  /**
   * This build's pages: one whose key and files are as recorded is kept (`keepFile` for each of its files),
   * with the client bundle the record was made with (another bundle: no page is kept).
   */
  pages(client: string, keepFile: (rel: string) => void): PageLedger;
  /**
   * The search index state the build that left the folder saved with its record, if it is intact: the
   * search index is then updated, not merged again (search/index-files.ts). Read from the record's opening.
   */
  earlierSearch?(): Promise<SearchIndexState | undefined>;
  /**
   * Saves this build's search index state while the build goes on: as changes to the state `earlierSearch`
   * read when they are small, else whole (~100 MB at 5,000 pages). Resolves to what `save` records; the
   * record never names a state that was not saved whole.
   */
  saveSearch(search: SearchIndexState): Promise<SavedSearch | undefined>;
  /** Writes the record of this build (after the output is final). */
  save(client: string, search?: SavedSearch): void;
}

/** The ids of a saved search state: the state saved whole, and the changes to it saved after, if any. */
export interface SavedSearch {
  search: string;
  delta?: string;
}

const VERSION = 1;

interface Stored {
  v: typeof VERSION;
  salt: string;
  dir: string;
  client: string;
  /** [path, size, mtimeMs] */
  files: [string, number, number][];
  /** [route, key, paths] */
  pages: [string, string, string[]][];
  /** The id of the search index state saved with this record (search/state-file.ts). */
  search?: string;
  /** The id of the changes to that state saved after it, to apply to it (`searchDelta`). */
  searchDelta?: string;
}

interface FileStamp {
  size: number;
  mtimeMs: number;
}

/** The search state the record names, as read: the state saved whole, with its id, and the state applied. */
interface ReadSearch {
  base: SearchIndexState;
  id: string;
  /** Words of `base`'s postings. */
  words: number;
  state: SearchIndexState;
}

/** Past this share of the whole state's postings, a delta is not worth keeping: the state is saved whole. */
const DELTA_AT_MOST = 1 / 4;

/**
 * Saves a search state, off the main thread: as a delta of `earlier` when it is small enough, else whole,
 * each file under a new id. Undefined when it could not be written.
 */
async function saveSearchAt(
  settings: CacheSettings,
  dir: string,
  search: SearchIndexState,
  earlier?: ReadSearch,
): Promise<SavedSearch | undefined> {
  const delta = earlier && searchDelta(earlier.base, search);
  if (earlier && delta && wordsOf(delta) <= earlier.words * DELTA_AT_MOST) {
    const id = await writeSearchFile(outputFile(settings, dir, "search-delta"), delta);
    return id ? { search: earlier.id, delta: id } : undefined;
  }
  const id = await writeSearchFile(outputFile(settings, dir, "search"), search);
  return id ? { search: id } : undefined;
}

async function writeSearchFile(path: string, state: SearchIndexState): Promise<string | undefined> {
  const id = randomUUID();
  const tmp = `${path}.${process.pid}.tmp`;
  try {
    await mkdir(dirname(path), { recursive: true });
    await writeFile(tmp, encodeSearchState(id, state));
    await rename(tmp, path);
    return id;
  } catch {
    await rm(tmp, { force: true });
    return undefined; // the next build merges every page's postings again, nothing worse
  }
}

/**
 * What a cached build reads of its output folder before it knows whether it will sync into it, while it
 * parses: the folder's files (walked in a thread, folder-walk.ts) and the search state's files (~100 MB at
 * 5,000 pages). Read when the record is opened, they left this thread waiting ~0.3 s.
 */
export interface OutputScan {
  files: Promise<FolderFiles>;
  search: Promise<SearchFiles>;
  /** The build writes its output whole after all: stops reading. */
  cancel(): void;
}

/** The bytes of the search state's files, those that could be read. */
interface SearchFiles {
  whole?: Buffer;
  delta?: Buffer;
}

export function scanOutput(settings: CacheSettings, outDir: string, walkWorkerUrl?: URL): OutputScan {
  const dir = resolve(outDir);
  const walk = startFolderWalk(dir, walkWorkerUrl);
  const abort = new AbortController();
  const read = (extension: string) =>
    readFile(outputFile(settings, dir, extension), { signal: abort.signal }).catch(() => undefined);
  const search = Promise.all([read("search"), read("search-delta")]).then(([whole, delta]) => ({ whole, delta }));
  return {
    files: walk.files,
    search,
    cancel() {
      walk.cancel();
      abort.abort();
    },
  };
}

/** The search state `stored` names, if its files are intact. */
async function readSearch(files: Promise<SearchFiles>, stored?: Stored): Promise<ReadSearch | undefined> {
  const id = stored?.search;
  if (!id) return undefined;
  const { whole: bytes, delta: deltaBytes } = await files;
  const base = bytes && decodeSearchState(bytes, id);
  if (!base) return undefined;
  const read = { base, id, words: wordsOf(base), state: base };
  if (!stored.searchDelta) return read;
  const delta = deltaBytes && decodeSearchState(deltaBytes, stored.searchDelta);
  return delta ? { ...read, state: withSearchDelta(base, delta) } : undefined;
}

/**
 * The ledger of `outDir` as the last build left it. Without a usable record every file in the folder is
 * unknown: the build still writes only the files whose bytes differ (it reads the old ones to compare).
 */
export function openOutputRecord(
  settings: CacheSettings,
  outDir: string,
  walked: FolderFiles,
  search: Promise<SearchFiles>,
): Required<OutputRecord> {
  const dir = resolve(outDir);
  const stored = readStored(outputFile(settings, dir, "json"), settings.salt, dir);
  const recorded = new Map<string, FileStamp>(
    (stored?.files ?? []).map(([rel, size, mtimeMs]) => [rel, { size, mtimeMs }]),
  );
  /** Files in the folder now; intact ones are those the record names with the same size and time. */
  const present = new Set<string>();
  const intact = new Map<string, FileStamp>();
  walked.paths.forEach((rel, i) => {
    present.add(rel);
    const was = recorded.get(rel);
    const stamp = { size: walked.stamps[2 * i], mtimeMs: walked.stamps[2 * i + 1] };
    if (was && was.size === stamp.size && was.mtimeMs === stamp.mtimeMs) intact.set(rel, stamp);
  });
  const previousPages = new Map((stored?.pages ?? []).map(([route, key, files]) => [route, { key, files }]));
  const nextPages = new Map<string, { key: string; files: string[] }>();
  let seenNow: ReadonlySet<string> = new Set();

  const ledger: OutputLedger = {
    files: () => present,
    holds(rel, contents) {
      const stamp = intact.get(rel) ?? (present.has(rel) ? statOf(join(dir, rel)) : undefined);
      const bytes = typeof contents === "string" ? Buffer.from(contents, "utf8") : contents;
      if (!stamp || stamp.size !== bytes.byteLength) return false;
      try {
        return readFileSync(join(dir, rel)).equals(bytes);
      } catch {
        return false;
      }
    },
    intact: (rel) => intact.has(rel),
    update(seen, written) {
      seenNow = seen;
      for (const rel of written) intact.delete(rel);
    },
  };

  const earlier = readSearch(search, stored);
  let used: ReadSearch | undefined;
  return {
    ledger,
    async earlierSearch() {
      used = await earlier;
      return used?.state;
    },
    saveSearch: (search) => saveSearchAt(settings, dir, search, used),
    pages(client, keepFile) {
      const usable = stored?.client === client;
      return {
        keep(route, key) {
          const was = usable ? previousPages.get(route) : undefined;
          if (!was || was.key !== key || !was.files.every((rel) => intact.has(rel))) return false;
          for (const rel of was.files) keepFile(rel);
          nextPages.set(route, was);
          return true;
        },
        wrote(route, key, files) {
          nextPages.set(route, { key, files });
        },
      };
    },
    save(client, search) {
      const files: Stored["files"] = [];
      for (const rel of seenNow) {
        const stamp = intact.get(rel) ?? statOf(join(dir, rel));
        if (stamp) files.push([rel, stamp.size, stamp.mtimeMs]);
      }
      writeStored(settings, {
        v: VERSION,
        salt: settings.salt,
        dir,
        client,
        files,
        pages: entriesOf(nextPages),
        search: search?.search,
        searchDelta: search?.delta,
      });
    },
  };
}

/**
 * The record of a build that wrote its folder whole (staged, then swapped in): no page is kept, each is
 * noted as rendered, and `save` stamps every file of the new folder.
 */
export function freshOutputRecord(settings: CacheSettings, outDir: string): OutputRecord {
  const dir = resolve(outDir);
  const pages = new Map<string, { key: string; files: string[] }>();
  return {
    pages: () => ({
      keep: () => false,
      wrote(route, key, files) {
        pages.set(route, { key, files });
      },
    }),
    saveSearch: (search) => saveSearchAt(settings, dir, search),
    save(client, search) {
      const walked = walkFolder(dir);
      const files: Stored["files"] = walked.paths.map((rel, i) => [
        rel,
        walked.stamps[2 * i],
        walked.stamps[2 * i + 1],
      ]);
      writeStored(settings, {
        v: VERSION,
        salt: settings.salt,
        dir,
        client,
        files,
        pages: entriesOf(pages),
        search: search?.search,
      });
    },
  };
}

function entriesOf(pages: Map<string, { key: string; files: string[] }>): Stored["pages"] {
  return [...pages].map(([route, { key, files }]) => [route, key, files]);
}

function writeStored(settings: CacheSettings, record: Stored): void {
  const path = outputFile(settings, record.dir, "json");
  try {
    mkdirSync(dirname(path), { recursive: true });
    const tmp = `${path}.${process.pid}.tmp`;
    writeFileSync(tmp, JSON.stringify(record));
    renameSync(tmp, path);
  } catch {
    // A record that cannot be written costs the next build its shortcut, nothing else.
  }
}

function readStored(path: string, salt: string, dir: string): Stored | undefined {
  let value: unknown;
  try {
    value = JSON.parse(readFileSync(path, "utf8"));
  } catch {
    return undefined;
  }
  const s = value as Partial<Stored> | null;
  if (
    !s ||
    s.v !== VERSION ||
    s.salt !== salt ||
    s.dir !== dir ||
    typeof s.client !== "string" ||
    (s.search !== undefined && typeof s.search !== "string") ||
    (s.searchDelta !== undefined && typeof s.searchDelta !== "string") ||
    !Array.isArray(s.files) ||
    !Array.isArray(s.pages) ||
    !s.files.every(
      (f) => Array.isArray(f) && typeof f[0] === "string" && Number.isFinite(f[1]) && Number.isFinite(f[2]),
    ) ||
    !s.pages.every(
      (p) =>
        Array.isArray(p) &&
        typeof p[0] === "string" &&
        typeof p[1] === "string" &&
        Array.isArray(p[2]) &&
        p[2].every((f) => typeof f === "string"),
    )
  )
    return undefined;
  return s as Stored;
}

function statOf(path: string): FileStamp | undefined {
  try {
    const s = statSync(path);
    return s.isFile() ? { size: s.size, mtimeMs: s.mtimeMs } : undefined;
  } catch {
    return undefined;
  }
}
