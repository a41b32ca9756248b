import { mkdtempSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { sameStamp, settled, stampOf } from "../../../cli/paths/file-stamp.ts";

const stamp = (mtimeMs: number, ctimeMs = mtimeMs) => ({ size: 10, mtimeMs, ctimeMs, ino: 7 });

describe("file stamps", () => {
  it("a file's stamp equals itself until it is written again", () => {
    const file = join(mkdtempSync(join(tmpdir(), "stamp-")), "a.md");
    writeFileSync(file, "one");
    const before = stampOf(statSync(file));
    expect(sameStamp(before, stampOf(statSync(file)))).toBe(true);
    writeFileSync(file, "two!");
    expect(sameStamp(before, stampOf(statSync(file)))).toBe(false);
  });

  it("differs in any of size, times and inode", () => {
    const a = stamp(1000.5);
    for (const b of [
      { ...a, size: 11 },
      { ...a, mtimeMs: 1001.5 },
      { ...a, ctimeMs: 1001.5 },
      { ...a, ino: 8 },
    ])
      expect(sameStamp(a, b)).toBe(false);
  });

  it("is trusted only once its times are a few ticks old, or two seconds on whole-second file systems", () => {
    expect(settled(stamp(10_000.5), 10_049)).toBe(false);
    expect(settled(stamp(10_000.5), 10_051)).toBe(true);
    expect(settled(stamp(10_000.5, 10_040.5), 10_051)).toBe(false);
    expect(settled(stamp(10_000), 11_999)).toBe(false);
    expect(settled(stamp(10_000), 12_000)).toBe(true);
  });
});
