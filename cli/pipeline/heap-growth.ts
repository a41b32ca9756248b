import { setFlagsFromString } from "node:v8";

/**
 * Above this much markdown to parse (about 2,000 pages), a build bounds how far each thread's heap grows
 * past its live data. By default V8 lets a heap reach up to four times what the last full collection left:
 * at 5,000 pages each worker held ~75 MB of live data in ~240 MB of heap, and the build peaked at ~1,150 MiB.
 */
export const BOUNDED_GROWTH_MIN_BYTES = 16_000_000;

/**
 * Each heap may grow to 1.75 times its live data before a full collection. Measured at 5,000 pages (paired
 * runs, 2 cores): peak RSS 909–986 MiB against 1,137–1,166, for the same CPU time. Lower costs CPU: 1.5 took
 * 12 % more. At 1,000 pages 1.75 cost 10 % more CPU while memory was no concern (~550 MB): below the
 * threshold, V8's own growth stays.
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
