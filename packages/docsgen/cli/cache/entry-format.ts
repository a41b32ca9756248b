import { sha256 } from "../hash.ts";

/**
 * The one framing of the cache's files that are written whole: page entries, rendered HTML, the search
 * state, the client bundle and the list of live entries. (The maps that grow by appended lines,
 * checked-file.ts, frame each line instead: they cannot be written whole at every build.) A header line
 * names the format version and the key the file was written for, and carries the length and sum of the
 * JSON metadata and of each part:
 *
 *     docsgen-cache 3 <key> <sum> <bytes> [<sum> <bytes> …]\n<meta JSON><part 0><part 1>…
 *
 * A part is bytes summed with sha256 (64 hex digits), or 32-bit words (`w` and 8 hex digits: a cheaper sum,
 * since the search state's lists are ~84 MB at 5,000 pages and a sha256 of them cost more than the state
 * saves) that start at a multiple of 4 bytes, so a file read whole is viewed as an Int32Array, never copied.
 *
 * A truncated file, a file of another format version, an entry copied to another key's path, or garbage
 * fail `decodeEntry` and are never trusted. Each part is checked when it is read: a warm build reads the
 * metadata of every page but the parts of only the few it renders or indexes again. Nothing here is a
 * defence against a hostile cache: the sums catch damage.
 */
const FORMAT = "docsgen-cache 3";

/** Header lines are short: a longer one is not an entry. */
const MAX_HEADER = 1024;

/**
 * A part: bytes (sha256), or `count` 32-bit words that `fill` writes straight into the file's buffer (a
 * cheaper sum; read back as a view).
 */
export type Part = Uint8Array | { count: number; fill: (words: Int32Array) => void };

export interface DecodedEntry {
  meta: unknown;
  /** The part's bytes, or undefined when it does not exist, is words, or its sum does not match. */
  part(index: number): Buffer | undefined;
  /** The part's words, or undefined when it does not exist, is bytes, or its sum does not match. */
  words(index: number): Int32Array | undefined;
}

export function encodeEntry(key: string, meta: unknown, parts: readonly Part[] = []): Buffer {
  const regions = [Buffer.from(JSON.stringify(meta), "utf8"), ...parts];
  // Sums have a fixed width: the header's length, and so every part's offset, is known before they are.
  const fields = regions.map((r) =>
    r instanceof Uint8Array ? `${"0".repeat(64)} ${r.byteLength}` : `w00000000 ${r.count * 4}`,
  );
  const head = `${FORMAT} ${key} ${fields.join(" ")}\n`;
  const starts: number[] = [];
  let length = Buffer.byteLength(head);
  for (const r of regions) {
    if (!(r instanceof Uint8Array)) length = aligned(length);
    starts.push(length);
    length += r instanceof Uint8Array ? r.byteLength : r.count * 4;
  }
  const bytes = Buffer.alloc(length);
  regions.forEach((r, i) => {
    if (r instanceof Uint8Array) {
      bytes.set(r, starts[i]);
      fields[i] = `${sha256(r)} ${r.byteLength}`;
    } else {
      const words = new Int32Array(bytes.buffer, bytes.byteOffset + starts[i], r.count);
      r.fill(words);
      fields[i] = `w${hex8(wordSum(words))} ${r.count * 4}`;
    }
  });
  bytes.write(`${FORMAT} ${key} ${fields.join(" ")}\n`, 0, "utf8");
  return bytes;
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
    const sum = fields[i];
    const length = Number(fields[i + 1]);
    const words = /^w[0-9a-f]{8}$/.test(sum);
    if (!Number.isSafeInteger(length) || length < 0 || !(words || /^[0-9a-f]{64}$/.test(sum))) return undefined;
    if (words) {
      if (length % 4 !== 0) return undefined;
      at = aligned(at);
    }
    regions.push({ sum, start: at, end: at + length });
    at += length;
  }
  if (at !== bytes.length) return undefined;
  const part = (i: number) => {
    const r = regions[i];
    if (r?.sum.length !== 64) return undefined;
    const body = bytes.subarray(r.start, r.end);
    return sha256(body) === r.sum ? body : undefined;
  };
  const words = (i: number) => {
    const r = regions[i];
    if (r?.sum.length !== 9) return undefined;
    const count = (r.end - r.start) / 4;
    // A view of the file's bytes when they are aligned in memory, as a buffer read whole from a file is.
    const view =
      (bytes.byteOffset + r.start) % 4 === 0
        ? new Int32Array(bytes.buffer, bytes.byteOffset + r.start, count)
        : new Int32Array(new Uint8Array(bytes.subarray(r.start, r.end)).buffer);
    return `w${hex8(wordSum(view))}` === r.sum ? view : undefined;
  };
  const json = part(0);
  if (!json) return undefined;
  let meta: unknown;
  try {
    meta = JSON.parse(json.toString("utf8"));
  } catch {
    return undefined;
  }
  return { meta, part: (index) => part(index + 1), words: (index) => words(index + 1) };
}

function aligned(offset: number): number {
  return offset + ((4 - (offset % 4)) % 4);
}

function hex8(n: number): string {
  return n.toString(16).padStart(8, "0");
}

const PRIME = 0x01000193;

/**
 * FNV-1a over 32-bit words in four interleaved lanes, folded at the end: any changed word changes it, and
 * four independent multiply chains run about twice as fast as one over tens of millions of words.
 */
function wordSum(words: Int32Array): number {
  let a = 0x811c9dc5;
  let b = a ^ 1;
  let c = a ^ 2;
  let d = a ^ 3;
  const whole = words.length - (words.length % 4);
  for (let i = 0; i < whole; i += 4) {
    a = Math.imul(a ^ words[i], PRIME);
    b = Math.imul(b ^ words[i + 1], PRIME);
    c = Math.imul(c ^ words[i + 2], PRIME);
    d = Math.imul(d ^ words[i + 3], PRIME);
  }
  for (let i = whole; i < words.length; i++) a = Math.imul(a ^ words[i], PRIME);
  return (Math.imul(Math.imul(Math.imul(a ^ b, PRIME) ^ c, PRIME) ^ d, PRIME) ^ words.length) >>> 0;
}
