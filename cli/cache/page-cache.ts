import { createHash } from "node:crypto";
import type { SourceHead } from "../content/heads.ts";
import { digestOf } from "../content/held.ts";
import type { ParseCache } from "../content/parse-cache.ts";
import type { DocSource, PageSource } from "../content/types.ts";
import type { PageWeights } from "../search/page-weights.ts";
import { decodeEntry, encodeEntry } from "./entry-format.ts";
import type { DiskStore } from "./store.ts";

/** A parse as stored: everything but what the head already holds and what only lives in one thread. */
type Stored =
  | Omit<DocSource, "body" | "tree" | "frontMatter" | "codeHtml" | "contentHtml">
  | Omit<PageSource, "body" | "tree" | "frontMatter" | "codeHtml" | "contentHtml">;

/** The cache key of a page: its whole head (path, route, front matter, body), salted with the generator and config. */
export function pageKey(salt: string, head: SourceHead): string {
  const known = keys.get(head);
  if (known?.salt === salt) return known.key;
  const { mtimeMs: _m, size: _s, ...content } = head;
  const key = createHash("sha256").update(salt).update("\0").update(JSON.stringify(content)).digest("hex");
  keys.set(head, { salt, key });
  return key;
}

/** A build asks for a head's key twice (is it cached? then the entry): hashing every body once is enough. */
const keys = new WeakMap<SourceHead, { salt: string; key: string }>();

/**
 * Parsed and highlighted pages on disk, content-addressed: a page's entry holds its metadata (title,
 * headings, links and the URLs they resolved to, search sections, parse diagnostics) and its rendered
 * content. Each thread that parses opens its own; entries are read one by one, never all at once.
 */
export function diskPageCache(store: DiskStore, salt: string): ParseCache & { readonly ignored: number } {
  let ignored = 0;
  return {
    get ignored() {
      return ignored;
    },
    async get(head) {
      const key = pageKey(salt, head);
      const bytes = await store.read(key);
      if (!bytes) return undefined;
      const entry = decodeEntry(key, bytes);
      const meta = entry?.meta as Stored | undefined;
      if (
        !entry ||
        !meta ||
        meta.absPath !== head.absPath ||
        meta.kind !== head.kind ||
        !Array.isArray(meta.links) ||
        typeof meta.contentDigest !== "string"
      ) {
        ignored++;
        return undefined;
      }
      const restored = {
        ...meta,
        searchWeights: storedWeights(meta.searchWeights),
        frontMatter: head.frontMatter,
        body: head.body,
        tree: { type: "root", children: [] },
        contentHtml: Promise.resolve(Buffer.from(entry.blob)),
      };
      return restored as DocSource | PageSource;
    },
    set(head, source) {
      const content = source.contentHtml;
      if (!content) return;
      const key = pageKey(salt, head);
      const { body: _b, tree: _t, frontMatter: _f, codeHtml: _c, contentHtml: _h, ...meta } = source;
      store.write(key, async () => {
        const blob = await content;
        // JSON has no typed arrays: the weights go as a plain array.
        const searchWeights = meta.searchWeights && { ...meta.searchWeights, weights: [...meta.searchWeights.weights] };
        return encodeEntry(key, { meta: { ...meta, searchWeights, contentDigest: digestOf(blob) }, blob });
      });
    },
  };
}

/** Weights as stored (a plain array), back to a typed array; anything else is left for the build to compute. */
function storedWeights(stored: unknown): PageWeights | undefined {
  const w = stored as { title?: unknown; tokens?: unknown; weights?: unknown } | undefined;
  if (typeof w?.title !== "string" || typeof w.tokens !== "string" || !Array.isArray(w.weights)) return undefined;
  return { title: w.title, tokens: w.tokens, weights: Int32Array.from(w.weights) };
}
