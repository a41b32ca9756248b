import { randomUUID } from "node:crypto";
import type { SearchIndexState } from "../search/index-files.ts";
import { writeWholeLater } from "./replace-file.ts";
import { decodeSearchState, encodeSearchState, searchDelta, withSearchDelta, wordsOf } from "./search-state.ts";
import { type CacheSettings, outputFile } from "./settings.ts";

/**
 * The search index state a cached build saves beside its output record (output-record.ts), and reads back:
 * whole, or as the changes to the state saved whole before, when they are small.
 */

/** The ids of a saved search state: the state saved whole, and the changes to it saved after, if any. */
export interface SavedSearch {
  search: string;
  delta?: string;
}

/** The bytes of the search state's files, those that could be read. */
export interface SearchFiles {
  whole?: Buffer;
  delta?: Buffer;
}

/** The search state the record names, as read: the state saved whole, with its id, and the state applied. */
export interface ReadSearch {
  base: SearchIndexState;
  id: string;
  /** Words of `base`'s postings. */
  words: number;
  /** The changes applied to `base`, as read, and their id. */
  delta?: { state: SearchIndexState; id: string };
  state: SearchIndexState;
}

/** Past this share of the whole state's postings, a delta is not worth keeping: the state is saved whole. */
const DELTA_AT_MOST = 1 / 4;

/**
 * Saves a search state, off the main thread: as a delta of `earlier` when it is small enough, else whole,
 * each file under a new id. Undefined when it could not be written.
 */
export async function saveSearchAt(
  settings: CacheSettings,
  dir: string,
  search: SearchIndexState,
  earlier?: ReadSearch,
): Promise<SavedSearch | undefined> {
  const delta = earlier && searchDelta(earlier.base, search);
  // Nothing changed since the state read: it stays, under its ids (the record then gains no entry either).
  if (earlier && delta && sameDelta(delta, earlier)) return { search: earlier.id, delta: earlier.delta?.id };
  if (earlier && delta && wordsOf(delta) <= earlier.words * DELTA_AT_MOST) {
    const id = await writeSearchFile(outputFile(settings, dir, "search-delta"), delta);
    return id ? { search: earlier.id, delta: id } : undefined;
  }
  const id = await writeSearchFile(outputFile(settings, dir, "search"), search);
  return id ? { search: id } : undefined;
}

/**
 * `delta` holds what was read: the delta read (or, without one, no token and the whole state's pages and
 * shards), with the same postings lists (by identity: an index update keeps a list it did not change).
 */
function sameDelta(delta: SearchIndexState, read: ReadSearch): boolean {
  const was = read.delta?.state ?? { ...read.base, tokens: [], lists: [], serialized: [] };
  return (
    delta.tokens.length === was.tokens.length &&
    delta.tokens.every((token, i) => token === was.tokens[i] && delta.lists[i] === was.lists[i]) &&
    delta.ids.length === was.ids.length &&
    delta.ids.every((id, i) => id === was.ids[i]) &&
    delta.pages.length === was.pages.length &&
    delta.pages.every((page, i) => page.stamp === was.pages[i].stamp && page.sections === was.pages[i].sections)
  );
}

async function writeSearchFile(path: string, state: SearchIndexState): Promise<string | undefined> {
  const id = randomUUID();
  try {
    await writeWholeLater(path, encodeSearchState(id, state));
    return id;
  } catch {
    return undefined; // the next build merges every page's postings again, nothing worse
  }
}

/** The search state `stored` names, if its files are intact. */
export async function readSearch(
  files: Promise<SearchFiles>,
  stored?: { search?: string; searchDelta?: string },
): Promise<ReadSearch | undefined> {
  const id = stored?.search;
  if (!id) return undefined;
  const { whole: bytes, delta: deltaBytes } = await files;
  const base = bytes && decodeSearchState(bytes, id);
  if (!base) return undefined;
  const read = { base, id, words: wordsOf(base), state: base };
  if (!stored.searchDelta) return read;
  const delta = deltaBytes && decodeSearchState(deltaBytes, stored.searchDelta);
  return delta
    ? { ...read, delta: { state: delta, id: stored.searchDelta }, state: withSearchDelta(base, delta) }
    : undefined;
}
