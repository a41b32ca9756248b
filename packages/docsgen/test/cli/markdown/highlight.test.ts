import { describe, expect, it, vi } from "vitest";
import { createHighlighter, highlightToHtml } from "../../../cli/markdown/highlight.ts";

describe("highlighting on a busy machine", () => {
  it("never stops a line early: a slow first line (grammar compilation) is still fully highlighted", async () => {
    const h = await createHighlighter({ caches: false });
    // Every clock reading a second later than the last: any per-line time limit would cut the line short.
    let now = Date.now();
    const clock = vi.spyOn(Date, "now").mockImplementation(() => (now += 1000));
    try {
      const html = highlightToHtml(h, "const answer = 42;", "ts", new Set());
      expect(html).toContain("--shiki-token-constant");
    } finally {
      clock.mockRestore();
    }
  });
});
