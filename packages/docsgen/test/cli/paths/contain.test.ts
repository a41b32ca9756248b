import { mkdirSync, mkdtempSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { isWithin, outputFile, placeOf, routeProblem } from "../../../cli/paths/contain.ts";
import { OutputWriter } from "../../../cli/write/output.ts";

describe("isWithin", () => {
  it.each([
    ["/a/b", "/a/b", true],
    ["/a/b", "/a/b/c", true],
    ["/a/b", "/a/bc", false],
    ["/a/b", "/a", false],
    ["/a/b", "/a/b/../c", false],
    ["/a/b", "/a/b/..x", true],
  ])("%s holds %s: %s", (root, path, inside) => expect(isWithin(root, path)).toBe(inside));
});

describe("routeProblem", () => {
  it.each([
    ["/guide/intro", undefined],
    ["/..x/y", undefined],
    ["/a/../b", 'a ".." segment'],
    ["/a/./b", 'a "." segment'],
    ["a\\..\\b", 'a ".." segment'],
    ["/a\nb", "a control character"],
    ["/a\u0000", "a control character"],
  ])("%j: %s", (path, problem) => expect(routeProblem(path)).toBe(problem));

  it("allows dot segments in a path that is resolved before use, but never control characters", () => {
    expect(routeProblem("../../x", { dotSegments: true })).toBeUndefined();
    expect(routeProblem("../\rx", { dotSegments: true })).toBe("a control character");
  });
});

describe("placeOf", () => {
  const site = mkdtempSync(join(tmpdir(), "docsgen-place-"));
  const outside = mkdtempSync(join(tmpdir(), "docsgen-place-out-"));
  writeFileSync(join(site, "in.txt"), "");
  writeFileSync(join(outside, "out.txt"), "");
  symlinkSync(join(outside, "out.txt"), join(site, "link-out.txt"));
  symlinkSync("in.txt", join(site, "link-in.txt"));

  it("follows symlinks before deciding", () => {
    expect(placeOf(site, join(site, "in.txt"))).toBe("inside");
    expect(placeOf(site, join(site, "link-in.txt"))).toBe("inside");
    expect(placeOf(site, join(site, "link-out.txt"))).toBe("outside");
    expect(placeOf(site, join(site, "../", "x", "..", outside.split("/").pop() ?? "", "out.txt"))).toBe("outside");
    expect(placeOf(site, join(site, "nothing"))).toBe("missing");
  });
});

describe("outputFile: the last guard of every writer", () => {
  it("refuses a path that leaves the output folder, before anything is written", async () => {
    expect(outputFile("/out", "docs/a/index.html")).toBe("/out/docs/a/index.html");
    expect(() => outputFile("/out", "../x/index.html")).toThrow(
      /\[path-outside\] refused to write "..\/x\/index.html"/,
    );
    expect(() => outputFile("/out", "/etc/x")).toThrow(/path-outside/);
    const dir = mkdtempSync(join(tmpdir(), "docsgen-writer-"));
    mkdirSync(join(dir, "out"));
    const writer = new OutputWriter(join(dir, "out"));
    await expect(writer.writeAll(new Map([["a/../../escaped.txt", "x"]]))).rejects.toThrow(/path-outside/);
  });
});
