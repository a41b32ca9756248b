import { createHash, type Hash } from "node:crypto";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { PACKAGE_ROOT, VERSION } from "../version.ts";

/** The generator's own code: what the CLI, the templates and the client are built from. */
const SOURCE_DIRS = ["cli", "shared", "templates", "client"];

let memo: { root: string; value: string } | undefined;

/**
 * What produced a cached page, beyond its own file: docsgen's version, a hash of its sources (a checkout's
 * edits change it without a version bump; an installed package ships the same folders) and the version of
 * every package the generator depends on, transitively (the markdown parser, shiki and its grammars, React).
 */
export function generatorFingerprint(root: string = PACKAGE_ROOT): string {
  if (memo?.root === root) return memo.value;
  const hash = createHash("sha256").update(`docsgen ${VERSION}\n`);
  for (const dir of SOURCE_DIRS) hashFolder(hash, root, dir);
  for (const id of dependencyVersions(root)) hash.update(`${id}\n`);
  memo = { root, value: hash.digest("hex") };
  return memo.value;
}

/** Every file under `rel`, in a fixed order, by path and bytes. */
function hashFolder(hash: Hash, root: string, rel: string): void {
  const abs = join(root, rel);
  if (!existsSync(abs)) return;
  for (const entry of readdirSync(abs, { withFileTypes: true }).sort((a, b) => (a.name < b.name ? -1 : 1))) {
    const child = `${rel}/${entry.name}`;
    if (entry.isDirectory()) hashFolder(hash, root, child);
    else if (entry.isFile()) hash.update(`${child}\n`).update(readFileSync(join(root, child)));
  }
}

/** `name@version` of each package in the runtime dependency closure of the package at `root`, sorted. */
export function dependencyVersions(root: string): string[] {
  const found = new Map<string, string>();
  const queue = [root];
  for (let dir = queue.pop(); dir !== undefined; dir = queue.pop()) {
    const pkg = readManifest(dir);
    for (const name of Object.keys({ ...pkg?.dependencies, ...pkg?.optionalDependencies })) {
      const at = locate(dir, name);
      if (at === undefined || found.has(at)) continue;
      found.set(at, `${name}@${readManifest(at)?.version ?? "?"}`);
      queue.push(at);
    }
  }
  return [...new Set(found.values())].sort();
}

interface Manifest {
  version?: string;
  dependencies?: Record<string, string>;
  optionalDependencies?: Record<string, string>;
}

function readManifest(dir: string): Manifest | undefined {
  try {
    return JSON.parse(readFileSync(join(dir, "package.json"), "utf8")) as Manifest;
  } catch {
    return undefined;
  }
}

/** Where Node resolves `name` from a package folder: the nearest node_modules/<name> up the tree. */
function locate(from: string, name: string): string | undefined {
  for (let dir = from; ; dir = dirname(dir)) {
    const candidate = join(dir, "node_modules", name);
    if (existsSync(join(candidate, "package.json"))) return candidate;
    if (dirname(dir) === dir) return undefined;
  }
}
