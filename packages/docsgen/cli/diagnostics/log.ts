import { type Diagnostic, formatDiagnostic, sortDiagnostics } from "./diagnostic.ts";
import { printed } from "./group.ts";
import { noteStep, profiling } from "./profile.ts";
import { liveProgress, type Progress } from "./progress.ts";

export type LogLevel = "quiet" | "normal" | "verbose";

/** Where the build prints. Passed explicitly (no global logger) so tests and watch mode can capture it. */
export interface Logger {
  level: LogLevel;
  info(message: string): void;
  error(message: string): void;
  /** Live progress on a terminal (see progress.ts); absent when piped, in CI and in tests. */
  progress?: Progress;
  /**
   * Diagnostics already printed in this run, when several builds share it (a site's locales: a page that
   * falls back to the default locale's file says the same in each); `report` prints each once.
   */
  reported?: Set<string>;
}

/** Prints to stdout and stderr; with `live`, draws progress on stdout and clears it before each message. */
export function consoleLogger(level: LogLevel = "normal", live = false): Logger {
  const progress = live && level !== "quiet" ? liveProgress(process.stdout) : undefined;
  return {
    level,
    info: (m) => {
      progress?.clear();
      if (level !== "quiet") process.stdout.write(`${m}\n`);
    },
    error: (m) => {
      progress?.clear();
      process.stderr.write(`${m}\n`);
    },
    progress,
  };
}

/** Runs one named build step, timing it; prints a tick or a cross in verbose mode (VitePress `task`). */
// Beside the wall time, the CPU time of the process over the step: every thread (the parse and render workers
// included, where a site's plugins and highlighting run), so that a profile on a loaded machine still says
// where the work went; the esbuild child is not counted.
export async function step<T>(log: Logger, name: string, fn: () => Promise<T> | T): Promise<T> {
  const start = performance.now();
  const cpuStart = process.cpuUsage();
  log.progress?.step(name);
  try {
    const result = await fn();
    if (log.level === "verbose" || profiling()) {
      const cpu = process.cpuUsage(cpuStart);
      const cpuMs = (cpu.user + cpu.system) / 1000;
      const wallMs = performance.now() - start;
      noteStep({ name, wallMs, cpuMs });
      if (log.level === "verbose") log.info(`  ✔ ${name} (${wallMs.toFixed(0)} ms, CPU ${cpuMs.toFixed(0)} ms)`);
    }
    return result;
  } catch (error) {
    if (log.level !== "quiet") log.error(`  ✖ ${name}`);
    throw error;
  }
}

/**
 * Prints every diagnostic once, sorted, location first; errors and warnings to stderr. One said word for
 * word in many places is printed once with its count and first places, unless verbose (group.ts).
 */
export function report(log: Logger, diagnostics: readonly Diagnostic[]): void {
  const fresh = sortDiagnostics(diagnostics).filter((d) => {
    const text = formatDiagnostic(d);
    if (log.reported?.has(text)) return false;
    log.reported?.add(text);
    return true;
  });
  for (const { severity, text } of printed(fresh, log.level === "verbose")) {
    if (severity === "info") log.info(text);
    else log.error(text);
  }
}
