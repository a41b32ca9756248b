import { type SearchData, sectionWeights } from "../../templates/search/engine.ts";
import type { EncodedPostings } from "../../templates/search/layout.ts";
import { tokenize } from "../../templates/search/tokenize.ts";

/** One token's occurrences while the index is built: `[page, section in page, weight, …]` in site order. */
type Occurrences = number[];

/**
 * Every token's postings, encoded for the shards (layout.ts `EncodedPostings`), with the weights the
 * one-piece engine computes. A token in more than `maxPostings` sections keeps its heaviest ones: a common
 * token scores little (low idf), and the dialog re-scores the sections it shows from their text.
 */
export function buildPostings(data: SearchData, maxPostings: number): Map<string, EncodedPostings> {
  const occurrences = new Map<string, Occurrences>();
  const titles: string[][] = [];
  let page = -1;
  let inPage = 0;
  for (const [p, heading, , text] of data.sections) {
    if (p !== page) {
      page = p;
      inPage = 0;
    } else inPage++;
    titles[p] ??= tokenize(data.pages[p][1]);
    const section = inPage;
    sectionWeights(titles[p], heading, text, (token, weight) => {
      const list = occurrences.get(token);
      if (!list) occurrences.set(token, [p, section, weight]);
      else if (list[list.length - 3] === p && list[list.length - 2] === section) list[list.length - 1] += weight;
      else list.push(p, section, weight);
    });
  }
  const out = new Map<string, EncodedPostings>();
  for (const [token, list] of occurrences) out.set(token, encode(list, maxPostings));
  return out;
}

function encode(list: Occurrences, maxPostings: number): EncodedPostings {
  const count = list.length / 3;
  let kept = [...Array(count).keys()];
  if (count > maxPostings) {
    // Heaviest first, earlier sections first among equals; then back to site order.
    kept.sort((a, b) => list[b * 3 + 2] - list[a * 3 + 2] || a - b);
    kept = kept.slice(0, maxPostings).sort((a, b) => a - b);
  }
  const out: EncodedPostings = [count];
  let previous = 0;
  for (const i of kept) {
    out.push(list[i * 3] - previous, list[i * 3 + 1], list[i * 3 + 2]);
    previous = list[i * 3];
  }
  return out;
}
