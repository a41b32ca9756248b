import { gunzipSync, gzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { VersionedCache } from "../../../cli/serve/versioned-cache.ts";

describe("the body and gzip caches of docsgen serve", () => {
  it("hold one version per file and stay within their byte bound, least recently used out first", () => {
    const body = (seed: number) => Buffer.from(Array.from({ length: 4000 }, (_, i) => (i * seed) % 251).join(","));
    const cache = new VersionedCache(3 * gzipSync(body(7)).length);
    const first = cache.get("/a", "v1", () => gzipSync(body(7)));
    expect(gunzipSync(first).equals(body(7))).toBe(true);
    expect(cache.get("/a", "v1", () => Buffer.from("not made: same version"))).toBe(first);
    // A new version of the same file replaces the old one.
    const bytes = cache.size;
    cache.get("/a", "v2", () => gzipSync(body(7)));
    expect(cache.size).toBe(bytes);
    for (let i = 0; i < 50; i++) cache.get(`/f${i}`, "v1", () => gzipSync(body(i + 11)));
    expect(cache.size).toBeLessThanOrEqual(3 * gzipSync(body(7)).length);
  });

  it("hands back, without keeping, what is bigger than the whole bound", () => {
    const cache = new VersionedCache(10);
    expect(cache.get("/big", "v1", () => Buffer.alloc(11)).length).toBe(11);
    expect(cache.size).toBe(0);
  });
});
