import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { buildInProcess } from "../helpers/build.ts";
import { MANUAL } from "../helpers/cli.ts";

// Issue 32: the manual (manual/) is a docsgen site of its own. The real CLI builds it as a user would, and a
// warning fails the suite: a broken link or anchor in the manual is a bug like any other.
const scratch: string[] = [];
const tempDir = (name: string) => {
  const dir = mkdtempSync(join(tmpdir(), `docsgen-${name}-`));
  scratch.push(dir);
  return dir;
};
afterAll(() => {
  for (const dir of scratch) rmSync(dir, { recursive: true, force: true });
});

/** The summary line of a build: `docsgen: 16 pages written to … in 2.08 s, 0 warnings`. */
const summary = (stdout: string) => stdout.split("\n").find((l) => /^docsgen: \d+ pages written/.test(l)) ?? "";

describe("the manual", () => {
  it("builds with 0 warnings", async () => {
    const out = tempDir("manual");
    const r = await buildInProcess(MANUAL, { outDir: out, cache: false });
    expect(r.code, r.stderr).toBe(0);
    expect(summary(r.stdout), r.stdout + r.stderr).toMatch(/, 0 warnings$/);
    expect(r.stderr).toBe("");
    for (const page of ["docs/getting-started", "docs/reference/configuration", "docs/reference/diagnostics"]) {
      expect(readFileSync(join(out, page, "index.html"), "utf8")).toContain("<h1");
    }
  });

  it("walks through a site that builds: the files of Getting started, built with 0 warnings", async () => {
    const page = readFileSync(join(MANUAL, "docs", "getting-started.md"), "utf8");
    // Each fenced block with a title="…" is a file of the tutorial (four-backtick fences hold three-backtick ones).
    const files = [...page.matchAll(/^(`{3,})\w+ title="([^"]+)"\n([\s\S]*?)^\1$/gm)].map((m) => ({
      path: m[2],
      text: m[3],
    }));
    expect(files.map((f) => f.path).sort()).toEqual([
      "docs/guide.md",
      "docs/intro.md",
      "pages/index.md",
      "sidebars.ts",
      "site.config.ts",
    ]);
    const site = tempDir("getting-started");
    for (const file of files) {
      mkdirSync(dirname(join(site, file.path)), { recursive: true });
      writeFileSync(join(site, file.path), file.text);
    }
    const r = await buildInProcess(site, { cache: false });
    expect(r.code, r.stderr).toBe(0);
    expect(summary(r.stdout), r.stdout + r.stderr).toMatch(/^docsgen: 4 pages written to build in .*, 0 warnings$/);
  });
});
