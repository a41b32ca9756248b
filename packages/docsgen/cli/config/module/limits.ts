import { writeSync } from "node:fs";
import type { SourceMapPayload } from "node:module";
import { promisify } from "node:util";
import { runInThisContext } from "node:vm";
import { type Diagnostic, formatDiagnostic } from "../../diagnostics/diagnostic.ts";
import { scriptName, siteRelative, throwSite } from "./stack.ts";

/**
 * How long one piece of the site's code may run: a config or sidebars module's evaluation (with a config
 * function's call), one page's server render, one call of an `editUrl` function. Real ones take
 * milliseconds; a `while (true) {}` would otherwise hang the build without a word. The environment variable
 * `DOCSGEN_SITE_CODE_TIMEOUT_MS` sets another (the tests set a short one).
 */
export function siteCodeTimeoutMs(): number {
  const set = Number(process.env.DOCSGEN_SITE_CODE_TIMEOUT_MS);
  return Number.isFinite(set) && set > 0 ? set : 30_000;
}

/** What site code that called `process.exit()` sees thrown: docsgen then reports it where it was called. */
export class SiteExitError extends Error {
  constructor(readonly exitCode: number | string | null | undefined) {
    // Named "Error": reports say "threw while loading: called process.exit(0)", without a class name.
    super(`called process.exit(${exitCode ?? ""})`);
  }
}

/** Thrown by `runSiteCode` when the code ran past its time limit (the caller says whose code it was). */
export class SiteCodeTimeout extends Error {
  constructor(readonly timeoutMs: number) {
    super(`did not finish within ${timeoutMs / 1000} s`);
    this.name = "SiteCodeTimeout";
  }
}

/**
 * The two ways out of the process site code could take: `process.exit` and the undocumented
 * `process.reallyExit` it ends with (which skips the `exit` event, and any replacement of `exit`).
 */
type Exits = { exit: (code?: number | string | null) => never; reallyExit: (code?: number) => never };
const exits = process as unknown as Exits;
/** Node's own, kept when the guard replaced them: docsgen's own exits (the bin, the watch worker). */
const node: Exits = { exit: process.exit, reallyExit: exits.reallyExit };
let guarded = false;

/** Ends the process with Node's own exit (which calls `process.reallyExit`, looked up on `process`). */
function realExit(code: number): never {
  exits.reallyExit = node.reallyExit;
  return node.exit.call(process, code);
}

/** Sets both ways out; returns the ones they replace. */
function setExits(to: Exits): Exits {
  const before = { exit: exits.exit, reallyExit: exits.reallyExit };
  exits.exit = to.exit;
  exits.reallyExit = to.reallyExit;
  return before;
}

/**
 * Ends the process with `code`, once what was written to stdout and stderr has been handed to the system:
 * after a command, so that a timer or socket the site's code left open does not keep docsgen running.
 */
export function exitProcess(code: number): void {
  process.stdout.write("", () => process.stderr.write("", () => realExit(code)));
}

/**
 * Replaces `process.exit` for the rest of the process (the CLI's, at its start): `process.exit(0)` called by
 * a timer or an awaited continuation of the site's code would end the build with exit 0 and no output, as if
 * it had succeeded. It prints where it was called and ends the process with exit 1 instead. (While site code
 * runs synchronously, `runSiteCode` has it throw, to be reported at its place.)
 */
export function guardProcessExit(): void {
  if (guarded) return;
  guarded = true;
  const late = (exitCode?: number | string | null): never => {
    return endLate(lateExit(new SiteExitError(exitCode)));
  };
  setExits({ exit: late, reallyExit: late });
}

/**
 * Ends the build that site code broke from a timer or promise, with its report: written at once, and the
 * process ended at once (nothing may run on as if process.exit() had returned). (An esbuild build cut short
 * this way may print its service's goroutines after the report.)
 */
function endLate(report: Diagnostic): never {
  writeSync(2, `${formatDiagnostic(report)}\n`);
  return realExit(1);
}

/** The modules loaded (load.ts), by the name their stack frames give: a late exit is located in its source. */
const modules = new Map<string, { file: string; relativePath: string; map: SourceMapPayload }>();

/** Remembers a loaded module of the site, for `process.exit()` called from a timer it left (`lateExit`). */
export function rememberModule(file: string, relativePath: string, map: SourceMapPayload): void {
  modules.set(scriptName(file), { file, relativePath, map });
}

/** Where a stack's first frame in a loaded module of the site is, site-relative: `plugins/x.js:12:3`. */
export function siteFrame(stack: string): string | undefined {
  const module = [...modules.entries()].find(([name]) => stack.includes(`${name}:`))?.[1];
  const at = module ? throwSite(stack, module.file, module.map) : undefined;
  return module && at
    ? `${siteRelative(at.file, module.file, module.relativePath)}:${at.line}:${at.column}`
    : undefined;
}

/**
 * The report of site code that went wrong after it ran, in a timer or promise it left: `process.exit()`
 * called there, or a timer's callback past the time limit. At the call when the stack names a loaded module.
 */
function lateExit(error: Error, stack = error.stack ?? ""): Diagnostic {
  const module = [...modules.entries()].find(([name]) => stack.includes(`${name}:`))?.[1];
  const at = module ? throwSite(stack, module.file, module.map) : undefined;
  const timeout = error instanceof SiteCodeTimeout;
  return {
    severity: "error",
    code: "config-load",
    message: timeout
      ? `${module ? "a" : "the site's code left a"} timer whose callback ${error.message}, while the site was building`
      : `${module ? "" : "the site's code "}${error.message} from a timer or promise it left, while the site was building`,
    file: module ? (at ? siteRelative(at.file, module.file, module.relativePath) : module.relativePath) : undefined,
    line: at?.line,
    column: at?.column,
    hint: timeout
      ? "Look for a loop that never ends in the timer's callback (the line given sets the timer)."
      : "Throw an Error instead: docsgen stops the build with it, at its line. Site code may not end the process.",
  };
}

type TimerSetter = (callback: (...args: unknown[]) => void, ...rest: unknown[]) => unknown;
const TIMERS = ["setTimeout", "setInterval", "setImmediate"] as const;
const timers = globalThis as unknown as Record<(typeof TIMERS)[number], TimerSetter>;
const nodeTimers = Object.fromEntries(TIMERS.map((name) => [name, timers[name]])) as typeof timers;

/**
 * The timer functions site code sees while it runs: each callback runs later under the same time limit
 * (`runSiteCode`, so the timers it sets are wrapped too). In the CLI, a callback past the limit, or one that
 * calls `process.exit()`, is reported at the line that set the timer and ends the process with exit 1: the
 * build it interrupted cannot go on.
 */
const siteTimers = Object.fromEntries(
  TIMERS.map((name) => [name, Object.assign(siteTimer(name), promiseForm(nodeTimers[name]))]),
) as unknown as typeof timers;

/** Node's promise form of a timer function, which util.promisify(setTimeout) reads from the function. */
function promiseForm(timer: TimerSetter): Record<symbol, unknown> {
  return { [promisify.custom]: (timer as unknown as Record<symbol, unknown>)[promisify.custom] };
}

function siteTimer(name: (typeof TIMERS)[number]): TimerSetter {
  return (callback: unknown, ...rest: unknown[]) => {
    if (typeof callback !== "function") return nodeTimers[name](callback as () => void, ...rest);
    const setAt = new Error().stack ?? "";
    return nodeTimers[name](
      (...args: unknown[]) => {
        try {
          runSiteCode(() => (callback as (...a: unknown[]) => void)(...args));
        } catch (error) {
          if (!guarded || !(error instanceof SiteCodeTimeout || error instanceof SiteExitError)) throw error;
          endLate(lateExit(error, `${error.stack}\n${setAt}`));
        }
      },
      ...rest,
    );
  };
}

function setTimers(to: typeof timers): typeof timers {
  const before = Object.fromEntries(TIMERS.map((name) => [name, timers[name]])) as typeof timers;
  for (const name of TIMERS) timers[name] = to[name];
  return before;
}

/**
 * Runs synchronous site code within `timeoutMs` (`vm`'s time limit, which stops even a busy loop), with
 * `process.exit` throwing while it runs. Throws SiteCodeTimeout past the limit, and what the code throws.
 */
export function runSiteCode<T>(fn: () => T, timeoutMs = siteCodeTimeoutMs()): T {
  const key = `__docsgenSiteCode${process.pid}_${++calls}`;
  let result: T | undefined;
  (globalThis as Record<string, unknown>)[key] = () => {
    result = fn();
  };
  const thrower = (exitCode?: number | string | null): never => {
    throw new SiteExitError(exitCode);
  };
  const before = setExits({ exit: thrower, reallyExit: thrower });
  const beforeTimers = setTimers(siteTimers);
  try {
    runInThisContext(`globalThis[${JSON.stringify(key)}]()`, { timeout: timeoutMs, filename: "docsgen-site-code" });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ERR_SCRIPT_EXECUTION_TIMEOUT") throw new SiteCodeTimeout(timeoutMs);
    throw error;
  } finally {
    setExits(before);
    setTimers(beforeTimers);
    delete (globalThis as Record<string, unknown>)[key];
  }
  return result as T;
}
let calls = 0;
