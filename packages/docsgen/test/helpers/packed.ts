import { spawnSync } from "node:child_process";
import { readdirSync, statSync } from "node:fs";
import { join } from "node:path";

/** What a command printed, and its exit code. */
export interface Run {
  code: number | null;
  output: string;
}

/** Runs a command as a newcomer's shell would (newcomerEnv), stdout and stderr together. */
export function run(command: string, args: string[], cwd: string): Run {
  const r = spawnSync(command, args, { cwd, encoding: "utf8", env: newcomerEnv() });
  return { code: r.status, output: `${r.stdout}${r.stderr}` };
}

/** The suite's environment less what npm sets for its own scripts (a newcomer's shell has none of it). */
export function newcomerEnv(): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {};
  for (const [key, value] of Object.entries(process.env)) {
    if (!/^npm_/i.test(key) && key !== "INIT_CWD") env[key] = value;
  }
  // Only the system's folders and Node's own: the checkout's node_modules/.bin must not leak into the project.
  env.PATH = (process.env.PATH ?? "")
    .split(":")
    .filter((dir) => !dir.includes("node_modules"))
    .join(":");
  return env;
}

/** `npm pack` of the package in `dir` into `destination`: the tarball's path. */
export function pack(dir: string, destination: string): string {
  const packed = run("npm", ["pack", "--silent", "--pack-destination", destination], dir);
  if (packed.code !== 0) throw new Error(`npm pack failed:\n${packed.output}`);
  return join(destination, packed.output.trim().split("\n").pop() ?? "");
}

/** Every file of an installed package with its size and modification time. */
export function packageFiles(dir: string): Map<string, string> {
  const files = new Map<string, string>();
  for (const e of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (e.isDirectory()) continue;
    const path = join(e.parentPath, e.name);
    const s = statSync(path);
    files.set(path.slice(dir.length + 1), `${s.size} ${s.mtimeMs}`);
  }
  return files;
}
