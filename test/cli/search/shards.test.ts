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
        expect(body).toBe(`{"id":"${manifest.id}","tokens":${JSON.stringify(record)}}`);
      }
    }
  });
});
