import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import fg from "fast-glob";
import { describe, expect, it } from "vitest";
import { REPO, WORKSPACE } from "../helpers/cli.ts";

// The unit project shares one module registry per worker (isolate: false): a file that replaces a module with
// vi.mock there sees the real module whenever another file imported it first, and passes or fails by the order
// the files happen to run in. Such files are listed by path in vitest.config.ts; a path left stale by a move
// puts the file back in the unit project silently (heap-growth.test.ts failed that way, now and then).
const config = readFileSync(join(WORKSPACE, "vitest.config.ts"), "utf8");
const listed = [...config.matchAll(/"(test\/[^"*]+\.test\.ts)"/g)].map((m) => m[1] as string);

describe("the test projects", () => {
  it("list by path only files that exist", () => {
    expect(listed.length).toBeGreaterThan(5);
    expect(listed.filter((file) => !existsSync(join(REPO, file)))).toEqual([]);
  });

  it("run every file that calls vi.mock in a project that isolates it", () => {
    const mocking = fg
      .sync("test/**/*.test.ts", { cwd: REPO })
      .filter((file) => /\bvi\.mock\(/.test(readFileSync(join(REPO, file), "utf8")));
    expect(mocking.length).toBeGreaterThan(0);
    const UNIT = /^test\/(cli|templates|src|client|shared|architecture|bench|manual)\//;
    expect(mocking.filter((file) => UNIT.test(file) && !listed.includes(file))).toEqual([]);
  });
});
