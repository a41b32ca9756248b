import { setFlagsFromString } from "node:v8";

/**
 * Above this much markdown to parse (about 2,000 pages), a build bounds how far each thread's heap grows
 * past its live data. By default V8 lets a heap reach up to four times what the last full collection left,
 * which large builds turned into peak memory (figures: the manual's performance page).
 */
export const BOUNDED_GROWTH_MIN_BYTES = 16_000_000;

/**
 * Each heap may grow to 1.75 times its live data before a full collection: a fifth less peak memory at
 * 5,000 pages for the same CPU time, where a lower factor cost CPU. Smaller builds, whose memory is no
 * concern, paid CPU for it: below the threshold, V8's own growth stays.
 */
const GROWING_PERCENT = 75;

/**
 * Bounds heap growth for a build that parses `bytes` of markdown, until the returned function restores
 * V8's default. The flag is the process's: it applies to every thread, the ones started later included.
 */
export function boundHeapGrowth(bytes: number): () => void {
  if (bytes < BOUNDED_GROWTH_MIN_BYTES) return () => {};
  setFlagsFromString(`--heap-growing-percent=${GROWING_PERCENT}`);
  // 0 is V8's default: a factor chosen from the collector's and the program's speeds.
  return () => setFlagsFromString("--heap-growing-percent=0");
}
