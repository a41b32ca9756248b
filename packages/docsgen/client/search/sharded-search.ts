import { rank, type SearchHit, sectionWeights } from "../../templates/search/engine.ts";
import {
  decodePostings,
  fragmentPath,
  keyPage,
  keySection,
  LAYOUT_VERSION,
  type PageFragment,
  SEARCH_MANIFEST,
  type SearchManifest,
  type SearchShard,
  shardOf,
  shardPath,
} from "../../templates/search/layout.ts";
import { rankTokens, tokenize } from "../../templates/search/tokenize.ts";

/** Hits a query shows (and whose pages it fetches). */
const LIMIT = 20;
/**
 * Hits shown first: their pages are fetched before the rest, so the first results wait for one round of
 * requests (a browser opens 6 connections to a host over HTTP/1.1).
 */
export const FIRST_HITS = 6;

/** How the index's files are fetched: the browser's `fetch`, or the files on disk in tests and the bench. */
export type Fetcher = (url: string) => Promise<{ ok: boolean; status: number; json(): Promise<unknown> }>;

async function getJson<T>(get: Fetcher, url: string): Promise<T> {
  const r = await get(url);
  if (!r.ok) throw new Error(`${url}: HTTP ${r.status}`);
  return (await r.json()) as T;
}

/** A stale shard: the site was rebuilt after this dialog read the manifest. */
class StaleIndex extends Error {}

/**
 * The sharded index (templates/search/layout.ts) as the dialog reads it: the manifest once, then each shard
 * and page fragment the first time a query needs it. Failed fetches are forgotten, so a retry refetches.
 */
export class ShardedSearch {
  private shards = new Map<number, Promise<SearchShard>>();
  private fragments = new Map<number, Promise<PageFragment>>();

  private constructor(
    private readonly root: string,
    private readonly get: Fetcher,
    private manifest: SearchManifest,
  ) {}

  static async open(baseUrl: string, get: Fetcher = (url) => fetch(url)): Promise<ShardedSearch> {
    return new ShardedSearch(baseUrl, get, await ShardedSearch.readManifest(baseUrl, get));
  }

  private static async readManifest(baseUrl: string, get: Fetcher): Promise<SearchManifest> {
    const manifest = await getJson<SearchManifest>(get, baseUrl + SEARCH_MANIFEST);
    if (manifest.v !== LAYOUT_VERSION) throw new Error(`${SEARCH_MANIFEST}: unknown format ${manifest.v}`);
    return manifest;
  }

  private cached<T>(cache: Map<number, Promise<T>>, n: number, load: () => Promise<T>): Promise<T> {
    let p = cache.get(n);
    if (!p) {
      p = load();
      cache.set(n, p);
      p.catch(() => cache.delete(n));
    }
    return p;
  }

  private shard(n: number): Promise<SearchShard> {
    const id = this.manifest.ids[n];
    return this.cached(this.shards, n, async () => {
      const shard = await getJson<SearchShard>(this.get, this.root + shardPath(n));
      if (shard.id !== id) throw new StaleIndex();
      return shard;
    });
  }

  private fragment(page: number): Promise<PageFragment> {
    return this.cached(this.fragments, page, () => getJson<PageFragment>(this.get, this.root + fragmentPath(page)));
  }

  /** A query's best sections, ranked from the postings alone; reads the manifest again if the site changed. */
  async rank(query: string, limit = LIMIT): Promise<Ranked> {
    try {
      return await this.rankOnce(query, limit);
    } catch (e) {
      if (!(e instanceof StaleIndex)) throw e;
      this.manifest = await ShardedSearch.readManifest(this.root, this.get);
      this.shards.clear();
      this.fragments.clear();
      return this.rankOnce(query, limit);
    }
  }

  private async rankOnce(query: string, limit: number): Promise<Ranked> {
    const tokens = rankTokens(query);
    const { shards: count, sections: total } = this.manifest;
    const shards = await Promise.all(tokens.map((t) => this.shard(shardOf(t, count))));
    const lists = tokens.map((t, i) =>
      Object.hasOwn(shards[i].tokens, t) ? decodePostings(shards[i].tokens[t]) : undefined,
    );
    const truncated = lists.some((l) => l?.truncated);
    const ranked = tokens.length ? rank(truncated ? withEstimates(lists) : lists, total) : [];
    const top = ranked.slice(0, limit);
    return { tokens, lists, total, truncated, top };
  }

  /**
   * Hits `from`–`to` of a ranking, with their text (each page's fragment is fetched once). When a list was
   * truncated, these hits are scored exactly from their text and sorted among themselves.
   */
  async hits(ranked: Ranked, from = 0, to = ranked.top.length): Promise<SearchHit[]> {
    const slice = ranked.top.slice(from, to);
    const pages = await Promise.all(slice.map(({ section }) => this.fragment(keyPage(section))));
    const hits = slice.map(({ section, score }, i): SearchHit => {
      const page = pages[i];
      const [heading, anchor, text] = page.sections[keySection(section)] ?? ["", "", ""];
      return { url: page.url, title: page.title, heading, anchor, text, score };
    });
    if (!ranked.truncated) return hits;
    for (const hit of hits) hit.score = exactScore(hit, ranked.tokens, ranked.lists, ranked.total);
    return hits.sort((a, b) => b.score - a.score);
  }

  /** Ranked hits with their text, all at once. */
  async search(query: string, limit = LIMIT): Promise<SearchHit[]> {
    return this.hits(await this.rank(query, limit));
  }
}

/** A query's ranking before any text is fetched. */
export interface Ranked {
  tokens: string[];
  lists: (Postings | undefined)[];
  total: number;
  truncated: boolean;
  top: { section: number; score: number }[];
}

type Postings = ReturnType<typeof decodePostings>;

/**
 * A truncated list lacks its token's lightest sections, each at most as heavy as the lightest it kept. For
 * picking the hits to show, every candidate it lacks is counted with the weight the candidate has for the
 * query's other tokens, capped by that bound: a query's tokens are mostly one phrase's overlapping pairs, so
 * a section with one pair in its heading has the others there too. The picked hits are then scored exactly.
 */
function withEstimates(lists: (Postings | undefined)[]): (Postings | undefined)[] {
  const heaviest = new Map<number, number>();
  for (const l of lists) {
    for (let i = 0; l && i < l.entries.length; i += 2) {
      heaviest.set(l.entries[i], Math.max(heaviest.get(l.entries[i]) ?? 0, l.entries[i + 1]));
    }
  }
  return lists.map((l) => {
    if (!l?.truncated) return l;
    const held = new Set<number>();
    let lightest = Number.POSITIVE_INFINITY;
    for (let i = 0; i < l.entries.length; i += 2) {
      held.add(l.entries[i]);
      lightest = Math.min(lightest, l.entries[i + 1]);
    }
    // The build kept the heaviest, earlier sections first among equals: a section it left out before the
    // last one kept at the lightest weight is lighter than that.
    let last = -1;
    for (let i = 0; i < l.entries.length; i += 2) if (l.entries[i + 1] === lightest) last = l.entries[i];
    const entries = [...l.entries];
    for (const [c, w] of heaviest) {
      const bound = c < last ? lightest - 1 : lightest;
      if (!held.has(c) && bound > 0) entries.push(c, Math.min(w, bound));
    }
    return { ...l, entries };
  });
}

/** The score `rank` gives a section when no list is truncated, from the section's own text. */
function exactScore(hit: SearchHit, tokens: string[], lists: (Postings | undefined)[], total: number): number {
  const weights = new Map<string, number>();
  sectionWeights(tokenize(hit.title), hit.heading, hit.text, (t, w) => weights.set(t, (weights.get(t) ?? 0) + w));
  let score = 0;
  let matched = 0;
  tokens.forEach((t, i) => {
    const w = weights.get(t);
    const l = lists[i];
    if (!w || !l) return;
    score += Math.log(1 + total / l.df) * (1 + Math.log(w));
    matched++;
  });
  const coverage = matched / tokens.length;
  return score * coverage * coverage;
}
