import { readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { bundleClient, type ClientAssets, type ClientOptions } from "../assets/client-bundle.ts";
import type { Diagnostic } from "../diagnostics/diagnostic.ts";
import { sha256, sha256Hasher } from "../hash.ts";
import { sameStamp, settled, stampOf } from "../paths/file-stamp.ts";
import { PACKAGE_ROOT } from "../version.ts";
import { generatorFingerprint } from "./fingerprint.ts";
import { replaceFile } from "./replace-file.ts";
import type { CacheSettings } from "./settings.ts";

/**
 * The client bundle, kept in the build cache while the files it was made from keep their size and mtime
 * (esbuild's list of what it read: the client's sources, React's). A warm build then starts no esbuild,
 * whose three bundles took the CPU of both cores while the build itself was reading and parsing.
 * An entry is used only when intact (its files carry a sha256) and made for the same options and generator.
 */
export async function cachedClient(settings: CacheSettings, options: ClientOptions): Promise<ClientAssets> {
  const key = sha256([
    generatorFingerprint(),
    JSON.stringify([options.minify, options.root ?? PACKAGE_ROOT, options.strings]),
    // A site's stylesheets: their paths here, their contents among the inputs checked below.
    options.styles ? JSON.stringify(options.styles) : "",
    options.versions ? "versions" : "",
  ]);
  const path = join(settings.dir, "client", `${key.slice(0, 32)}.json`);
  const kept = readKept(path, key);
  if (kept) return kept;
  const started = Date.now();
  const fresh = await bundleClient(options);
  keep(path, key, fresh, started);
  return fresh;
}

interface Stored {
  key: string;
  js: string;
  css: string;
  searchChunk?: string;
  /** [path, size, mtimeMs, ctimeMs, ino] of each input. */
  inputs: [string, number, number, number, number][];
  /** [output-relative path, base64 contents] */
  files: [string, string][];
  /** sha256 of the files' paths and contents. */
  sum: string;
  warnings?: Diagnostic[];
}

function readKept(path: string, key: string): ClientAssets | undefined {
  try {
    const stored = JSON.parse(readFileSync(path, "utf8")) as Stored;
    if (stored.key !== key) return undefined;
    for (const [input, size, mtimeMs, ctimeMs, ino] of stored.inputs) {
      const s = statSync(input, { throwIfNoEntry: false });
      if (!s || !sameStamp(stampOf(s), { size, mtimeMs, ctimeMs, ino })) return undefined;
    }
    const files = new Map(stored.files.map(([rel, base64]) => [rel, new Uint8Array(Buffer.from(base64, "base64"))]));
    if (sumOf(files) !== stored.sum) return undefined;
    const { js, css, searchChunk, warnings } = stored;
    return { files, js, css, searchChunk, inputs: stored.inputs.map(([input]) => input), warnings };
  } catch {
    return undefined; // missing, or not what this code writes: bundled afresh
  }
}

/**
 * Keeps a bundle unless an input changed while it was made (its mtime is not before the bundling started,
 * with a margin for file systems that keep whole seconds): such a bundle may hold the file's old bytes
 * under its new stamp.
 */
function keep(path: string, key: string, client: ClientAssets, started: number): void {
  const inputs: Stored["inputs"] = [];
  for (const input of client.inputs ?? []) {
    const s = statSync(input, { throwIfNoEntry: false });
    if (!s || !settled(stampOf(s), started)) return;
    inputs.push([input, s.size, s.mtimeMs, s.ctimeMs, s.ino]);
  }
  const stored: Stored = {
    key,
    js: client.js,
    css: client.css,
    searchChunk: client.searchChunk,
    inputs,
    files: [...client.files].map(([rel, contents]) => [rel, Buffer.from(contents).toString("base64")]),
    sum: sumOf(client.files),
    warnings: client.warnings,
  };
  replaceFile(path, JSON.stringify(stored)); // if it cannot be written, the next build bundles again
}

function sumOf(files: ReadonlyMap<string, Uint8Array>): string {
  const hash = sha256Hasher();
  for (const [rel, contents] of files) hash.update(`${rel}\0${contents.length}\0`).update(contents);
  return hash.digest("hex");
}
