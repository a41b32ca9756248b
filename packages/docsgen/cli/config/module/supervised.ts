import { fstatSync, writeSync } from "node:fs";
import type { Readable } from "node:stream";
import { getHeapStatistics } from "node:v8";
import { type Diagnostic, formatDiagnostic } from "../../diagnostics/diagnostic.ts";

/*
 * A component that allocates without bound ends the process with V8's "JavaScript heap out of memory": no
 * JavaScript runs after it, so nothing here can report it. `bin/docsgen.js` runs `build` and `serve` as a child
 * of itself (bin/supervise.js) with a pipe on fd 3; before site code runs on the server, the child writes there
 * the report to print if it dies in it, and an empty line once it is done. The parent prints the last report
 * when the child dies of an abort. A process not started so (tests in-process, a nested docsgen) writes nothing.
 */

/** fd 3 is the supervisor's pipe only when the supervisor said so, and it is a pipe (never a file of someone else). */
let pipe: boolean | undefined;
function supervised(): boolean {
  if (pipe === undefined) {
    try {
      const stat = process.env.DOCSGEN_SUPERVISED === "1" ? fstatSync(3) : undefined;
      pipe = stat !== undefined && (stat.isFIFO() || stat.isSocket());
    } catch {
      pipe = false;
    }
  }
  return pipe;
}

function send(line: string): void {
  try {
    // One short line: a single write, never split or mixed with another thread's.
    writeSync(3, `${line}\n`);
  } catch {
    // The supervisor is gone or its pipe is full: the build goes on without the report.
  }
}

/** The heap limit of this process in MB, for the report (what --max-old-space-size gave, or V8's default). */
function heapMb(): number {
  return Math.round(getHeapStatistics().heap_size_limit / 2 ** 20);
}

/**
 * Runs `run` (site code) with the supervisor knowing what to report should the process run out of memory in
 * it: `report` receives the heap limit and returns the diagnostic naming the file.
 */
export function reportingOutOfMemory<T>(report: (heapMb: number) => Diagnostic, run: () => T): T {
  if (!supervised()) return run();
  send(JSON.stringify(formatDiagnostic(report(heapMb()))));
  try {
    return run();
  } finally {
    send("");
  }
}

/**
 * Reads a child's fd 3 (the pipe it was given, with DOCSGEN_SUPERVISED=1): returns what to report should it
 * die of an abort now, the report it wrote before the site code it is running, or undefined between them.
 * (bin/supervise.js reads it the same way; it cannot import this file, which it runs before any bundle.)
 */
export function outOfMemoryReports(pipe: Readable): () => string | undefined {
  let last = "";
  let partial = "";
  pipe.setEncoding("utf8").on("data", (chunk: string) => {
    const lines = (partial + chunk).split("\n");
    partial = lines.pop() ?? "";
    if (lines.length > 0) last = lines[lines.length - 1];
  });
  return () => (last === "" ? undefined : (JSON.parse(last) as string));
}
