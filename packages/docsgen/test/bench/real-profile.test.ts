import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { profileSamples, stageSection } from "../../bench/real-profile.ts";
import type { BuildProfile } from "../../cli/diagnostics/profile-file.ts";

// The real-site row's per-stage profile (issue 52, point 1): medians of each run's DOCSGEN_PROFILE file, printed
// per page and per code block, and per version beside the synthetic corpus.

const ms = (parse: number) => ({ parse, plugins: 2 * parse, highlight: 10, render: 20, search: 1, write: 5 });

function run(parse: number): BuildProfile {
  return {
    wallMs: 1000,
    cpuMs: 1500,
    threads: 2,
    stages: { parse: 3 * parse, plugins: 6 * parse, highlight: 30, render: 60, search: 3, write: 15 },
    versions: {
      current: { pages: 10, blocks: 40, ms: ms(parse) },
      "2.0": { pages: 10, blocks: 40, ms: ms(2 * parse) },
      "site-wide": { pages: 0, blocks: 0, ms: { ...ms(0), search: 7 } },
    },
    steps: [],
  };
}

function samples(parses: number[]) {
  const dir = mkdtempSync(join(tmpdir(), "real-profile-"));
  const s = profileSamples(join(dir, "p.json"));
  for (const p of parses) {
    writeFileSync(s.prepare(), JSON.stringify(run(p)));
    s.collect();
  }
  s.prepare(); // a failed run writes nothing: nothing collected
  s.collect();
  return s.finish();
}

describe("the real-site row's stage profile", () => {
  it("keeps the median of each stage and each version over the runs", () => {
    const p = samples([100, 300, 200]);
    expect(p?.stages.parse.median).toBe(600);
    expect(p?.stages.parse.runs).toBe(3);
    expect(p?.versions["2.0"].ms.parse.median).toBe(400);
    expect(p?.versions.current.blocks).toBe(40);
  });

  it("prints stages per page and per code block, and each version per page beside the synthetic corpus", () => {
    const lines = stageSection(samples([100]), samples([50]));
    // 20 pages and 80 code blocks over the versions: parse 300 ms is 15 ms a page, 3.75 a block.
    expect(lines).toContain("| parse | 300 | 15.00 | 3.75 | 150 | 7.50 | 1.88 |");
    expect(lines).toContain("| 2.0 | 10 | 40 | 20.00 | 40.00 | 1.00 | 2.00 | 0.10 | 0.50 |");
    // Site-wide work is not a page's: its milliseconds in all.
    expect(lines).toContain("| site-wide | 0 | 0 | 0 | 0 | 10 | 20 | 7 | 5 |");
    expect(lines.some((l) => l.startsWith("| synthetic (all) | 20 | 80 |"))).toBe(true);
  });

  it("says so when no run wrote a profile", () => {
    expect(stageSection(undefined, undefined).join("\n")).toContain("no run wrote one");
  });
});
