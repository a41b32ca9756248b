import { resolve } from "node:path";
import { coldContext } from "../../cli/cache/cold-context.ts";
import { runBuild } from "../../cli/commands/build-run.ts";
import { resolveConfig } from "../../cli/config/resolve.ts";
import { BuildError, type Diagnostic } from "../../cli/diagnostics/diagnostic.ts";
import type { Logger, LogLevel } from "../../cli/diagnostics/log.ts";
import { build } from "../../cli/pipeline/build.ts";
import { type CliResult, REPO } from "./cli.ts";

export interface InProcessOptions {
  /** `--out-dir`, relative to the site. @default "build" */
  outDir?: string;
  /** false: `--no-cache`. @default true, as `docsgen build` */
  cache?: boolean;
  /** `--locale`: the locales to build. @default every one */
  locale?: string[];
  /** `-q` or `-v`. @default "normal" */
  level?: LogLevel;
  /** `--root`: the folder the site's files may come from, absolute or from the repository. @default the site */
  root?: string;
}

export interface InProcessBuild extends CliResult {
  /** What every locale's build reported (none when it failed: then `stderr` has the error). */
  diagnostics: Diagnostic[];
}

/**
 * `docsgen build <siteDir>` in this process: what the command runs once its arguments are read
 * (cli/commands/build-run.ts), with `code`, `stdout` and `stderr` in the words and order the CLI prints.
 * Unlike the CLI, everything runs on this thread: the worker threads' entries exist only in the bundled
 * CLI, so a test of `--threads` spawns it (helpers/cli.ts). A relative `siteDir` is from the repository.
 */
export async function buildInProcess(siteDir: string, options: InProcessOptions = {}): Promise<InProcessBuild> {
  const level = options.level ?? "normal";
  let stdout = "";
  let stderr = "";
  // What consoleLogger prints, into strings.
  const log: Logger = {
    level,
    info: (m) => {
      if (level !== "quiet") stdout += `${m}\n`;
    },
    error: (m) => {
      stderr += `${m}\n`;
    },
  };
  const { code, results } = await runBuild(
    {
      siteDir: resolve(REPO, siteDir),
      ...(options.root === undefined ? {} : { rootDir: resolve(REPO, options.root) }),
      outDir: options.outDir ?? "build",
      cache: options.cache ?? true,
      locale: options.locale,
      run: { threads: "auto" },
    },
    log,
  );
  return { code, stdout, stderr, diagnostics: results?.flatMap((r) => r.diagnostics) ?? [] };
}

const QUIET: Logger = { level: "quiet", info: () => {}, error: () => {} };

/** A site's build in this process, on one thread, printing nothing: what `build` returns, or its error. */
export async function buildQuietly(site: string): ReturnType<typeof build> {
  const config = await resolveConfig({ siteDir: site });
  return build(config, QUIET, coldContext({ threads: 1 }));
}

/** The error diagnostics of a site's build, which must fail (a test failure when it succeeds). */
export async function buildFailure(site: string): Promise<Diagnostic[]> {
  const error = await buildQuietly(site).then(
    () => undefined,
    (e: unknown) => e,
  );
  if (!(error instanceof BuildError)) throw error ?? new Error("the build succeeded");
  return error.diagnostics;
}
