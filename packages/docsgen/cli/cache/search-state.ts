import type { SearchIndexState } from "../search/index-files.ts";
import { decodeEntry, encodeEntry } from "./entry-format.ts";

/**
 * A build's search index state as saved beside its output record (cache/output-record.ts), under the id the
 * record names (entry-format.ts: a state left by another build, or damaged, is not used). Its metadata is
 * `[pages, shard ids]`; its parts are the tokens and the serialized lists, each "\n"-joined (neither a
 * token, which never holds whitespace, nor a JSON array of numbers holds one), and the lists' lengths
 * followed by the lists as raw int32 words, read back as a view of the file's bytes.
 */
export function encodeSearchState(id: string, state: SearchIndexState): Buffer {
  const tokens = Buffer.from(state.tokens.join("\n"), "utf8");
  const serialized = Buffer.from(state.serialized.join("\n"), "utf8");
  const count = state.lists.reduce((n, list) => n + list.length, state.lists.length);
  const fill = (ints: Int32Array) => {
    let next = state.lists.length;
    state.lists.forEach((list, i) => {
      ints[i] = list.length;
      ints.set(list, next);
      next += list.length;
    });
  };
  return encodeEntry(id, [state.pages, state.ids], [tokens, serialized, { count, fill }]);
}

/** The state in `bytes`, or undefined when they are not a whole, intact state saved under `id`. */
export function decodeSearchState(bytes: Buffer, id: string): SearchIndexState | undefined {
  const entry = decodeEntry(id, bytes);
  const tokens = entry?.part(0);
  const serialized = entry?.part(1);
  const ints = entry?.words(2);
  if (!entry || !Array.isArray(entry.meta) || !tokens || !serialized || !ints) return undefined;
  const [pages, ids] = entry.meta as [SearchIndexState["pages"], string[]];
  const state: SearchIndexState = {
    pages,
    ids,
    tokens: tokens.length === 0 ? [] : tokens.toString("utf8").split("\n"),
    lists: [],
    // Keyed by the tokens: a delta's one removed token has an empty serialized list.
    serialized: tokens.length === 0 ? [] : serialized.toString("utf8").split("\n"),
  };
  const count = state.tokens.length;
  const words = ints.length;
  if (!Array.isArray(pages) || !Array.isArray(ids) || state.serialized.length !== count || words < count)
    return undefined;
  let next = count;
  for (let i = 0; i < count; i++) {
    const length = ints[i];
    if (length < 0 || length % 3 !== 0 || next + length > words) return undefined;
    state.lists.push(ints.subarray(next, next + length));
    next += length;
  }
  return next === words ? state : undefined;
}

/**
 * What a warm build saves instead of the whole state, when little changed: `next` as changes to `base`,
 * itself a state. It holds `next`'s pages and shard ids, and each token whose postings are not `base`'s
 * list (compared by identity: an updated index keeps the lists it did not change, see index-files.ts) or
 * that `base` has and `next` has not, with an empty list. A one-edit rebuild saves a hundredth of the
 * state.
 */
export function searchDelta(base: SearchIndexState, next: SearchIndexState): SearchIndexState {
  const baseLists = new Map(base.tokens.map((token, id) => [token, base.lists[id]]));
  const delta: SearchIndexState = { pages: next.pages, ids: next.ids, tokens: [], lists: [], serialized: [] };
  next.tokens.forEach((token, id) => {
    if (baseLists.get(token) !== next.lists[id]) {
      delta.tokens.push(token);
      delta.lists.push(next.lists[id]);
      delta.serialized.push(next.serialized[id]);
    }
    baseLists.delete(token);
  });
  for (const token of baseLists.keys()) {
    delta.tokens.push(token);
    delta.lists.push(EMPTY);
    delta.serialized.push("");
  }
  return delta;
}

const EMPTY = new Int32Array(0);

/**
 * `base` with a `searchDelta` of it applied: the state it was made from, but for the order of tokens (a
 * token new in the delta comes last), which no file depends on. Lists not in the delta are `base`'s own.
 */
export function withSearchDelta(base: SearchIndexState, delta: SearchIndexState): SearchIndexState {
  const changed = new Map(delta.tokens.map((token, i) => [token, i]));
  const state: SearchIndexState = { pages: delta.pages, ids: delta.ids, tokens: [], lists: [], serialized: [] };
  const add = (token: string, list: Int32Array, serialized: string) => {
    if (list.length === 0) return;
    state.tokens.push(token);
    state.lists.push(list);
    state.serialized.push(serialized);
  };
  base.tokens.forEach((token, id) => {
    const i = changed.get(token);
    if (i === undefined) add(token, base.lists[id], base.serialized[id]);
    else {
      add(token, delta.lists[i], delta.serialized[i]);
      changed.delete(token);
    }
  });
  for (const i of changed.values()) add(delta.tokens[i], delta.lists[i], delta.serialized[i]);
  return state;
}

/** Words of postings a state holds: what decides between saving a delta and saving the state whole. */
export function wordsOf(state: SearchIndexState): number {
  return state.lists.reduce((n, list) => n + list.length, 0);
}
