import { setFlagsFromString } from "node:v8";
import { afterEach, describe, expect, it, vi } from "vitest";
import { BOUNDED_GROWTH_MIN_BYTES, boundHeapGrowth } from "../../../cli/threads/heap-growth.ts";

// The flag itself is V8's and not readable back: what is checked is what docsgen asks of it, and when.
vi.mock("node:v8", () => ({ setFlagsFromString: vi.fn() }));

describe("heap growth of large builds", () => {
  afterEach(() => vi.mocked(setFlagsFromString).mockClear());

  it("leaves V8's default for a site below the threshold", () => {
    boundHeapGrowth(BOUNDED_GROWTH_MIN_BYTES - 1)();
    expect(setFlagsFromString).not.toHaveBeenCalled();
  });

  it("bounds growth for a large site until the build restores the default", () => {
    const restore = boundHeapGrowth(BOUNDED_GROWTH_MIN_BYTES);
    expect(vi.mocked(setFlagsFromString).mock.calls).toEqual([["--heap-growing-percent=75"]]);
    restore();
    expect(vi.mocked(setFlagsFromString).mock.calls.at(-1)).toEqual(["--heap-growing-percent=0"]);
  });
});
