import { describe, expect, it } from "vitest";
import { shardFiles } from "../../../cli/search/shards.ts";
import { shardOf, shardPath } from "../../../templates/search/layout.ts";

describe("shardFiles", () => {
  it("writes each shard's tokens in the order JSON.stringify gives an object's keys", () => {
    const tokens = ["b", "10", "__proto__", "2", "a", "007", "4294967295", "constructor"];
    const postings = new Map(tokens.map((t, i) => [t, [1, i, 0, 1]]));
    // One shard holding every token, then a few.
    for (const target of [1e9, 64]) {
      const { manifest, files } = shardFiles(postings, { sections: 8, pages: 8 }, target);
      for (let shard = 0; shard < manifest.shards; shard++) {
        const record: Record<string, number[]> = Object.create(null);
        for (const t of [...tokens].sort())
          if (shardOf(t, manifest.shards) === shard) record[t] = postings.get(t) ?? [];
        const body = files.get(shardPath(shard)) ?? "";
        expect(body).toBe(`{"id":"${manifest.ids[shard]}","tokens":${JSON.stringify(record)}}`);
      }
    }
  });

  it("changes only the shard of a token whose postings changed, and that shard's id in the manifest", () => {
    const postings = new Map(Array.from({ length: 3000 }, (_, i) => [`token${i}`, [1, i % 7, 0, 1 + (i % 5)]]));
    const counts = { sections: 100, pages: 20 };
    const before = shardFiles(postings, counts, 2048);
    expect(before.manifest.shards).toBeGreaterThan(10);
    expect(new Set(before.manifest.ids).size).toBe(before.manifest.shards);
    postings.set("token42", [2, 3, 1, 9, 1, 0, 2]);
    const after = shardFiles(postings, counts, 2048);
    const changed = shardOf("token42", after.manifest.shards);
    const differing = [...after.files].filter(([path, body]) => before.files.get(path) !== body).map(([p]) => p);
    expect(differing).toEqual([shardPath(changed)]);
    expect(after.manifest.ids.flatMap((id, i) => (id === before.manifest.ids[i] ? [] : [i]))).toEqual([changed]);
    expect(JSON.parse(after.files.get(shardPath(changed)) ?? "").id).toBe(after.manifest.ids[changed]);
  });
});
