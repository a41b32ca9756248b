/**
 * The sharded search index as the build writes it and the dialog reads it (the build side is cli/search/):
 *
 * - `search/index.json`: the manifest: counts and a short hash of each shard (`SearchManifest`; ~11 bytes a
 *   shard, ~4 KiB gzip at 10,000 pages);
 * - `search/t/<n>.json`: postings shards; a token lives in shard `shardOf(token, manifest.shards)`;
 * - `search/p/<n>.json`: one text fragment per page (title, URL, the text under each heading).
 *
 * A query fetches the manifest once, then only the shards of its tokens and the fragments of the pages it
 * shows, so what a search downloads depends on the query, not on the number of pages.
 */
export const SEARCH_DIR = "search";
export const SEARCH_MANIFEST = `${SEARCH_DIR}/index.json`;

export function shardPath(shard: number): string {
  return `${SEARCH_DIR}/t/${shard}.json`;
}

export function fragmentPath(page: number): string {
  return `${SEARCH_DIR}/p/${page}.json`;
}

/** Format version of the files below; the dialog refuses any other. */
export const LAYOUT_VERSION = 3;

export interface SearchManifest {
  v: typeof LAYOUT_VERSION;
  /**
   * Each shard's hash, which the shard carries too: a dialog holding an older manifest notices a rebuild
   * when a shard it fetches is not the one its manifest names. A shard whose tokens did not change keeps
   * its bytes across builds (a warm build leaves it in place; a browser or CDN keeps its cached copy).
   */
  ids: string[];
  /** `ids.length`. */
  shards: number;
  /** Sections in the whole site (for idf). */
  sections: number;
  pages: number;
}

/**
 * One token's postings: `[df, page delta, section in page, weight, page delta, …]` in page order. `df` is
 * the number of sections holding the token; a common token keeps only its `MAX_POSTINGS` heaviest sections
 * (headings and titles first), so a list is truncated exactly when `df` exceeds the entries it carries.
 */
export type EncodedPostings = number[];

export interface SearchShard {
  /** Its entry in the manifest's `ids`. */
  id: string;
  tokens: Record<string, EncodedPostings>;
}

/** A page's text: `[heading, anchor, text]` per section, in page order. */
export interface PageFragment {
  url: string;
  title: string;
  sections: [string, string, string][];
}

/** Sections a token keeps at most; past it the lightest occurrences are left to the exact re-scoring. */
export const MAX_POSTINGS = 1500;

/** FNV-1a over UTF-16 code units: the same shard in Node and in every browser. */
export function shardOf(token: string, shards: number): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < token.length; i++) {
    h ^= token.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return (h >>> 0) % shards;
}

/** A section's key in rankings: page and section in page, ordered like the site's sections. */
export function sectionKey(page: number, section: number): number {
  return page * 0x10000 + section;
}

export function keyPage(key: number): number {
  return Math.floor(key / 0x10000);
}

export function keySection(key: number): number {
  return key % 0x10000;
}

/** `[key, weight, key, weight, …]` and the true number of sections, from a token's encoded postings. */
export function decodePostings(encoded: EncodedPostings): { df: number; entries: number[]; truncated: boolean } {
  const entries: number[] = [];
  let page = 0;
  for (let i = 1; i + 2 < encoded.length; i += 3) {
    page += encoded[i];
    entries.push(sectionKey(page, encoded[i + 1]), encoded[i + 2]);
  }
  return { df: encoded[0], entries, truncated: encoded[0] > entries.length / 2 };
}
