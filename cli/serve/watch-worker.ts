import { rmSync } from "node:fs";
import { join } from "node:path";
import { pageDataPath } from "../../templates/site-data.ts";
import { type BuildResult, build, type WorkerEntries } from "../pipeline/build.ts";
import { type OutputFiles, renderPage } from "../pipeline/render-page.ts";
import { loadSiteState } from "../pipeline/site-state.ts";
import { type ResolvedConfig, resolveConfig } from "../config/resolve.ts";
import type { SourceCache } from "../content/load.ts";
import { BuildError, formatDiagnostic } from "../diagnostics/diagnostic.ts";
import type { Logger } from "../diagnostics/log.ts";
import { localHighlighting, threadHighlighting } from "../highlight/service.ts";
import { twinPath } from "../write/llms.ts";
import { htmlPathOf, StagedOutput } from "../write/output.ts";

/** Messages between `serve --watch` (the parent) and this worker process. */
export type WorkerRequest = { type: "build"; changed: string[] | "all" };
export type WorkerReply =
  | { type: "built"; ms: number; routes: string[] | "all"; pages: number; warnings: string[] }
  | { type: "failed"; ms: number; message: string };

/**
 * The build half of watch mode, in its own process so that template and config changes can be picked
 * up by simply starting a fresh worker. Keeps parsed sources between rebuilds; a markdown edit re-parses
 * that file only and re-renders only the pages whose output can change.
 */
export async function runWatchWorker(siteDir: string, outDir: string, workers: WorkerEntries = {}) {
  const log: Logger = { level: "quiet", info: () => {}, error: () => {} };
  const config: ResolvedConfig = await resolveConfig({ siteDir, outDir, includeDrafts: true });
  const cache: SourceCache = new Map();
  // One highlighter for the whole session: its grammars and line cache stay warm between rebuilds.
  const highlighting = workers.highlightWorkerUrl
    ? threadHighlighting(workers.highlightWorkerUrl)
    : localHighlighting();
  let last: BuildResult | undefined;

  async function handle(request: WorkerRequest): Promise<WorkerReply> {
    const start = performance.now();
    const ms = () => Math.round((performance.now() - start) * 10) / 10;
    try {
      const markdownOnly = request.changed !== "all" && request.changed.every((f) => f.endsWith(".md"));
      const rebuildAll = async (): Promise<WorkerReply> => {
        last = await build(config, log, { ...workers, highlighting, cache, inPlace: true });
        return {
          type: "built",
          ms: ms(),
          routes: "all",
          pages: last.pages.length,
          warnings: last.diagnostics.map(formatDiagnostic),
        };
      };
      if (!last || !markdownOnly) return await rebuildAll();
      const changed = new Set(request.changed);
      const before = last.state;
      const state = await loadSiteState(config, log, { highlighting, cache });
      const sameShape =
        JSON.stringify(state.sidebars) === JSON.stringify(before.sidebars) &&
        [...state.renderables.keys()].join("\n") === [...before.renderables.keys()].join("\n");
      if (!sameShape) {
        // A title, position, added or removed page changes sidebars and neighbours everywhere: rebuild all
        // (parsed sources are reused from the cache, so only the render is repeated).
        const reply = await rebuildAll();
        for (const route of before.renderables.keys()) {
          if (state.renderables.has(route)) continue;
          // A removed page: its files go (after the rebuild), so the server answers 404 again. Only its own
          // files: pages below it in the URL tree live in the same folder.
          for (const rel of [htmlPathOf(route), pageDataPath(route), twinPath(route)])
            rmSync(join(config.outDir, rel), { force: true });
        }
        return reply;
      }
      const files: OutputFiles = new Map();
      const routes: string[] = [];
      for (const r of state.renderables.values()) {
        if (!(r.source && changed.has(r.source.absPath))) continue;
        await renderPage(last.env, state, r, files);
        routes.push(r.model.route);
      }
      await new StagedOutput(config.outDir, { inPlace: true, atomic: true }).writeAll(files);
      last = { ...last, state, diagnostics: state.diagnostics };
      return { type: "built", ms: ms(), routes, pages: files.size, warnings: state.diagnostics.map(formatDiagnostic) };
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
  process.on("message", (request: WorkerRequest) => {
    queue = queue.then(async () => {
      process.send?.(await handle(request));
    });
  });
  process.on("disconnect", () => process.exit(0));
  process.send?.({ type: "ready" });
}
