import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: "unit",
          include: [
            // Unit tests mirror the code: test/cli/markdown/fences.test.ts tests cli/markdown/fences.ts.
            "test/cli/**/*.test.ts",
            "test/templates/**/*.test.ts",
            "test/client/**/*.test.ts",
            "test/shared/**/*.test.ts",
            "test/architecture/**/*.test.ts",
            "test/content/**/*.test.ts",
            "test/examples/**/*.test.ts",
            "test/bench/**/*.test.ts",
            "test/bin/**/*.test.ts",
            "test/manual/**/*.test.ts",
          ],
          // Some unit tests bundle or highlight a whole site (~1–4 s alone): beside other files on two cores,
          // vitest's 5 s default failed them now and then without anything being wrong.
          testTimeout: 30_000,
        },
      },
      {
        test: {
          name: "integration",
          include: ["test/integration/**/*.test.ts", "test/fuzz/**/*.test.ts"],
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
      {
        test: {
          name: "e2e",
          include: ["test/e2e/**/*.test.ts"],
          globalSetup: ["test/e2e/global-setup.ts"],
          testTimeout: 60_000,
          hookTimeout: 180_000,
          // One browser at a time: two cores, and Chromium is the heaviest thing the suite runs.
          fileParallelism: false,
        },
      },
    ],
  },
});
