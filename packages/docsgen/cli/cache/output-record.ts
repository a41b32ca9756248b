import { readFileSync, statSync } from "node:fs";
import { readFile } from "node:fs/promises";
import { join, resolve } from "node:path";
import type { FileStamp as SourceStamp } from "../paths/file-stamp.ts";
import type { PageLedger } from "../render/env.ts";
import type { SearchIndexState } from "../search/index-files.ts";
import type { OutputLedger } from "../write/synced-output.ts";
import { CheckedMap } from "./checked-file.ts";
import { type FolderFiles, startFolderWalk, walkFolder } from "./folder-walk.ts";
import { type ReadSearch, readSearch, type SavedSearch, type SearchFiles, saveSearchAt } from "./saved-search.ts";
import { type CacheSettings, outputFile } from "./settings.ts";

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
   * search index is then updated, not merged again (search/index-files.ts). Read by `scanOutput`.
   */
  earlierSearch?(): Promise<SearchIndexState | undefined>;
  /**
   * Saves this build's search index state while the build goes on: as changes to the state `earlierSearch`
   * read when they are small, else whole (~100 MB at 5,000 pages). Resolves to what `save` records; the
   * record never names a state that was not saved whole.
   */
  saveSearch(search: SearchIndexState): Promise<SavedSearch | undefined>;
  /** Writes the record of this build (after the output is final); returns the render keys it holds. */
  save(client: string, search?: SavedSearch): string[];
}

/**
 * The record as kept (cache/checked-file.ts: a one-edit rebuild appends the few entries that changed instead
 * of writing ~3 MB again at 5,000 pages): one entry per output file (`f <path>`), one per page (`p <route>`),
 * and the build's own (`build`).
 */
type Entry = FileEntry | PageEntry | BuildEntry;
/** [size, mtimeMs] */
type FileEntry = [number, number];
/** [render key, paths of the files the page wrote] */
type PageEntry = [string, string[]];
interface BuildEntry {
  dir: string;
  client: string;
  /** The id of the search index state saved with this record (cache/search-state.ts). */
  search?: string;
  /** The id of the changes to that state saved after it, to apply to it (`searchDelta`). */
  searchDelta?: string;
}

const FORMAT = "docsgen-record 2";
const BUILD = "build";

function isEntry(key: string, value: unknown): value is Entry {
  if (key === BUILD) {
    const b = value as Partial<BuildEntry> | null;
    return (
      typeof b === "object" &&
      b !== null &&
      typeof b.dir === "string" &&
      typeof b.client === "string" &&
      (b.search === undefined || typeof b.search === "string") &&
      (b.searchDelta === undefined || typeof b.searchDelta === "string")
    );
  }
  if (!Array.isArray(value) || value.length !== 2) return false;
  if (key.startsWith("f ")) return Number.isFinite(value[0]) && Number.isFinite(value[1]);
  return (
    key.startsWith("p ") &&
    typeof value[0] === "string" &&
    Array.isArray(value[1]) &&
    value[1].every((f) => typeof f === "string")
  );
}

/** The record of the build that left `dir`, read; empty when missing, damaged or made for another folder. */
function readRecord(settings: CacheSettings, dir: string) {
  const map = new CheckedMap<Entry>(outputFile(settings, dir, "record"), FORMAT, settings.salt, isEntry);
  const build = map.earlier.get(BUILD) as BuildEntry | undefined;
  const files = new Map<string, FileEntry>();
  const pages = new Map<string, PageEntry>();
  if (build?.dir === dir)
    for (const [key, value] of map.earlier) {
      if (key.startsWith("f ")) files.set(key.slice(2), value as FileEntry);
      else if (key.startsWith("p ")) pages.set(key.slice(2), value as PageEntry);
    }
  return { map, build: build?.dir === dir ? build : undefined, files, pages };
}

/** Saves the record: `files` by path, `pages` by route, entries equal to those read carried over as read. */
function saveRecord(
  record: ReturnType<typeof readRecord>,
  build: BuildEntry,
  files: Iterable<[string, FileStamp]>,
  pages: ReadonlyMap<string, PageEntry>,
): void {
  const next = new Map<string, Entry>();
  const was = record.build;
  const same = was?.client === build.client && was.search === build.search && was.searchDelta === build.searchDelta;
  next.set(BUILD, same ? was : build);
  for (const [rel, stamp] of files) {
    const kept = record.files.get(rel);
    next.set(`f ${rel}`, kept?.[0] === stamp.size && kept[1] === stamp.mtimeMs ? kept : [stamp.size, stamp.mtimeMs]);
  }
  for (const [route, page] of pages) next.set(`p ${route}`, page);
  record.map.save(next);
}

type FileStamp = Pick<SourceStamp, "size" | "mtimeMs">;

/**
 * What a cached build reads of its output folder before it knows whether it will sync into it, while it
 * parses: the folder's files (walked in a thread, folder-walk.ts) and the search state's files (the largest
 * files a warm build reads). Read when the record is opened, they left this thread waiting.
 */
export interface OutputScan {
  files: Promise<FolderFiles>;
  search: Promise<SearchFiles>;
  /** The build writes its output whole after all: stops reading. */
  cancel(): void;
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
  const record = readRecord(settings, dir);
  const stored = record.build;
  /** Files in the folder now; intact ones are those the record names with the same size and time. */
  const present = new Set<string>();
  const intact = new Map<string, FileStamp>();
  walked.paths.forEach((rel, i) => {
    present.add(rel);
    const was = record.files.get(rel);
    const stamp = { size: walked.stamps[2 * i], mtimeMs: walked.stamps[2 * i + 1] };
    if (was && was[0] === stamp.size && was[1] === stamp.mtimeMs) intact.set(rel, stamp);
  });
  const nextPages = new Map<string, PageEntry>();
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
          const was = usable ? record.pages.get(route) : undefined;
          if (!was || was[0] !== key || !was[1].every((rel) => intact.has(rel))) return false;
          for (const rel of was[1]) keepFile(rel);
          nextPages.set(route, was);
          return true;
        },
        wrote(route, key, files) {
          nextPages.set(route, [key, files]);
        },
      };
    },
    save(client, search) {
      const files: [string, FileStamp][] = [];
      for (const rel of seenNow) {
        const stamp = intact.get(rel) ?? statOf(join(dir, rel));
        if (stamp) files.push([rel, stamp]);
      }
      saveRecord(record, { dir, client, search: search?.search, searchDelta: search?.delta }, files, nextPages);
      return [...nextPages.values()].map(([key]) => key);
    },
  };
}

/**
 * The record of a build that wrote its folder whole (staged, then swapped in): no page is kept, each is
 * noted as rendered, and `save` stamps every file of the new folder.
 */
export function freshOutputRecord(settings: CacheSettings, outDir: string): OutputRecord {
  const dir = resolve(outDir);
  const pages = new Map<string, PageEntry>();
  return {
    pages: () => ({
      keep: () => false,
      wrote(route, key, files) {
        pages.set(route, [key, files]);
      },
    }),
    saveSearch: (search) => saveSearchAt(settings, dir, search),
    save(client, search) {
      const walked = walkFolder(dir);
      const files = walked.paths.map((rel, i): [string, FileStamp] => [
        rel,
        { size: walked.stamps[2 * i], mtimeMs: walked.stamps[2 * i + 1] },
      ]);
      saveRecord(readRecord(settings, dir), { dir, client, search: search?.search }, files, pages);
      return [...pages.values()].map(([key]) => key);
    },
  };
}

function statOf(path: string): FileStamp | undefined {
  try {
    const s = statSync(path);
    return s.isFile() ? { size: s.size, mtimeMs: s.mtimeMs } : undefined;
  } catch {
    return undefined;
  }
}
