// The worst query of a built site, in Node: what each of many queries fetches from a cold start (the
// manifest, its tokens' shards, its hits' page fragments; gzip level 6, as bench/search.ts counts), for the
// queries a reader is most likely to type or paste: every page's title, and the 200 tokens held by the most
// sections alone and in pairs. Prints the largest. Usage: node bin/tsrun.js bench/search-worst.ts <outDir>
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { ShardedSearch } from "../client/search/sharded-search.ts";
import { type PageFragment, SEARCH_DIR, type SearchShard } from "../templates/search/layout.ts";

export interface WorstQuery {
  queries: number;
  worst: { query: string; bytes: number }[];
  median: number;
}

export async function worstQueries(outDir: string, keep = 5): Promise<WorstQuery> {
  const dir = join(outDir, SEARCH_DIR);
  const gzipped = new Map<string, number>();
  const sizeOf = (rel: string) => {
    const size = gzipped.get(rel) ?? gzipSync(readFileSync(join(outDir, rel)), { level: 6 }).length;
    gzipped.set(rel, size);
    return size;
  };
  const queries = new Set<string>();
  for (const name of readdirSync(join(dir, "p")))
    queries.add((JSON.parse(readFileSync(join(dir, "p", name), "utf8")) as PageFragment).title);
  const df = new Map<string, number>();
  for (const name of readdirSync(join(dir, "t")))
    for (const [token, postings] of Object.entries(
      (JSON.parse(readFileSync(join(dir, "t", name), "utf8")) as SearchShard).tokens,
    ))
      df.set(token, postings[0]);
  const common = [...df]
    .sort((a, b) => b[1] - a[1])
    .slice(0, 200)
    .map(([t]) => t);
  for (const t of common) queries.add(t);
  for (let i = 0; i + 1 < common.length; i += 2) queries.add(`${common[i]} ${common[i + 1]}`);
  const results: { query: string; bytes: number }[] = [];
  for (const query of queries) {
    let bytes = 0;
    const search = await ShardedSearch.open("/", async (url) => {
      const rel = url.slice(1);
      const ok = existsSync(join(outDir, rel));
      if (ok) bytes += sizeOf(rel);
      return { ok, status: ok ? 200 : 404, json: async () => JSON.parse(readFileSync(join(outDir, rel), "utf8")) };
    });
    await search.search(query);
    results.push({ query, bytes });
  }
  results.sort((a, b) => b.bytes - a.bytes);
  return {
    queries: results.length,
    worst: results.slice(0, keep),
    median: results[Math.floor(results.length / 2)].bytes,
  };
}

if (process.argv[1]?.split("\\").join("/").endsWith("bench/search-worst.ts")) {
  const r = await worstQueries(process.argv[2] ?? "build");
  const kib = (b: number) => `${(b / 1024).toFixed(1)} KiB`;
  process.stdout.write(`${r.queries} queries; median ${kib(r.median)}; worst:\n`);
  for (const w of r.worst) process.stdout.write(`  ${kib(w.bytes)}  ${w.query}\n`);
}
