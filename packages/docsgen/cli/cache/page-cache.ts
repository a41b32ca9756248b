import { type SourceHead, withBody } from "../content/heads.ts";
import { contentOf, digestOf, lazily } from "../content/held.ts";
import type { DocSource, PageSource } from "../content/types.ts";
import { sha256 } from "../hash.ts";
import type { PageSearch } from "../search/page-search.ts";
import { type DecodedEntry, decodeEntry, encodeEntry } from "./entry-format.ts";
import type { MetaSnapshot } from "./meta-snapshot.ts";
import type { ParseCache } from "./parse-cache.ts";
import type { DiskStore } from "./store.ts";

/** A parse as stored: everything but what the head already holds and what only lives in one thread. */
type Stored =
  | Omit<DocSource, "body" | "tree" | "frontMatter" | "codeHtml" | "contentHtml" | "search">
  | Omit<PageSource, "body" | "tree" | "frontMatter" | "codeHtml" | "contentHtml" | "search">;

/** The cache key of a page: its whole head (path, route, front matter, body), salted with the generator and config. */
export function pageKey(salt: string, head: SourceHead): string {
  const known = keys.get(head);
  if (known?.salt === salt) return known.key;
  const { mtimeMs: _m, size: _s, ...content } = head;
  const key = sha256([salt, "\0", JSON.stringify(content)]);
  keys.set(head, { salt, key });
  return key;
}

/** Records a head's key known without hashing it (a head recalled with its key: head-snapshot.ts). */
export function rememberKey(salt: string, head: SourceHead, key: string): void {
  keys.set(head, { salt, key });
}

/** A build asks for a head's key twice (is it cached? then the entry): hashing every body once is enough. */
const keys = new WeakMap<SourceHead, { salt: string; key: string }>();

/**
 * Parsed and highlighted pages on disk, content-addressed. A page's entry holds its metadata (title,
 * headings, links and the URLs they resolved to, parse diagnostics) and, as parts read only when awaited,
 * its search data and rendered content (entry-format.ts). Each thread that parses opens its own; entries
 * are read one by one, never all at once.
 *
 * A part found damaged when awaited comes from `reparse` instead (the page parsed afresh gives the same
 * metadata). With `searchNow`, the search data is decoded with the metadata: a worker sends it on at once.
 */
export function diskPageCache(
  store: DiskStore,
  salt: string,
  options: { searchNow?: boolean; snapshot?: MetaSnapshot } = {},
): ParseCache & { readonly ignored: number } {
  const { snapshot } = options;
  let ignored = 0;
  const cache: ParseCache & { readonly ignored: number } = {
    get ignored() {
      return ignored;
    },
    async get(head, reparse) {
      const key = pageKey(salt, head);
      const noted = snapshot?.get(key) as Stored | undefined;
      // The entry is read only when the snapshot has no usable metadata for it (a worker has no snapshot).
      const bytes = noted && validMeta(noted, head) ? undefined : store.read(key);
      const entry = bytes && decodeEntry(key, bytes);
      const meta = bytes ? (entry ? (entry.meta as Stored) : undefined) : noted;
      if (!meta || !validMeta(meta, head)) {
        if (bytes || noted) ignored++;
        return undefined;
      }
      snapshot?.note(key, meta);
      let again: Promise<DocSource | PageSource> | undefined;
      /** The page parsed afresh, its entry written again: the next build trusts it. */
      const fresh = () => {
        if (again) return again;
        if (!reparse) throw new Error(`internal: the cache entry of ${head.file} is damaged and cannot be re-parsed`);
        ignored++;
        again = Promise.resolve(reparse()).then((source) => {
          cache.set(head, source);
          return source;
        });
        return again;
      };
      /** The entry as it is on disk now (read again when a part is needed: thousands are not held). */
      const now = () => {
        const bytes = store.read(key);
        return bytes && decodeEntry(key, bytes);
      };
      const searchOf = (from: DecodedEntry | undefined) =>
        storedSearch(from?.part(SEARCH_PART), from?.part(WEIGHTS_PART)) ?? fresh().then((s) => s.search);
      const restored = {
        ...meta,
        frontMatter: head.frontMatter,
        tree: { type: "root", children: [] },
        search: options.searchNow ? searchOf(entry || now()) : lazily(() => searchOf(now())),
        contentHtml: lazily(() => now()?.part(CONTENT_PART) ?? fresh().then(contentOf)),
      };
      // The head's body, which a recalled head reads only when asked (head-snapshot.ts).
      return withBody(restored, () => head.body) as DocSource | PageSource;
    },
    set(head, source) {
      const content = source.contentHtml;
      if (!content) return;
      const key = pageKey(salt, head);
      const { body: _b, tree: _t, frontMatter: _f, codeHtml: _c, contentHtml: _h, search, ...meta } = source;
      store.write(key, async () => {
        const [blob, { sections, weights }] = await Promise.all([content, search]);
        const text = Buffer.from(JSON.stringify({ sections, title: weights.title, tokens: weights.tokens }), "utf8");
        const numbers = Buffer.from(weights.weights.buffer, weights.weights.byteOffset, weights.weights.byteLength);
        const stored = { ...meta, contentDigest: digestOf(blob) };
        snapshot?.note(key, stored);
        return encodeEntry(key, stored, [text, numbers, blob]);
      });
    },
  };
  return cache;
}

/** Metadata that belongs to this head's file and has every field a build relies on. */
function validMeta(meta: Stored, head: SourceHead): boolean {
  return (
    typeof meta === "object" &&
    meta !== null &&
    meta.absPath === head.absPath &&
    meta.kind === head.kind &&
    Array.isArray(meta.links) &&
    typeof meta.contentDigest === "string" &&
    typeof meta.searchDigest === "string"
  );
}

/** The parts of a page entry, in order. */
const SEARCH_PART = 0;
const WEIGHTS_PART = 1;
const CONTENT_PART = 2;

/** Search data as stored (sections and tokens as JSON, weights as raw int32), or undefined when damaged. */
function storedSearch(text: Buffer | undefined, numbers: Buffer | undefined): PageSearch | undefined {
  if (!text || !numbers || numbers.byteLength % 4 !== 0) return undefined;
  let stored: { sections?: unknown; title?: unknown; tokens?: unknown };
  try {
    stored = JSON.parse(text.toString("utf8"));
  } catch {
    return undefined;
  }
  const { sections, title, tokens } = stored;
  if (!Array.isArray(sections) || typeof title !== "string" || typeof tokens !== "string") return undefined;
  // Copied: a view into the file's bytes would keep the whole buffer alive, and may be misaligned.
  const weights = new Int32Array(numbers.byteLength / 4);
  new Uint8Array(weights.buffer).set(numbers);
  return { sections: sections as PageSearch["sections"], weights: { title, tokens, weights } };
}
