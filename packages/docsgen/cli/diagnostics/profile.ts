/**
 * Where a build's time goes, stage by stage and version by version, when `DOCSGEN_PROFILE=<file.json>` asks for
 * it (the bench's real-site row does): parse, the site's own remark/rehype plugins, highlight, render, search,
 * write. Each thread keeps its own tallies (worker threads send theirs back with their replies, see
 * threads/pool.ts); the build writes them with its steps' wall and CPU times (profile-file.ts).
 *
 * Without the variable every hook is one boolean test and a direct call: nothing is timed, nothing kept.
 *
 * Times are a thread's busy time in each stage, not CPU time (Node 20 has no per-thread CPU clock): on a
 * loaded machine a section's wall time includes the time the thread waited for a core. No moment of a thread
 * is counted twice: a synchronous section's own time leaves out the sections inside it, and the time outside
 * synchronous sections is shared equally by the asynchronous ones pending then (a plugin that awaits, a page
 * rendered and written). So a thousand pages awaiting one plugin's set-up (@shikijs/rehype loading its
 * grammars) count that wait once, spread over them; time with nothing pending counts nowhere.
 */

/** The stages, in build order. */
export const STAGES = ["parse", "plugins", "highlight", "render", "search", "write"] as const;
export type Stage = (typeof STAGES)[number];

/** Work not done for one page (the search index, the site-wide files): its "version". */
export const SITE_WIDE = "site-wide";

/** One version's tallies: its pages and code blocks, and milliseconds per stage. */
export interface VersionTally {
  pages: number;
  blocks: number;
  ms: Record<Stage, number>;
}

/** What a thread measured: version → tallies (structured-clone data, sent by workers). */
export type ProfileTallies = Record<string, VersionTally>;

const path = process.env.DOCSGEN_PROFILE;

/** The file the profile goes to, when the build was asked for one. */
export const profileFile: string | undefined = path ? path : undefined;
const on = profileFile !== undefined;

let tallies: ProfileTallies = {};
/** Time of sections nested in the synchronous section running now, per level (empty: none running). */
const nested: number[] = [];
/** Asynchronous sections pending, and each one's share so far of the time outside synchronous ones. */
let pending = 0;
let share = 0;
let lastTick = performance.now();

/** Shares the time since the last tick among the pending asynchronous sections (none inside a synchronous one). */
function tick(now: number): void {
  if (nested.length > 0) return;
  if (pending > 0) share += (now - lastTick) / pending;
  lastTick = now;
}

/** `current` for the docs being written, the version's name for `versioned_docs/version-<name>/` (and its translations). */
export function versionOf(file: string): string {
  const match = /[\\/]version-([^\\/]+)[\\/]/.exec(file);
  return match ? match[1] : "current";
}

function tally(version: string): VersionTally {
  let t = tallies[version];
  if (!t) {
    t = { pages: 0, blocks: 0, ms: { parse: 0, plugins: 0, highlight: 0, render: 0, search: 0, write: 0 } };
    tallies[version] = t;
  }
  return t;
}

/** Adds time measured elsewhere (the highlight thread's, sent with its answer) to a page's version. */
export function addTime(stage: Stage, file: string, ms: number): void {
  if (on) tally(versionOf(file)).ms[stage] += ms;
}

/** Counts a parsed page and its code blocks for its version. */
export function countPage(file: string, blocks: number): void {
  if (!on) return;
  const t = tally(versionOf(file));
  t.pages++;
  t.blocks += blocks;
}

/** Runs `fn` (synchronous), adding its own time to `stage` for `file`'s version (or SITE_WIDE). */
export function timed<T>(stage: Stage, file: string, fn: () => T): T {
  if (!on) return fn();
  const start = performance.now();
  tick(start);
  nested.push(0);
  try {
    return fn();
  } finally {
    const end = performance.now();
    const inner = nested.pop() ?? 0;
    tally(file === SITE_WIDE ? SITE_WIDE : versionOf(file)).ms[stage] += end - start - inner;
    if (nested.length > 0) nested[nested.length - 1] += end - start;
    else lastTick = end; // this section's time is its own, not the pending sections'
  }
}

/** Like `timed` for work that awaits: its share of the time outside synchronous sections while it is pending. */
export async function timedAsync<T>(stage: Stage, file: string, fn: () => Promise<T>): Promise<T> {
  if (!on) return fn();
  tick(performance.now());
  pending++;
  const before = share;
  try {
    return await fn();
  } finally {
    tick(performance.now());
    pending--;
    tally(file === SITE_WIDE ? SITE_WIDE : versionOf(file)).ms[stage] += share - before;
  }
}

/** Whether this process was asked for a profile (hooks that would build a closure check it first). */
export function profiling(): boolean {
  return on;
}

/** This thread's tallies since the last call, which starts new ones (a worker sends them with each reply). */
export function takeTallies(): ProfileTallies | undefined {
  if (!on) return undefined;
  const out = tallies;
  tallies = {};
  return out;
}

/** Adds a worker's tallies to this thread's. */
export function mergeTallies(from: ProfileTallies | undefined): void {
  if (!on || !from) return;
  for (const [version, t] of Object.entries(from)) {
    const into = tally(version);
    into.pages += t.pages;
    into.blocks += t.blocks;
    for (const stage of STAGES) into.ms[stage] += t.ms[stage];
  }
}

/** One build step as `step` (log.ts) measured it: wall time, and the CPU time of the whole process. */
export interface StepTime {
  name: string;
  wallMs: number;
  cpuMs: number;
}

let steps: StepTime[] = [];

/** Notes a step's times (log.ts `step`). */
export function noteStep(time: StepTime): void {
  if (on) steps.push(time);
}

/** The steps noted since the last call. */
export function takeSteps(): StepTime[] {
  const out = steps;
  steps = [];
  return out;
}
