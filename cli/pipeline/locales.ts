import type { BuildContext } from "../cache/context.ts";
import type { ResolvedConfig } from "../config/resolve.ts";
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
    const running = build(config, log, contextOf(config), () => {
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
    await builds[i];
  }
  return Promise.all(builds);
}
