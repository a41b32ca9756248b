import { spawnSync } from "node:child_process";
import { cpSync, mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";

export const REPO = resolve(import.meta.dirname, "../..");
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
export function docsgen(args: string[], cwd = REPO): CliResult {
  const r = spawnSync(process.execPath, [BIN, ...args], {
    cwd,
    encoding: "utf8",
    env: { ...process.env, NO_COLOR: "1" },
  });
  return { code: r.status ?? -1, stdout: r.stdout, stderr: r.stderr };
}

/** A scratch copy of a fixture site, to mutate freely. */
export function copyFixture(name: string): string {
  const dir = mkdtempSync(join(tmpdir(), `docsgen-${name}-`));
  cpSync(join(REPO, "test", "fixtures", name), dir, {
    recursive: true,
    filter: (src) => !/[\\/]build([\\/]|$)/.test(src),
  });
  return dir;
}
