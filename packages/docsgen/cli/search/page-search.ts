import { sha256 } from "../hash.ts";
import { type PageWeights, pageWeights } from "./page-weights.ts";

/** The text under one h2–h3 heading (or before the first), as the search dialog shows it. */
export interface SearchSection {
  heading: string;
  anchor: string;
  text: string;
}

/**
 * What one page gives the search index: its sections, and their postings weights under the page's title.
 * Computed where the page is parsed (a worker, in parallel) and kept in the page cache.
 */
export interface PageSearch {
  sections: SearchSection[];
  weights: PageWeights;
}

export function pageSearch(title: string, sections: SearchSection[]): PageSearch {
  return { sections, weights: pageWeights(title, sections) };
}

/**
 * Stands for a page's search data where the data itself is not at hand (a cached page not indexed again):
 * equal digests, equal sections and weights. The weights follow from the title and the sections.
 */
export function searchDigestOf(title: string, sections: readonly SearchSection[]): string {
  return sha256(JSON.stringify([title, sections]), "base64");
}
