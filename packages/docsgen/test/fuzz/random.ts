import { seeded as source } from "../helpers/site-edits.ts";

/** A seeded random source: the same seed gives the same inputs, so a failure can be replayed. */
export interface Random {
  /** A float in [0, 1). */
  next(): number;
  int(max: number): number;
  pick<T>(items: readonly T[]): T;
  chance(p: number): boolean;
}

/** The test helpers' seeded generator, with the picks a fuzzer needs. */
export function seeded(seed: number): Random {
  const next = source(seed);
  return {
    next,
    int: (max) => Math.floor(next() * max),
    pick: (items) => items[Math.floor(next() * items.length)],
    chance: (p) => next() < p,
  };
}
