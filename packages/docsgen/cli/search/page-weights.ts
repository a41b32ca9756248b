import { sectionWeights } from "../../templates/search/engine.ts";
import { tokenize } from "../../templates/search/tokenize.ts";

/**
 * One page's contribution to the search postings: each token with the sections it is in and its weight
 * there (engine.ts `sectionWeights`), sections in order. Computed where the page is parsed (a worker, in
 * parallel) and kept in the page cache, so the build only merges pages: tokenizing every section was most
 * of the index's cost, and all of a one-edit warm rebuild's. Compact on purpose (thousands are held and
 * cross threads): the tokens in one string, the numbers in one array.
 */
export interface PageWeights {
  /** The title it was computed with (a page shown under another title is computed again). */
  title: string;
  /** The tokens, joined by "\n" (a token never holds a line break). */
  tokens: string;
  /** For each token in order: `n`, then `n` pairs of section (index in the page) and weight. */
  weights: Int32Array;
}

export function pageWeights(title: string, sections: readonly { heading: string; text: string }[]): PageWeights {
  const titleTokens = tokenize(title);
  const byToken = new Map<string, number[]>();
  sections.forEach(({ heading, text }, section) => {
    sectionWeights(titleTokens, heading, text, (token, weight) => {
      const list = byToken.get(token);
      if (!list) byToken.set(token, [section, weight]);
      else if (list[list.length - 2] === section) list[list.length - 1] += weight;
      else list.push(section, weight);
    });
  });
  const weights: number[] = [];
  for (const list of byToken.values()) weights.push(list.length / 2, ...list);
  return { title, tokens: [...byToken.keys()].join("\n"), weights: Int32Array.from(weights) };
}
