import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { defineConfig } from "vitest/config";

// Every scratch folder a test makes (fixture copies, outputs, browser profiles) goes under one folder of this
// run, removed when the run ends: ~70 test files make their own with mkdtemp, and left behind they filled
// /tmp with 7 GB in a day of runs. The workers inherit TMPDIR; concurrent runs have folders of their own.
if (!process.env.DOCSGEN_TEST_TMP) {
  const scratch = mkdtempSync(join(tmpdir(), "docsgen-test-run-"));
  process.env.DOCSGEN_TEST_TMP = scratch;
  process.env.TMPDIR = scratch;
  process.on("exit", () => rmSync(scratch, { recursive: true, force: true }));
}

/**
 * The tests are docsgen's (packages/docsgen/test): every project runs from that folder, so the globs below and
 * a file's path in a test's name read as they do inside the package.
 */
const root = "packages/docsgen";

/** Files under the unit folders that spawn the CLI or a process, bundle, or take seconds on two cores. */
const HEAVY = [
  "test/bench/floor.test.ts",
  "test/bench/real-site.test.ts",
  "test/cli/cache/client-cache.test.ts",
  "test/cli/cache/fingerprint.test.ts",
  "test/cli/content/partials-watch.test.ts",
  "test/cli/markdown/fence-skip.test.ts",
  "test/cli/markdown/highlight-cache.test.ts",
  "test/cli/markdown/inline-guard.test.ts",
  "test/cli/markdown/parse.test.ts",
  "test/cli/markdown/sanitize-identity.test.ts",
  "test/cli/search/incremental.test.ts",
];

/** Unit files that replace a module with `vi.mock`: they keep a module registry of their own. */
const MOCKING = ["test/cli/cache/folder-walk.test.ts", "test/cli/threads/heap-growth.test.ts"];

/** The inner loop's folders (manual: internals/architecture, test layers). */
const UNIT = [
  "test/cli/**/*.test.ts",
  "test/templates/**/*.test.ts",
  "test/src/**/*.test.ts",
  "test/client/**/*.test.ts",
  "test/shared/**/*.test.ts",
  "test/architecture/**/*.test.ts",
  "test/bench/**/*.test.ts",
  "test/manual/**/*.test.ts",
];

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          root,
          // The inner loop (manual: internals/architecture): in-process, no CLI spawned, vitest's 5 s timeout.
          name: "unit",
          // Unit tests mirror the code: test/cli/markdown/fences.test.ts tests cli/markdown/fences.ts.
          include: UNIT,
          exclude: [...HEAVY, ...MOCKING],
          // One module registry per worker, not per file: importing unified, React and shiki again for each
          // of ~85 files was most of the project's time (manual: internals/performance).
          isolate: false,
        },
      },
      {
        test: {
          root,
          name: "unit-mocking",
          include: MOCKING,
        },
      },
      {
        test: {
          root,
          // Tests that compile the SCW library, bundle, pack, spawn, or parse and highlight a whole site.
          name: "heavy",
          include: ["test/content/**/*.test.ts", "test/examples/**/*.test.ts", "test/bin/**/*.test.ts", ...HEAVY],
          testTimeout: 30_000,
        },
      },
      {
        test: {
          root,
          name: "integration",
          include: ["test/integration/**/*.test.ts", "test/fuzz/**/*.test.ts"],
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
      {
        test: {
          root,
          name: "e2e",
          include: ["test/e2e/**/*.test.ts"],
          globalSetup: ["test/e2e/global-setup.ts"],
          testTimeout: 60_000,
          hookTimeout: 180_000,
          // One browser at a time: two cores, and Chromium is the heaviest thing the suite runs.
          fileParallelism: false,
        },
      },
      {
        test: {
          root,
          // Servers under 200 connections, timed per request: alone, after every other project, so what is
          // timed is the server and not the builds and browsers of the other projects on the same two cores
          // (nginx's one worker, starved by them, once answered the opening burst in 1-2 s).
          name: "load",
          include: ["test/load/**/*.test.ts"],
          globalSetup: ["test/e2e/global-setup.ts"],
          testTimeout: 60_000,
          hookTimeout: 180_000,
          fileParallelism: false,
          sequence: { groupOrder: 1 },
        },
      },
    ],
  },
});
