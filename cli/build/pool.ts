import { statSync } from "node:fs";
import { availableParallelism } from "node:os";
import { join } from "node:path";
import { type MessagePort, Worker } from "node:worker_threads";
import type { ResolvedConfig } from "../config/resolve.ts";
import type { DiscoveredFiles } from "../content/discover.ts";
import type { LoadedSources } from "../content/load.ts";
import type { Highlighting } from "../highlight/service.ts";
import { BuildError } from "../diagnostics/diagnostic.ts";
import type { FromWorker, ToWorker } from "./worker-protocol.ts";

/**
 * Below this much markdown (about a hundred pages), starting threads costs more than it saves: each one
 * loads the whole pipeline and its own highlighter (measured on 2 cores: this 430 KB site is faster on one).
 */
export const PARALLEL_MIN_BYTES = 1_000_000;

export interface Pool {
  threads: number;
  /** Each worker parses its shard and sends code blocks to `highlighting` through a port of its own. */
  parse(files: DiscoveredFiles, highlighting: Highlighting): Promise<LoadedSources>;
  /** Sends the same render context to every worker; each renders the pages it parsed. */
  render(message: Extract<ToWorker, { type: "render" }>): Promise<void>;
  close(): Promise<void>;
}

function call(worker: Worker, message: ToWorker, transfer: MessagePort[] = []): Promise<FromWorker> {
  return new Promise((resolve, reject) => {
    const onMessage = (reply: FromWorker) => {
      worker.off("error", reject);
      resolve(reply);
    };
    worker.once("message", onMessage);
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

/** Splits files into `n` shards of similar byte size (largest first, each to the lightest shard). */
export function shard(files: { rel: string; size: number }[], n: number): string[][] {
  const shards = Array.from({ length: n }, () => ({ size: 0, files: [] as string[] }));
  for (const f of [...files].sort((a, b) => b.size - a.size)) {
    const lightest = shards.reduce((a, b) => (b.size < a.size ? b : a));
    lightest.size += f.size;
    lightest.files.push(f.rel);
  }
  return shards.map((s) => s.files);
}

/**
 * Worker threads for the two heavy stages (markdown parsing, highlighting + rendering), one per core.
 * Returns undefined when the site is too small for threads to pay off.
 */
export function createPool(
  config: ResolvedConfig,
  files: DiscoveredFiles,
  workerUrl: URL | undefined,
  requested: number | "auto" = "auto",
): Pool | undefined {
  if (!workerUrl || requested === 1) return undefined;
  const sized = [
    ...files.docs.map((rel) => ({ rel: `d:${rel}`, size: statSync(join(config.docs.dir, rel)).size })),
    ...files.pages.map((rel) => ({ rel: `p:${rel}`, size: statSync(join(config.pagesDir, rel)).size })),
  ];
  const total = sized.reduce((a, f) => a + f.size, 0);
  const threads = requested === "auto" ? Math.min(availableParallelism(), 4) : requested;
  if (requested === "auto" && (total < PARALLEL_MIN_BYTES || threads < 2)) return undefined;
  const workers = Array.from({ length: threads }, () => new Worker(workerUrl, { env: process.env }));
  const shards = shard(sized, threads);
  return {
    threads,
    async parse(_files, highlighting) {
      const replies = await Promise.all(
        workers.map((w, i) => {
          const port = highlighting.connect();
          return call(
            w,
            {
              type: "parse",
              config,
              docs: shards[i].filter((r) => r.startsWith("d:")).map((r) => r.slice(2)),
              pages: shards[i].filter((r) => r.startsWith("p:")).map((r) => r.slice(2)),
              highlightPort: port,
            },
            [port],
          ).then(check);
        }),
      );
      const out: LoadedSources = { docs: [], pages: [] };
      for (const r of replies) {
        if (r.type !== "parsed") continue;
        out.docs.push(...r.docs);
        out.pages.push(...r.pages);
      }
      // Same order as a single-threaded load: sidebars and duplicate-route reports must not depend on threads.
      const order = new Map([...files.docs.map((f) => join(config.docs.dir, f)), ...files.pages.map((f) => join(config.pagesDir, f))].map((f, i) => [f, i]));
      const byOrder = (a: { absPath: string }, b: { absPath: string }) => (order.get(a.absPath) ?? 0) - (order.get(b.absPath) ?? 0);
      out.docs.sort(byOrder);
      out.pages.sort(byOrder);
      return out;
    },
    async render(message) {
      await Promise.all(workers.map((w) => call(w, message).then(check)));
    },
    async close() {
      await Promise.all(workers.map((w) => w.terminate()));
    },
  };
}
