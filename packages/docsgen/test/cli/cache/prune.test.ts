import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, utimesSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { htmlEntryKey } from "../../../cli/cache/html-memo.ts";
import { OUTPUT_KEPT_MS, readLiveKeys, saveLiveKeys, sweepCache } from "../../../cli/cache/prune.ts";

const root = mkdtempSync(join(tmpdir(), "docsgen-prune-"));
afterAll(() => rmSync(root, { recursive: true, force: true }));
let serial = 0;

const DAY = 24 * 60 * 60 * 1000;
const SALT = "salt client.js client.css";
const NOW = Date.parse("2026-11-24T12:00:00Z");

/** Sets a file's times `ago` milliseconds before NOW. */
function age(path: string, ago: number) {
  const t = (NOW - ago) / 1000;
  utimesSync(path, t, t);
}

/** A cache folder with entries (`key` → age) and output folders (`id` → their live keys, or none, and age). */
function cache(
  entries: Record<string, number>,
  outputs: Record<string, { live?: string[]; renderKeys?: string[]; ago: number }>,
) {
  const dir = join(root, `cache-${++serial}`);
  for (const [key, ago] of Object.entries(entries)) {
    mkdirSync(join(dir, key.slice(0, 2)), { recursive: true });
    writeFileSync(join(dir, key.slice(0, 2), key.slice(2)), "entry");
    age(join(dir, key.slice(0, 2), key.slice(2)), ago);
  }
  mkdirSync(join(dir, "outputs"), { recursive: true });
  for (const [id, { live, renderKeys = [], ago }] of Object.entries(outputs)) {
    const files = [`${id}.record`, `${id}.pages`];
    for (const name of files) writeFileSync(join(dir, "outputs", name), "x");
    if (live) {
      saveLiveKeys(join(dir, "outputs", `${id}.live`), { pages: live, htmlSalt: SALT, renderKeys });
      files.push(`${id}.live`);
    }
    for (const name of files) age(join(dir, "outputs", name), ago);
  }
  return dir;
}

const entries = (dir: string) =>
  readdirSync(dir)
    .filter((f) => /^[0-9a-f]{2}$/.test(f))
    .flatMap((f) => readdirSync(join(dir, f)).map((n) => f + n))
    .sort();

describe("cache sweep", () => {
  it("removes entries no recent output folder names, once they are a day old", () => {
    const html = htmlEntryKey(SALT, "render-key-1");
    const dir = cache(
      { aa01: 3 * DAY, aa02: 3 * DAY, bb03: 3 * DAY, bb04: 60_000, cc05: 40 * DAY, [html]: 3 * DAY },
      {
        one: { live: ["aa01"], renderKeys: ["render-key-1"], ago: DAY },
        two: { live: ["bb03", "cc05"], ago: 2 * DAY },
      },
    );
    expect(sweepCache(dir, NOW)).toEqual({ entries: 1, outputs: 0 });
    // aa02: named by no list, three days old. bb04: named by none, but written a minute ago (a build beside
    // this one may be about to name it). A page's HTML is named by its render key.
    expect(entries(dir)).toEqual(["aa01", "bb03", "bb04", "cc05", html].sort());
  });

  it("reads back the store keys a list names, and nothing from a list it does not understand", () => {
    const path = join(root, "list.live");
    saveLiveKeys(path, { pages: ["p1", "p2"], htmlSalt: SALT, renderKeys: ["r1"] });
    expect(readLiveKeys(path)).toEqual(["p1", "p2", htmlEntryKey(SALT, "r1")]);
    writeFileSync(path, "aa01\nbb02");
    expect(readLiveKeys(path)).toBeUndefined();
  });

  it("forgets output folders not built for 30 days, and then the entries only they named", () => {
    const dir = cache(
      { aa01: 50 * DAY, bb02: 50 * DAY },
      { old: { live: ["aa01", "bb02"], ago: OUTPUT_KEPT_MS + DAY }, recent: { live: ["bb02"], ago: DAY } },
    );
    expect(sweepCache(dir, NOW)).toEqual({ entries: 1, outputs: 1 });
    expect(entries(dir)).toEqual(["bb02"]);
    expect(readdirSync(join(dir, "outputs")).sort()).toEqual(["recent.live", "recent.pages", "recent.record"]);
  });

  it("removes no entry while a recent output folder has no list (built by an older docsgen)", () => {
    const dir = cache({ aa01: 3 * DAY, aa02: 3 * DAY }, { listed: { live: ["aa01"], ago: DAY }, older: { ago: DAY } });
    expect(sweepCache(dir, NOW)).toEqual({ entries: 0, outputs: 0 });
    expect(entries(dir)).toEqual(["aa01", "aa02"]);
  });

  it("sweeps at most once a day", () => {
    const dir = cache({ aa01: 3 * DAY }, { one: { live: [], ago: DAY } });
    writeFileSync(join(dir, "swept"), "");
    age(join(dir, "swept"), 2 * 60 * 60 * 1000);
    expect(sweepCache(dir, NOW)).toBeUndefined();
    expect(entries(dir)).toEqual(["aa01"]);
    age(join(dir, "swept"), 25 * 60 * 60 * 1000);
    expect(sweepCache(dir, NOW)).toEqual({ entries: 1, outputs: 0 });
    expect(sweepCache(dir, NOW + 60_000)).toBeUndefined();
  });

  it("leaves a folder that is not a cache alone", () => {
    const dir = join(root, "missing");
    expect(sweepCache(dir, NOW)).toBeUndefined();
    expect(existsSync(dir)).toBe(false);
  });
});
