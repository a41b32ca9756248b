import { mkdirSync, mkdtempSync, readdirSync, rmSync, symlinkSync, utimesSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { afterAll, describe, expect, it, vi } from "vitest";
import { bundleEntries } from "../../../bin/tsrun.js";
import { type FolderFiles, startFolderWalk, walkFolder } from "../../../cli/cache/folder-walk.ts";

// Counts the folders this thread reads (the walk thread has its own module instance).
vi.mock("node:fs", async (original) => {
  const fs = await original<typeof import("node:fs")>();
  return { ...fs, readdirSync: vi.fn(fs.readdirSync) };
});

/*
 * The walk of an output folder that a warm build syncs into (cache/output-record.ts): every file, with its
 * size and mtime, the same whether walked in this thread or in the bundled walk thread.
 */

const root = mkdtempSync(join(tmpdir(), "docsgen-walk-"));
afterAll(() => rmSync(root, { recursive: true, force: true }));

mkdirSync(join(root, "docs", "a", "深"), { recursive: true });
mkdirSync(join(root, "empty"));
writeFileSync(join(root, "index.html"), "<p>home</p>");
writeFileSync(join(root, "docs", "a", "index.html"), "x".repeat(1234));
writeFileSync(join(root, "docs", "a", "深", "页面.md"), "# 页面\n");
// A name may hold a newline (not NUL): the walk thread's answer must not split it.
writeFileSync(join(root, "docs", "two\nlines.txt"), "x");
utimesSync(join(root, "index.html"), 1_700_000_000, 1_700_000_000.5);
// A link to a folder is not walked into.
symlinkSync(join(root, "docs"), join(root, "link"));

function byPath(files: FolderFiles): Record<string, [number, number]> {
  return Object.fromEntries(files.paths.map((p, i) => [p, [files.stamps[2 * i], files.stamps[2 * i + 1]]]));
}

describe("the walk of an output folder", () => {
  it("finds every file, with its size and mtime, by /-separated path", () => {
    const found = byPath(walkFolder(root));
    expect(Object.keys(found).sort()).toEqual([
      "docs/a/index.html",
      "docs/a/深/页面.md",
      "docs/two\nlines.txt",
      "index.html",
    ]);
    expect(found["docs/a/index.html"][0]).toBe(1234);
    expect(found["index.html"]).toEqual([11, 1_700_000_000_500]);
  });

  it("gives the same in the bundled walk thread, and in this one without it", async () => {
    const [url] = (await bundleEntries(["cli/cache/walk-worker.ts"])) as string[];
    const here = walkFolder(root);
    expect(byPath(await startFolderWalk(root, new URL(url)).files)).toEqual(byPath(here));
    expect(byPath(await startFolderWalk(root).files)).toEqual(byPath(here));
  });

  it("falls back on this thread when the walk thread cannot start, or ends without an answer", async () => {
    const missing = pathToFileURL(join(root, "no-such-worker.js"));
    expect(byPath(await startFolderWalk(root, missing).files)).toEqual(byPath(walkFolder(root)));
    const silent = join(tmpdir(), `docsgen-silent-worker-${process.pid}.mjs`);
    writeFileSync(silent, "// ends at once, sending nothing\n");
    try {
      expect(byPath(await startFolderWalk(root, pathToFileURL(silent)).files)).toEqual(byPath(walkFolder(root)));
    } finally {
      rmSync(silent, { force: true });
    }
  });

  it("walks nothing in this thread once the walk thread has answered and ended", async () => {
    const answering = join(tmpdir(), `docsgen-answering-worker-${process.pid}.mjs`);
    writeFileSync(
      answering,
      'import { parentPort } from "node:worker_threads";\n' +
        'parentPort.postMessage({ paths: "answered.html", stamps: new Float64Array([1, 2]) });\n',
    );
    try {
      vi.mocked(readdirSync).mockClear();
      const walked = await startFolderWalk(root, pathToFileURL(answering)).files;
      expect(byPath(walked)).toEqual({ "answered.html": [1, 2] });
      // The thread ends right after its answer; its end must not start a walk here.
      await new Promise((resolve) => setTimeout(resolve, 500));
      expect(readdirSync).not.toHaveBeenCalled();
    } finally {
      rmSync(answering, { force: true });
    }
  });

  it("finds nothing in a folder that is not there", () => {
    expect(walkFolder(join(root, "gone")).paths).toEqual([]);
  });
});
