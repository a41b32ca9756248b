import { writeSync } from "node:fs";

/**
 * Crash injection for tests: with `DOCSGEN_CRASH_AT=N`, the process kills itself (SIGKILL, as an operator's
 * `kill -9` or a CI timeout would) at the Nth filesystem step that changes the live output folder. The tests
 * walk N over every step of a cold, a cached and a watch build and check that the output is then whole.
 */
const crashAt = Number(process.env.DOCSGEN_CRASH_AT ?? 0);
let steps = 0;

/** Marks one filesystem step on the way to the new output: `what` names it in the crash message. */
export function crashPoint(what: string): void {
  if (crashAt <= 0 || ++steps !== crashAt) return;
  writeSync(2, `docsgen: crash injected at step ${steps} (${what})\n`);
  process.kill(process.pid, "SIGKILL");
}
