import { existsSync } from "node:fs";
import type { SourceHead } from "../content/heads.ts";
import type { ParseCache } from "../content/parse-cache.ts";
import type { HtmlMemo } from "../render/env.ts";
import { diskHtmlMemo } from "./html-memo.ts";
import { diskPageCache, pageKey } from "./page-cache.ts";
import type { CacheSettings } from "./settings.ts";
import { DiskStore } from "./store.ts";

/** One thread's view of the build cache: parsed pages, rendered pages, and the writes still in flight. */
export interface BuildCache {
  pages: ParseCache;
  /** An entry exists for this head (it may still turn out stale or untrusted when read). */
  holds(head: SourceHead): boolean;
  /** The render memo for pages built with this client bundle (its file names are part of every key). */
  html(client: { js: string; css: string; searchChunk?: string }): HtmlMemo;
  /** Entries found but not trusted so far, of both kinds. */
  ignored(): number;
  /** Waits for every entry being written (before the thread or the process ends). */
  flush(): Promise<void>;
}

export function openBuildCache(settings: CacheSettings, options: { searchNow?: boolean } = {}): BuildCache {
  const store = new DiskStore(settings.dir);
  const pages = diskPageCache(store, settings.salt, options);
  const memos: ReturnType<typeof diskHtmlMemo>[] = [];
  return {
    pages,
    holds: (head) => existsSync(store.pathOf(pageKey(settings.salt, head))),
    html(client) {
      const memo = diskHtmlMemo(store, `${settings.salt} ${client.js} ${client.css} ${client.searchChunk ?? ""}`);
      memos.push(memo);
      return memo;
    },
    ignored: () => pages.ignored + memos.reduce((n, m) => n + m.ignored, 0),
    flush: () => store.flush(),
  };
}
