import { readFileSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import type { Fetcher } from "../../client/search/sharded-search.ts";

/**
 * The dialog's fetches served from a build folder on disk, each recorded with its gzip size (level 6,
 * like nginx's and `docsgen serve`'s default): what a query transfers, without a server or a browser.
 */
export function diskFetcher(outDir: string, baseUrl: string) {
  const fetched = new Map<string, number>();
  const get: Fetcher = async (url) => {
    const rel = url.slice(baseUrl.length);
    let body: Buffer;
    try {
      body = readFileSync(join(outDir, rel));
    } catch {
      return { ok: false, status: 404, json: async () => null };
    }
    if (!fetched.has(rel)) fetched.set(rel, gzipSync(body, { level: 6 }).length);
    return { ok: true, status: 200, json: async () => JSON.parse(body.toString("utf8")) };
  };
  const bytes = () => [...fetched.values()].reduce((a, b) => a + b, 0);
  return { get, fetched, bytes };
}
