// Cold builds of generated corpora: docsgen and the peers (Hugo) on the same files, runs interleaved so that
// load on the shared machine falls on both alike.
import { totalmem } from "node:os";
import { join } from "node:path";
import { type BuildTarget, benchBuild, docsgenSeries, type TargetResult } from "./build.ts";
import { FLOOR_PAGES, type FloorResult, floorSeries } from "./floor.ts";
import { generateSite } from "./generate.ts";
import { HEAP_OOM } from "./lib/build-runs.ts";
import { round } from "./lib/figures.ts";
import { log } from "./lib/processes.ts";
import { setAside } from "./lib/set-aside.ts";
import { type CorpusPlan, SEED } from "./lib/settings.ts";
import { hugoSeries, type PeerResult } from "./peers.ts";
import { benchWarm } from "./warm.ts";

/** Corpora that also get warm one-edit rebuilds (issue 18 asks for 5,000 pages). */
const WARM_MIN_PAGES = 5000;

/**
 * Generates the corpus, builds it `runs` times with each generator (and, at the sizes of FLOOR_PAGES, the
 * libraries alone into `floors`), and sets it aside.
 */
export async function benchCorpus(
  plan: CorpusPlan,
  tmp: string,
  peers: { hugo: PeerResult; defaultHeapMiB: number },
  floors: FloorResult[],
): Promise<TargetResult[]> {
  const { hugo, defaultHeapMiB } = peers;
  const id = `pages-${plan.pages}`;
  log(`generating ${plan.pages} pages …`);
  const dir = join(tmp, `site-${plan.pages}`);
  const t = performance.now();
  const gen = generateSite(dir, plan.pages, SEED);
  const target: BuildTarget = {
    id,
    label: `generated, ${plan.pages} pages`,
    siteDir: dir,
    runs: plan.runs,
    docPage: "docs/topic-01/overview",
    generated: {
      pages: gen.pages,
      seed: SEED,
      markdownBytes: gen.markdownBytes,
      folders: gen.folders,
      generateSeconds: round((performance.now() - t) / 1000),
    },
  };
  try {
    const docsgen = docsgenSeries(target, tmp);
    const peer = hugo.available ? hugoSeries(dir, plan.pages, plan.runs, tmp) : undefined;
    const floor = FLOOR_PAGES.includes(plan.pages) ? floorSeries(dir, plan.pages, plan.runs, tmp) : undefined;
    for (let i = 0; i < plan.runs; i++) {
      await docsgen.run(i);
      await peer?.run(i);
      await floor?.run(i);
    }
    if (floor) floors.push(floor.finish());
    const results = [await docsgen.finish()];
    if (plan.pages >= WARM_MIN_PAGES) {
      try {
        results[0].warm = await benchWarm(dir, tmp, "docs/topic-01/overview.md");
      } catch (error) {
        results[0].warm = { error: (error as Error).message };
      }
    }
    if (peer) hugo.targets.push(peer.finish());
    const failures = results[0].build.failures;
    if (failures.length === plan.runs && failures.some((f) => HEAP_OOM.test(f.reason))) {
      results.push(await largerHeapRetry(target, tmp, defaultHeapMiB));
    }
    return results;
  } finally {
    setAside(dir, tmp);
  }
}

/** Informative only: how a build that ran out of V8 heap does with a larger one. Labelled, never mixed in. */
async function largerHeapRetry(target: BuildTarget, tmp: string, defaultHeapMiB: number): Promise<TargetResult> {
  const heapMiB = Math.min(16384, Math.floor(totalmem() / 1024 / 1024 / 2));
  log(`  ${target.id} ran out of heap; one labelled retry with --max-old-space-size=${heapMiB} …`);
  const retry = await benchBuild(
    {
      ...target,
      id: `${target.id}-heap-${heapMiB}`,
      label: `${target.label}, --max-old-space-size=${heapMiB}`,
      runs: 1,
      nodeOptions: `--max-old-space-size=${heapMiB}`,
    },
    tmp,
  );
  retry.result.note = `retry of ${target.id} with NODE_OPTIONS=--max-old-space-size=${heapMiB} after it ran out of heap with Node's default limit (${defaultHeapMiB} MiB)`;
  return retry.result;
}
