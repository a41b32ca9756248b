import { writeFileSync } from "node:fs";
import { type ProfileTallies, STAGES, type Stage, type StepTime, takeSteps, takeTallies } from "./profile.ts";

/** The profile a build writes to `DOCSGEN_PROFILE` (profile.ts): read by the bench (bench/real-report.ts). */
export interface BuildProfile {
  /** The build's wall time and the process's CPU time over it (every thread; not the esbuild child). */
  wallMs: number;
  cpuMs: number;
  /** Worker threads (0: one thread parsed and rendered). */
  threads: number;
  /** Each stage's busy time summed over every thread and version. */
  stages: Record<Stage, number>;
  /** Per version (`current`, a version's name, `site-wide`): pages, code blocks and ms per stage. */
  versions: ProfileTallies;
  /** The build's named steps (log.ts), in order. */
  steps: StepTime[];
}

/** This thread's tallies (the workers' merged in) and steps, as a profile; starts new ones. */
export function takeProfile(run: { wallMs: number; cpuMs: number; threads: number }): BuildProfile {
  const versions = takeTallies() ?? {};
  const stages = Object.fromEntries(STAGES.map((s) => [s, 0])) as Record<Stage, number>;
  for (const t of Object.values(versions)) for (const s of STAGES) stages[s] += t.ms[s];
  return { ...run, stages, versions, steps: takeSteps() };
}

/** Writes the profile (a site with locales: each locale's build writes it, the last one stays). */
export function writeProfile(file: string, profile: BuildProfile): void {
  writeFileSync(file, `${JSON.stringify(profile, null, 2)}\n`);
}
