// A measured quantity as results.json records it: unit, runs, median, min, max and the samples.

/** One figure of results.json. `median` is null when nothing was measured, with `note` saying why. */
export interface Figure {
  unit: string;
  runs: number;
  median: number | null;
  min: number | null;
  max: number | null;
  samples?: number[];
  note?: string;
}

export function median(values: number[]): number {
  const s = [...values].sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
}

export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];
}

export const round = (n: number, digits = 3) => Math.round(n * 10 ** digits) / 10 ** digits;

export function figure(
  unit: string,
  samples: number[],
  options: { keepSamples?: boolean; note?: string } = {},
): Figure {
  const clean = samples.filter((s) => Number.isFinite(s));
  if (clean.length === 0) return { unit, runs: 0, median: null, min: null, max: null, note: options.note };
  const f: Figure = {
    unit,
    runs: clean.length,
    median: round(median(clean)),
    min: round(Math.min(...clean)),
    max: round(Math.max(...clean)),
  };
  if (options.keepSamples !== false && clean.length <= 50) f.samples = clean.map((s) => round(s));
  if (options.note) f.note = options.note;
  return f;
}

export const single = (unit: string, value: number, note?: string) =>
  figure(unit, [value], { keepSamples: false, note });

export const nullFigure = (unit: string, note: string): Figure => ({
  unit,
  runs: 0,
  median: null,
  min: null,
  max: null,
  note,
});

export const mib = (kb: number) => kb / 1024;
