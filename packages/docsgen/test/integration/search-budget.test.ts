import { mkdtempSync, readdirSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { beforeAll, describe, expect, it } from "vitest";
import { generateSite } from "../../bench/generate.ts";
import { ShardedSearch } from "../../client/search/sharded-search.ts";
import { buildInProcess } from "../helpers/build.ts";
import { diskFetcher } from "../helpers/search-fetch.ts";

// Issue 18, part 1: what the search dialog transfers (gzip, everything: its chunk, the manifest, the
// shards and page texts of a query) stays under 150 KiB and does not grow with the site. Measured here on
// generated sites of 100 and 1,000 pages; the bench (bench/search-compare.ts) adds 10,000 pages, which take
// minutes to build on two cores: too slow for the suite, so flatness is proven by the growth from 100 to 1,000.
const BUDGET = 150 * 1024;
/** Words and phrases of the generator's vocabulary, a page title, and a query that matches nothing. */
const QUERIES = [
  "控件",
  "类型定义",
  "异步 任务",
  "配置文件缓存",
  "回调函数",
  "emitter",
  "检查同步的回调函数",
  "不存在的词语",
];
const BASE = "/bench/";

/** Gzip bytes each query transfers from opening the dialog to its first results, on a fresh dialog. */
async function bytesPerQuery(pages: number): Promise<number[]> {
  const dir = mkdtempSync(join(tmpdir(), `docsgen-search-${pages}-`));
  generateSite(dir, pages, 1);
  const out = join(dir, "build");
  const r = await buildInProcess(dir, { outDir: out, level: "quiet" });
  expect(r.code, r.stderr).toBe(0);
  const chunk = readdirSync(join(out, "assets/chunks")).find((f) => f.startsWith("SearchDialog-")) as string;
  const chunkBytes = gzipSync(readFileSync(join(out, "assets/chunks", chunk)), { level: 6 }).length;
  const bytes: number[] = [];
  for (const q of QUERIES) {
    const disk = diskFetcher(out, BASE);
    const hits = await (await ShardedSearch.open(BASE, disk.get)).search(q);
    if (q !== "不存在的词语") expect(hits.length, q).toBeGreaterThan(0);
    bytes.push(chunkBytes + disk.bytes());
  }
  return bytes;
}

describe("search transfer budget", () => {
  let small: number[];
  let large: number[];
  beforeAll(async () => {
    small = await bytesPerQuery(100);
    large = await bytesPerQuery(1000);
  }, 300_000);

  it("every query stays under 150 KiB at 100 and at 1,000 pages", () => {
    for (const [i, q] of QUERIES.entries()) {
      expect(small[i], `${q} at 100 pages`).toBeLessThanOrEqual(BUDGET);
      expect(large[i], `${q} at 1,000 pages`).toBeLessThanOrEqual(BUDGET);
    }
  });

  it("ten times the pages, about the same bytes (the old text store grew tenfold)", () => {
    const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);
    expect(sum(large) / sum(small)).toBeLessThan(1.3);
    expect(Math.max(...large) / Math.max(...small)).toBeLessThan(1.3);
  });
});
