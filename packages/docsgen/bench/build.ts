// Cold builds of docsgen: `docsgen build -q --no-cache` in a fresh process and an empty output folder, each
// run measured (without --no-cache, every run after the first would reuse the build cache: see warm.ts).
import { existsSync } from "node:fs";
import { loadavg } from "node:os";
import { join } from "node:path";
import { type BuildFigures, buildRunLog } from "./lib/build-runs.ts";
import { type Figure, round, single } from "./lib/figures.ts";
import { type FirstLoad, firstLoad, folderSize, markdownStats, readBaseUrl } from "./lib/output.ts";
import { log, runMeasured } from "./lib/processes.ts";
import { setAside } from "./lib/set-aside.ts";
import { DOCSGEN } from "./lib/settings.ts";
import { measureSearch, type SearchResult } from "./search.ts";
import type { WarmResult } from "./warm.ts";

export interface BuildTarget {
  id: string;
  label: string;
  siteDir: string;
  runs: number;
  docPage: string;
  /** NODE_OPTIONS for the build process (only the labelled larger-heap retry sets it). */
  nodeOptions?: string;
  /** Keep the last output (the site's, for the load test). */
  keepOutput?: boolean;
  generated?: { pages: number; seed: number; markdownBytes: number; folders: number; generateSeconds: number };
}

export interface TargetResult {
  id: string;
  label: string;
  markdownFiles: number;
  markdownBytes: number;
  generated?: BuildTarget["generated"];
  loadavgBefore: number[];
  build: BuildFigures;
  note?: string;
  output: {
    totalBytes: Figure;
    files: Figure;
    firstLoad: FirstLoad | null;
  } | null;
  search: SearchResult | null;
  /** Generated corpora of 5,000 pages and more: one-page-edit rebuilds with the build cache (warm.ts). */
  warm?: WarmResult | { error: string };
}

/** A series of cold builds of one target, one run at a time, so runs of other generators can interleave. */
export function docsgenSeries(target: BuildTarget, tmp: string) {
  const outDir = join(tmp, `out-${target.id}`);
  const runs = buildRunLog();
  const loadavgBefore = loadavg().map((l) => round(l, 2));
  return {
    outDir,
    async run(i: number): Promise<void> {
      setAside(outDir, tmp);
      log(`  docsgen ${target.id} run ${i + 1}/${target.runs} …`);
      const run = await runMeasured({
        command: process.execPath,
        args: [DOCSGEN, "build", target.siteDir, "--out-dir", outDir, "-q", "--no-cache"],
        tmp,
        env: target.nodeOptions ? { NODE_OPTIONS: target.nodeOptions } : undefined,
      });
      runs.record(run, (run.stderr.match(/\bwarning \[/g) ?? []).length);
    },
    /** The figures, the last output's sizes and search index; removes the output unless `keepOutput`. */
    async finish(): Promise<TargetResult> {
      const stats = markdownStats(target.siteDir);
      const result: TargetResult = {
        id: target.id,
        label: target.label,
        markdownFiles: stats.files,
        markdownBytes: stats.bytes,
        generated: target.generated,
        loadavgBefore,
        build: runs.figures("wall time of the spawned `docsgen build -q`, fresh process and output"),
        output: null,
        search: null,
      };
      if (existsSync(outDir) && runs.succeeded > 0) {
        const size = folderSize(outDir);
        result.output = {
          totalBytes: single("bytes", size.bytes),
          files: single("count", size.files),
          firstLoad: firstLoad(outDir, readBaseUrl(target.siteDir), target.docPage) ?? null,
        };
        result.search = await measureSearch(outDir);
      }
      if (!target.keepOutput) setAside(outDir, tmp);
      return result;
    },
  };
}

/** All runs of one target, then its figures. */
export async function benchBuild(target: BuildTarget, tmp: string): Promise<{ result: TargetResult; outDir: string }> {
  const series = docsgenSeries(target, tmp);
  for (let i = 0; i < target.runs; i++) await series.run(i);
  return { result: await series.finish(), outDir: series.outDir };
}
