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
  const tokens = [...postings.keys()].sort();
  let bytes = 0;
  for (const token of tokens) bytes += token.length * 3 + 4 + JSON.stringify(postings.get(token)).length;
  const count = Math.max(1, Math.ceil(bytes / targetBytes));
  // Null-prototype records: a token such as `__proto__` or `constructor` is data like any other.
  const shards: Record<string, EncodedPostings>[] = Array.from({ length: count }, () => Object.create(null));
  for (const token of tokens) shards[shardOf(token, count)][token] = postings.get(token) as EncodedPostings;
  const bodies = shards.map((tokens) => JSON.stringify(tokens));
  const hash = createHash("sha256");
  for (const body of bodies) hash.update(body).update("\n");
  const manifest: SearchManifest = {
    v: LAYOUT_VERSION,
    id: hash.digest("hex").slice(0, 12),
    shards: count,
    sections: counts.sections,
    pages: counts.pages,
  };
  const files = new Map<string, string>();
  bodies.forEach((body, i) => {
    // `tokens` is written as already serialized: the same bytes that were hashed.
    const shard: Omit<SearchShard, "tokens"> = { id: manifest.id };
    files.set(shardPath(i), `${JSON.stringify(shard).slice(0, -1)},"tokens":${body}}`);
  });
  return { manifest, files };
}
