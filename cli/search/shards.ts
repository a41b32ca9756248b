import { createHash } from "node:crypto";
import {
  type EncodedPostings,
  LAYOUT_VERSION,
  type SearchManifest,
  type SearchShard,
  shardOf,
  shardPath,
} from "../../templates/search/layout.ts";

/**
 * Postings bytes (JSON, before gzip) a shard holds on average: a query fetches one shard per token, so this
 * bounds what a query downloads. Measured on generated sites of 1,000 and 10,000 pages (README, Search).
 */
export const SHARD_TARGET_BYTES = 24 * 1024;

/**
 * The postings split into shards by token hash, and the manifest naming their count. The count grows with
 * the postings' size, so shards stay about `targetBytes` whatever the site's size; a small site has one.
 */
export function shardFiles(
  postings: Map<string, EncodedPostings>,
  counts: { sections: number; pages: number },
  targetBytes = SHARD_TARGET_BYTES,
): { manifest: SearchManifest; files: Map<string, string> } {
  const serialized = new Map<string, string>();
  for (const [token, list] of postings) serialized.set(token, JSON.stringify(list));
  return serializedShardFiles(serialized, counts, targetBytes);
}

/**
 * `shardFiles` from each token's postings already serialized (`JSON.stringify` of its list): an updated
 * index (incremental.ts) serializes only the tokens whose postings changed.
 */
export function serializedShardFiles(
  serialized: ReadonlyMap<string, string>,
  counts: { sections: number; pages: number },
  targetBytes = SHARD_TARGET_BYTES,
): { manifest: SearchManifest; files: Map<string, string> } {
  // Each token's `"token":[…]` member, serialized once: sizing the shards and writing them used to
  // serialize every postings list twice (a watch-mode rebuild spent a quarter of its time here).
  const tokens = jsonKeyOrder([...serialized.keys()]);
  const lists = tokens.map((token) => serialized.get(token) as string);
  const members = tokens.map((token, i) => `${JSON.stringify(token)}:${lists[i]}`);
  let bytes = 0;
  for (let i = 0; i < tokens.length; i++) bytes += tokens[i].length * 3 + 4 + lists[i].length;
  const count = Math.max(1, Math.ceil(bytes / targetBytes));
  const parts: string[][] = Array.from({ length: count }, () => []);
  tokens.forEach((token, i) => {
    parts[shardOf(token, count)].push(members[i]);
  });
  const bodies = parts.map((members) => `{${members.join(",")}}`);
  // Each shard's own hash: a shard whose tokens' postings did not change stays the same file.
  const ids = bodies.map((body) => createHash("sha256").update(body).digest("hex").slice(0, 8));
  const manifest: SearchManifest = {
    v: LAYOUT_VERSION,
    ids,
    shards: count,
    sections: counts.sections,
    pages: counts.pages,
  };
  const files = new Map<string, string>();
  bodies.forEach((body, i) => {
    // `tokens` is written as already serialized: the same bytes that were hashed.
    const shard: Omit<SearchShard, "tokens"> = { id: ids[i] };
    files.set(shardPath(i), `${JSON.stringify(shard).slice(0, -1)},"tokens":${body}}`);
  });
  return { manifest, files };
}

/**
 * Keys in the order JSON.stringify gives an object's keys, which the shards were first written in: keys
 * that are array indices (`"0"`, `"42"`) first, in numeric order, then the others sorted.
 */
function jsonKeyOrder(keys: string[]): string[] {
  const indices: string[] = [];
  const others: string[] = [];
  for (const key of keys) (isArrayIndex(key) ? indices : others).push(key);
  return [...indices.sort((a, b) => Number(a) - Number(b)), ...others.sort()];
}

function isArrayIndex(key: string): boolean {
  return /^(?:0|[1-9]\d*)$/.test(key) && Number(key) < 2 ** 32 - 1;
}
