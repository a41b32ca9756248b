import { availableParallelism } from "node:os";
import { type MessagePort, Worker } from "node:worker_threads";
import type { CacheSettings } from "../cache/settings.ts";
import type { ResolvedConfig } from "../config/resolved.ts";
import { type SourceHead, withOwnBody } from "../content/heads.ts";
import type { LoadedSources } from "../content/parse-all.ts";
import { BuildError, type Diagnostic } from "../diagnostics/diagnostic.ts";
import { mergeTallies } from "../diagnostics/profile.ts";
import type { Progress } from "../diagnostics/progress.ts";
import type { Highlighting } from "../highlight/service.ts";
import type { FromWorker, RenderedPage, ToWorker } from "./worker-protocol.ts";

/**
 * Below this much markdown (about a hundred pages), starting threads costs more than it saves: each one
 * loads the whole pipeline and its own highlighter (on 2 cores, this repository's site is faster on one).
 */
export const PARALLEL_MIN_BYTES = 1_000_000;

export interface Pool {
  threads: number;
  /**
   * Each worker parses batches of the files the pool was made for (links resolved against the whole route
   * table) and sends code blocks to `highlighting` through a port of its own.
   */
  parse(
    config: ResolvedConfig,
    routeOfFile: Map<string, string>,
    highlighting: Highlighting,
    cache?: CacheSettings,
  ): Promise<LoadedSources>;
  /** Sends the same render context to every worker; each renders the pages it parsed. */
  render(
    message: Extract<ToWorker, { type: "render" }>,
  ): Promise<{ pages: RenderedPage[]; metas: [string, unknown][] }>;
  /** Ends the threads (again: nothing). */
  close(): Promise<void>;
}

function call(
  worker: Worker,
  message: ToWorker,
  transfer: MessagePort[] = [],
  progress?: Progress,
): Promise<FromWorker> {
  return new Promise((resolve, reject) => {
    const onMessage = (reply: FromWorker) => {
      if (reply.type === "progress") return progress?.done("rendered", reply.rendered);
      worker.off("message", onMessage);
      worker.off("error", reject);
      resolve(reply);
    };
    worker.on("message", onMessage);
    worker.once("error", reject);
    worker.postMessage(message, transfer);
  });
}

function check(reply: FromWorker): FromWorker {
  if (reply.type === "failed") {
    if (reply.diagnostics) throw new BuildError(reply.diagnostics);
    throw new Error(`build worker: ${reply.message}`);
  }
  return reply;
}

/**
 * Batches for workers to take in turn, largest files first and batches shrinking towards the end: a
 * worker that is done asks for more, so none idles while another still has a long list. (Fixed equal
 * shares by size left one core idle at the end of parsing, more under load: pages of the same size differ in cost, and the highlight thread takes CPU from one worker more.)
 */
export function batches<T extends { size: number }>(files: T[], threads: number): T[][] {
  const sorted = [...files].sort((a, b) => b.size - a.size);
  const out: T[][] = [];
  let i = 0;
  while (i < sorted.length) {
    const size = Math.max(MIN_BATCH, Math.min(MAX_BATCH, Math.ceil((sorted.length - i) / (threads * 4))));
    out.push(sorted.slice(i, i + size));
    i += size;
  }
  return out;
}

/** Batches of a few files keep each worker's read-ahead busy; at most a few dozen keep the tail short. */
const MIN_BATCH = 4;
const MAX_BATCH = 48;

/**
 * Worker threads for the two heavy stages (markdown parsing, highlighting + rendering), one per core.
 * Returns undefined when the site is too small for threads to pay off.
 */
export function createPool(
  heads: readonly SourceHead[],
  workerUrl: URL | undefined,
  requested: number | "auto" = "auto",
  progress?: Progress,
): Pool | undefined {
  if (!workerUrl || requested === 1) return undefined;
  const total = heads.reduce((a, h) => a + h.size, 0);
  const threads = requested === "auto" ? Math.min(availableParallelism(), 4) : requested;
  if (requested === "auto" && (total < PARALLEL_MIN_BYTES || threads < 2)) return undefined;
  const workers = Array.from({ length: threads }, () => new Worker(workerUrl, { env: process.env }));
  // A head recalled from the last build reads its body only when asked: sent to a worker, it must have it.
  const queue = batches(heads.map(withOwnBody), threads);
  return {
    threads,
    async parse(config, routeOfFile, highlighting, cache) {
      const routes = [...routeOfFile];
      const replies: FromWorker[] = [];
      /** Files that failed, in any batch: the other batches are still parsed, and every failure reported. */
      const failed: Diagnostic[] = [];
      // Each worker takes the next batch when it is done with its last one.
      await Promise.all(
        workers.map(async (w) => {
          let port: MessagePort | undefined = highlighting.connect();
          for (;;) {
            // Every worker gets at least one message: it carries the config and the highlight port.
            const batch = queue.shift() ?? (port ? [] : undefined);
            if (!batch) break;
            // The first message carries the config, the route table and the highlight port.
            const message: ToWorker = port
              ? { type: "parse", heads: batch, config, routeOfFile: routes, highlightPort: port, cache }
              : { type: "parse", heads: batch };
            const reply = await call(w, message, port ? [port] : []);
            if (reply.type === "failed" && reply.diagnostics) failed.push(...reply.diagnostics);
            else replies.push(check(reply));
            progress?.done("parsed", batch.length);
            port = undefined;
          }
        }),
      );
      if (failed.length > 0) throw new BuildError(failed);
      const out: LoadedSources = { docs: [], pages: [], ...(cache && { reused: 0, ignored: 0 }) };
      for (const r of replies) {
        if (r.type !== "parsed") continue;
        out.docs.push(...r.docs);
        out.pages.push(...r.pages);
        mergeTallies(r.profile);
        if (out.reused !== undefined) out.reused += r.reused ?? 0;
        if (out.ignored !== undefined) out.ignored += r.ignored ?? 0;
      }
      // The bodies stayed here (see worker.ts).
      const bodies = new Map(heads.map((h) => [h.absPath, h.body]));
      for (const s of [...out.docs, ...out.pages]) {
        s.body = bodies.get(s.absPath) ?? "";
      }
      // Same order as a single-threaded load: sidebars and duplicate-route reports must not depend on threads.
      const order = new Map(heads.map((h, i) => [h.absPath, i]));
      const byOrder = (a: { absPath: string }, b: { absPath: string }) =>
        (order.get(a.absPath) ?? 0) - (order.get(b.absPath) ?? 0);
      out.docs.sort(byOrder);
      out.pages.sort(byOrder);
      return out;
    },
    async render(message) {
      const replies = await Promise.all(workers.map((w) => call(w, message, [], progress).then(check)));
      const rendered = replies.flatMap((r) => (r.type === "rendered" ? [r] : []));
      for (const r of rendered) mergeTallies(r.profile);
      return { pages: rendered.flatMap((r) => r.pages), metas: rendered.flatMap((r) => r.metas) };
    },
    async close() {
      await Promise.all(workers.map((w) => w.terminate()));
    },
  };
}
