import type { SourceMapPayload } from "node:module";
import { BuildError } from "../../diagnostics/diagnostic.ts";

/** What evaluating a module gave: this thread (run-here.ts) and a thread of its own (thread.ts) answer alike. */
export type Answer =
  | { kind: "value"; value: unknown; marked?: boolean }
  | { kind: "no-default" }
  | { kind: "threw"; error: { name: string; message: string; stack: string }; cause?: unknown }
  | { kind: "timeout" };

/** The compiled module: its path, its site-relative path (for diagnostics) and its source map. */
export interface Compiled {
  file: string;
  relativePath: string;
  map: SourceMapPayload;
}

export function failure(error: unknown): { name: string; message: string; stack: string } {
  return error instanceof Error
    ? { name: error.name, message: error.message, stack: String(error.stack ?? "") }
    : { name: "Error", message: `threw ${String(error)}`, stack: "" };
}

export function timedOut(relativePath: string, timeoutMs: number): BuildError {
  return new BuildError([
    {
      severity: "error",
      code: "config-load",
      message: `did not finish loading within ${timeoutMs / 1000} s`,
      file: relativePath,
      hint: "Look for a loop that never ends, or a top-level `await` on something that never settles, in it or in what it imports.",
    },
  ]);
}
