import { expect } from "vitest";
import { sectionBlocks, theBlock } from "./page.ts";

// scw.md's 2.10.2 known issue of scw-build, as a reader applies it to the tutorial's counter: the box's diff of
// src/index.ts and its webpack.prod.js. Shared by the test that replays scw-build's two passes with the package's
// loaders (scw-build-logger.test.ts) and the one that runs scw-build with a real webpack (scw-build-webpack.test.ts).

export const TUTORIAL = "docs/tutorial/fast-start/use-scw.md";
export const SCW_PAGE = "docs/tutorial/guides/packaging-optimization/scw.md";
export const PACK = "docs/tutorial/fast-start/pack.md";

/** The tutorial's finished counter (use-scw.md#complete-code, src/index.ts). */
export const counter = () =>
  theBlock(sectionBlocks(TUTORIAL, "complete-code"), (b) => b.meta.includes('title="src/index.ts"'), "counter").code;

/** The box's diff of src/index.ts: each removed line with the line that replaces it. */
function boxDiff(): [string, string][] {
  const diff = theBlock(sectionBlocks(SCW_PAGE, "known-issue"), (b) => b.lang === "diff", "the diff of src/index.ts");
  expect(diff.meta).toContain('title="src/index.ts"');
  const lines = diff.code.split("\n").filter((l) => l.trim() !== "");
  const pairs: [string, string][] = [];
  for (let i = 0; i < lines.length; i += 2) {
    const [minus, plus] = [lines[i], lines[i + 1] ?? ""];
    if (!minus.startsWith("-") || !plus.startsWith("+")) throw new Error(`${SCW_PAGE}: diff pair ${minus} / ${plus}`);
    pairs.push([minus.slice(1), plus.slice(1)]);
  }
  return pairs;
}

/** The counter with the box's diff applied as a reader applies it: each removed line is in the counter once. */
export function workaround(source: string): string {
  let out = source;
  for (const [removed, added] of boxDiff()) {
    const lines = out.split("\n");
    const at = lines.filter((l) => l === removed).length;
    if (at !== 1) throw new Error(`${SCW_PAGE}: the diff's line is ${at} times in the counter: ${removed}`);
    out = lines.map((l) => (l === removed ? added : l)).join("\n");
  }
  return out;
}

/** The box's webpack.prod.js (the release config with `asyncChunks: false`). */
export const boxProdConfig = () =>
  theBlock(sectionBlocks(SCW_PAGE, "known-issue"), (b) => b.meta === 'title="webpack.prod.js"', "box's prod").code;
