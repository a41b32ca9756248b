import { gunzipSync, gzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { GzipCache } from "../../../cli/serve/gzip-cache.ts";

describe("the gzip cache of docsgen serve", () => {
  it("holds one version per file and stays within its byte bound, least recently used out first", () => {
    const body = (seed: number) => Buffer.from(Array.from({ length: 4000 }, (_, i) => (i * seed) % 251).join(","));
    const cache = new GzipCache(3 * gzipSync(body(7)).length);
    const first = cache.get("/a", "v1", body(7));
    expect(gunzipSync(first).equals(body(7))).toBe(true);
    expect(cache.get("/a", "v1", Buffer.from("ignored: same version"))).toBe(first);
    // A new version of the same file replaces the old one.
    const bytes = cache.size;
    cache.get("/a", "v2", body(7));
    expect(cache.size).toBe(bytes);
    for (let i = 0; i < 50; i++) cache.get(`/f${i}`, "v1", body(i + 11));
    expect(cache.size).toBeLessThanOrEqual(3 * gzipSync(body(7)).length);
  });
});
