/**
 * While a site plugin's `postBuild` runs, Node's file-writing functions refuse paths outside the output
 * folder it was given: Docusaurus lets `postBuild` write where it likes, docsgen keeps the site's code to
 * the output (issue 47). A path in the final output folder (`context.outDir`, which plugins use as often as
 * the hook's own `outDir`, the same folder in Docusaurus) is read and written in the folder being built
 * instead: the final one holds the previous build until this one goes live. The functions are replaced on the
 * `fs` and `fs/promises` objects, which is where compiled site code looks them up at each call; nothing else
 * of docsgen reads or writes while the hook runs.
 */
import fs from "node:fs";
import fsPromises from "node:fs/promises";
import { join, relative, resolve } from "node:path";
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

/** The functions that read, by their one leading path argument (redirected, never refused). */
const READERS = [
  "readFile",
  "readFileSync",
  "readdir",
  "readdirSync",
  "existsSync",
  "stat",
  "statSync",
  "lstat",
  "lstatSync",
  "access",
  "accessSync",
  "opendir",
  "opendirSync",
  "createReadStream",
];

/** Thrown into the plugin's code for a write outside the output; the caller reports it. */
export class OutsideWrite extends Error {
  constructor(readonly path: string) {
    super(`wrote ${path}, which is outside the output folder`);
  }
}

/**
 * Runs `run` with writes outside `root` refused and paths in `finalDir` taken in `root`; the functions are
 * restored when its promise settles.
 */
export async function withinOutput<T>(root: string, finalDir: string, run: () => Promise<T>): Promise<T> {
  const saved: [Record<string, unknown>, string, unknown][] = [];
  const redirect = (target: unknown): unknown => {
    const path = target instanceof URL ? target.pathname : typeof target === "string" ? target : undefined;
    if (path === undefined) return target;
    const abs = resolve(path);
    return isWithin(finalDir, abs) && !isWithin(root, abs) ? join(root, relative(finalDir, abs)) : abs;
  };
  // The source of a copy may be anywhere readable; only what is written must be inside.
  const writeTargets = (name: string) => (/^(copyFile|cp)/.test(name) ? [1] : WRITERS[name] === 2 ? [0, 1] : [0]);
  const wrap = (name: string, paths: number[], check: boolean) => (original: (...a: unknown[]) => unknown) =>
    function (this: unknown, ...args: unknown[]) {
      for (const i of paths) args[i] = redirect(args[i]);
      if (check)
        for (const i of writeTargets(name)) {
          const path = args[i];
          if (typeof path === "string" && !isWithin(root, path)) throw new OutsideWrite(path);
        }
      return original.apply(this, args);
    };
  const patch = (object: Record<string, unknown>, name: string, paths: number[], check: boolean) => {
    const original = object[name];
    if (typeof original !== "function") return;
    saved.push([object, name, original]);
    object[name] = wrap(name, paths, check)(original as (...a: unknown[]) => unknown);
  };
  for (const object of [fs as unknown as Record<string, unknown>, fsPromises as unknown as Record<string, unknown>]) {
    for (const [name, count] of Object.entries(WRITERS)) patch(object, name, count === 2 ? [0, 1] : [0], true);
    for (const name of READERS) patch(object, name, [0], false);
  }
  try {
    return await run();
  } finally {
    for (const [object, name, original] of saved) object[name] = original;
  }
}
