import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import fg from "fast-glob";
import { afterAll, describe, expect, it } from "vitest";
import type { FloorStages } from "../../bench/floor-run.ts";
import { generateSite } from "../../bench/generate.ts";
import type { Results } from "../../bench/lib/results.ts";
import { floorSection } from "../../bench/report.ts";

const ROOT = fileURLToPath(new URL("../..", import.meta.url));
const temp = mkdtempSync(join(tmpdir(), "docsgen-floor-"));
afterAll(() => rmSync(temp, { recursive: true, force: true }));

describe("bench floor (the chosen libraries alone)", () => {
  it("renders every page's content with highlighted code, one file a page, and times each stage", () => {
    const site = generateSite(join(temp, "site"), 20, 3);
    const out = join(temp, "out");
    const stdout = execFileSync(process.execPath, ["bin/tsrun.js", "bench/floor-run.ts", site.dir, out], {
      cwd: ROOT,
      encoding: "utf8",
    });
    const stages = JSON.parse(stdout.trim().split("\n").pop() ?? "") as FloorStages;
    expect(stages.pages).toBe(site.pages);
    for (const stage of ["parse", "highlight", "render", "write"] as const) expect(stages[stage]).toBeGreaterThan(0);
    const files = fg.sync("**/index.html", { cwd: out });
    expect(files).toHaveLength(site.pages);
    const overview = readFileSync(join(out, "topic-01", "overview", "index.html"), "utf8");
    expect(overview).toMatch(/<h2[^>]*>/);
    expect(overview).toContain('class="shiki');
  }, 60_000);

  it("reports the floor and docsgen against Hugo's CPU time", () => {
    const cpu = (median: number) => ({ cpuTime: { unit: "s", runs: 3, median, min: median, max: median } });
    const r = {
      targets: [{ id: "pages-1000", build: { ...cpu(11), wallTime: { median: 6 } } }],
      peers: { hugo: { targets: [{ id: "pages-1000", build: { ...cpu(4), wallTime: { median: 2.4 } } }] } },
      floor: [
        {
          id: "pages-1000",
          pages: 1000,
          build: cpu(6),
          stages: {
            parse: { median: 3 },
            highlight: { median: 2 },
            render: { median: 0.7 },
            write: { median: 0.3 },
          },
        },
      ],
    } as unknown as Results;
    const text = floorSection(r).join("\n");
    expect(text).toContain("| 1,000 | 6.00 s | 3.00 / 2.00 / 0.70 / 0.30 | 1.50× | 11.00 s | 2.75× | 2.50× |");
    expect(floorSection({ ...r, floor: [] })).toEqual([]);
  });
});
