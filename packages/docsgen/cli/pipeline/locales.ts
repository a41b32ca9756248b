import type { BuildContext } from "../cache/context.ts";
import type { ResolvedConfig } from "../config/resolved.ts";
import type { Logger } from "../diagnostics/log.ts";
import { type BuildResult, build } from "./build.ts";

/**
 * Builds each locale of a site (resolveLocales: the default first), as Docusaurus does: the default at the
 * base URL, each other under `<locale>/`. One build after the other, and the outputs go live together once
 * all succeeded: each build waits, its output written, until the last one has written its own; a failure
 * drops them all, so the previous output stays whole. They go live the nested ones first, so the default's,
 * which carries them over, finds them finished (write/output.ts).
 */
export async function buildLocales(
  configs: readonly ResolvedConfig[],
  log: Logger,
  contextOf: (config: ResolvedConfig) => BuildContext,
): Promise<BuildResult[]> {
  if (configs.length === 1) return [await build(configs[0], log, contextOf(configs[0]))];
  // What the locales share (a config warning, a problem in a page one of them falls back to) is said once.
  const shared: Logger = { ...log, reported: new Set() };
  const gates: { open: () => void; shut: (error: unknown) => void }[] = [];
  const builds: Promise<BuildResult>[] = [];
  let failure: { error: unknown } | undefined;
  for (const config of configs) {
    let reached!: () => void;
    const waiting = new Promise<void>((resolve) => {
      reached = resolve;
    });
    const gate = new Promise<void>((open, shut) => gates.push({ open, shut }));
    gate.catch(() => {}); // a shut gate fails its build, which reports it
    const running = build(config, shared, contextOf(config), () => {
      reached();
      return gate;
    });
    running.catch(() => {}); // awaited below
    builds.push(running);
    await Promise.race([waiting, running.then(undefined, (error: unknown) => (failure ??= { error }))]);
    if (failure) break;
  }
  if (failure) {
    const cancelled = new Error("another locale's build failed");
    for (const gate of gates) gate.shut(cancelled);
    await Promise.allSettled(builds);
    throw failure.error;
  }
  for (let i = gates.length - 1; i >= 0; i--) {
    gates[i].open();
    try {
      await builds[i];
    } catch (error) {
      // One that failed going live: the ones not yet live stay as they were.
      for (let j = i - 1; j >= 0; j--) gates[j].shut(error);
      await Promise.allSettled(builds);
      throw error;
    }
  }
  return Promise.all(builds);
}
