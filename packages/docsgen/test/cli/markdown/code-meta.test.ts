import { describe, expect, it } from "vitest";
import { parseCodeMeta } from "../../../cli/markdown/code-meta.ts";

describe("code meta", () => {
  it("parses title, line ranges and flags", () => {
    const meta = parseCodeMeta('title="a b.ts" {1,3-4} skip-check');
    expect(meta.title).toBe("a b.ts");
    expect([...meta.highlight]).toEqual([1, 3, 4]);
    expect([...meta.flags]).toEqual(["skip-check"]);
  });
});
