import {
  type EncodedPostings,
  LAYOUT_VERSION,
  type SearchManifest,
  type SearchShard,
  shardOf,
  shardPath,
} from "../../templates/search/layout.ts";
import { contentHash } from "../hash.ts";

/**
 * Postings bytes (JSON, before gzip) a shard holds on average: a query fetches one shard per token, so this
 * bounds what a query downloads. 16 rather than 24 KiB took the worst query at 5,000 generated pages from
 * 146 to 134 KiB, for a manifest 1.6 KiB larger (the manual's search page).
 */
export const SHARD_TARGET_BYTES = 16 * 1024;

/**
 * The postings split into shards by token hash, and the manifest naming their count. The count grows with
 * the postings' size, so shards stay about `targetBytes` whatever the site's size; a small site has one.
 */
export function shardFiles(
  postings: Map<string, EncodedPostings>,
  counts: { sections: number; pages: number },
  targetBytes = SHARD_TARGET_BYTES,
): { manifest: SearchManifest; files: Map<string, string> } {
  const tokens = [...postings.keys()];
  const serialized = tokens.map((token) => JSON.stringify(postings.get(token)));
  return serializedShardFiles({ tokens, serialized }, counts, { targetBytes });
}

/** Shards of an earlier index that a build may leave as they are. */
export interface EarlierShards {
  /** The earlier manifest's `ids`. */
  ids: readonly string[];
  /** Tokens whose postings changed since, or that were added or removed. */
  changed: ReadonlySet<string>;
  /** The output still holds the file as the earlier build wrote it. */
  keep: (path: string) => boolean;
  /**
   * Each earlier shard's token ids in the order written, when the tokens kept their ids since and the new
   * ones come after them (from `added` on): a changed shard then merges its new tokens in, not sorts again.
   */
  members?: { shards: readonly (readonly number[])[]; added: number };
}

/** Tokens and, at the same index, their postings serialized (`JSON.stringify` of each list). */
export interface SerializedPostings {
  tokens: readonly string[];
  serialized: readonly string[];
  /** Each token's member as written, where known; the members written are kept here when given. */
  texts?: (string | undefined)[];
}

/**
 * `shardFiles` from each token's postings already serialized: an updated index (index-files.ts)
 * serializes only the tokens whose postings changed. With `earlier`, when the count of shards is the same,
 * a shard holding no changed token is left out of `files` (the output keeps it) and keeps its id: a
 * one-edit rebuild at 5,000 pages builds 6–7 shards of 604, not every one.
 */
export function serializedShardFiles(
  postings: SerializedPostings,
  counts: { sections: number; pages: number },
  options: { targetBytes?: number; earlier?: EarlierShards } = {},
): { manifest: SearchManifest; files: Map<string, string>; members?: (readonly number[])[] } {
  const { tokens, serialized, texts } = postings;
  const member = (id: number) => {
    let text = texts?.[id];
    if (text === undefined) {
      text = `"${jsonStringBody(tokens[id])}":${serialized[id]}`;
      if (texts) texts[id] = text;
    }
    return text;
  };
  const { targetBytes = SHARD_TARGET_BYTES, earlier } = options;
  let bytes = 0;
  for (let id = 0; id < tokens.length; id++) bytes += tokens[id].length * 3 + 4 + serialized[id].length;
  const count = Math.max(1, Math.ceil(bytes / targetBytes));
  const reuse = earlier?.ids.length === count ? earlier : undefined;
  const dirty = new Uint8Array(count).fill(reuse ? 0 : 1);
  if (reuse) {
    for (const token of reuse.changed) dirty[shardOf(token, count)] = 1;
    for (let i = 0; i < count; i++) if (!dirty[i] && !reuse.keep(shardPath(i))) dirty[i] = 1;
  }
  const members = shardMembers(tokens, dirty, reuse?.members);
  const ids = reuse ? [...reuse.ids] : new Array<string>(count);
  const files = new Map<string, string>();
  members.forEach((shardTokens, i) => {
    if (!dirty[i] || !shardTokens) return;
    // Each token's `"token":[…]` member, in the order JSON.stringify gives an object's keys.
    const body = `{${shardTokens.map(member).join(",")}}`;
    // Each shard's own hash: a shard whose tokens' postings did not change stays the same file.
    ids[i] = contentHash(body);
    // `tokens` is written as already serialized: the same bytes that were hashed.
    const shard: Omit<SearchShard, "tokens"> = { id: ids[i] };
    files.set(shardPath(i), `${JSON.stringify(shard).slice(0, -1)},"tokens":${body}}`);
  });
  const manifest: SearchManifest = {
    v: LAYOUT_VERSION,
    ids,
    shards: count,
    sections: counts.sections,
    pages: counts.pages,
  };
  const known = members.every((m) => m !== undefined) ? (members as (readonly number[])[]) : undefined;
  return { manifest, files, ...(known ? { members: known } : {}) };
}

/**
 * The token ids of each shard to write (`dirty`) in the order JSON.stringify gives an object's keys, and of
 * the others when the earlier shards' are known (undefined when not). With the earlier shards', only the
 * tokens added since are placed, and merged in.
 */
function shardMembers(
  tokens: readonly string[],
  dirty: Uint8Array,
  earlier: EarlierShards["members"] | undefined,
): (readonly number[] | undefined)[] {
  const count = dirty.length;
  if (earlier?.shards.length !== count) {
    const parts: number[][] = Array.from({ length: count }, () => []);
    for (let id = 0; id < tokens.length; id++) {
      const shard = shardOf(tokens[id], count);
      if (dirty[shard]) parts[shard].push(id);
    }
    return parts.map((ids, i) => (dirty[i] ? jsonKeyOrder(ids, tokens) : undefined));
  }
  const added: number[][] = Array.from({ length: count }, () => []);
  for (let id = earlier.added; id < tokens.length; id++) added[shardOf(tokens[id], count)].push(id);
  return earlier.shards.map((kept, i) =>
    added[i].length === 0 ? kept : mergeInOrder(kept, jsonKeyOrder(added[i], tokens), tokens),
  );
}

/** What JSON.stringify writes between the quotes; most tokens need no escape, and the test is cheaper. */
function jsonStringBody(text: string): string {
  return NEEDS_ESCAPE.test(text) ? JSON.stringify(text).slice(1, -1) : text;
}
// Quotes, backslashes and control characters are escaped; surrogates go to JSON.stringify, which knows lone ones.
// biome-ignore lint/suspicious/noControlCharactersInRegex: the characters JSON escapes
const NEEDS_ESCAPE = /["\\\u0000-\u001f\ud800-\udfff]/;

/** Two lists of token ids, each in JSON key order, as one. */
function mergeInOrder(a: readonly number[], b: readonly number[], tokens: readonly string[]): number[] {
  const out: number[] = [];
  let i = 0;
  let j = 0;
  while (i < a.length && j < b.length) out.push(jsonKeyBefore(tokens[b[j]], tokens[a[i]]) ? b[j++] : a[i++]);
  while (i < a.length) out.push(a[i++]);
  while (j < b.length) out.push(b[j++]);
  return out;
}

/** Whether key `x` comes before `y` in JSON.stringify's order (see jsonKeyOrder). */
function jsonKeyBefore(x: string, y: string): boolean {
  const xi = isArrayIndex(x);
  const yi = isArrayIndex(y);
  if (xi !== yi) return xi;
  return xi ? Number(x) < Number(y) : x < y;
}

/**
 * Token ids in the order JSON.stringify gives an object's keys, which the shards were first written in: keys
 * that are array indices (`"0"`, `"42"`) first, in numeric order, then the others sorted.
 */
function jsonKeyOrder(ids: number[], tokens: readonly string[]): number[] {
  const indices: number[] = [];
  const others: number[] = [];
  for (const id of ids) (isArrayIndex(tokens[id]) ? indices : others).push(id);
  indices.sort((a, b) => Number(tokens[a]) - Number(tokens[b]));
  // The default sort's order (UTF-16 code units), as `others.sort()` gave on the keys themselves.
  others.sort((a, b) => (tokens[a] < tokens[b] ? -1 : tokens[a] > tokens[b] ? 1 : 0));
  return [...indices, ...others];
}

function isArrayIndex(key: string): boolean {
  return /^(?:0|[1-9]\d*)$/.test(key) && Number(key) < 2 ** 32 - 1;
}
