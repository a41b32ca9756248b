import { fragmentPath, MAX_POSTINGS, SEARCH_MANIFEST } from "../../templates/search/layout.ts";
import type { Renderable } from "../model/renderable.ts";
import { fragmentFiles, fragmentOf } from "./fragments.ts";
import { buildSearchData, type ListedPage, listedPages, pageSections } from "./index-data.ts";
import { holdsAny, replaced, SEARCHED_AT_MOST, sameEntries } from "./page-lists.ts";
import { encodePostings, idsOf, mergePostings, weightsUnder } from "./postings.ts";
import { type EarlierShards, serializedShardFiles } from "./shards.ts";

/**
 * A build's search index, kept for the next build: with it, a build that changed a few pages updates the
 * postings of their tokens instead of merging every page's again (most of a large one-edit rebuild's
 * search work), and reads the search data of those pages only.
 */
export interface SearchIndexState {
  /** Each listed page's `pageStamp`, and its number of sections. */
  pages: { stamp: string; sections: number }[];
  tokens: string[];
  /** Each token's whole postings list, `[page, section, weight, …]` in page order (postings.ts). */
  lists: Int32Array[];
  /** Each token's encoded postings, serialized as the shards hold them. */
  serialized: string[];
  /** The shards' ids, as the manifest names them. */
  ids: string[];
  /**
   * Each token's id, kept in memory from one update to the next (never saved): building it is most of an
   * update's own work at 16,000 tokens. It matches `tokens` when its size does; an update that failed
   * after adding tokens to it leaves it larger, and it is built again.
   */
  vocabulary?: Map<string, number>;
  /** Each shard's token ids in the order written (never saved, like `vocabulary`): see EarlierShards. */
  members?: (readonly number[])[];
  /**
   * Each token's `"token":[…]` member of its shard, once written by an update (never saved): a rebuilt shard
   * joins them instead of writing them all again, most of its work when an edit adds tokens to every shard.
   */
  texts?: (string | undefined)[];
}

export interface SearchIndex {
  /** Manifest, shards, and the fragments of the pages the build must write. */
  files: Map<string, string>;
  state: SearchIndexState;
}

/**
 * The search index's files (templates/search/layout.ts): manifest, postings shards, page fragments. A pure
 * function of the listed pages, so a build and every watch rebuild write the same bytes. With the index of
 * an earlier build and `keep` (the output still holds that build's files, see write/synced-output.ts), the
 * index is updated for the pages that changed, and the fragments of the others are kept where they are.
 */
export async function searchIndex(
  baseUrl: string,
  renderables: Iterable<Renderable>,
  earlier?: { state: SearchIndexState; keep: (rel: string) => boolean },
  /** The fragments are already written (`pageFragments`), on an output with no earlier index. */
  fragmentsWritten = false,
): Promise<SearchIndex> {
  const pages = listedPages(baseUrl, renderables);
  const stamps = pages.map(pageStamp);
  if (earlier && earlier.state.pages.length === pages.length) {
    const changed = stamps.flatMap((stamp, i) => (earlier.state.pages[i].stamp === stamp ? [] : [i]));
    if (changed.length <= pages.length * UPDATE_AT_MOST) return updated(pages, stamps, changed, earlier);
  }
  return whole(pages, stamps, !fragmentsWritten);
}

/**
 * Each listed page's fragment file, one at a time, the same as `searchIndex` writes: a build writes them
 * while its workers render, instead of at the end with one core idle.
 */
export async function* pageFragments(
  baseUrl: string,
  renderables: Iterable<Renderable>,
): AsyncGenerator<[string, string]> {
  for (const [page, listed] of listedPages(baseUrl, renderables).entries()) {
    yield [fragmentPath(page), fragmentOf(listed.url, listed.title, (await pageSections(listed)).sections)];
  }
}

/** Past this share of pages changed, merging every page again is as quick as updating. */
const UPDATE_AT_MOST = 0.25;

/**
 * What a page's entry in the index depends on: URL, title, and its sections (by digest, see
 * page-search.ts; a React page's from what it rendered) or, for a generated page, its description.
 */
function pageStamp({ url, title, renderable }: ListedPage): string {
  const { source, model, rendered } = renderable;
  return JSON.stringify([url, title, source ? source.searchDigest : (rendered?.digest ?? model.description)]);
}

async function whole(pages: ListedPage[], stamps: string[], withFragments: boolean): Promise<SearchIndex> {
  const { data, weights } = await buildSearchData(pages);
  const { tokens, lists } = mergePostings(data, weights);
  const serialized = lists.map((list) => JSON.stringify(encodePostings(list, MAX_POSTINGS)));
  const sections = new Array<number>(pages.length).fill(0);
  for (const [page] of data.sections) sections[page]++;
  const state: SearchIndexState = {
    pages: stamps.map((stamp, i) => ({ stamp, sections: sections[i] })),
    tokens,
    lists,
    serialized,
    ids: [],
  };
  const files = indexFiles(state);
  if (withFragments) for (const [path, body] of fragmentFiles(data)) files.set(path, body);
  return { files, state };
}

/**
 * The earlier index with the `changed` pages' postings taken out and put back from their sections now.
 * Lists stay in page order, so the result is the same, byte for byte, as merging every page (tested).
 */
async function updated(
  pages: ListedPage[],
  stamps: string[],
  changed: number[],
  earlier: { state: SearchIndexState; keep: (rel: string) => boolean },
): Promise<SearchIndex> {
  const before = earlier.state;
  const isChanged = new Uint8Array(pages.length);
  for (const page of changed) isChanged[page] = 1;
  const tokens = [...before.tokens];
  const lists = [...before.lists];
  const serialized = [...before.serialized];
  const texts = before.texts ? [...before.texts] : [];
  const idOf =
    before.vocabulary?.size === tokens.length ? before.vocabulary : new Map(tokens.map((token, id) => [token, id]));
  const added = new Map<number, number[]>();
  const sections = before.pages.map((p) => p.sections);
  const files = new Map<string, string>();
  for (const page of changed) {
    const { url, title } = pages[page];
    const parts = await pageSections(pages[page]);
    sections[page] = parts.sections.length;
    files.set(fragmentPath(page), fragmentOf(url, title, parts.sections));
    const weights = weightsUnder(title, parts.sections, parts.weights);
    const ids = idsOf(weights, { idOf, tokens });
    let at = 0;
    for (const id of ids) {
      const list = added.get(id) ?? [];
      if (list.length === 0) added.set(id, list);
      const n = weights.weights[at++];
      for (let i = 0; i < n; i++, at += 2) list.push(page, weights.weights[at], weights.weights[at + 1]);
    }
  }
  // Every token the changed pages held before or hold now.
  const touched = new Set<number>(added.keys());
  lists.forEach((list, id) => {
    if (holdsAny(list, changed, isChanged)) touched.add(id);
  });
  /** Tokens whose postings changed, were added or removed: the shards holding them are built again. */
  const changedTokens = new Set<string>();
  for (const id of touched) {
    const list = lists[id] ?? new Int32Array(0);
    // Most tokens of an edited page keep their entries (a sentence added changes one section's): their
    // lists, and the shards holding them, stay as they were.
    if (changed.length <= SEARCHED_AT_MOST && sameEntries(list, changed, added.get(id))) continue;
    lists[id] = replaced(list, changed, isChanged, added.get(id));
    serialized[id] = JSON.stringify(encodePostings(lists[id], MAX_POSTINGS));
    texts[id] = undefined;
    changedTokens.add(tokens[id]);
  }
  const state: SearchIndexState = {
    pages: stamps.map((stamp, i) => ({ stamp, sections: sections[i] })),
    tokens,
    lists,
    serialized,
    ids: [],
    vocabulary: idOf,
    texts,
  };
  // The shards' token order: the tokens added come after the earlier ones (see EarlierShards).
  let members: EarlierShards["members"] = before.members && { shards: before.members, added: before.tokens.length };
  // Tokens no page holds any more go; the others' ids change, so the vocabulary is built again next time.
  if (lists.some((list) => list.length === 0)) {
    const kept: number[] = [];
    for (let id = 0; id < tokens.length; id++) if (lists[id].length > 0) kept.push(id);
    state.tokens = kept.map((id) => tokens[id]);
    state.lists = kept.map((id) => lists[id]);
    state.serialized = kept.map((id) => serialized[id]);
    state.texts = kept.map((id) => texts[id]);
    state.vocabulary = undefined;
    if (members) members = renumbered(members, kept);
  }
  const out = indexFiles(state, {
    ids: before.ids,
    changed: changedTokens,
    keep: earlier.keep,
    ...(members ? { members } : {}),
  });
  for (const [path, body] of files) out.set(path, body);
  // Unchanged pages' fragments stay; one not as the earlier build left it is written again.
  for (const [page, listed] of pages.entries()) {
    if (isChanged[page] || earlier.keep(fragmentPath(page))) continue;
    out.set(fragmentPath(page), fragmentOf(listed.url, listed.title, (await pageSections(listed)).sections));
  }
  return { files: out, state };
}

/** The shards' token order with the tokens that went left out and the others under their new ids (`kept`: old ids, ascending). */
function renumbered(
  members: NonNullable<EarlierShards["members"]>,
  kept: readonly number[],
): NonNullable<EarlierShards["members"]> {
  const newId = new Int32Array(kept.length === 0 ? 0 : kept[kept.length - 1] + 1).fill(-1);
  kept.forEach((old, id) => {
    newId[old] = id;
  });
  const shards = members.shards.map((ids) => ids.filter((id) => newId[id] >= 0).map((id) => newId[id]));
  const added = kept.findIndex((old) => old >= members.added);
  return { shards, added: added < 0 ? kept.length : added };
}

/**
 * The manifest and the shards of an index (with `earlier`, only those that changed, see shards.ts); sets
 * `state.ids`.
 */
function indexFiles(state: SearchIndexState, earlier?: EarlierShards): Map<string, string> {
  const sections = state.pages.reduce((n, p) => n + p.sections, 0);
  const counts = { sections, pages: state.pages.length };
  const { manifest, files, members } = serializedShardFiles(state, counts, { earlier });
  state.ids = manifest.ids;
  if (members) state.members = members;
  else delete state.members;
  files.set(SEARCH_MANIFEST, JSON.stringify(manifest));
  return files;
}
