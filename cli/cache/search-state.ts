import { sha256 } from "../hash.ts";
import type { SearchIndexState } from "../search/index-files.ts";

/**
 * A build's search index state as saved beside its output record (cache/output-record.ts), under the id the
 * record names: a state left by another build, or damaged, is not used.
 *
 *     docsgen-search 3 <id> <meta> <tokens> <serialized> <int32 words> <text sha256> <int32 sum, 8 hex>\n
 *     <meta: JSON [pages, shard ids]><tokens, "\n"-joined><serialized lists, "\n"-joined><padding>
 *     <list lengths><lists>
 *
 * Neither a token (it never holds whitespace) nor a serialized list (a JSON array of numbers) holds "\n".
 * The lists are raw int32 (~84 MB at 5,000 generated pages), written straight into the file's buffer and
 * read as a view of it, never copied; a sha256 of them cost more than it saves, so they carry a cheaper sum,
 * enough to catch damage (nothing here is a defence against a hostile cache).
 */
const FORMAT = "docsgen-search 3";

export function encodeSearchState(id: string, state: SearchIndexState): Buffer {
  const pages = Buffer.from(JSON.stringify([state.pages, state.ids]), "utf8");
  const tokens = Buffer.from(state.tokens.join("\n"), "utf8");
  const serialized = Buffer.from(state.serialized.join("\n"), "utf8");
  const words = state.lists.reduce((n, list) => n + list.length, state.lists.length);
  const textSum = sha256([pages, tokens, serialized]);
  // The sum has a fixed width: the header's length, and so the lists' offset, is known before it is.
  const head = `${FORMAT} ${id} ${pages.length} ${tokens.length} ${serialized.length} ${words} ${textSum} ${"0".repeat(8)}\n`;
  const text = head.length + pages.length + tokens.length + serialized.length;
  const at = text + ((4 - (text % 4)) % 4);
  const bytes = Buffer.alloc(at + words * 4);
  bytes.write(head, 0, "latin1");
  pages.copy(bytes, head.length);
  tokens.copy(bytes, head.length + pages.length);
  serialized.copy(bytes, head.length + pages.length + tokens.length);
  const ints = new Int32Array(bytes.buffer, bytes.byteOffset + at, words);
  let next = state.lists.length;
  state.lists.forEach((list, i) => {
    ints[i] = list.length;
    ints.set(list, next);
    next += list.length;
  });
  bytes.write(hex8(sumOf(ints)), head.length - 9, "latin1");
  return bytes;
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
  if (sha256([pages, tokens, serialized]) !== fields[7]) return undefined;
  // A view of the file's bytes when they are aligned, as a buffer read whole from a file is; else a copy.
  const ints =
    (bytes.byteOffset + at) % 4 === 0
      ? new Int32Array(bytes.buffer, bytes.byteOffset + at, words)
      : new Int32Array(new Uint8Array(bytes.subarray(at)).buffer);
  if (hex8(sumOf(ints)) !== fields[8]) return undefined;
  try {
    const [pageList, ids] = JSON.parse(pages.toString("utf8"));
    const state: SearchIndexState = {
      pages: pageList,
      ids,
      tokens: tokensLength === 0 ? [] : tokens.toString("utf8").split("\n"),
      lists: [],
      // Keyed by the tokens: a delta's one removed token has an empty serialized list.
      serialized: tokensLength === 0 ? [] : serialized.toString("utf8").split("\n"),
    };
    const count = state.tokens.length;
    if (!Array.isArray(state.pages) || !Array.isArray(ids) || state.serialized.length !== count || words < count)
      return undefined;
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

/**
 * What a warm build saves instead of the whole state, when little changed: `next` as changes to `base`,
 * itself a state. It holds `next`'s pages and shard ids, and each token whose postings are not `base`'s
 * list (compared by identity: an updated index keeps the lists it did not change, see index-files.ts) or
 * that `base` has and `next` has not, with an empty list. A one-edit rebuild saves a hundredth of the
 * state.
 */
export function searchDelta(base: SearchIndexState, next: SearchIndexState): SearchIndexState {
  const baseLists = new Map(base.tokens.map((token, id) => [token, base.lists[id]]));
  const delta: SearchIndexState = { pages: next.pages, ids: next.ids, tokens: [], lists: [], serialized: [] };
  next.tokens.forEach((token, id) => {
    if (baseLists.get(token) !== next.lists[id]) {
      delta.tokens.push(token);
      delta.lists.push(next.lists[id]);
      delta.serialized.push(next.serialized[id]);
    }
    baseLists.delete(token);
  });
  for (const token of baseLists.keys()) {
    delta.tokens.push(token);
    delta.lists.push(EMPTY);
    delta.serialized.push("");
  }
  return delta;
}

const EMPTY = new Int32Array(0);

/**
 * `base` with a `searchDelta` of it applied: the state it was made from, but for the order of tokens (a
 * token new in the delta comes last), which no file depends on. Lists not in the delta are `base`'s own.
 */
export function withSearchDelta(base: SearchIndexState, delta: SearchIndexState): SearchIndexState {
  const changed = new Map(delta.tokens.map((token, i) => [token, i]));
  const state: SearchIndexState = { pages: delta.pages, ids: delta.ids, tokens: [], lists: [], serialized: [] };
  const add = (token: string, list: Int32Array, serialized: string) => {
    if (list.length === 0) return;
    state.tokens.push(token);
    state.lists.push(list);
    state.serialized.push(serialized);
  };
  base.tokens.forEach((token, id) => {
    const i = changed.get(token);
    if (i === undefined) add(token, base.lists[id], base.serialized[id]);
    else {
      add(token, delta.lists[i], delta.serialized[i]);
      changed.delete(token);
    }
  });
  for (const i of changed.values()) add(delta.tokens[i], delta.lists[i], delta.serialized[i]);
  return state;
}

/** Words of postings a state holds: what decides between saving a delta and saving the state whole. */
export function wordsOf(state: SearchIndexState): number {
  return state.lists.reduce((n, list) => n + list.length, 0);
}

function hex8(n: number): string {
  return n.toString(16).padStart(8, "0");
}

const PRIME = 0x01000193;

/**
 * FNV-1a over 32-bit words in four interleaved lanes, folded at the end: any changed word changes it, and
 * four independent multiply chains run about twice as fast as one over tens of millions of words.
 */
function sumOf(words: Int32Array): number {
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
