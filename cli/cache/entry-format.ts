import { sha256 } from "../hash.ts";

/**
 * The bytes of one cache entry: JSON metadata and opaque parts (rendered HTML, search data). A header line
 * names the format and the key the entry was written for, and carries the length and sha256 of the
 * metadata and of each part:
 *
 *     docsgen-cache 2 <key> <sum> <bytes> [<sum> <bytes> …]\n<meta JSON><part 0><part 1>…
 *
 * A truncated file, a file of another format version, an entry copied to another key's path, or garbage
 * fail `decodeEntry` and are never trusted. Each part is checked when it is read: a warm build reads the
 * metadata of every page but the parts of only the few it renders or indexes again.
 */
const FORMAT = "docsgen-cache 2";

/** Header lines are short: a longer one is not an entry. */
const MAX_HEADER = 1024;

export interface DecodedEntry {
  meta: unknown;
  /** The part's bytes, or undefined when it does not exist or its checksum does not match. */
  part(index: number): Buffer | undefined;
}

export function encodeEntry(key: string, meta: unknown, parts: readonly Uint8Array[] = []): Buffer {
  const regions = [Buffer.from(JSON.stringify(meta), "utf8"), ...parts];
  const fields = regions.map((r) => `${sum(r)} ${r.byteLength}`);
  const header = Buffer.from(`${FORMAT} ${key} ${fields.join(" ")}\n`, "utf8");
  return Buffer.concat([header, ...regions]);
}

/**
 * The entry's metadata, checked, with its parts to check on demand; undefined when the bytes are not a
 * whole entry of this format written for `key`, or the metadata is damaged.
 */
export function decodeEntry(key: string, bytes: Buffer): DecodedEntry | undefined {
  const end = bytes.indexOf(0x0a);
  if (end < 0 || end > MAX_HEADER) return undefined;
  const fields = bytes.subarray(0, end).toString("latin1").split(" ");
  if (fields.length < 5 || fields.length % 2 !== 1 || `${fields[0]} ${fields[1]}` !== FORMAT || fields[2] !== key)
    return undefined;
  const regions: { sum: string; start: number; end: number }[] = [];
  let at = end + 1;
  for (let i = 3; i < fields.length; i += 2) {
    const length = Number(fields[i + 1]);
    if (!Number.isSafeInteger(length) || length < 0 || !/^[0-9a-f]{64}$/.test(fields[i])) return undefined;
    regions.push({ sum: fields[i], start: at, end: at + length });
    at += length;
  }
  if (at !== bytes.length) return undefined;
  const region = (i: number) => {
    const r = regions[i];
    if (!r) return undefined;
    const body = bytes.subarray(r.start, r.end);
    return sum(body) === r.sum ? body : undefined;
  };
  const json = region(0);
  if (!json) return undefined;
  let meta: unknown;
  try {
    meta = JSON.parse(json.toString("utf8"));
  } catch {
    return undefined;
  }
  return { meta, part: (index) => region(index + 1) };
}

function sum(bytes: Uint8Array): string {
  return sha256(bytes);
}
