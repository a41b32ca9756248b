import type { SearchData } from "../../templates/search/engine.ts";
import type { EncodedPostings } from "../../templates/search/layout.ts";
import { type PageWeights, pageWeights } from "./page-weights.ts";

/**
 * Every token's postings, encoded for the shards (layout.ts `EncodedPostings`), with the weights the
 * one-piece engine computes. A token in more than `maxPostings` sections keeps its heaviest ones: a common
 * token scores little (low idf), and the dialog re-scores the sections it shows from their text. `known`
 * holds pages' weights computed when they were parsed (by page index); the others are computed here.
 */
export function buildPostings(
  data: SearchData,
  maxPostings: number,
  known: readonly (PageWeights | undefined)[] = [],
): Map<string, EncodedPostings> {
  const { tokens, lists } = mergePostings(data, known);
  return new Map(tokens.map((token, id) => [token, encodePostings(lists[id], maxPostings)]));
}

/**
 * A page's weights under the title the dialog shows: those computed when it was parsed, unless it is shown
 * under another title (then computed again from its sections, `[page, heading, anchor, text]`).
 */
export function weightsUnder(
  title: string,
  sections: readonly SearchData["sections"][number][],
  known: PageWeights | undefined,
): PageWeights {
  if (known?.title === title) return known;
  return pageWeights(
    title,
    sections.map(([, heading, , text]) => ({ heading, text })),
  );
}

/** Each token's whole postings list: `[page, section, weight, …]`, pages in order; `lists[i]` is `tokens[i]`'s. */
export interface MergedPostings {
  tokens: string[];
  lists: Int32Array[];
}

/**
 * The pages' weights merged into one list per token. Two passes over the pages, counting then filling one
 * typed array per token: common tokens have thousands of occurrences (7 million in all at 5,000 generated
 * pages), and growing plain arrays for them was seconds of copying and garbage collection.
 */
export function mergePostings(data: SearchData, known: readonly (PageWeights | undefined)[] = []): MergedPostings {
  const idOf = new Map<string, number>();
  const tokens: string[] = [];
  const counts: number[] = [];
  /** Each page's token ids, in the order of its weights. */
  const pages: { ids: Int32Array; weights: Int32Array }[] = [];
  let first = 0;
  data.pages.forEach(([, title], page) => {
    let end = first;
    while (end < data.sections.length && data.sections[end][0] === page) end++;
    const { tokens: names, weights } = weightsUnder(title, data.sections.slice(first, end), known[page]);
    first = end;
    const ids = idsOf({ tokens: names, weights }, { idOf, tokens, counts });
    pages.push({ ids, weights });
  });
  const lists = counts.map((n) => new Int32Array(n * 3));
  const filled = new Int32Array(counts.length);
  pages.forEach(({ ids, weights }, page) => {
    let at = 0;
    for (const id of ids) {
      const list = lists[id];
      let f = filled[id];
      const n = weights[at++];
      for (let i = 0; i < n; i++, at += 2) {
        list[f++] = page;
        list[f++] = weights[at];
        list[f++] = weights[at + 1];
      }
      filled[id] = f;
    }
  });
  return { tokens, lists };
}

/** The index's tokens by id and back; `counts`, when kept, is each token's number of sections so far. */
export interface Vocabulary {
  idOf: Map<string, number>;
  tokens: string[];
  counts?: number[];
}

/** A page's tokens (PageWeights `tokens`, with their `weights`) as ids, new tokens added to the vocabulary. */
export function idsOf(page: { tokens: string; weights: Int32Array }, vocabulary: Vocabulary): Int32Array {
  const { tokens: names, weights } = page;
  const { idOf, tokens, counts } = vocabulary;
  const list = names === "" ? [] : names.split("\n");
  const ids = new Int32Array(list.length);
  let at = 0;
  list.forEach((token, i) => {
    let id = idOf.get(token);
    if (id === undefined) {
      id = tokens.push(token) - 1;
      counts?.push(0);
      idOf.set(token, id);
    }
    ids[i] = id;
    if (counts) counts[id] += weights[at];
    at += 1 + 2 * weights[at];
  });
  return ids;
}

/**
 * `[df, page delta, section, weight, …]`: every occurrence, or past `max` the heaviest ones, earlier ones
 * first among equal weights. Weights are small integers, so the cut is found by counting, not sorting.
 */
export function encodePostings(list: Int32Array, max: number): EncodedPostings {
  const count = list.length / 3;
  let threshold = Number.NEGATIVE_INFINITY;
  let atThreshold = 0;
  if (count > max) {
    const cut = cutAt(list, max);
    threshold = cut.threshold;
    atThreshold = cut.atThreshold;
  }
  const out: EncodedPostings = [count];
  let previous = 0;
  for (let i = 0; i < list.length; i += 3) {
    const weight = list[i + 2];
    if (weight < threshold) continue;
    if (weight === threshold && atThreshold-- <= 0) continue;
    out.push(list[i] - previous, list[i + 1], weight);
    previous = list[i];
  }
  return out;
}

/** Weights below this are counted in a typed array (nearly all are: a section's weights are small sums). */
const SMALL_WEIGHTS = 256;

/** The weight of the `max`-th heaviest entry, and how many entries of that weight are kept. */
function cutAt(list: Int32Array, max: number): { threshold: number; atThreshold: number } {
  const small = new Uint32Array(SMALL_WEIGHTS);
  let other: Map<number, number> | undefined;
  for (let i = 2; i < list.length; i += 3) {
    const weight = list[i];
    if (weight >= 0 && weight < SMALL_WEIGHTS) small[weight]++;
    else {
      other ??= new Map();
      other.set(weight, (other.get(weight) ?? 0) + 1);
    }
  }
  const counts: [number, number][] = [...(other ?? [])];
  for (let weight = SMALL_WEIGHTS - 1; weight >= 0; weight--)
    if (small[weight] > 0) counts.push([weight, small[weight]]);
  counts.sort((a, b) => b[0] - a[0]);
  let above = 0;
  for (const [weight, n] of counts) {
    if (above + n >= max) return { threshold: weight, atThreshold: max - above };
    above += n;
  }
  return { threshold: Number.NEGATIVE_INFINITY, atThreshold: 0 };
}
