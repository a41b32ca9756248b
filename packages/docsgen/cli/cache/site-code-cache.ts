import { readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import type { Diagnostic } from "../diagnostics/diagnostic.ts";
import { sha256 } from "../hash.ts";
import { compileSiteCode, loadSiteCode } from "../react/bundle.ts";
import { siteMdxComponents } from "../react/mdx-components.ts";
import type { CompiledSiteCode } from "../react/site-code.ts";
import { themeOverrides } from "../theme/overrides.ts";
import { decodeEntry, encodeEntry } from "./entry-format.ts";
import { generatorFingerprint } from "./fingerprint.ts";
import { type StoredStamp, settledStamps, unchanged } from "./input-stamps.ts";
import { replaceFile } from "./replace-file.ts";
import type { CacheSettings } from "./settings.ts";
import type { SiteCodeBundler } from "./site-code-memo.ts";

/**
 * `docsgen build`'s site code (React pages, MDX with the site's components): esbuild's output kept in the
 * build cache while the options (the pages' compiled MDX among them) and every file esbuild read are
 * unchanged, as the client bundle is (client-cache.ts). A warm build then only loads the server bundle:
 * the two esbuild builds and the minification of each page's React took seconds on every build.
 * One entry per site folder, replaced by the next bundle: an edit of an MDX page makes a new key each time.
 */
export function cachedSiteCode(settings: CacheSettings, onKept: (kept: boolean) => void): SiteCodeBundler {
  return async (options) => {
    // The site's MDXComponents file and its theme components are looked for, not imported by a path esbuild
    // lists: one added later must make another key. A site without theme components keeps its key.
    const theme = themeOverrides(options.siteDir, options.themeDirs);
    const key = sha256([
      generatorFingerprint(),
      JSON.stringify(options),
      siteMdxComponents(options.siteDir) ?? "",
      ...(theme ? [[...theme].join("\n")] : []),
    ]);
    const path = join(settings.dir, "site-code", `${sha256(resolve(options.siteDir)).slice(0, 32)}.entry`);
    const kept = readKept(path, key);
    onKept(kept !== undefined);
    if (kept) return loadSiteCode(options, kept);
    const started = Date.now();
    const compiled = await compileSiteCode(options);
    keep(path, key, compiled, started);
    return loadSiteCode(options, compiled);
  };
}

/**
 * An entry's metadata (entry-format.ts). Parts: the server bundle, its source map, and the files one after
 * the other (one part: an entry's header has room for a few sums only).
 */
interface Stored {
  /** Output-relative path and length of each file, in the order of the last part. */
  files: [string, number][];
  assets: [string, { js: string; css?: string }][];
  warnings: Diagnostic[];
  inputs: StoredStamp[];
}

function readKept(path: string, key: string): CompiledSiteCode | undefined {
  let entry: ReturnType<typeof decodeEntry>;
  try {
    entry = decodeEntry(key, readFileSync(path));
  } catch {
    return undefined; // missing: bundled afresh
  }
  const stored = entry?.meta as Stored | undefined;
  if (!entry || !stored || !Array.isArray(stored.files) || !Array.isArray(stored.assets)) return undefined;
  if (!unchanged(stored.inputs)) return undefined;
  const [js, map, all] = [entry.part(0), entry.part(1), entry.part(2)];
  if (!js || !map || !all) return undefined;
  const files = new Map<string, Uint8Array>();
  let at = 0;
  for (const [rel, length] of stored.files) {
    files.set(rel, new Uint8Array(all.subarray(at, at + length)));
    at += length;
  }
  if (at !== all.length) return undefined;
  return {
    server: { js: new Uint8Array(js), map: map.toString("utf8") },
    files,
    assets: new Map(stored.assets),
    warnings: stored.warnings,
    inputs: stored.inputs.map(([input]) => input),
  };
}

/** Keeps the bundles unless a file they were made from changed meanwhile (input-stamps.ts). */
function keep(path: string, key: string, code: CompiledSiteCode, started: number): void {
  const inputs = settledStamps(code.inputs, started);
  if (!inputs) return;
  const files = [...code.files];
  const stored: Stored = {
    files: files.map(([rel, contents]) => [rel, contents.byteLength]),
    assets: [...code.assets],
    warnings: code.warnings,
    inputs,
  };
  const all = Buffer.concat(files.map(([, contents]) => contents));
  const parts = [code.server.js, Buffer.from(code.server.map, "utf8"), all];
  // If it cannot be written, the next build bundles again.
  replaceFile(path, encodeEntry(key, stored, parts));
}
