import { resolve } from "node:path";
import { BuildError, formatDiagnostic } from "../diagnostics/diagnostic.ts";
import { ioDiagnostic } from "../diagnostics/io-error.ts";
import type { Logger, LogLevel } from "../diagnostics/log.ts";
import { isWithin, placeOf } from "../paths/contain.ts";

export interface CommonOptions {
  quiet?: boolean;
  verbose?: boolean;
}

/** `--root`'s description in the help of every command that reads the site's files. */
export const ROOT_OPTION = [
  "--root <dir>",
  "the folder the site's files may come from, relative to the current folder (default: the site folder); for a site whose docs live beside it in a monorepo, give the repository's folder",
] as const;

/**
 * The folder `--root` names, absolute (relative to the current folder), or the message of a usage error
 * when it does not hold the site folder: the widening is the user's, and only ever upwards from the site.
 */
export function rootOf(siteDir: string, root: string | undefined): { rootDir?: string; error?: string } {
  if (root === undefined) return {};
  const rootDir = resolve(root);
  const site = resolve(siteDir);
  // As written and once symlinks are followed: the containment checks compare real paths.
  if (!isWithin(rootDir, site) || placeOf(rootDir, site) === "outside")
    return { error: `docsgen: --root ${root} must be a folder that holds the site folder (${site})` };
  return { rootDir };
}

export function logLevel(options: CommonOptions): LogLevel {
  return options.quiet ? "quiet" : options.verbose ? "verbose" : "normal";
}

/**
 * Prints a failure: located diagnostics for build errors (a file-system error becomes one, naming its path
 * and what to do: io-error.ts), the cause chain otherwise; stacks only with DEBUG. `siteDir`: what paths are
 * shown relative to; `outDir`: the folder named for an error without a path of its own.
 */
export function printFailure(log: Logger, error: unknown, siteDir?: string, outDir?: string): void {
  const debug = /(^|,)docsgen(:|,|$)|\*/.test(process.env.DEBUG ?? "");
  const io = error instanceof BuildError ? undefined : ioDiagnostic(error, siteDir, outDir);
  if (io) {
    log.error(formatDiagnostic(io));
    if (debug) for (let e = error; e instanceof Error; e = e.cause) log.error(e.stack ?? e.message);
    return;
  }
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
