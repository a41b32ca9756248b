import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { setAside } from "../../bench/lib/set-aside.ts";

describe("setAside", () => {
  let tmp = "";
  beforeEach(() => {
    tmp = mkdtempSync(join(tmpdir(), "set-aside-"));
  });
  afterEach(() => rmSync(tmp, { recursive: true, force: true }));

  it("moves a finished folder into the bench's temp folder instead of deleting it", () => {
    const out = join(tmp, "out-pages-1000");
    mkdirSync(join(out, "docs"), { recursive: true });
    writeFileSync(join(out, "docs", "index.html"), "<p>1</p>");
    setAside(out, tmp);
    expect(existsSync(out)).toBe(false);
    const [kept] = readdirSync(join(tmp, "set-aside"));
    expect(readFileSync(join(tmp, "set-aside", kept as string, "docs", "index.html"), "utf8")).toBe("<p>1</p>");

    // The same path again (the next run's output) gets a place of its own.
    mkdirSync(out);
    setAside(out, tmp);
    expect(readdirSync(join(tmp, "set-aside"))).toHaveLength(2);
  });

  it("does nothing for a folder that is not there", () => {
    setAside(join(tmp, "never-built"), tmp);
    expect(existsSync(join(tmp, "set-aside"))).toBe(false);
  });
});
