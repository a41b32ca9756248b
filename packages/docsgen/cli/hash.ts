import { createHash, type Hash } from "node:crypto";

/** What a hash takes: text (as UTF-8) or bytes. */
export type Hashable = string | Uint8Array;

/**
 * The one hash of docsgen: SHA-256 of the parts one after the other, hex (cache keys, checksums) or base64
 * (digests kept in memory and page data, a third shorter). Parts run together: a caller whose parts could
 * shift between them puts a separator in.
 */
export function sha256(parts: Hashable | readonly Hashable[], encoding: "hex" | "base64" = "hex"): string {
  const hash = createHash("sha256");
  if (typeof parts === "string" || parts instanceof Uint8Array) hash.update(parts);
  else for (const part of parts) hash.update(part);
  return hash.digest(encoding);
}

/** The same hash fed piece by piece, for what arrives in many pieces (a folder of files). */
export function sha256Hasher(): Hash {
  return createHash("sha256");
}

/** The content hash in a published file's name (`logo.3fa2c1b0.svg`): sha256's first 8 hex characters. */
export function contentHash(bytes: Hashable): string {
  return sha256(bytes).slice(0, 8);
}

/**
 * Whether a served file changed between two watch builds: a digest held in memory only, never published or
 * stored, where SHA-1 is enough and quicker than SHA-256 on every page of a rebuild.
 */
export function changeDigest(contents: Hashable): string {
  return createHash("sha1").update(contents).digest("base64");
}
