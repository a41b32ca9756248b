import { readdirSync, readFileSync, rmSync, statSync, utimesSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { decodeEntry, encodeEntry } from "./entry-format.ts";
import { htmlEntryKey } from "./html-memo.ts";
import { replaceFile } from "./replace-file.ts";

/*
 * The build cache would otherwise only grow: every edit adds a page's entries, every docsgen or config
 * change a whole site's, and CI caches carry them all forward. Each cached build names the entries it used
 * (`<output>.live`, beside its output record); once a day a build removes the entries no output folder
 * built in the last 30 days names, and the files of those folders. Removal is never a risk to the output:
 * a missing entry is parsed again (the cache is never trusted blindly).
 */

const DAY_MS = 24 * 60 * 60 * 1000;
/** An output folder not built for this long is forgotten, with its record, snapshots and search state. */
export const OUTPUT_KEPT_MS = 30 * DAY_MS;
/** Entries written this recently stay whoever names them: a build running beside this one may need them. */
const GRACE_MS = DAY_MS;
/** At most one sweep a day: it lists every entry. */
const SWEEP_EVERY_MS = DAY_MS;
const STAMP = "swept";
/** The extension of an output folder's list of live keys (cache/settings.ts `outputFile`). */
export const LIVE = "live";

/** The entries a build used: its pages' parses by key, and their HTML by render key (html-memo.ts). */
export interface LiveKeys {
  pages: Iterable<string>;
  htmlSalt: string;
  renderKeys: Iterable<string>;
}

/**
 * Notes, beside an output folder's record, the entries the build into it used (entry-format.ts, under the
 * key `live`). The HTML entries are noted by render key, hashed into store keys only by a sweep: a warm
 * build does not hash thousands of keys again.
 */
export function saveLiveKeys(path: string, live: LiveKeys): void {
  const meta: StoredLive = { salt: live.htmlSalt, pages: [...live.pages], renderKeys: [...live.renderKeys] };
  // If it cannot be written, an older list stays: what a sweep then removes is only parsed again.
  replaceFile(path, encodeEntry(LIVE, meta));
}

interface StoredLive {
  salt: string;
  pages: string[];
  renderKeys: string[];
}

/** The store keys a list names; undefined when it cannot be read as one. */
export function readLiveKeys(path: string): string[] | undefined {
  let bytes: Buffer;
  try {
    bytes = readFileSync(path);
  } catch {
    return undefined;
  }
  const meta = decodeEntry(LIVE, bytes)?.meta as StoredLive | undefined;
  if (typeof meta?.salt !== "string" || !Array.isArray(meta.pages) || !Array.isArray(meta.renderKeys)) return undefined;
  return [...meta.pages.map(String), ...meta.renderKeys.map((key) => htmlEntryKey(meta.salt, String(key)))];
}

export interface SweepResult {
  /** Entries removed. */
  entries: number;
  /** Output folders forgotten. */
  outputs: number;
}

/**
 * Removes what no recent build uses, at most once a day. Entries are named by every `.live`
 * list of an output folder built in the last 30 days; if one such folder has no list it can read (a build
 * by an older docsgen), no entry is removed this time.
 */
export function sweepCache(dir: string, now = Date.now()): SweepResult | undefined {
  const stamp = join(dir, STAMP);
  const last = mtimeOf(stamp);
  if (last !== undefined && now - last < SWEEP_EVERY_MS) return undefined;
  // Stamped first: a build starting meanwhile does not sweep too.
  try {
    writeFileSync(stamp, "");
    utimesSync(stamp, now / 1000, now / 1000);
  } catch {
    return undefined;
  }
  const result: SweepResult = { entries: 0, outputs: 0 };
  const outputs = join(dir, "outputs");
  const groups = new Map<string, { files: string[]; newest: number }>();
  for (const name of namesIn(outputs)) {
    const dot = name.indexOf(".");
    const id = dot < 0 ? name : name.slice(0, dot);
    const mtime = mtimeOf(join(outputs, name)) ?? 0;
    const group = groups.get(id) ?? { files: [], newest: 0 };
    group.files.push(name);
    group.newest = Math.max(group.newest, mtime);
    groups.set(id, group);
  }
  const live = new Set<string>();
  let complete = true;
  for (const [id, group] of groups) {
    if (now - group.newest > OUTPUT_KEPT_MS) {
      for (const name of group.files) rmSync(join(outputs, name), { force: true });
      result.outputs++;
      continue;
    }
    const keys = readLiveKeys(join(outputs, `${id}.${LIVE}`));
    if (!keys) {
      complete = false;
      continue;
    }
    for (const key of keys) live.add(key);
  }
  if (!complete) return result;
  for (const folder of namesIn(dir)) {
    if (!/^[0-9a-f]{2}$/.test(folder)) continue;
    for (const name of namesIn(join(dir, folder))) {
      if (live.has(folder + name)) continue;
      const path = join(dir, folder, name);
      const mtime = mtimeOf(path);
      if (mtime === undefined || now - mtime < GRACE_MS) continue;
      rmSync(path, { force: true });
      result.entries++;
    }
  }
  return result;
}

function namesIn(dir: string): string[] {
  try {
    return readdirSync(dir);
  } catch {
    return [];
  }
}

function mtimeOf(path: string): number | undefined {
  try {
    return statSync(path).mtimeMs;
  } catch {
    return undefined;
  }
}
