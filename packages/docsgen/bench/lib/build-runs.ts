// Figures of a series of cold builds (any generator): wall, CPU, memory, exit codes and failed runs.
import { type Figure, figure, mib, nullFigure, round } from "./figures.ts";
import type { MeasuredRun } from "./processes.ts";
import { log } from "./processes.ts";
import { HAS_TIME, POLL_MS } from "./settings.ts";

/** A build that did not exit 0: what it cost until it stopped. */
export interface FailedRun {
  exitCode: number | null;
  reason: string;
  wallSeconds: number;
  cpuSeconds: number | null;
  peakRssTreeSampledMiB: number;
  maxRssLargestProcessMiB: number | null;
  stderrHead: string;
}

/** `build` of a target in results.json. */
export interface BuildFigures {
  wallTime: Figure;
  cpuTime: Figure;
  peakRssTreeSampled: Figure;
  peakRssTreeHwmSum: Figure;
  maxRssLargestProcess: Figure;
  warnings: number[];
  exitCodes: (number | null)[];
  failures: FailedRun[];
}

export const HEAP_OOM = /heap out of memory|Reached heap limit/i;

function failureReason(stderr: string): string {
  if (HEAP_OOM.test(stderr)) return "JavaScript heap out of memory";
  const line = stderr.split("\n").find((l) => /error/i.test(l));
  return line?.trim().slice(0, 200) ?? "unknown";
}

/** Collects measured runs of one build target and turns them into figures. */
export function buildRunLog() {
  const wall: number[] = [];
  const treePeak: number[] = [];
  const treeHwm: number[] = [];
  const timeRss: number[] = [];
  const cpu: number[] = [];
  const warnings: number[] = [];
  const exitCodes: (number | null)[] = [];
  const failures: FailedRun[] = [];
  return {
    /** Adds one run (and logs it); `warningCount` is what the generator reported. */
    record(run: MeasuredRun, warningCount: number): boolean {
      exitCodes.push(run.exitCode);
      warnings.push(warningCount);
      if (run.exitCode !== 0) {
        const failure: FailedRun = {
          exitCode: run.exitCode,
          reason: failureReason(run.stderr),
          wallSeconds: round(run.wallMs / 1000),
          cpuSeconds: run.cpuSeconds ?? null,
          peakRssTreeSampledMiB: round(mib(run.treePeakKb), 1),
          maxRssLargestProcessMiB: run.timeMaxRssKb === undefined ? null : round(mib(run.timeMaxRssKb), 1),
          stderrHead: run.stderr.trim().split("\n").slice(0, 8).join("\n"),
        };
        failures.push(failure);
        log(
          `    failed (exit ${run.exitCode}: ${failure.reason}) after ${failure.wallSeconds.toFixed(1)} s, tree peak ${failure.peakRssTreeSampledMiB} MiB`,
        );
        return false;
      }
      wall.push(run.wallMs / 1000);
      treePeak.push(mib(run.treePeakKb));
      treeHwm.push(mib(run.treeHwmSumKb));
      if (run.timeMaxRssKb !== undefined) timeRss.push(mib(run.timeMaxRssKb));
      if (run.cpuSeconds !== undefined) cpu.push(run.cpuSeconds);
      log(
        `    ${(run.wallMs / 1000).toFixed(2)} s wall` +
          (run.cpuSeconds !== undefined ? `, ${run.cpuSeconds.toFixed(2)} s CPU` : "") +
          `, tree peak ${mib(run.treePeakKb).toFixed(0)} MiB` +
          (run.timeMaxRssKb ? `, time -v max RSS ${mib(run.timeMaxRssKb).toFixed(0)} MiB` : ""),
      );
      return true;
    },
    get succeeded() {
      return wall.length;
    },
    figures(wallNote: string): BuildFigures {
      return {
        wallTime: figure("s", wall, { note: wallNote }),
        cpuTime: HAS_TIME
          ? figure("s", cpu, {
              note: "user + system CPU time (GNU time); less sensitive than wall time to other load on the machine",
            })
          : nullFigure("s", "/usr/bin/time not available"),
        peakRssTreeSampled: figure("MiB", treePeak, {
          note: `highest sum of VmRSS over the build's process tree, polled every ${POLL_MS} ms (lower bound)`,
        }),
        peakRssTreeHwmSum: figure("MiB", treeHwm, {
          note: "sum of each process's VmHWM (peak) in the tree (upper bound: peaks need not coincide)",
        }),
        maxRssLargestProcess: HAS_TIME
          ? figure("MiB", timeRss, {
              note: "GNU /usr/bin/time -v 'Maximum resident set size': largest single process",
            })
          : nullFigure("MiB", "/usr/bin/time not available"),
        warnings,
        exitCodes,
        failures,
      };
    },
  };
}
