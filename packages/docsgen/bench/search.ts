// Search, in Node: the size of the built index (manifest, postings shards, page fragments) and, with the
// dialog's own client (client/search/sharded-search.ts) reading the files from disk, what a query fetches
// and how long it takes from a cold start. In a browser, against Pagefind: bench/search-compare.ts.
import { existsSync, readFileSync } from "node:fs";
import { join, relative, sep } from "node:path";
import { gzipSync } from "node:zlib";
import { ShardedSearch } from "../client/search/sharded-search.ts";
import { SEARCH_DIR, SEARCH_MANIFEST } from "../templates/search/layout.ts";
import { type Figure, figure, nullFigure, single } from "./lib/figures.ts";
import { walk } from "./lib/output.ts";

const SEARCH_QUERIES = [
  "控件",
  "类型定义",
  "打包工具",
  "回调函数",
  "装饰器",
  "异步 任务",
  "webpack",
  "emit",
  "配置文件 缓存",
  "不存在的词语",
];

export interface SearchResult {
  /** What the index is made of, e.g. `search/: manifest, 25 shards, 40 fragments`. */
  indexFile: string | null;
  size: Figure;
  gzipSize: Figure;
  /** Bytes (gzip) a query fetches from a cold start: manifest, shards of its tokens, fragments of its hits. */
  queryBytes: Figure;
  /** From opening the index to the query's hits, cold, files read from disk. */
  queryTime: Figure;
  note?: string;
}

export async function measureSearch(outDir: string): Promise<SearchResult> {
  const manifestPath = join(outDir, SEARCH_MANIFEST);
  if (!existsSync(manifestPath)) {
    const note = `no search index (${SEARCH_MANIFEST}) in the output`;
    return {
      indexFile: null,
      size: nullFigure("bytes", note),
      gzipSize: nullFigure("bytes", note),
      queryBytes: nullFigure("bytes", note),
      queryTime: nullFigure("ms", note),
      note,
    };
  }
  const dir = join(outDir, SEARCH_DIR);
  const files = walk(dir).map((f) => relative(dir, f).split(sep).join("/"));
  const gzipped = new Map(files.map((f) => [f, gzipSync(readFileSync(join(dir, f))).length]));
  let raw = 0;
  for (const f of files) raw += readFileSync(join(dir, f)).length;
  const shards = files.filter((f) => f.startsWith("t/")).length;
  const fragments = files.filter((f) => f.startsWith("p/")).length;
  const bytes: number[] = [];
  const times: number[] = [];
  for (const query of SEARCH_QUERIES) {
    let fetched = 0;
    const start = performance.now();
    const search = await ShardedSearch.open("/", async (url) => {
      const rel = url.slice(1);
      const path = join(outDir, rel);
      const ok = existsSync(path);
      if (ok) fetched += gzipped.get(relative(dir, path).split(sep).join("/")) ?? 0;
      return { ok, status: ok ? 200 : 404, json: async () => JSON.parse(readFileSync(path, "utf8")) };
    });
    await search.search(query);
    times.push(performance.now() - start);
    bytes.push(fetched);
  }
  return {
    indexFile: `${SEARCH_DIR}/: manifest, ${shards} shards, ${fragments} fragments`,
    size: single("bytes", raw),
    gzipSize: single(
      "bytes",
      [...gzipped.values()].reduce((a, b) => a + b, 0),
    ),
    queryBytes: figure("bytes", bytes, {
      note: `gzip bytes (level 6) each of ${SEARCH_QUERIES.length} fixed queries fetches from a cold start (min/max across queries)`,
    }),
    queryTime: figure("ms", times, {
      note: "from opening the index to the hits, cold, files read from disk in Node (not a browser: see the Pagefind comparison)",
    }),
  };
}
