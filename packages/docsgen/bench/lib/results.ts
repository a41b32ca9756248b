// The shape of bench/results.json (schema 1; later figures are added as new keys, never by renaming).
import type { TargetResult } from "../build.ts";
import type { FloorResult } from "../floor.ts";
import type { LoadResult } from "../load.ts";
import type { PeerResult } from "../peers.ts";
import type { WatchResult } from "../watch.ts";

export interface Results {
  schema: 1;
  date: string;
  quick: boolean;
  machine: Record<string, unknown>;
  method: Record<string, string>;
  /** docsgen's cold builds: this site, then the generated corpora. */
  targets: TargetResult[];
  skipped: { id: string; reason: string }[];
  /** The same corpora built by other generators in the same run (issue 18: Hugo). */
  peers: { hugo: PeerResult };
  /** The chosen libraries alone on the corpora of 1,000 and 5,000 pages (bench/floor.ts). */
  floor: FloorResult[];
  watch: WatchResult | { error: string } | null;
  /** A 3-version × 2-locale site, whole and per locale, against the plain one (bench/locales.ts). */
  locales?: import("../locales.ts").LocalesResult | { error: string };
  /** The real-site corpus, its steps against a generated corpus's (bench/real.ts, issue 52). */
  realSite?: import("../real.ts").RealSiteResult | { error: string };
  load: LoadResult | { error: string } | null;
  lighthouse: unknown;
  lighthouseNote: string;
  /** Search in Chromium behind nginx, docsgen against Pagefind, per generated corpus (bench/search-compare.ts). */
  searchCompare?: { pages: number; result: import("../search-compare.ts").CompareResult | { error: string } }[];
  /** The chart of build time and peak memory against page count, relative to the package root. */
  chart: string | null;
  totalSeconds: number;
}
