import { existsSync } from "node:fs";
import type { SourceHead } from "../content/heads.ts";
import type { HtmlMemo } from "../render/env.ts";
import { HeadSnapshot } from "./head-snapshot.ts";
import { type ClientNames, diskHtmlMemo, htmlSalt } from "./html-memo.ts";
import { MetaSnapshot } from "./meta-snapshot.ts";
import { diskPageCache, pageKey } from "./page-cache.ts";
import type { ParseCache } from "./parse-cache.ts";
import { LIVE, saveLiveKeys, sweepCache } from "./prune.ts";
import { type CacheSettings, outputFile } from "./settings.ts";
import { DiskStore } from "./store.ts";

/** One thread's view of the build cache: parsed pages, rendered pages, and the writes still in flight. */
export interface BuildCache {
  pages: ParseCache;
  /** The heads the last build into the same folder read, by file stamp (with `outDir`). */
  heads?: HeadSnapshot;
  /** An entry exists for this head (it may still turn out stale or untrusted when read). */
  holds(head: SourceHead): boolean;
  /** The render memo for pages built with this client bundle (its file names are part of every key). */
  html(client: ClientNames): HtmlMemo;
  /**
   * After a build succeeded (with `outDir`): notes the entries it used (the parses of `heads`, the HTML of
   * the pages whose render keys its output record holds) and sweeps the cache (prune.ts).
   */
  retain(heads: readonly SourceHead[], client: ClientNames, renderKeys: Iterable<string>): void;
  /** Entries found but not trusted so far, of both kinds. */
  ignored(): number;
  /** The metadata this cache read or stored (with `notes`): a worker sends it to the build's snapshot. */
  notes(): [string, unknown][];
  /** Metadata another thread's cache read or stored, for this one's snapshot. */
  note(metas: readonly [string, unknown][]): void;
  /** Waits for every entry being written (before the thread or the process ends), then saves the snapshot. */
  flush(): Promise<void>;
}

/**
 * `searchNow`: decode search data with the metadata (a worker sends it on at once). `outDir`: keep the
 * pages' heads and metadata in snapshots for the next build into that folder (the main thread's cache,
 * which the workers' `notes` are sent to).
 */
export function openBuildCache(
  settings: CacheSettings,
  options: { searchNow?: boolean; outDir?: string; notes?: boolean } = {},
): BuildCache {
  const store = new DiskStore(settings.dir);
  const snapshot =
    options.outDir !== undefined
      ? new MetaSnapshot(settings.salt, outputFile(settings, options.outDir, "pages"))
      : options.notes
        ? new MetaSnapshot(settings.salt)
        : undefined;
  const heads =
    options.outDir !== undefined
      ? new HeadSnapshot(settings.salt, outputFile(settings, options.outDir, "heads"))
      : undefined;
  const pages = diskPageCache(store, settings.salt, { searchNow: options.searchNow, snapshot });
  const memos: ReturnType<typeof diskHtmlMemo>[] = [];
  return {
    pages,
    heads,
    holds(head) {
      const key = pageKey(settings.salt, head);
      return snapshot?.has(key) === true || existsSync(store.pathOf(key));
    },
    html(client) {
      const memo = diskHtmlMemo(store, htmlSalt(settings.salt, client));
      memos.push(memo);
      return memo;
    },
    retain(heads, client, renderKeys) {
      if (options.outDir === undefined) return;
      saveLiveKeys(outputFile(settings, options.outDir, LIVE), {
        pages: heads.map((head) => pageKey(settings.salt, head)),
        htmlSalt: htmlSalt(settings.salt, client),
        renderKeys,
      });
      sweepCache(settings.dir);
    },
    ignored: () => pages.ignored + memos.reduce((n, m) => n + m.ignored, 0),
    notes: () => snapshot?.notes() ?? [],
    note(metas) {
      for (const [key, meta] of metas) snapshot?.note(key, meta);
    },
    async flush() {
      await store.flush();
      snapshot?.save();
      heads?.save();
    },
  };
}
