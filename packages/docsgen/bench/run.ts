// `npm run bench [-- --quick] [-- --pages 1000,5000]`: the docsgen benchmark harness (issues 8 and 18).
// Informs, never judges: there are no thresholds and the exit code does not depend on the figures.
// This file is the table of contents; each measurement is one module beside it (see bench/README.md).

import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { cpus, loadavg, platform, release, tmpdir, totalmem } from "node:os";
import { join } from "node:path";
import { getHeapStatistics } from "node:v8";
import { benchBuild } from "./build.ts";
import { benchCorpus } from "./corpora.ts";
import { round } from "./lib/figures.ts";
import { children, log } from "./lib/processes.ts";
import type { Results } from "./lib/results.ts";
import { setAside } from "./lib/set-aside.ts";
import { CORPORA, HAS_TIME, ONLY, POLL_MS, QUICK, SEED, SITE, SITE_RUNS, wanted } from "./lib/settings.ts";
import { benchLighthouse } from "./lighthouse.ts";
import { benchLoad } from "./load.ts";
import { benchLocales } from "./locales.ts";
import { hugoPeer } from "./peers.ts";
import { benchRealSite } from "./real.ts";
import { REAL_PAGES_PER_VERSION } from "./real-site.ts";
import { commit, hugoMissingBanner, reportText, writeResults } from "./report.ts";
import { compareOnCorpus } from "./search-compare.ts";
import { benchWatch } from "./watch.ts";

/** V8's heap limit for a process started like the builds (NODE_OPTIONS of this run included). */
const defaultHeapMiB = () => Math.round(getHeapStatistics().heap_size_limit / 1024 / 1024);

/** Cold builds of each of the real-site row's three corpora (each a minute or more). */
const REAL_SITE_RUNS = 3;

/** Docs per version and locale of the versions × locales site (issue 37: 1,000). */
const LOCALES_PAGES = QUICK ? 100 : 1000;

function newResults(): Results {
  const cpuList = cpus();
  return {
    schema: 1,
    date: new Date().toISOString(),
    quick: QUICK,
    machine: {
      cpus: cpuList.length,
      cpuModel: cpuList[0]?.model ?? "unknown",
      memoryBytes: totalmem(),
      node: process.version,
      platform: platform(),
      release: release(),
      loadavgStart: loadavg().map((l) => round(l, 2)),
      loadavgEnd: [],
      commit: commit(),
      timeAvailable: HAS_TIME,
      nodeDefaultHeapLimitMiB: defaultHeapMiB(),
    },
    method: {
      buildTime:
        "wall time of `node bin/docsgen.js build <site> --out-dir <tmp> -q` spawned as a child process; fresh process and empty output folder each run (OS file cache warm)",
      memory: HAS_TIME
        ? `spawned under /usr/bin/time -v (largest single process) while /proc/<pid>/status VmRSS/VmHWM of the process tree is polled every ${POLL_MS} ms and summed`
        : `/usr/bin/time not available: /proc/<pid>/status VmRSS/VmHWM of the process tree polled every ${POLL_MS} ms and summed`,
      sizes: "bytes on disk; gzip with zlib level 6",
      corpora: `bench/generate.ts, seed ${SEED}, generated under ${tmpdir()} and removed when the bench ends`,
      peers:
        "Hugo builds each generated corpus with bench/hugo/ in the same run as docsgen, its runs interleaved with docsgen's, measured the same way",
      floor:
        "bench/floor-run.ts on the corpora of 1,000 and 5,000 pages, runs interleaved with the builds, measured the same way: the chosen libraries alone (parse, highlight, content to HTML, one file a page) in one thread",
    },
    targets: [],
    skipped: [],
    peers: { hugo: hugoPeer() },
    floor: [],
    watch: null,
    load: null,
    lighthouse: null,
    lighthouseNote: "",
    chart: null,
    totalSeconds: 0,
  };
}

/** Runs `step` and records its error message instead of stopping the bench. */
async function orError<T>(step: () => Promise<T>): Promise<T | { error: string }> {
  try {
    return await step();
  } catch (error) {
    return { error: (error as Error).message };
  }
}

async function main() {
  const started = performance.now();
  const tmp = mkdtempSync(join(tmpdir(), "docsgen-bench-"));
  const cleanup = () => {
    for (const child of children) child.kill("SIGTERM");
    rmSync(tmp, { recursive: true, force: true });
  };
  const onSignal = () => {
    cleanup();
    process.exit(130);
  };
  process.once("SIGINT", onSignal);
  process.once("SIGTERM", onSignal);
  const results = newResults();
  const hugoMissing = !results.peers.hugo.available && CORPORA.some((c) => wanted(`pages-${c.pages}`));

  try {
    log(`docsgen bench${QUICK ? " --quick" : ""}: temp folder ${tmp}`);
    if (hugoMissing) log(hugoMissingBanner());

    // 1. Cold builds of this site (its output then serves the load test and Lighthouse).
    const siteTarget = {
      id: "site",
      label: "this site",
      siteDir: SITE,
      runs: wanted("site") ? SITE_RUNS : 1, // --only load/lighthouse: one unmeasured build
      docPage: "docs/introduction/overview",
      keepOutput: true,
    };
    const site =
      wanted("site") || wanted("load") || wanted("lighthouse") ? await benchBuild(siteTarget, tmp) : undefined;
    if (site && wanted("site")) results.targets.push(site.result);

    // 2. Watch mode: save → reload latency.
    if (wanted("watch")) {
      log("watch-mode latency …");
      results.watch = await orError(() => benchWatch(tmp));
      setAside(join(tmp, "watch-site"), tmp);
      setAside(join(tmp, "watch-out"), tmp);
    }

    // 3. Load test and 4. Lighthouse, on this site's output.
    if (site && existsSync(site.outDir)) {
      if (wanted("load")) {
        log("load test …");
        results.load = await orError(() => benchLoad(site.outDir));
      }
      if (wanted("lighthouse")) {
        log("lighthouse …");
        const lh = await benchLighthouse(site.outDir);
        results.lighthouse = lh.value;
        results.lighthouseNote = lh.note;
      }
      setAside(site.outDir, tmp);
    } else if (site) {
      results.load = { error: "the site did not build" };
      results.lighthouseNote = "the site did not build";
    }

    // 5. Generated corpora: docsgen and the peers (Hugo), cold, runs interleaved.
    for (const plan of CORPORA) {
      if (!wanted(`pages-${plan.pages}`)) continue;
      results.targets.push(
        ...(await benchCorpus(
          plan,
          tmp,
          { hugo: results.peers.hugo, defaultHeapMiB: defaultHeapMiB() },
          results.floor,
        )),
      );
    }

    // 6. Versions × locales: the whole against its parts (issue 37).
    if (wanted("locales")) {
      log(`versions × locales at ${LOCALES_PAGES} pages each …`);
      results.locales = await orError(() => benchLocales(tmp, LOCALES_PAGES));
    }

    // 7. The real-site corpus: each build step against a generated corpus's, per page and per code block.
    if (wanted("real-site")) {
      results.realSite = await orError(() =>
        benchRealSite(tmp, SEED, QUICK ? 1 : REAL_SITE_RUNS, QUICK ? 50 : REAL_PAGES_PER_VERSION),
      );
    }

    // 8. Search compared with Pagefind (bytes per query, time to first result, top-5 hits) in Chromium behind
    //    nginx, on a generated corpus of each size.
    results.searchCompare = [];
    for (const pages of SEARCH_COMPARE_PAGES) {
      if (!wanted(`search-${pages}`)) continue;
      log(`search compared with Pagefind at ${pages} pages …`);
      results.searchCompare.push({ pages, result: await searchCorpus(pages, tmp) });
    }
  } finally {
    cleanup();
  }

  (results.machine as { loadavgEnd: number[] }).loadavgEnd = loadavg().map((l) => round(l, 2));
  results.totalSeconds = round((performance.now() - started) / 1000, 1);
  if (ONLY) {
    process.stdout.write(`${reportText(results)}\n`);
    log("--only: bench/results.json, bench/results.md and bench/chart.svg left unchanged");
  } else {
    process.stdout.write(`${writeResults(results)}\n`);
    log("wrote bench/results.json, bench/results.md and bench/chart.svg");
  }
  if (hugoMissing) log(hugoMissingBanner());
}

type SearchCompareRow = NonNullable<Results["searchCompare"]>[number];

/** Corpus sizes of the search comparison (issue 18: flat from 1,000 to 10,000 pages). */
const SEARCH_COMPARE_PAGES = QUICK ? [200] : [1000, 10000];

async function searchCorpus(pages: number, tmp: string): Promise<SearchCompareRow["result"]> {
  try {
    return await compareOnCorpus(pages, join(tmp, `search-${pages}`));
  } catch (error) {
    return { error: error instanceof Error ? error.message : String(error) };
  }
}

await main();
