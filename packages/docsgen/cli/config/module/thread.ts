import { Worker } from "node:worker_threads";
import { BuildError } from "../../diagnostics/diagnostic.ts";
import type { Answer } from "./answer.ts";

/** Heap a config or sidebars module may use while it evaluates: a runaway one stops with a message. */
const LOAD_HEAP_MB = 1024;

/** What stands in for a function (or symbol) in a default export sent between threads. */
const FUNCTION_MARK = "__docsgenFunction";

/**
 * The thread a module is evaluated in: imports the module, sends back its default export, and waits to be
 * ended. A default export that cannot be copied between threads as it is (functions: Docusaurus configs hold
 * some) is sent with each function replaced by a mark, revived on the other side as a function of that name.
 */
const WORKER_CODE = `
const { parentPort } = require("node:worker_threads");
const MARK = ${JSON.stringify(FUNCTION_MARK)};
function plain(value, seen) {
  if (typeof value === "function") return { [MARK]: value.name || "anonymous" };
  if (typeof value === "symbol") return { [MARK]: String(value) };
  if (value === null || typeof value !== "object") return value;
  if (seen.has(value)) return seen.get(value);
  if (Array.isArray(value)) {
    const out = [];
    seen.set(value, out);
    for (const item of value) out.push(plain(item, seen));
    return out;
  }
  if (Object.getPrototypeOf(value) !== Object.prototype && Object.getPrototypeOf(value) !== null) {
    try { structuredClone(value); return value; } catch {}
  }
  const out = {};
  seen.set(value, out);
  for (const key of Object.keys(value)) out[key] = plain(value[key], seen);
  return out;
}
function failure(error) {
  return error instanceof Error
    ? { name: error.name, message: error.message, stack: String(error.stack ?? "") }
    : { name: "Error", message: "threw " + String(error), stack: "" };
}
parentPort.once("message", async ({ url, call }) => {
  try {
    const mod = await import(url);
    if (!("default" in mod)) return parentPort.postMessage({ kind: "no-default" });
    const value = call && typeof mod.default === "function" ? await mod.default() : mod.default;
    try {
      parentPort.postMessage({ kind: "value", value });
    } catch {
      parentPort.postMessage({ kind: "value", value: plain(value, new Map()), marked: true });
    }
  } catch (error) {
    parentPort.postMessage({ kind: "threw", error: failure(error) });
  }
});
`;

/** How a module runs in its thread: `relativePath` names it in diagnostics; `call`: see LoadOptions.callDefault. */
export interface ThreadRun {
  relativePath: string;
  timeoutMs: number;
  signal?: AbortSignal;
  call?: boolean;
}

/** Runs the compiled module in a thread of its own: its answer, or a located failure when it ends or times out first. */
export async function evaluateInThread(code: string, run: ThreadRun): Promise<Answer> {
  const worker = new Worker(WORKER_CODE, {
    eval: true,
    stdout: false,
    stderr: false,
    resourceLimits: { maxOldGenerationSizeMb: LOAD_HEAP_MB },
  });
  try {
    return await evaluate(worker, code, run);
  } finally {
    void worker.terminate();
  }
}

function evaluate(worker: Worker, code: string, run: ThreadRun) {
  const { relativePath, timeoutMs, signal, call } = run;
  return new Promise<Answer>((resolveAnswer, reject) => {
    let timer: NodeJS.Timeout | undefined;
    const stop = (message: string, hint: string, cause?: unknown) => {
      clearTimeout(timer);
      reject(
        new BuildError([{ severity: "error", code: "config-load", message, file: relativePath, hint }], { cause }),
      );
    };
    if (signal?.aborted) return stop("loading was cancelled", "Nothing to do: the build stopped first.");
    signal?.addEventListener("abort", () => stop("loading was cancelled", "Nothing to do: the build stopped first."), {
      once: true,
    });
    timer = setTimeout(() => resolveAnswer({ kind: "timeout" }), timeoutMs);
    worker.once("message", (answer: Answer) => {
      clearTimeout(timer);
      resolveAnswer(answer);
    });
    worker.once("error", (error) => {
      const oom = (error as NodeJS.ErrnoException).code === "ERR_WORKER_OUT_OF_MEMORY";
      stop(
        oom ? `ran out of memory while loading (over ${LOAD_HEAP_MB} MB)` : `failed while loading: ${error.message}`,
        oom ? "Look for a loop that builds ever larger data." : "Fix the module; DEBUG=docsgen prints the stack.",
        error,
      );
    });
    // Ending without an answer: the module's evaluation never finished and nothing was left to run (a top-level
    // `await` on a promise nothing settles), or it called process.exit().
    worker.once("exit", (exitCode) =>
      stop(
        exitCode === 0
          ? "stopped before it finished loading: a top-level `await` waits on a promise that never settles"
          : `stopped before it finished loading: it called process.exit(${exitCode})`,
        exitCode === 0
          ? "Make every top-level `await` settle: a promise that nothing resolves ends the module there."
          : "Throw an Error instead: docsgen then prints it with its line.",
      ),
    );
    worker.postMessage({ url: `data:text/javascript;base64,${Buffer.from(code).toString("base64")}`, call });
  });
}

/** Set on a function that stands for one of a module evaluated in its own thread: it cannot be called. */
export const REVIVED = "__docsgenRevived";

/** The default export with each function mark (see WORKER_CODE) replaced by a function of that name. */
export function revive(value: unknown, seen = new Set<object>()): unknown {
  if (value === null || typeof value !== "object" || seen.has(value)) return value;
  seen.add(value);
  const record = value as Record<string, unknown>;
  const keys = Object.keys(record);
  if (keys.length === 1 && keys[0] === FUNCTION_MARK) {
    const name = String(record[FUNCTION_MARK]);
    const stub = () => {
      throw new Error(`${name}: a function of the config is not called by docsgen`);
    };
    Object.defineProperty(stub, REVIVED, { value: true });
    return Object.defineProperty(stub, "name", { value: name });
  }
  for (const key of keys) record[key] = revive(record[key], seen);
  return value;
}
