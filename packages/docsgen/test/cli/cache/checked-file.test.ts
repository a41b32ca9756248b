import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { CheckedMap } from "../../../cli/cache/checked-file.ts";

const dir = mkdtempSync(join(tmpdir(), "docsgen-checked-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
let serial = 0;

const isEntry = (_key: string, value: unknown): value is { n: number } =>
  typeof value === "object" && value !== null && typeof (value as { n?: unknown }).n === "number";
const open = (path: string, salt = "salt") => new CheckedMap(path, "test-map 1", salt, isEntry);
const lines = (path: string) => readFileSync(path, "utf8").split("\n").length - 1;

/** A file holding entries a0…a(n-1), written whole. */
function fileOf(n: number) {
  const path = join(dir, `map-${++serial}`);
  open(path).save(new Map(Array.from({ length: n }, (_, i) => [`a${i}`, { n: i }])));
  return path;
}

describe("checked map file", () => {
  it("reads back what was saved, whole or as appended changes", () => {
    const path = fileOf(20);
    expect(lines(path)).toBe(2);
    const first = open(path);
    expect(first.earlier.size).toBe(20);
    // Two of twenty changed: appended, not written whole.
    const next = new Map(first.earlier);
    next.delete("a3");
    next.set("a4", { n: 44 });
    next.set("b", { n: -1 });
    first.save(next);
    expect(lines(path)).toBe(3);
    expect(open(path).earlier).toEqual(next);
    // Nothing changed: nothing written.
    const again = open(path);
    again.save(new Map(again.earlier));
    expect(lines(path)).toBe(3);
  });

  it("writes the file whole when most of it changed, or after many appended builds", () => {
    const path = fileOf(8);
    const map = open(path);
    map.save(new Map([...map.earlier].map(([k, v], i) => [k, i < 4 ? { n: v.n + 100 } : v])));
    expect(lines(path)).toBe(2);
    for (let build = 0; build < 40; build++) {
      const m = open(path);
      m.save(new Map([...m.earlier, [`x${build}`, { n: build }]]));
    }
    expect(lines(path)).toBeLessThan(2 + 33);
    expect(open(path).earlier.size).toBe(8 + 40);
  });

  it("trusts nothing of a file with a damaged line, a line cut short, or another salt", () => {
    const path = fileOf(10);
    const map = open(path);
    map.save(new Map([...map.earlier, ["new", { n: 1 }]]));
    const whole = readFileSync(path);
    expect(open(path, "other").earlier.size).toBe(0);
    for (const at of [whole.indexOf("\n") + 5, whole.length - 10, whole.length - 70]) {
      const copy = Buffer.from(whole);
      copy[at] ^= 1;
      writeFileSync(path, copy);
      expect(open(path).earlier.size, `byte ${at}`).toBe(0);
    }
    writeFileSync(path, whole.subarray(0, whole.length - 1));
    expect(open(path).earlier.size).toBe(0);
    // A blank line, or a line too short to hold a digest and its JSON.
    for (const extra of ["\n", "0123\n", `${"0".repeat(64)} \n`]) {
      writeFileSync(path, Buffer.concat([whole, Buffer.from(extra)]));
      expect(open(path).earlier.size, JSON.stringify(extra)).toBe(0);
    }
    writeFileSync(path, whole);
    expect(open(path).earlier.size).toBe(11);
  });

  it("leaves out entries a reader cannot use", () => {
    const path = join(dir, "mixed");
    new CheckedMap(path, "test-map 1", "salt", (_k, v): v is unknown => true).save(
      new Map<string, unknown>([
        ["good", { n: 1 }],
        ["bad", { n: "one" }],
      ]),
    );
    expect([...open(path).earlier.keys()]).toEqual(["good"]);
  });
});
