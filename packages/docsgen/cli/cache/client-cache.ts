import { readFileSync } from "node:fs";
import { join } from "node:path";
import { bundleClient, type ClientAssets, type ClientOptions } from "../assets/client-bundle.ts";
import type { Diagnostic } from "../diagnostics/diagnostic.ts";
import { sha256 } from "../hash.ts";
import { PACKAGE_ROOT } from "../version.ts";
import { type DecodedEntry, decodeEntry, encodeEntry } from "./entry-format.ts";
import { generatorFingerprint } from "./fingerprint.ts";
import { type StoredStamp, settledStamps, unchanged } from "./input-stamps.ts";
import { replaceFile } from "./replace-file.ts";
import type { CacheSettings } from "./settings.ts";

/**
 * The client bundle, kept in the build cache while the files it was made from keep their size and mtime
 * (esbuild's list of what it read: the client's sources, React's). A warm build then starts no esbuild,
 * whose three bundles took the CPU of both cores while the build itself was reading and parsing.
 * An entry is used only when intact (its files carry a sha256) and made for the same options and generator.
 */
export async function cachedClient(settings: CacheSettings, options: ClientOptions): Promise<ClientAssets> {
  // Every option shapes the bundle: all of them are in the key (a new one cannot be left out of it). The
  // generator's fingerprint changes with docsgen, so the key needs no stability across versions.
  const key = sha256([generatorFingerprint(), JSON.stringify({ ...options, root: options.root ?? PACKAGE_ROOT })]);
  const path = join(settings.dir, "client", `${key.slice(0, 32)}.entry`);
  const kept = readKept(path, key);
  if (kept) return kept;
  const started = Date.now();
  const fresh = await bundleClient(options);
  keep(path, key, fresh, started);
  return fresh;
}

/** An entry's metadata (entry-format.ts); its parts are the files, in the order of `files`. */
interface Stored {
  js: string;
  css: string;
  searchChunk?: string;
  inputs: StoredStamp[];
  /** Output-relative paths of the files. */
  files: string[];
  warnings?: Diagnostic[];
}

function readKept(path: string, key: string): ClientAssets | undefined {
  let entry: DecodedEntry | undefined;
  try {
    entry = decodeEntry(key, readFileSync(path));
  } catch {
    return undefined; // missing: bundled afresh
  }
  const stored = entry?.meta as Stored | undefined;
  if (!entry || !stored || !unchanged(stored.inputs) || !Array.isArray(stored.files)) return undefined;
  const files = new Map<string, Uint8Array>();
  for (const [i, rel] of stored.files.entries()) {
    const contents = entry.part(i);
    if (!contents) return undefined;
    files.set(rel, new Uint8Array(contents));
  }
  const { js, css, searchChunk, warnings } = stored;
  return { files, js, css, searchChunk, inputs: stored.inputs.map(([input]) => input), warnings };
}

/** Keeps a bundle unless an input changed while it was made (input-stamps.ts). */
function keep(path: string, key: string, client: ClientAssets, started: number): void {
  const inputs = settledStamps(client.inputs ?? [], started);
  if (!inputs) return;
  const stored: Stored = {
    js: client.js,
    css: client.css,
    searchChunk: client.searchChunk,
    inputs,
    files: [...client.files.keys()],
    warnings: client.warnings,
  };
  // If it cannot be written, the next build bundles again.
  replaceFile(path, encodeEntry(key, stored, [...client.files.values()]));
}
