/**
 * Postings lists edited page by page: a list is flat triples (page, …) in page order, and an update replaces
 * the entries of the pages that changed, leaving the rest of the list as it was (index-files.ts `updated`).
 */

/** Past this many changed pages, a list is scanned whole rather than searched page by page. */
export const SEARCHED_AT_MOST = 32;

/** The list (in page order) has an entry of one of the `changed` pages (ascending). */
export function holdsAny(list: Int32Array, changed: readonly number[], isChanged: Uint8Array): boolean {
  if (changed.length > SEARCHED_AT_MOST) {
    for (let i = 0; i < list.length; i += 3) if (isChanged[list[i]]) return true;
    return false;
  }
  return changed.some((page) => {
    const at = firstOf(list, page);
    return at * 3 < list.length && list[at * 3] === page;
  });
}

/**
 * `list` with the entries of the `changed` pages replaced by `adds` (entries of changed pages only, in page
 * order). With few changed pages, each one's entries are found by binary search and the rest is copied in
 * blocks: the common tokens a page holds have lists of tens of thousands of entries.
 */
export function replaced(
  list: Int32Array,
  changed: readonly number[],
  isChanged: Uint8Array,
  adds: readonly number[] = [],
): Int32Array {
  if (changed.length > SEARCHED_AT_MOST) return mergedByPage(withoutPages(list, isChanged), adds);
  const out = new Int32Array(list.length + adds.length);
  let n = 0;
  let from = 0;
  let a = 0;
  for (const page of changed) {
    const start = firstOf(list, page) * 3;
    out.set(list.subarray(from, start), n);
    n += start - from;
    for (; a < adds.length && adds[a] === page; a += 3) {
      out[n++] = adds[a];
      out[n++] = adds[a + 1];
      out[n++] = adds[a + 2];
    }
    from = firstOf(list, page + 1) * 3;
  }
  out.set(list.subarray(from), n);
  n += list.length - from;
  return n === out.length ? out : out.slice(0, n);
}

/**
 * The entries of the `changed` pages (ascending) in `list` are exactly `adds`, found by binary search. A
 * page with more entries now shows as an entry of its page where the next page's, or the end, should be.
 */
export function sameEntries(list: Int32Array, changed: readonly number[], adds: readonly number[] = []): boolean {
  let a = 0;
  for (const page of changed) {
    const end = firstOf(list, page + 1) * 3;
    for (let i = firstOf(list, page) * 3; i < end; i++, a++) if (adds[a] !== list[i]) return false;
  }
  return a === adds.length;
}

/** The index (in entries) of the first entry whose page is not before `page`. */
function firstOf(list: Int32Array, page: number): number {
  let low = 0;
  let high = list.length / 3;
  while (low < high) {
    const mid = (low + high) >>> 1;
    if (list[mid * 3] < page) low = mid + 1;
    else high = mid;
  }
  return low;
}

function withoutPages(list: Int32Array, isChanged: Uint8Array): Int32Array {
  const out = new Int32Array(list.length);
  let n = 0;
  for (let i = 0; i < list.length; i += 3) {
    if (isChanged[list[i]]) continue;
    out[n++] = list[i];
    out[n++] = list[i + 1];
    out[n++] = list[i + 2];
  }
  return out.slice(0, n);
}

/** Two postings lists in page order, with no page in both, merged in page order. */
function mergedByPage(a: Int32Array, b: readonly number[]): Int32Array {
  const out = new Int32Array(a.length + b.length);
  let i = 0;
  let j = 0;
  let n = 0;
  while (i < a.length || j < b.length) {
    const fromA = j >= b.length || (i < a.length && a[i] < b[j]);
    const src = fromA ? a : b;
    const at = fromA ? i : j;
    out[n++] = src[at];
    out[n++] = src[at + 1];
    out[n++] = src[at + 2];
    if (fromA) i += 3;
    else j += 3;
  }
  return out;
}
