import { assetPath } from "../content/assets.ts";
import type { SourceHead } from "../content/heads.ts";
import type { Recall } from "../content/parse-all.ts";
import type { DocSource, PageSource } from "../content/types.ts";
import { finalUrl } from "../markdown/rewrite-links.ts";
import type { LinkContext } from "../model/link-resolver.ts";
import { mtimeOf } from "../paths/file-stamp.ts";

/**
 * Parses kept between builds: in memory across watch-mode rebuilds (below), on disk across `docsgen build`
 * runs (cli/cache/). A kept parse holds final URLs in its rendered content, so whichever store it comes
 * from, it is reused only through `reuse`: while every link in it still resolves to the URL it was
 * rendered with (routes move, images appear or change).
 */
export interface ParseCache {
  /**
   * The parse kept for this head's exact file (same path, same bytes), if any; links not yet checked.
   * `reparse` parses the head afresh: a store that reads parts of its entry late falls back on it when a
   * part turns out damaged.
   */
  get(
    head: SourceHead,
    reparse?: () => DocSource | PageSource | Promise<DocSource | PageSource>,
  ): Promise<DocSource | PageSource | undefined>;
  /** Keeps a fresh parse (its content may still be rendering). */
  set(head: SourceHead, source: DocSource | PageSource): void;
  /** Entries found but not trusted (corrupt, truncated, written by another version or for another key). */
  readonly ignored?: number;
}

/** The parse step's view of a store: a kept parse is found only through `reuse`. */
export function recallParses(cache: ParseCache, ctx: LinkContext): Recall {
  return {
    find: (head, reparse) => reuse(cache, head, ctx, reparse),
    keep: (head, source) => cache.set(head, source),
    ignored: () => cache.ignored ?? 0,
  };
}

/** A kept parse of `head`, if one exists and every link in it still resolves to the same URL. */
export async function reuse(
  cache: ParseCache,
  head: SourceHead,
  ctx: LinkContext,
  reparse: () => DocSource | PageSource | Promise<DocSource | PageSource>,
): Promise<DocSource | PageSource | undefined> {
  const source = await cache.get(head, reparse);
  if (!source || source.route !== head.route) return;
  // An MDX page includes its partials' content: any of them changed, appeared or went, it is parsed again.
  if (source.partials?.some(([path, mtime]) => mtimeOf(path) !== mtime)) return;
  const origin = {
    source,
    copyAsset: (abs: string) => ctx.config.baseUrl + assetPath(abs),
  };
  const now = source.links.map((l) => finalUrl(ctx, origin, l.url, l.kind === "image"));
  const before = source.resolvedUrls;
  return before && now.length === before.length && now.every((u, i) => u === before[i]) ? source : undefined;
}

/**
 * Watch mode's cache: the parse of each file by absolute path, while its size and modification time stay
 * the same (the process that parsed it holds its content, so nothing is re-read).
 */
export function memoryParseCache(): ParseCache {
  const kept = new Map<string, { mtimeMs: number; size: number; source: DocSource | PageSource }>();
  return {
    async get(head) {
      const hit = kept.get(head.absPath);
      return hit && hit.mtimeMs === head.mtimeMs && hit.size === head.size ? hit.source : undefined;
    },
    set(head, source) {
      kept.set(head.absPath, { mtimeMs: head.mtimeMs, size: head.size, source });
    },
  };
}
