import { XMLParser, XMLValidator } from "fast-xml-parser";
import { describe, expect, it } from "vitest";
import { resultsChart } from "../../bench/chart.ts";
import type { Results } from "../../bench/lib/results.ts";

/** The part of results.json the chart reads, with median build time (s) and peak RSS (MiB) per target. */
function results(docsgen: [string, number, number][], hugo: [string, number, number][], hugoAvailable = true) {
  const row = ([id, wall, rss]: [string, number, number]) => ({
    id,
    build: { wallTime: { median: wall }, peakRssTreeSampled: { median: rss } },
  });
  return {
    date: "2026-11-23T21:00:00.000Z",
    machine: { cpus: 2, loadavgStart: [0.5] },
    targets: docsgen.map(row),
    peers: { hugo: { available: hugoAvailable, targets: hugo.map(row) } },
  } as unknown as Results;
}

/** Every polyline's stroke colour, dash and points, in document order. */
function polylines(svg: string) {
  const parsed = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: "" }).parse(svg);
  const lines = parsed.svg.polyline as { stroke: string; points: string; "stroke-dasharray"?: string }[];
  return lines.map((l) => ({ stroke: l.stroke, dashed: Boolean(l["stroke-dasharray"]), points: l.points.split(" ") }));
}

describe("bench/chart.svg", () => {
  const run = results(
    [
      ["site", 1.2, 230],
      ["pages-1000", 9, 510],
      ["pages-5000", 31.8, 1158],
      ["pages-5000-heap-8192", 40, 2000],
      ["pages-10000", 66, 2100],
    ],
    [
      ["pages-1000", 2.66, 400],
      ["pages-5000", 12.3, 1879],
    ],
  );

  it("is well-formed SVG with a line per generator in each panel and the goals dashed", () => {
    const svg = resultsChart(run)!;
    expect(XMLValidator.validate(svg)).toBe(true);
    const lines = polylines(svg);
    // time: docsgen, Hugo, 2 × Hugo (dashed); memory: docsgen, Hugo, 1 GiB (dashed)
    expect(lines.map((l) => l.dashed)).toEqual([false, false, true, false, false, true]);
    // docsgen: the generated corpora only (this site and the larger-heap retry are not page counts)
    expect(lines[0].points).toHaveLength(3);
    expect(lines[1].points).toHaveLength(2);
    expect(lines[0].stroke).toBe(lines[3].stroke);
    expect(lines[1].stroke).toBe(lines[4].stroke);
    expect(lines[0].stroke).not.toBe(lines[1].stroke);
  });

  it("labels the figures and draws 2 × Hugo's time at Hugo's page counts", () => {
    const svg = resultsChart(run)!;
    for (const label of [">66<", ">31.8<", ">12.3<", ">2100<", ">1879<"]) expect(svg).toContain(label);
    const [, hugo, goal] = polylines(svg);
    const y = (p: string) => Number(p.split(",")[1]);
    const x = (p: string) => Number(p.split(",")[0]);
    expect(goal.points.map(x)).toEqual(hugo.points.map(x));
    // A higher value is drawn higher (smaller y): the goal line lies above Hugo's.
    for (let i = 0; i < goal.points.length; i++) expect(y(goal.points[i])).toBeLessThan(y(hugo.points[i]));
  });

  it("says so when Hugo was not installed, and draws docsgen alone", () => {
    const svg = resultsChart(results([["pages-1000", 9, 510]], [], false))!;
    expect(svg).toContain("hugo not installed");
    expect(polylines(svg).filter((l) => !l.dashed && l.points.length > 0)).toHaveLength(2);
  });

  it("is not drawn without a generated corpus", () => {
    expect(resultsChart(results([["site", 1.2, 230]], []))).toBeUndefined();
  });
});
