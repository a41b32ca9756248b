// Peers: other generators built from the same corpus in the same run. Today Hugo (issue 18's reference for what a
// compiled generator does with the same markdown and highlighted code), with the minimal layout in bench/hugo/.
// The bench installs nothing: without a `hugo` on PATH the Hugo rows are skipped, loudly, with how to get it.
import { spawnSync } from "node:child_process";
import { cpSync } from "node:fs";
import { loadavg } from "node:os";
import { join } from "node:path";
import { type BuildFigures, buildRunLog } from "./lib/build-runs.ts";
import { type Figure, round, single } from "./lib/figures.ts";
import { folderSize } from "./lib/output.ts";
import { log, runMeasured } from "./lib/processes.ts";
import { setAside } from "./lib/set-aside.ts";
import { ROOT } from "./lib/settings.ts";

export const HUGO_INSTALL_HINT =
  "install Debian's package (`sudo apt-get install hugo`, 0.111 on Debian 12) or any Hugo extended ≥ 0.110 on PATH";

/** One corpus built by a peer: the same figures as docsgen's `build`, and the output's size. */
export interface PeerTargetResult {
  id: string;
  pages: number;
  loadavgBefore: number[];
  build: BuildFigures;
  output: { totalBytes: Figure; files: Figure } | null;
}

export interface PeerResult {
  name: string;
  available: boolean;
  version: string | null;
  /** Why the rows are missing, or how the peer was run. */
  note: string;
  targets: PeerTargetResult[];
}

/** `hugo version`, or undefined when there is no hugo to run. */
export function hugoVersion(): string | undefined {
  const r = spawnSync("hugo", ["version"], { encoding: "utf8" });
  return r.status === 0 ? r.stdout.trim() : undefined;
}

export function hugoPeer(): PeerResult {
  const version = hugoVersion() ?? null;
  return {
    name: "Hugo",
    available: version !== null,
    version,
    note: version
      ? "`hugo --quiet` with bench/hugo/ (page list, TOC h2–h3, chroma highlighting) and the corpus's docs/ as content; fresh cache and output each run"
      : `hugo not found on PATH: Hugo rows skipped; ${HUGO_INSTALL_HINT}`,
    targets: [],
  };
}

/** A series of cold Hugo builds of one corpus; runs interleave with docsgen's. */
export function hugoSeries(corpusDir: string, pages: number, runs: number, tmp: string) {
  const site = join(tmp, "hugo-site");
  const outDir = join(tmp, `hugo-out-${pages}`);
  const cacheDir = join(tmp, "hugo-cache");
  setAside(site, tmp);
  cpSync(join(ROOT, "bench", "hugo"), site, { recursive: true });
  const runLog = buildRunLog();
  const loadavgBefore = loadavg().map((l) => round(l, 2));
  return {
    outDir,
    async run(i: number): Promise<void> {
      // Cold: no output, no resource cache from an earlier run.
      setAside(outDir, tmp);
      setAside(cacheDir, tmp);
      log(`  hugo pages-${pages} run ${i + 1}/${runs} …`);
      const run = await runMeasured({
        command: "hugo",
        args: [
          "--source",
          site,
          "--contentDir",
          join(corpusDir, "docs"),
          "--destination",
          outDir,
          "--cacheDir",
          cacheDir,
          "--quiet",
        ],
        tmp,
      });
      runLog.record(run, (run.stderr.match(/^WARN/gm) ?? []).length);
    },
    finish(): PeerTargetResult {
      const result: PeerTargetResult = {
        id: `pages-${pages}`,
        pages,
        loadavgBefore,
        build: runLog.figures("wall time of the spawned `hugo --quiet`, empty output and cache folders"),
        output: null,
      };
      if (runLog.succeeded > 0) {
        const size = folderSize(outDir);
        result.output = { totalBytes: single("bytes", size.bytes), files: single("count", size.files) };
      }
      setAside(outDir, tmp);
      setAside(cacheDir, tmp);
      return result;
    },
  };
}
