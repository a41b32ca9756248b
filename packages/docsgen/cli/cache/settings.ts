import { join, resolve } from "node:path";
import type { ResolvedConfig } from "../config/resolved.ts";
import { sha256 } from "../hash.ts";
import { generatorFingerprint } from "./fingerprint.ts";

/** Where a build keeps its cache, and what every key is salted with: sent to each thread that opens it. */
export interface CacheSettings {
  dir: string;
  salt: string;
}

/**
 * The default cache folder: the site's `node_modules/.cache/docsgen-build/`, beside the CLI's own bundle
 * cache (`node_modules/.cache/docsgen/`, see bin/tsrun.js), where CI caches and `rm -rf node_modules`
 * already look.
 */
export function defaultCacheDir(siteDir: string): string {
  return join(siteDir, "node_modules", ".cache", "docsgen-build");
}

/**
 * The settings every thread's page cache opens with. The salt covers what a page's parse depends on
 * besides its own file: the generator (version, sources, dependency versions) and the resolved config
 * (the output folder aside: it changes nothing in a page).
 */
export function cacheSettings(config: ResolvedConfig, dir: string = defaultCacheDir(config.siteDir)): CacheSettings {
  const { outDir: _o, ...rest } = config;
  const salt = sha256([generatorFingerprint(), "\0", JSON.stringify(rest)]);
  return { dir, salt };
}

/**
 * A file the cache keeps about one output folder (its record, search index state, pages' metadata; see
 * cache/output-record.ts): named by the folder's absolute path.
 */
export function outputFile(settings: CacheSettings, outDir: string, extension: string): string {
  const name = sha256(resolve(outDir)).slice(0, 32);
  return join(settings.dir, "outputs", `${name}.${extension}`);
}
