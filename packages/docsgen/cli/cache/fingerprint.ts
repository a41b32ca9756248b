import type { Hash } from "node:crypto";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { sha256Hasher } from "../hash.ts";
import { PACKAGE_ROOT, VERSION } from "../version.ts";

/** The generator's own code: what the CLI, the templates and the client are built from. */
const SOURCE_DIRS = ["cli", "shared", "templates", "client"];

/**
 * The CLI normally runs from bin/tsrun.js's bundle, whose folder is named by a hash of every byte of the
 * bundled code: docsgen's own modules and its dependencies (the markdown parser, shiki and its grammars,
 * React). That name stands for both at no cost; hashing the sources and reading the dependency closure
 * is paid only when running unbundled (tests).
 */
const BUNDLE =
  /\/node_modules\/\.cache\/docsgen\/([0-9a-f]{16})\//.exec(import.meta.url)?.[1] ?? packedBundle(import.meta.url);

/** An installed package runs dist/, whose identity `npm pack` wrote beside it (scripts/dist.js). */
function packedBundle(url: string): string | undefined {
  const dist = /^(.*\/dist\/)/.exec(url)?.[1];
  if (dist === undefined) return undefined;
  try {
    return readFileSync(new URL("bundle-id", dist), "utf8").trim();
  } catch {
    return undefined;
  }
}

let memo: { root: string; value: string } | undefined;

/**
 * What produced a cached page, beyond its own file: docsgen's version, its code (a checkout's edits change
 * it without a version bump; an installed package ships the same folders) and the code or versions of its
 * dependencies. Direct dependencies' versions are always in: they also cover files a package reads at run
 * time rather than imports.
 */
export function generatorFingerprint(root: string = PACKAGE_ROOT, bundle: string | undefined = BUNDLE): string {
  if (memo?.root === root && bundle === BUNDLE) return memo.value;
  const hash = sha256Hasher().update(`docsgen ${VERSION}\n`);
  if (bundle) hash.update(`bundle ${bundle}\n`).update(directDependencies(root).join("\n"));
  else {
    for (const dir of SOURCE_DIRS) hashFolder(hash, root, dir);
    for (const id of dependencyVersions(root)) hash.update(`${id}\n`);
  }
  const value = hash.digest("hex");
  if (bundle === BUNDLE) memo = { root, value };
  return value;
}

/** `name@version` of each direct dependency. */
function directDependencies(root: string): string[] {
  const pkg = readManifest(root);
  return Object.keys({ ...pkg?.dependencies, ...pkg?.optionalDependencies }).map((name) => {
    const at = locate(root, name);
    return `${name}@${at === undefined ? "?" : (readManifest(at)?.version ?? "?")}`;
  });
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
