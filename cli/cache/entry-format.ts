import { createHash } from "node:crypto";

/**
 * The bytes of one cache entry. A header line names the format and the key the entry was written for, and
 * carries the length and sha256 of the rest: a truncated file, a file of another format version, an entry
 * copied to another key's path, or garbage all fail `decodeEntry` and are never trusted.
 *
 *     docsgen-cache 1 <key> <sha256 of body> <meta bytes> <blob bytes>\n<meta JSON><blob>
 */
const FORMAT = "docsgen-cache 1";

/** What an entry holds: plain JSON data and one opaque blob (rendered HTML). */
export interface EntryData {
  meta: unknown;
  blob: Buffer;
}

export function encodeEntry(key: string, { meta, blob }: EntryData): Buffer {
  const json = Buffer.from(JSON.stringify(meta), "utf8");
  const sum = createHash("sha256").update(json).update(blob).digest("hex");
  const header = Buffer.from(`${FORMAT} ${key} ${sum} ${json.length} ${blob.length}\n`, "utf8");
  return Buffer.concat([header, json, blob]);
}

/** The entry's data, or undefined when the bytes are not a whole, intact entry written for `key`. */
export function decodeEntry(key: string, bytes: Buffer): EntryData | undefined {
  const end = bytes.indexOf(0x0a);
  if (end < 0 || end > 512) return undefined;
  const fields = bytes.subarray(0, end).toString("latin1").split(" ");
  if (fields.length !== 6 || `${fields[0]} ${fields[1]}` !== FORMAT || fields[2] !== key) return undefined;
  const [sum, metaLength, blobLength] = [fields[3], Number(fields[4]), Number(fields[5])];
  if (!Number.isSafeInteger(metaLength) || !Number.isSafeInteger(blobLength)) return undefined;
  const body = bytes.subarray(end + 1);
  if (body.length !== metaLength + blobLength) return undefined;
  if (createHash("sha256").update(body).digest("hex") !== sum) return undefined;
  try {
    return { meta: JSON.parse(body.subarray(0, metaLength).toString("utf8")), blob: body.subarray(metaLength) };
  } catch {
    return undefined;
  }
}
