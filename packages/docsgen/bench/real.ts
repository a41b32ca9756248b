// The real-site row (issue 52, point 1): where a real versioned site's build time goes. The corpus of
// real-site.ts is built cold with `docsgen build -v`, whose step lines give each stage's wall and CPU time; the
// same corpus without its @shikijs/rehype entry gives what the site's plugin costs; a generated corpus of the
// same page count gives the plain baseline, each stage per page and per code block. Runs interleaved.
import { mkdirSync, readFileSync, symlinkSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { generateSite } from "./generate.ts";
import { type BuildFigures, buildRunLog } from "./lib/build-runs.ts";
import { type Figure, figure } from "./lib/figures.ts";
import { log, runMeasured } from "./lib/processes.ts";
import { setAside } from "./lib/set-aside.ts";
import { DOCSGEN, WORKSPACE } from "./lib/settings.ts";
import { profileSamples, type StageProfile } from "./real-profile.ts";
import { generateRealSite, REAL_PACKAGES, REAL_PAGES_PER_VERSION, type RealSite } from "./real-site.ts";

/** One `✔ step (wall ms, CPU cpu ms)` line of `docsgen build -v`. */
export interface StepTime {
  wallMs: number;
  cpuMs: number;
}

/** The steps `docsgen build -v` printed, in order, by name. */
export function parseSteps(stdout: string): Map<string, StepTime> {
  const steps = new Map<string, StepTime>();
  for (const m of stdout.matchAll(/^ {2}✔ (.+) \((\d+) ms, CPU (\d+) ms\)$/gm))
    steps.set(m[1], { wallMs: Number(m[2]), cpuMs: Number(m[3]) });
  return steps;
}

/** A corpus's builds: the usual figures and each step's wall and CPU milliseconds over the runs. */
export interface ProfiledBuild {
  label: string;
  pages: number;
  codeBlocks: number;
  build: BuildFigures;
  steps: { name: string; wall: Figure; cpu: Figure }[];
  /** Per stage and per version (real-profile.ts); absent when no run wrote one. */
  profile?: StageProfile;
}

export interface RealSiteResult {
  corpus: RealSite;
  real: ProfiledBuild;
  /** The same corpus with `beforeDefaultRehypePlugins: []`: the difference is the site's plugin. */
  withoutPlugin: ProfiledBuild;
  synthetic: ProfiledBuild;
}

/** Records each run of one corpus and profiles it. */
function profiled(corpus: { label: string; siteDir: string; pages: number; codeBlocks: number }, tmp: string) {
  const { label, siteDir, pages, codeBlocks } = corpus;
  const runs = buildRunLog();
  const samples = new Map<string, { wall: number[]; cpu: number[] }>();
  const outDir = join(tmp, `out-real-${label.replace(/\W+/g, "-")}`);
  const profile = profileSamples(join(tmp, `profile-${label.replace(/\W+/g, "-")}.json`));
  return {
    async run(): Promise<void> {
      setAside(outDir, tmp);
      log(`  docsgen ${label} …`);
      const run = await runMeasured({
        command: process.execPath,
        args: [DOCSGEN, "build", siteDir, "--out-dir", outDir, "-v", "--no-cache"],
        env: { DOCSGEN_PROFILE: profile.prepare() },
        tmp,
      });
      runs.record(run, (run.stderr.match(/\bwarning \[/g) ?? []).length);
      if (run.exitCode !== 0) return;
      profile.collect();
      for (const [name, t] of parseSteps(run.stdout)) {
        const s = samples.get(name) ?? { wall: [], cpu: [] };
        s.wall.push(t.wallMs);
        s.cpu.push(t.cpuMs);
        samples.set(name, s);
      }
      setAside(outDir, tmp);
    },
    finish(): ProfiledBuild {
      return {
        label,
        pages,
        codeBlocks,
        build: runs.figures("wall time of the spawned `docsgen build -v --no-cache`, fresh process and output"),
        steps: [...samples].map(([name, s]) => ({ name, wall: figure("ms", s.wall), cpu: figure("ms", s.cpu) })),
        profile: profile.finish(),
      };
    },
  };
}

/** The corpus's config with its rehype plugin entry emptied (the plugin's share is the difference). */
function withoutPluginCopy(dir: string): void {
  const file = join(dir, "docusaurus.config.js");
  const text = readFileSync(file, "utf8");
  const entry = "beforeDefaultRehypePlugins: [[rehypeShiki, shiki]],";
  if (!text.includes(entry)) throw new Error("bench/real.ts: the corpus's rehype plugin entry moved");
  writeFileSync(file, text.replace(entry, "beforeDefaultRehypePlugins: [],"));
}

/** Links the packages the corpus's config imports from docsgen's node_modules, as after `npm install`. */
function linkPackages(dir: string): void {
  for (const name of REAL_PACKAGES) {
    const link = join(dir, "node_modules", name);
    mkdirSync(dirname(link), { recursive: true });
    symlinkSync(join(WORKSPACE, "node_modules", name), link, "dir");
  }
}

export async function benchRealSite(
  tmp: string,
  seed: number,
  runs: number,
  pagesPerVersion = REAL_PAGES_PER_VERSION,
): Promise<RealSiteResult> {
  log(`real-site corpus: ${pagesPerVersion} docs × 6 versions …`);
  const realDir = join(tmp, "real-site");
  const corpus = generateRealSite(realDir, pagesPerVersion, seed);
  linkPackages(realDir);
  const bareDir = join(tmp, "real-site-without-plugin");
  generateRealSite(bareDir, pagesPerVersion, seed);
  linkPackages(bareDir);
  withoutPluginCopy(bareDir);
  const syntheticDir = join(tmp, "real-site-synthetic");
  const plain = generateSite(syntheticDir, corpus.pages, seed);
  const counts = { pages: corpus.pages, codeBlocks: corpus.codeBlocks };
  const series = [
    profiled({ label: "real site", siteDir: realDir, ...counts }, tmp),
    profiled({ label: "real site without its rehype plugin", siteDir: bareDir, ...counts }, tmp),
    profiled({ label: "synthetic", siteDir: syntheticDir, pages: plain.pages, codeBlocks: plain.codeBlocks }, tmp),
  ];
  try {
    for (let i = 0; i < runs; i++) for (const s of series) await s.run();
  } finally {
    for (const d of [realDir, bareDir, syntheticDir]) setAside(d, tmp);
  }
  const [real, withoutPlugin, synthetic] = series.map((s) => s.finish());
  return { corpus, real, withoutPlugin, synthetic };
}
