import { spawnSync } from "node:child_process";
import { cpSync, mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";

/** The docsgen package (packages/docsgen): bin/, cli/, templates/, test/fixtures/. */
export const REPO = resolve(import.meta.dirname, "../..");
/** The npm workspace's root: node_modules (every dependency is installed there), the lock file, the README. */
export const WORKSPACE = resolve(REPO, "../..");
/** The SCW site (docs/, pages/, src/, static/, site.config.ts), a site that uses docsgen. */
export const SCW = join(WORKSPACE, "sites", "scw");
/** The docsgen manual, a site that uses docsgen. */
export const MANUAL = join(WORKSPACE, "sites", "manual");
export const BIN = join(REPO, "bin", "docsgen.js");

export interface CliResult {
  code: number;
  stdout: string;
  stderr: string;
}

/**
 * Runs the real `docsgen` bin, as a user would: for tests of the CLI itself (flags, exit codes, threads, the
 * process). A test of what a build writes or reports builds in-process (build.ts).
 */
export function docsgen(
  args: string[],
  cwd = REPO,
  options: { env?: Record<string, string>; timeoutMs?: number } = {},
): CliResult {
  const r = spawnSync(process.execPath, [BIN, ...args], {
    cwd,
    encoding: "utf8",
    env: { ...process.env, NO_COLOR: "1", ...options.env },
    // A process that would hang is ended (status null: code -1) and the test fails instead of waiting.
    ...(options.timeoutMs ? { timeout: options.timeoutMs, killSignal: "SIGKILL" as const } : {}),
  });
  return { code: r.status ?? -1, stdout: r.stdout, stderr: r.stderr };
}

/** A scratch copy of a fixture site, to mutate freely. */
export function copyFixture(name: string): string {
  const dir = mkdtempSync(join(tmpdir(), `docsgen-${name}-`));
  cpSync(join(REPO, "test", "fixtures", name), dir, {
    recursive: true,
    // A fixture built by hand keeps its output and build cache: a test starts from the fixture's sources.
    filter: (src) => !/[\\/](build|node_modules[\\/]\.cache)([\\/]|$)/.test(src),
  });
  return dir;
}
