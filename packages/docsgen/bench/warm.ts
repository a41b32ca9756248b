// Warm rebuilds (issue 18, part 3): `docsgen build` with its build cache, into the output of the build
// before, after a one-page edit: what an author or a CI run with a kept cache and output waits for.
import { appendFileSync } from "node:fs";
import { join } from "node:path";
import { type BuildFigures, buildRunLog } from "./lib/build-runs.ts";
import { log, runMeasured } from "./lib/processes.ts";
import { setAside } from "./lib/set-aside.ts";
import { DOCSGEN } from "./lib/settings.ts";

export interface WarmResult {
  /** The page edited before each rebuild (one sentence appended). */
  edited: string;
  rebuild: BuildFigures;
}

/** Edits a page before each measured rebuild; the first build fills the cache and is not counted. */
export const WARM_EDITS = 5;

export async function benchWarm(siteDir: string, tmp: string, editedPage: string): Promise<WarmResult> {
  const outDir = join(tmp, "out-warm");
  setAside(outDir, tmp); // the last corpus's
  const args = [DOCSGEN, "build", siteDir, "--out-dir", outDir, "-q"];
  log("  warm: first build fills the cache …");
  const first = await runMeasured({ command: process.execPath, args, tmp });
  if (first.exitCode !== 0) throw new Error(`the first build failed: ${first.stderr.slice(0, 300)}`);
  const runs = buildRunLog();
  for (let i = 0; i < WARM_EDITS; i++) {
    appendFileSync(join(siteDir, editedPage), `\n\nWarm rebuild edit ${i + 1}: one more sentence.\n`);
    log(`  warm: one-page edit, rebuild ${i + 1}/${WARM_EDITS} …`);
    const run = await runMeasured({ command: process.execPath, args, tmp });
    runs.record(run, (run.stderr.match(/\bwarning \[/g) ?? []).length);
  }
  return {
    edited: editedPage,
    rebuild: runs.figures(
      "wall time of `docsgen build -q` with its cache, into the last output, after a one-page edit",
    ),
  };
}
