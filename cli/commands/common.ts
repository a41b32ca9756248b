import { BuildError, formatDiagnostic } from "../diagnostics/diagnostic.ts";
import type { Logger, LogLevel } from "../diagnostics/log.ts";

export interface CommonOptions {
  quiet?: boolean;
  verbose?: boolean;
}

export function logLevel(options: CommonOptions): LogLevel {
  return options.quiet ? "quiet" : options.verbose ? "verbose" : "normal";
}

/** Prints a failure: located diagnostics for build errors, the cause chain otherwise; stacks only with DEBUG. */
export function printFailure(log: Logger, error: unknown): void {
  const debug = /(^|,)docsgen(:|,|$)|\*/.test(process.env.DEBUG ?? "");
  if (error instanceof BuildError) {
    for (const d of error.diagnostics) log.error(formatDiagnostic(d));
  } else {
    let e: unknown = error;
    let prefix = "error: ";
    while (e) {
      log.error(`${prefix}${e instanceof Error ? e.message : String(e)}`);
      e = e instanceof Error ? e.cause : undefined;
      prefix = "  caused by: ";
    }
  }
  if (debug && error instanceof Error && error.stack) log.error(error.stack);
}
