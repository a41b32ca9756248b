import { routeOfHtmlPath } from "../../shared/url.ts";
import { memoryContext } from "../cache/memory-context.ts";
import { exitProcess } from "../config/module/limits.ts";
import { resolveConfig } from "../config/resolve.ts";
import type { ResolvedConfig } from "../config/resolved.ts";
import { BuildError, type Diagnostic, formatDiagnostic } from "../diagnostics/diagnostic.ts";
import type { Logger } from "../diagnostics/log.ts";
import { build } from "../pipeline/build.ts";
import type { WorkerEntries } from "../threads/threads.ts";

/** Messages between `serve --watch` (the parent) and this worker process. */
/** Build now: the worker runs the whole pipeline, so it needs no list of what changed. */
export type WorkerRequest = { type: "build" };
export type WorkerReply =
  | { type: "built"; ms: number; routes: string[]; files: number; diagnostics: Diagnostic[]; watch?: string[] }
  | { type: "failed"; ms: number; message: string };

/**
 * The build half of watch mode, in its own process so that template and config changes are picked up by
 * starting a fresh worker. Every change runs the whole pipeline, the same one `docsgen build` runs, with
 * the parsed sources of unchanged files reused: the output after any sequence of edits is exactly what a
 * cold build of the same sources writes (test/integration/watch-invariant.test.ts). Only files whose
 * bytes changed are replaced in the served folder.
 */
export async function runWatchWorker(
  { siteDir, outDir, locale, rootDir }: { siteDir: string; outDir: string; locale?: string; rootDir?: string },
  workers: WorkerEntries = {},
) {
  const log: Logger = { level: "quiet", info: () => {}, error: () => {} };
  let config: ResolvedConfig;
  try {
    config = await resolveConfig({ siteDir, rootDir, outDir, includeDrafts: true, locale });
  } catch (error) {
    if (!(error instanceof BuildError)) throw error;
    // A broken site.config.ts or i18n/*/code.json: every build reports it (the browser shows the overlay)
    // until a change to them starts a fresh worker.
    const message = error.diagnostics.map(formatDiagnostic).join("\n");
    process.on("message", () => process.send?.({ type: "failed", ms: 0, message } satisfies WorkerReply));
    process.on("disconnect", () => exitProcess(0));
    process.send?.({ type: "ready" });
    return;
  }
  // One context for the session: what each rebuild reuses (cli/cache/memory-context.ts). Client or
  // template changes restart this process.
  const context = memoryContext(workers);

  async function handle(): Promise<WorkerReply> {
    const start = performance.now();
    const ms = () => Math.round((performance.now() - start) * 10) / 10;
    try {
      const result = await build(config, log, context);
      const changed = result.changed ?? [];
      const routes = changed.map(routeOfHtmlPath).filter((r): r is string => r !== undefined);
      return {
        type: "built",
        ms: ms(),
        routes,
        files: changed.length,
        // Printed by the parent, which knows the log level: grouped unless verbose (diagnostics/group.ts).
        diagnostics: result.diagnostics,
        // What the site's plugins ask to be watched (their files, their getPathsToWatch).
        ...(result.watchPaths ? { watch: result.watchPaths } : {}),
      };
    } catch (error) {
      const message =
        error instanceof BuildError
          ? error.diagnostics.map(formatDiagnostic).join("\n")
          : `error: ${(error as Error).message}`;
      return { type: "failed", ms: ms(), message };
    }
  }

  // Requests are handled one at a time, in order.
  let queue = Promise.resolve();
  process.on("message", (_request: WorkerRequest) => {
    queue = queue.then(async () => {
      process.send?.(await handle());
    });
  });
  process.on("disconnect", () => exitProcess(0));
  process.send?.({ type: "ready" });
}
