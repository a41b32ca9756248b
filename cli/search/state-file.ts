import { createHash } from "node:crypto";
import type { SearchIndexState } from "./index-files.ts";

/**
 * A build's search index state as saved beside its output record (write/output-record.ts), under the id the
 * record names: a state left by another build, or damaged, is not used.
 *
 *     docsgen-search 1 <id> <pages> <tokens> <serialized> <int32 words> <text sha256> <int32 sum>\n
 *     <pages JSON><tokens, "\n"-joined><serialized lists, "\n"-joined><padding><list lengths><lists>
 *
 * Neither a token (it never holds whitespace) nor a serialized list (a JSON array of numbers) holds "\n".
 * The lists are raw int32 (~84 MB at 5,000 generated pages): a sha256 of them cost more than it saves, so
 * they carry a cheaper sum, enough to catch damage (nothing here is a defence against a hostile cache).
 */
const FORMAT = "docsgen-search 1";

export function encodeSearchState(id: string, state: SearchIndexState): Buffer {
  const pages = Buffer.from(JSON.stringify(state.pages), "utf8");
  const tokens = Buffer.from(state.tokens.join("\n"), "utf8");
  const serialized = Buffer.from(state.serialized.join("\n"), "utf8");
  const lengths = Int32Array.from(state.lists, (list) => list.length);
  const ints = [lengths, ...state.lists];
  const words = ints.reduce((n, a) => n + a.length, 0);
  const textSum = createHash("sha256").update(pages).update(tokens).update(serialized).digest("hex");
  const intSum = ints.reduce((h, a) => sumOf(a, h), SEED);
  const head = `${FORMAT} ${id} ${pages.length} ${tokens.length} ${serialized.length} ${words} ${textSum} ${intSum}\n`;
  const header = Buffer.from(head, "latin1");
  const text = header.length + pages.length + tokens.length + serialized.length;
  const padding = Buffer.alloc((4 - (text % 4)) % 4);
  return Buffer.concat([
    header,
    pages,
    tokens,
    serialized,
    padding,
    ...ints.map((a) => Buffer.from(a.buffer, a.byteOffset, a.byteLength)),
  ]);
}

/** The state in `bytes`, or undefined when they are not a whole, intact state saved under `id`. */
export function decodeSearchState(bytes: Buffer, id: string): SearchIndexState | undefined {
  const end = bytes.indexOf(0x0a);
  if (end < 0 || end > 512) return undefined;
  const fields = bytes.subarray(0, end).toString("latin1").split(" ");
  if (fields.length !== 9 || `${fields[0]} ${fields[1]}` !== FORMAT || fields[2] !== id) return undefined;
  const [pagesLength, tokensLength, serializedLength, words] = fields.slice(3, 7).map(Number);
  if (![pagesLength, tokensLength, serializedLength, words].every((n) => Number.isSafeInteger(n) && n >= 0))
    return undefined;
  const pagesAt = end + 1;
  const tokensAt = pagesAt + pagesLength;
  const serializedAt = tokensAt + tokensLength;
  const textEnd = serializedAt + serializedLength;
  const pages = bytes.subarray(pagesAt, tokensAt);
  const tokens = bytes.subarray(tokensAt, serializedAt);
  const serialized = bytes.subarray(serializedAt, textEnd);
  const at = textEnd + ((4 - (textEnd % 4)) % 4);
  if (bytes.length !== at + words * 4) return undefined;
  if (createHash("sha256").update(pages).update(tokens).update(serialized).digest("hex") !== fields[7])
    return undefined;
  const ints = new Int32Array(words);
  new Uint8Array(ints.buffer).set(bytes.subarray(at));
  if (String(sumOf(ints, SEED)) !== fields[8]) return undefined;
  try {
    const state: SearchIndexState = {
      pages: JSON.parse(pages.toString("utf8")),
      tokens: tokensLength === 0 ? [] : tokens.toString("utf8").split("\n"),
      lists: [],
      serialized: serializedLength === 0 ? [] : serialized.toString("utf8").split("\n"),
    };
    const count = state.tokens.length;
    if (!Array.isArray(state.pages) || state.serialized.length !== count || words < count) return undefined;
    let next = count;
    for (let i = 0; i < count; i++) {
      const length = ints[i];
      if (length < 0 || length % 3 !== 0 || next + length > words) return undefined;
      state.lists.push(ints.subarray(next, next + length));
      next += length;
    }
    return next === words ? state : undefined;
  } catch {
    return undefined;
  }
}

const SEED = 0x811c9dc5;

/** FNV-1a over 32-bit words: quick over tens of millions of them, and any changed word changes it. */
function sumOf(words: Int32Array, seed: number): number {
  let h = seed;
  for (let i = 0; i < words.length; i++) h = Math.imul(h ^ words[i], 0x01000193) >>> 0;
  return h;
}
