// The floor (issue 18): what the chosen libraries alone cost on a corpus (bench/floor-run.ts), measured like
// the builds and interleaved with them. Set against Hugo's CPU time it says how much of docsgen's ratio
// to Hugo its stack takes before docsgen adds anything, and how much docsgen's own work adds.
import { loadavg } from "node:os";
import { join } from "node:path";
import { type BuildFigures, buildRunLog } from "./lib/build-runs.ts";
import { type Figure, figure, round } from "./lib/figures.ts";
import { log, runMeasured } from "./lib/processes.ts";
import { setAside } from "./lib/set-aside.ts";
import { ROOT } from "./lib/settings.ts";

/** Corpora of these sizes get floor runs (the sizes issue 18's goal names). */
export const FLOOR_PAGES = [1000, 5000];

export interface FloorResult {
  id: string;
  pages: number;
  loadavgBefore: number[];
  /** The spawned process, as for a build: wall and CPU time (every thread), memory. */
  build: BuildFigures;
  /** CPU seconds of the process while each stage ran, summed over the pages. */
  stages: { parse: Figure; highlight: Figure; render: Figure; write: Figure };
}

type Stage = keyof FloorResult["stages"];
const STAGES: Stage[] = ["parse", "highlight", "render", "write"];

/** A series of floor runs on one corpus; runs interleave with docsgen's and Hugo's. */
export function floorSeries(corpusDir: string, pages: number, runs: number, tmp: string) {
  const outDir = join(tmp, `floor-out-${pages}`);
  const runLog = buildRunLog();
  const stages: Record<Stage, number[]> = { parse: [], highlight: [], render: [], write: [] };
  const loadavgBefore = loadavg().map((l) => round(l, 2));
  const args = [join(ROOT, "bin", "tsrun.js"), "bench/floor-run.ts", corpusDir, outDir];
  return {
    async run(i: number): Promise<void> {
      setAside(outDir, tmp);
      // The first run would also bundle the script: it is bundled before, unmeasured (it prints its usage).
      if (i === 0) await runMeasured({ command: process.execPath, args: args.slice(0, 2), tmp });
      log(`  floor pages-${pages} run ${i + 1}/${runs} …`);
      const run = await runMeasured({ command: process.execPath, args, tmp });
      if (!runLog.record(run, 0)) return;
      const line = run.stdout.trim().split("\n").pop() ?? "{}";
      const measured = JSON.parse(line) as Partial<Record<Stage, number>>;
      for (const stage of STAGES) stages[stage].push(measured[stage] ?? Number.NaN);
    },
    finish(): FloorResult {
      setAside(outDir, tmp);
      const cpu = (stage: Stage) => figure("CPU seconds", stages[stage], { keepSamples: true });
      return {
        id: `pages-${pages}`,
        pages,
        loadavgBefore,
        build: runLog.figures("wall time of the spawned `bench/floor-run.ts`, one thread, empty output folder"),
        stages: { parse: cpu("parse"), highlight: cpu("highlight"), render: cpu("render"), write: cpu("write") },
      };
    },
  };
}
