import { appendFileSync, mkdirSync, readFileSync, rmSync, statSync, utimesSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { readLiveKeys } from "../../cli/cache/prune.ts";
import { buildInProcess, type InProcessOptions } from "../helpers/build.ts";
import { type CliResult, copyFixture, docsgen } from "../helpers/cli.ts";
import { differences, filesUnder, seeded, setFrontMatterKey, siteEditor } from "../helpers/site-edits.ts";

/*
 * The build cache (issue 18, part 3): a build that reuses cached pages writes exactly what a `--no-cache`
 * build writes, after any edits, and reports the same diagnostics; an entry that is not intact and written
 * for its key is ignored and rewritten. DOCSGEN_CACHE_ROUNDS and DOCSGEN_CACHE_SEED run other sequences.
 */

const ROUNDS = Number(process.env.DOCSGEN_CACHE_ROUNDS ?? 4);
const SEED = Number(process.env.DOCSGEN_CACHE_SEED ?? 18);
const EDITS_PER_ROUND = 3;
const CACHE = "node_modules/.cache/docsgen-build";

const sites: string[] = [];
afterAll(() => {
  for (const s of sites) rmSync(s, { recursive: true, force: true });
});

function site(fixture: string): string {
  const dir = copyFixture(fixture);
  sites.push(dir);
  return dir;
}

/** The verbose build's cache line: pages reused, entries ignored. */
function cacheLine(stdout: string): { reused: number; total: number; ignored: number } {
  const m = /cache: (\d+) of (\d+) pages reused; (\d+) entries found here not trusted/.exec(stdout);
  if (!m) throw new Error(`no cache line in:\n${stdout}`);
  return { reused: Number(m[1]), total: Number(m[2]), ignored: Number(m[3]) };
}

/**
 * `docsgen build dir` with `--threads`: one thread runs in this process; two need the CLI's worker pool
 * (its thread entries exist only in the bundled CLI), so that build spawns it.
 */
async function buildOn(threads: string, dir: string, options: InProcessOptions = {}): Promise<CliResult> {
  if (threads === "1") return buildInProcess(dir, options);
  const flags = [
    ...(options.level === "verbose" ? ["-v"] : []),
    ...(options.cache === false ? ["--no-cache"] : []),
    ...(options.outDir ? ["--out-dir", options.outDir] : []),
  ];
  return docsgen(["build", dir, ...flags, "--threads", threads]);
}

/** A cached build and a `--no-cache` build of the same sources; both must succeed. */
async function buildBoth(dir: string, threads: string) {
  const warm = await buildOn(threads, dir, { level: "verbose" });
  expect(warm.code, warm.stderr).toBe(0);
  const cold = await buildOn(threads, dir, { cache: false, outDir: "cold" });
  expect(cold.code, cold.stderr).toBe(0);
  return { warm, cold };
}

describe("a cached build equals a --no-cache build", () => {
  // Threads 2 forces the worker pool on this small site: each worker opens the cache itself.
  for (const threads of ["1", "2"]) {
    it(`after ${ROUNDS} rounds of seeded edits (--threads ${threads})`, {
      timeout: 60_000 + ROUNDS * 30_000,
    }, async () => {
      const dir = site("basic");
      const first = await buildOn(threads, dir, { level: "verbose" });
      expect(first.code, first.stderr).toBe(0);
      expect(cacheLine(first.stdout).reused).toBe(0);
      const edit = siteEditor(dir, seeded(SEED + Number(threads)));
      const history: string[] = [];
      for (let round = 1; round <= ROUNDS; round++) {
        for (let i = 0; i < EDITS_PER_ROUND; i++) history.push(edit());
        const { warm, cold } = await buildBoth(dir, threads);
        const context = `after edits (seed ${SEED}):\n  ${history.join("\n  ")}\n`;
        expect(differences(join(dir, "build"), join(dir, "cold")), context).toEqual([]);
        // The same warnings, in the same words and order, whether a page came from the cache or not.
        expect(warm.stderr, context).toBe(cold.stderr);
        const { reused, total } = cacheLine(warm.stdout);
        expect(reused, context).toBeGreaterThan(0);
        expect(reused, context).toBeLessThan(total);
      }
    });
  }

  it("reports the parse diagnostics of a cached page again", { timeout: 60_000 }, async () => {
    const dir = site("raw-html");
    const first = await buildInProcess(dir, { level: "verbose" });
    expect(first.code, first.stderr).toBe(0);
    expect(first.stderr).toMatch(/docs\/\w+\.md:\d+:\d+: warning \[/);
    const second = await buildInProcess(dir, { level: "verbose" });
    const line = cacheLine(second.stdout);
    expect(line.reused).toBe(line.total);
    expect(second.stderr).toBe(first.stderr);
  });
});

/** Ways an entry on disk can be wrong; each leaves the file where the build will look for it. */
const CORRUPTIONS: Record<string, (bytes: Buffer, other: Buffer) => Buffer> = {
  truncated: (b) => b.subarray(0, Math.floor(b.length / 2)),
  "another format version": (b) =>
    Buffer.from(b.toString("latin1").replace(/^docsgen-cache \d+ /, "docsgen-cache 0 "), "latin1"),
  "written for another key": (_b, other) => other,
  garbage: (b) => Buffer.from(Array.from({ length: b.length }, (_, i) => (i * 7919 + 13) % 256)),
  "one byte of the metadata changed": (b) => {
    const copy = Buffer.from(b);
    copy[copy.indexOf(0x0a) + 2] ^= 0x20;
    return copy;
  },
  // The last part: a page's rendered content, a page-HTML entry's HTML. Parts are checked when read (the
  // metadata is intact, so the page counts as reused), and a damaged one is replaced by a fresh parse.
  "one byte of the content changed": (b) => {
    const copy = Buffer.from(b);
    copy[copy.length - 1] ^= 0x20;
    return copy;
  },
  empty: () => Buffer.alloc(0),
};

describe("a corrupt or foreign cache entry is ignored, never trusted", () => {
  for (const [kind, corrupt] of Object.entries(CORRUPTIONS)) {
    it(kind, { timeout: 60_000 }, async () => {
      const dir = site("basic");
      expect((await buildInProcess(dir)).code).toBe(0);
      const entries = filesUnder(join(dir, CACHE))
        // Entries only: the client bundle's is checked by its own tests (test/cli/cache/client-cache.test.ts),
        // outputs/ below, and the sweep's stamp holds nothing.
        .filter((f) => /^[0-9a-f]{2}[\\/]/.test(f))
        .map((f) => join(dir, CACHE, f));
      expect(entries.length).toBeGreaterThan(10); // page entries and page-HTML entries
      const originals = entries.map((f) => readFileSync(f));
      // Every entry at once: "another key" gets its neighbour's bytes, a valid entry for another key.
      entries.forEach((f, i) => {
        writeFileSync(f, corrupt(originals[i], originals[(i + 1) % originals.length]));
      });
      // Without an output to sync into, every page renders and every entry is read; without the snapshot
      // of the pages' metadata (outputs/, tested below), every entry's metadata too.
      rmSync(join(dir, "build"), { recursive: true });
      rmSync(join(dir, CACHE, "outputs"), { recursive: true });
      const { warm, cold } = await buildBoth(dir, "1");
      expect(differences(join(dir, "build"), join(dir, "cold"))).toEqual([]);
      expect(warm.stderr).toBe(cold.stderr);
      const line = cacheLine(warm.stdout);
      if (!kind.includes("content")) expect(line.reused).toBe(0);
      expect(line.ignored).toBe(entries.length);
      // Rewritten: the next build trusts them again.
      const after = cacheLine((await buildInProcess(dir, { level: "verbose" })).stdout);
      expect(after).toEqual({ reused: after.total, total: after.total, ignored: 0 });
    });
  }
});

describe("the output record: a warm build syncs into the last output, never trusting it blindly", () => {
  /** The build folder after a warm build equals a --no-cache build's; `tamper` runs between two builds. */
  async function check(tamper: (dir: string) => void) {
    const dir = site("basic");
    expect((await buildInProcess(dir)).code).toBe(0);
    const edit = siteEditor(dir, seeded(SEED));
    edit();
    // A sentence more for search: the warm build saves the index's changes (.search-delta).
    appendFileSync(join(dir, "docs", "intro", "second.md"), "\n\n多写的一句话，搜索索引因此改变。\n");
    expect((await buildInProcess(dir)).code).toBe(0);
    tamper(dir);
    const { warm } = await buildBoth(dir, "1");
    expect(differences(join(dir, "build"), join(dir, "cold"))).toEqual([]);
    return { dir, warm };
  }
  /**
   * The output record (.record), the search index state (.search) and the changes to it saved after
   * (.search-delta), the pages' metadata snapshot (.pages), the markdown files' heads by stamp (.heads).
   */
  const kept = (dir: string, extension: string) =>
    join(dir, CACHE, "outputs", filesUnder(join(dir, CACHE, "outputs")).find((f) => f.endsWith(extension)) ?? "none");
  const record = (dir: string) => kept(dir, ".record");
  /** The output files' mtimes the record names: its lines of changes (cache/checked-file.ts) applied in turn. */
  const recordedTimes = (dir: string) => {
    const times = new Map<string, number>();
    for (const line of readFileSync(record(dir), "utf8").split("\n").slice(1, -1)) {
      const [set, removed] = JSON.parse(line.slice(65)) as [Record<string, unknown>, string[]];
      for (const [key, value] of Object.entries(set))
        if (key.startsWith("f ")) times.set(key.slice(2), (value as number[])[1]);
      for (const key of removed) times.delete(key.slice(2));
    }
    return times;
  };
  const html = (dir: string) =>
    join(dir, "build", filesUnder(join(dir, "build")).find((f) => f.endsWith(".html")) ?? "");

  for (const [kind, corrupt] of Object.entries(CORRUPTIONS)) {
    it(`record ${kind}`, { timeout: 60_000 }, async () => {
      await check((dir) => {
        writeFileSync(record(dir), corrupt(readFileSync(record(dir)), Buffer.from("{}")));
      });
    });
  }

  for (const extension of [".search", ".search-delta", ".pages", ".heads"])
    for (const kind of [
      "truncated",
      "garbage",
      "one byte of the metadata changed",
      "one byte of the content changed",
    ]) {
      it(`${extension} file ${kind}`, { timeout: 60_000 }, async () => {
        await check((dir) => {
          const path = kept(dir, extension);
          writeFileSync(path, CORRUPTIONS[kind](readFileSync(path), Buffer.from("{}")));
        });
      });
    }

  it("an output file changed in place (same size), removed, or added", { timeout: 60_000 }, async () => {
    await check((dir) => {
      const path = html(dir);
      const bytes = readFileSync(path);
      bytes[bytes.length - 2] ^= 0x01;
      writeFileSync(path, bytes);
      rmSync(join(dir, "build", "sitemap.xml"));
      writeFileSync(join(dir, "build", "stray.html"), "not built");
    });
  });

  it("keeps unchanged pages' files as they are", { timeout: 60_000 }, async () => {
    const { dir } = await check(() => {});
    const before = recordedTimes(dir);
    const lines = readFileSync(record(dir), "utf8").split("\n").length;
    expect(before.size).toBeGreaterThan(10);
    // A build with nothing changed writes nothing: every file keeps its time.
    expect((await buildInProcess(dir)).code).toBe(0);
    const after = recordedTimes(dir);
    expect(after).toEqual(before);
    // And the record gains no line: nothing changed.
    expect(readFileSync(record(dir), "utf8").split("\n").length).toBe(lines);
  });
});

describe("the head snapshot: a markdown file is known unchanged by its size and times, never by its name alone", () => {
  /** The verbose build's line of files recalled by their stamp. */
  const knownLine = (stdout: string) => {
    const m = /cache: (\d+) of (\d+) markdown files known unchanged by size and times, (\d+) of them read/.exec(stdout);
    if (!m) throw new Error(`no head line in:\n${stdout}`);
    return { known: Number(m[1]), total: Number(m[2]), read: Number(m[3]) };
  };
  /** A built site whose files are older than the racy window, so the next build may recall them. */
  const settled = async () => {
    const dir = site("basic");
    const past = new Date(Date.now() - 60_000);
    for (const rel of filesUnder(join(dir, "docs"))) utimesSync(join(dir, "docs", rel), past, past);
    await new Promise((done) => setTimeout(done, 100)); // ctime is now: past the racy window of fine times
    expect((await buildInProcess(dir)).code).toBe(0);
    return dir;
  };

  it("a build with nothing changed reads no markdown file, and keeps every output file", {
    timeout: 60_000,
  }, async () => {
    const dir = await settled();
    const { warm } = await buildBoth(dir, "1");
    expect(knownLine(warm.stdout)).toEqual({ known: expect.any(Number), total: expect.any(Number), read: 0 });
    const { known, total } = knownLine(warm.stdout);
    expect(known).toBe(total);
    expect(total).toBeGreaterThan(5);
    expect(differences(join(dir, "build"), join(dir, "cold"))).toEqual([]);
  });

  it("sees an edit that keeps the file's size and modification time", { timeout: 60_000 }, async () => {
    const dir = await settled();
    const path = join(dir, "docs/intro/welcome.md");
    const before = statSync(path);
    const text = readFileSync(path, "utf8");
    const changed = text.replace("第二页", "次二页");
    expect(Buffer.byteLength(changed)).toBe(before.size);
    writeFileSync(path, changed);
    utimesSync(path, before.atime, before.mtime);
    const { warm } = await buildBoth(dir, "1");
    const { known, total } = knownLine(warm.stdout);
    expect(known).toBe(total - 1);
    expect(differences(join(dir, "build"), join(dir, "cold"))).toEqual([]);
    expect(readFileSync(join(dir, "build/docs/intro/welcome.md"), "utf8")).toContain("次二页");
  });

  it("a doc's markdown twin follows a doc it links to that moved, though the doc itself did not change", {
    timeout: 60_000,
  }, async () => {
    const dir = await settled();
    const twin = join(dir, "build/docs/intro/welcome.md");
    expect(readFileSync(twin, "utf8")).toContain("/docs/intro/second.md#custom-id");
    setFrontMatterKey(join(dir, "docs/intro/second.md"), "slug", "/moved-second");
    const { warm } = await buildBoth(dir, "1");
    // Only the moved doc was read; the doc linking to it is rendered again (its link moved) from its body.
    const line = knownLine(warm.stdout);
    expect(line.known).toBe(line.total - 1);
    expect(line.read).toBeGreaterThanOrEqual(1);
    expect(differences(join(dir, "build"), join(dir, "cold"))).toEqual([]);
    expect(readFileSync(twin, "utf8")).toContain("/docs/moved-second.md#custom-id");
  });
});

describe("the cache does not grow without bound", () => {
  it("a day later, a build removes the entries of pages as they were before an edit; the next build still reuses every page", {
    timeout: 90_000,
  }, async () => {
    const dir = site("basic");
    const cache = join(dir, CACHE);
    const entries = () => filesUnder(cache).filter((f) => /^[0-9a-f]{2}[\\/][0-9a-f]+$/.test(f));
    expect((await buildInProcess(dir)).code).toBe(0);
    const first = entries();
    appendFileSync(join(dir, "docs/intro/welcome.md"), "\nA sentence added later.\n");
    expect((await buildInProcess(dir)).code).toBe(0);
    const edited = entries();
    // The edited page's parse and HTML are new entries; its old ones are still there.
    expect(edited.length).toBeGreaterThanOrEqual(first.length + 2);
    // A day and more later (every file of the cache two days old), the next build sweeps.
    const past = (Date.now() - 2 * 24 * 60 * 60 * 1000) / 1000;
    for (const f of filesUnder(cache)) utimesSync(join(cache, f), past, past);
    const swept = await buildInProcess(dir, { level: "verbose" });
    expect(swept.code, swept.stderr).toBe(0);
    const left = entries();
    const live = new Set(
      filesUnder(cache)
        .filter((f) => f.endsWith(".live"))
        .flatMap((f) => readLiveKeys(join(cache, f)) ?? []),
    );
    expect(left.length).toBeLessThanOrEqual(edited.length - 2);
    expect(left.filter((f) => !live.has(f.replace(/[\\/]/, "")))).toEqual([]);
    const again = await buildInProcess(dir, { level: "verbose" });
    expect(cacheLine(again.stdout).reused).toBe(cacheLine(again.stdout).total);
    expect((await buildInProcess(dir, { cache: false, outDir: "cold" })).code).toBe(0);
    expect(differences(join(dir, "build"), join(dir, "cold"))).toEqual([]);
  });
});

describe("--no-cache", () => {
  it("neither reads nor writes the cache", { timeout: 60_000 }, async () => {
    const dir = site("basic");
    const r = await buildInProcess(dir, { cache: false, level: "verbose" });
    expect(r.code, r.stderr).toBe(0);
    expect(r.stdout).not.toMatch(/cache:/);
    expect(filesUnder(join(dir, CACHE))).toEqual([]);
  });
});

describe("a cache path that is a file (issue 36)", () => {
  for (const blocked of [CACHE, `${CACHE}/outputs`]) {
    it(`${blocked} a file: the build succeeds without the cache, with one warning`, { timeout: 60_000 }, async () => {
      const dir = site("basic");
      mkdirSync(join(dir, blocked, ".."), { recursive: true });
      writeFileSync(join(dir, blocked), "not a folder");
      const r = await buildInProcess(dir);
      expect(r.code, r.stderr).toBe(0);
      expect(r.stderr).toContain(`${blocked}: warning [io] the build cache is skipped`);
      expect(r.stderr).not.toMatch(/ENOTDIR: not a directory|Unhandled/);
      expect(r.stdout).toMatch(/pages written to build in .*, 1 warning$/m);
    });
  }
});
