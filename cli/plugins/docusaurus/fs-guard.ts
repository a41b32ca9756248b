/**
 * While a site plugin's `postBuild` runs, Node's file-writing functions refuse paths outside the output
 * folder it was given: Docusaurus lets `postBuild` write where it likes, docsgen keeps the site's code to
 * the output (issue 47). The functions are replaced on the `fs` and `fs/promises` objects, which is where
 * compiled site code looks them up at each call; nothing else of docsgen writes while the hook runs.
 */
import fs from "node:fs";
import fsPromises from "node:fs/promises";
import { resolve } from "node:path";
import { isWithin } from "../../paths/contain.ts";

/** The functions that write or remove, by how many leading arguments are paths. */
const WRITERS: Record<string, number> = {
  writeFile: 1,
  writeFileSync: 1,
  appendFile: 1,
  appendFileSync: 1,
  mkdir: 1,
  mkdirSync: 1,
  rm: 1,
  rmSync: 1,
  rmdir: 1,
  rmdirSync: 1,
  unlink: 1,
  unlinkSync: 1,
  createWriteStream: 1,
  copyFile: 2,
  copyFileSync: 2,
  cp: 2,
  cpSync: 2,
  rename: 2,
  renameSync: 2,
  symlink: 2,
  symlinkSync: 2,
  link: 2,
  linkSync: 2,
  truncate: 1,
  truncateSync: 1,
};

/** Thrown into the plugin's code for a write outside the output; the caller reports it. */
export class OutsideWrite extends Error {
  constructor(readonly path: string) {
    super(`wrote ${path}, which is outside the output folder`);
  }
}

/** Runs `run` with writes outside `root` refused; the functions are restored when its promise settles. */
export async function withinOutput<T>(root: string, run: () => Promise<T>): Promise<T> {
  const saved: [Record<string, unknown>, string, unknown][] = [];
  // The source of a copy or rename may be anywhere readable; only what is written must be inside.
  const check = (name: string, args: unknown[]) => {
    const count = WRITERS[name];
    const targets = count === 2 && /^(copyFile|cp)/.test(name) ? [args[1]] : args.slice(0, count);
    for (const target of targets) {
      const path = target instanceof URL ? target.pathname : typeof target === "string" ? target : undefined;
      if (path !== undefined && !isWithin(root, resolve(path))) throw new OutsideWrite(resolve(path));
    }
  };
  for (const object of [fs as unknown as Record<string, unknown>, fsPromises as unknown as Record<string, unknown>])
    for (const name of Object.keys(WRITERS)) {
      const original = object[name];
      if (typeof original !== "function") continue;
      saved.push([object, name, original]);
      object[name] = function (this: unknown, ...args: unknown[]) {
        check(name, args);
        return (original as (...a: unknown[]) => unknown).apply(this, args);
      };
    }
  try {
    return await run();
  } finally {
    for (const [object, name, original] of saved) object[name] = original;
  }
}
