import { describe, expect, it } from "vitest";
import type { BuildFigures } from "../../bench/lib/build-runs.ts";
import { figure } from "../../bench/lib/figures.ts";
import { type ProfiledBuild, parseSteps, type RealSiteResult } from "../../bench/real.ts";
import { realSiteSection, sitePluginCpu } from "../../bench/real-report.ts";

const VERBOSE = `  ✔ discover (16 ms, CPU 20 ms)
  ✔ read markdown (1954 ms, CPU 1800 ms)
  … parsing and rendering on 2 worker threads
  ✔ parse markdown (13919 ms, CPU 26000 ms)
  ✔ render pages and markdown twins (9230 ms, CPU 9000 ms)
  first-load JS 261.4 KiB (gzip 81.0 KiB), CSS 26.8 KiB (gzip 6.5 KiB) per page
docsgen: 1238 pages written to /tmp/x in 151.46 s, 0 warnings
`;

function build(label: string, pages: number, codeBlocks: number, parseCpu: number): ProfiledBuild {
  const s = (n: number) => figure("s", [n]);
  const b: BuildFigures = {
    wallTime: s(30),
    cpuTime: s(50),
    peakRssTreeSampled: figure("MiB", [800]),
    peakRssTreeHwmSum: figure("MiB", [900]),
    maxRssLargestProcess: figure("MiB", [700]),
    warnings: [0],
    exitCodes: [0],
    failures: [],
  };
  return {
    label,
    pages,
    codeBlocks,
    build: b,
    steps: [
      { name: "parse markdown", wall: figure("ms", [parseCpu / 2]), cpu: figure("ms", [parseCpu]) },
      { name: "render pages and markdown twins", wall: figure("ms", [5000]), cpu: figure("ms", [6000]) },
    ],
  };
}

describe("the real-site row", () => {
  it("reads each step's wall and CPU time from docsgen build -v", () => {
    const steps = parseSteps(VERBOSE);
    expect([...steps.keys()]).toEqual([
      "discover",
      "read markdown",
      "parse markdown",
      "render pages and markdown twins",
    ]);
    expect(steps.get("parse markdown")).toEqual({ wallMs: 13919, cpuMs: 26000 });
  });

  it("reports each step per page and per code block beside the synthetic corpus, and the plugin's share", () => {
    const result: RealSiteResult = {
      corpus: {
        dir: "/x",
        pages: 1200,
        versions: 6,
        codeBlocks: 4500,
        admonitions: 1100,
        mermaid: 48,
        markdownBytes: 1,
      },
      real: build("real site", 1200, 4500, 36000),
      withoutPlugin: build("real site without its rehype plugin", 1200, 4500, 18000),
      synthetic: build("synthetic", 1200, 3600, 12000),
    };
    expect(sitePluginCpu(result)).toBe(18000);
    const text = realSiteSection(result).join("\n");
    expect(text).toContain("1200 docs over 6 versions");
    // parse markdown: 36000 ms over 1,200 pages and 4,500 blocks; the synthetic 12000 over 1,200 and 3,600.
    expect(text).toContain(
      "| parse markdown | 36000 (18000) | 30.00 | 8.00 | 18000 (9000) | 12000 (6000) | 10.00 | 3.33 |",
    );
    expect(text).toContain("18000 ms CPU, 15.00 ms a page, 4.00 ms a code block");
  });

  it("says when the row failed, and nothing when it did not run", () => {
    expect(realSiteSection({ error: "boom" }).join("\n")).toContain("error: boom");
    expect(realSiteSection(undefined)).toEqual([]);
  });
});
