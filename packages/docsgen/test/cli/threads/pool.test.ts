import { describe, expect, it } from "vitest";
import { batches } from "../../../cli/threads/pool.ts";

describe("work batches for build workers", () => {
  it("hands out every file once, largest first, in batches that shrink towards the end", () => {
    const files = Array.from({ length: 1000 }, (_, i) => ({ rel: `${i}.md`, size: (i * 7919) % 12_000 }));
    const out = batches(files, 2);
    expect(
      out
        .flat()
        .map((f) => f.rel)
        .sort(),
    ).toEqual(files.map((f) => f.rel).sort());
    const sizes = out.flat().map((f) => f.size);
    expect(sizes).toEqual([...sizes].sort((a, b) => b - a));
    expect(out[0].length).toBe(48);
    expect(out.at(-1)?.length).toBeLessThanOrEqual(4);
    for (let i = 1; i < out.length; i++) expect(out[i].length).toBeLessThanOrEqual(out[i - 1].length);
    expect(batches([], 2)).toEqual([]);
  });
});
