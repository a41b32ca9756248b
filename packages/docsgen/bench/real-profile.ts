// The real-site row's per-stage profile (issue 52, point 1): each build of the row writes the profile docsgen
// keeps when DOCSGEN_PROFILE names a file (cli/diagnostics/profile.ts): parse, the site's plugins, highlight,
// render, search and write, per docs version. Medians over the runs; printed per page and per code block
// beside the synthetic corpus's.
import { existsSync, readFileSync, rmSync } from "node:fs";
import { STAGES, type Stage } from "../cli/diagnostics/profile.ts";
import type { BuildProfile } from "../cli/diagnostics/profile-file.ts";
import { type Figure, figure } from "./lib/figures.ts";

/** One version's medians: pages and code blocks (the same every run), ms per stage. */
export interface VersionProfile {
  pages: number;
  blocks: number;
  ms: Record<Stage, Figure>;
}

/** The profile of a corpus's builds: per stage (all versions) and per version, busy ms summed over threads. */
export interface StageProfile {
  stages: Record<Stage, Figure>;
  versions: Record<string, VersionProfile>;
}

/** Collects the profile file of each run of one corpus. */
export function profileSamples(file: string) {
  const runs: BuildProfile[] = [];
  return {
    /** The file for the next run: an old one is removed first, so a failed run adds nothing. */
    prepare(): string {
      rmSync(file, { force: true });
      return file;
    },
    /** Reads the run's profile, if it wrote one. */
    collect(): void {
      if (existsSync(file)) runs.push(JSON.parse(readFileSync(file, "utf8")) as BuildProfile);
    },
    finish(): StageProfile | undefined {
      if (runs.length === 0) return undefined;
      const stageMs = (pick: (p: BuildProfile) => number | undefined) =>
        figure(
          "ms",
          runs.map(pick).filter((n): n is number => n !== undefined),
        );
      const stages = Object.fromEntries(STAGES.map((s) => [s, stageMs((p) => p.stages[s])])) as Record<Stage, Figure>;
      const versions: Record<string, VersionProfile> = {};
      for (const [version, t] of Object.entries(runs[runs.length - 1].versions)) {
        const ms = Object.fromEntries(STAGES.map((s) => [s, stageMs((p) => p.versions[version]?.ms[s])]));
        versions[version] = { pages: t.pages, blocks: t.blocks, ms: ms as Record<Stage, Figure> };
      }
      return { stages, versions };
    },
  };
}

const row = (cells: string[]) => `| ${cells.join(" | ")} |`;
const per = (n: number | null | undefined, d: number, digits = 2) =>
  n === null || n === undefined || d === 0 ? "–" : (n / d).toFixed(digits);

/** Pages and code blocks of a profile's versions (site-wide work has none). */
function totals(p: StageProfile): { pages: number; blocks: number } {
  const all = Object.values(p.versions);
  return { pages: all.reduce((a, v) => a + v.pages, 0), blocks: all.reduce((a, v) => a + v.blocks, 0) };
}

/** The stage tables: stages for both corpora, then the real site's stages per version, per page. */
export function stageSection(real: StageProfile | undefined, synthetic: StageProfile | undefined): string[] {
  if (!real) return ["", "Per-stage profile: – (no run wrote one)."];
  const r = totals(real);
  const s = synthetic && totals(synthetic);
  const out = [
    "",
    "Per stage (DOCSGEN_PROFILE, cli/diagnostics/profile.ts): each thread's busy time in the stage, summed over the " +
      "worker threads, the highlight thread and the main thread, median ms. `plugins` is the site's own remark/rehype " +
      "transformers (here @shikijs/rehype: its highlighting is counted there, not under `highlight`); `search` and " +
      "`write` include the site-wide index and files.",
    "",
    row(["stage", "real site, ms", "per page", "per code block", "synthetic, ms", "per page", "per code block"]),
    row(["---", "---", "---", "---", "---", "---", "---"]),
  ];
  for (const stage of STAGES) {
    const a = real.stages[stage].median;
    const b = synthetic?.stages[stage].median;
    out.push(
      row([
        stage,
        a === null ? "–" : a.toFixed(0),
        per(a, r.pages),
        per(a, r.blocks),
        b === null || b === undefined ? "–" : b.toFixed(0),
        per(b, s?.pages ?? 0),
        per(b, s?.blocks ?? 0),
      ]),
    );
  }
  out.push(
    "",
    "The real site per version, ms per page (site-wide: ms in all):",
    "",
    row(["version", "pages", "code blocks", ...STAGES]),
    row(["---", "---", "---", ...STAGES.map(() => "---")]),
  );
  const versionRow = (name: string, v: VersionProfile) =>
    row([
      name,
      String(v.pages),
      String(v.blocks),
      ...STAGES.map((st) => (v.pages === 0 ? (v.ms[st].median ?? 0).toFixed(0) : per(v.ms[st].median, v.pages))),
    ]);
  for (const [name, v] of Object.entries(real.versions)) out.push(versionRow(name, v));
  if (synthetic && s)
    out.push(
      row([
        "synthetic (all)",
        String(s.pages),
        String(s.blocks),
        ...STAGES.map((st) => per(synthetic.stages[st].median, s.pages)),
      ]),
    );
  return out;
}
