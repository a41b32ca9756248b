// What this run measures, from the command line: `--quick`, `--only <ids>`, `--pages <sizes>`.
import { existsSync, readFileSync, statSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const argv = process.argv.slice(2);

/** The value of `--name value` or `--name=value`, else the environment variable, else undefined. */
function option(name: string, env: string): string | undefined {
  const i = argv.findIndex((a) => a === `--${name}` || a.startsWith(`--${name}=`));
  if (i >= 0) return argv[i].includes("=") ? argv[i].slice(argv[i].indexOf("=") + 1) : argv[i + 1];
  return process.env[env] || undefined;
}

export const QUICK = argv.includes("--quick");

/** Development aid: `--only site,watch,load,lighthouse,pages-50,…` runs a subset and writes no files. */
export const ONLY = (() => {
  const value = option("only", "BENCH_ONLY");
  return value === undefined ? undefined : new Set(value.split(",").filter(Boolean));
})();
export const wanted = (id: string) => !ONLY || ONLY.has(id);

export const SEED = 20240808;

/** A generated corpus: its page count and how many cold builds of each generator it gets. */
export interface CorpusPlan {
  pages: number;
  runs: number;
}

/** Runs per page count; the median is reported. Issue 18 asks for the median of 3 at 1,000 and 5,000. */
const RUNS_BY_PAGES: Record<number, number> = QUICK ? { 50: 3, 1000: 1 } : { 50: 5, 1000: 5, 5000: 3, 10000: 1 };

/**
 * The generated corpora: `--pages 1000,5000` (or BENCH_PAGES) picks sizes, each with the runs above (1 for a size
 * not listed there). Default: 50, 1,000, 5,000 and 10,000 pages; `--quick`: 50 and 1,000.
 */
export const CORPORA: CorpusPlan[] = (() => {
  const value = option("pages", "BENCH_PAGES");
  const sizes = value
    ? value
        .split(",")
        .map((s) => Number(s.replace(/_/g, "")))
        .filter((n) => Number.isInteger(n) && n > 0)
    : Object.keys(RUNS_BY_PAGES).map(Number);
  return sizes.sort((a, b) => a - b).map((pages) => ({ pages, runs: RUNS_BY_PAGES[pages] ?? 1 }));
})();

/** Builds of this site (the docs in the repository). */
export const SITE_RUNS = QUICK ? 3 : 5;
export const WATCH_EDITS = QUICK ? 5 : 10;
export const LOAD_SECONDS = QUICK ? 5 : 20;
export const LOAD_CONCURRENCY = 16;
export const POLL_MS = 50;

// The bundle tsrun runs lives in node_modules/.cache, so find the package root by walking up.
function findRoot(): string {
  let dir = dirname(fileURLToPath(import.meta.url));
  for (;;) {
    const pkg = join(dir, "package.json");
    if (existsSync(pkg) && existsSync(join(dir, "bin", "docsgen.js"))) {
      try {
        if ((JSON.parse(readFileSync(pkg, "utf8")) as { name?: string }).name === "docsgen") return dir;
      } catch {
        // not ours
      }
    }
    const up = dirname(dir);
    if (up === dir) return process.cwd();
    dir = up;
  }
}
/** The docsgen package (bin/, bench/). */
export const ROOT = findRoot();
/** The npm workspace around the package: its node_modules, its git checkout. */
export const WORKSPACE = join(ROOT, "..", "..");
/** The SCW site, the real site the bench builds, serves and loads. */
export const SITE = join(WORKSPACE, "sites", "scw");
export const DOCSGEN = join(ROOT, "bin", "docsgen.js");
export const TIME = "/usr/bin/time";
export const HAS_TIME = (() => {
  try {
    return statSync(TIME).isFile();
  } catch {
    return false;
  }
})();
