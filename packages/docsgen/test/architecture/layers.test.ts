import { readFileSync } from "node:fs";
import { join } from "node:path";
import fg from "fast-glob";
import { describe, expect, it } from "vitest";
import { importGraph, REPO } from "./graph.ts";

// The guards of the spine (issue 49, point 5): the shape the code keeps as it grows. Each new capability
// was becoming a branch in the orchestrator and an import up the layers; these fail the suite instead.

/**
 * The folders of cli/, bottom to top: a module imports from its own layer or below, never above (type-only
 * imports included: a type is a concept, and shared types sit at the bottom). A folder not listed fails the
 * test: say where a new folder sits.
 */
const LAYERS: readonly (readonly string[])[] = [
  ["hash.ts", "version.ts", "paths", "diagnostics"],
  ["config", "i18n", "client-modules"],
  ["highlight", "markdown", "content", "theme"],
  ["model", "search", "blog"],
  ["render", "react", "assets", "checks"],
  ["write", "cache", "plugins", "threads"],
  ["pipeline"],
  ["serve", "init"],
  ["commands"],
  ["main.ts"],
];

/**
 * Imports up the layers that the code had when the guard came (2026-12-07), each to be removed: the list may
 * only shrink (the test fails when one is gone, so that it is struck off here too).
 */
const KNOWN_UPWARD = [
  "cli/blog/mdx.ts → cli/react/mdx-entries.ts",
  "cli/blog/mdx.ts → cli/react/pages.ts",
  "cli/blog/render.ts → cli/render/content.ts",
  "cli/blog/render.ts → cli/render/doc-cards.ts",
  "cli/checks/crawl.ts → cli/serve/server.ts",
  "cli/config/public.ts → cli/model/sidebar-types.ts",
  "cli/config/resolved.ts → cli/markdown/sanitize-schema.ts",
  "cli/content/front-matter-keys.ts → cli/model/tags.ts",
  "cli/content/load.ts → cli/model/link-resolver.ts",
  "cli/content/load.ts → cli/react/mdx-components.ts",
  "cli/content/load.ts → cli/render/prerender.ts",
  "cli/content/load.ts → cli/search/page-search.ts",
  "cli/content/load.ts → cli/search/sections.ts",
  "cli/content/parse-all.ts → cli/model/link-resolver.ts",
  "cli/content/types.ts → cli/search/page-search.ts",
  "cli/diagnostics/policy.ts → cli/config/resolved.ts",
  "cli/diagnostics/policy.ts → cli/config/types.ts",
  "cli/markdown/rewrite-links.ts → cli/model/link-resolver.ts",
  "cli/model/renderable.ts → cli/react/pages.ts",
  "cli/render/env.ts → cli/write/security-headers.ts",
];

/** The layer of a module of cli/: its folder's, or its own for a file at cli/'s top. */
function layerOf(file: string): number {
  const part = file.split("/")[1];
  const layer = LAYERS.findIndex((names) => names.includes(part));
  if (layer < 0) throw new Error(`${file}: cli/${part} has no layer in test/architecture/layers.test.ts`);
  return layer;
}

/** Each import in `graph` from a module of cli/ to one of a higher layer, as "from → to". */
function upward(graph: Map<string, string[]>): string[] {
  return [...graph]
    .filter(([file]) => file.startsWith("cli/"))
    .flatMap(([file, targets]) =>
      targets.filter((t) => t.startsWith("cli/") && layerOf(t) > layerOf(file)).map((t) => `${file} → ${t}`),
    )
    .sort();
}

const cliFiles = fg.sync(["cli/**/*.{ts,tsx}"], { cwd: REPO });

describe("the spine's guards", () => {
  it("no module of cli/ imports from a layer above its own, but those it had when the guard came", () => {
    const found = upward(importGraph(cliFiles));
    expect(
      found.filter((edge) => !KNOWN_UPWARD.includes(edge)),
      "new imports up the layers",
    ).toEqual([]);
    expect(
      KNOWN_UPWARD.filter((edge) => !found.includes(edge)),
      "gone: strike them off KNOWN_UPWARD",
    ).toEqual([]);
  });

  it("the layer checker finds an import up a layer, and knows every folder", () => {
    const g = new Map([["cli/paths/x.ts", ["cli/pipeline/build.ts", "cli/diagnostics/log.ts"]]]);
    expect(upward(g)).toEqual(["cli/paths/x.ts → cli/pipeline/build.ts"]);
    for (const file of cliFiles) expect(() => layerOf(file)).not.toThrow();
  });

  it("no file of cli/ is over 300 lines", () => {
    const long = cliFiles
      .map((file) => ({ file, lines: readFileSync(join(REPO, file), "utf8").split("\n").length - 1 }))
      .filter((f) => f.lines > 300)
      .map((f) => `${f.file}: ${f.lines} lines`);
    expect(long).toEqual([]);
  });

  it("the build's entry, cli/pipeline/build.ts, is at most 150 lines: it reads as the build's table of contents", () => {
    const lines = readFileSync(join(REPO, "cli/pipeline/build.ts"), "utf8").split("\n").length - 1;
    expect(lines).toBeLessThanOrEqual(150);
  });
});
