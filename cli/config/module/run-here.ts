import { createRequire } from "node:module";
import { compileFunction, runInThisContext } from "node:vm";
import { type Answer, failure } from "./answer.ts";
import type { OnMissingPackage } from "./compile.ts";
import { scriptName } from "./stack.ts";

/**
 * Evaluates a CommonJS compile of the module in this thread, the whole evaluation (packages it requires
 * included) under `vm`'s time limit, which stops even a busy loop. A package that is ESM with a top-level
 * `await` cannot be required: then the module is run as ESM in a thread (see loadTsModule).
 */
export function runHere(
  code: string,
  file: string,
  timeoutMs: number,
  onMissing?: OnMissingPackage,
): Answer | { kind: "needs-esm" } {
  const module = { exports: {} as Record<string, unknown> };
  const run = compileFunction(code, ["module", "exports", "require"], { filename: scriptName(file) });
  const key = `__docsgenLoad${process.pid}_${++loads}`;
  const require = onMissing ? standInResolve(createRequire(file), file, onMissing) : createRequire(file);
  (globalThis as Record<string, unknown>)[key] = () => run(module, module.exports, require);
  // A module that calls process.exit() would end the build without a word (watch mode's worker too).
  const exit = process.exit;
  process.exit = ((exitCode?: number) => {
    throw new Error(`called process.exit(${exitCode ?? ""}) while loading`);
  }) as typeof process.exit;
  try {
    runInThisContext(`globalThis[${JSON.stringify(key)}]()`, { timeout: timeoutMs, filename: "docsgen-config-load" });
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === "ERR_REQUIRE_ASYNC_MODULE") return { kind: "needs-esm" };
    if (code === "ERR_SCRIPT_EXECUTION_TIMEOUT") return { kind: "timeout" };
    return { kind: "threw", error: failure(error), cause: error };
  } finally {
    process.exit = exit;
    delete (globalThis as Record<string, unknown>)[key];
  }
  // An ESM module compiled to CommonJS is marked `__esModule`; a CommonJS one (sidebars.js, sidebars.json)
  // is its `module.exports`, as the ESM compile's default export is.
  const exports = module.exports;
  if (!exports.__esModule) return { kind: "value", value: exports };
  return "default" in exports ? { kind: "value", value: exports.default } : { kind: "no-default" };
}
let loads = 0;

/**
 * `require` whose `resolve` answers a package that is not installed with its own name, reported as missing:
 * Docusaurus configs name plugins and themes by `require.resolve("pkg")`, and docsgen runs none of them.
 */
function standInResolve(require: NodeJS.Require, file: string, onMissing: (s: string, i: string) => void) {
  const resolveStandIn = ((specifier: string, options?: { paths?: string[] }) => {
    try {
      return require.resolve(specifier, options);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "MODULE_NOT_FOUND" || /^[./]/.test(specifier)) throw error;
      onMissing(specifier, file);
      return specifier;
    }
  }) as NodeJS.RequireResolve;
  resolveStandIn.paths = require.resolve.paths;
  return Object.assign(((id: string) => require(id)) as NodeJS.Require, require, { resolve: resolveStandIn });
}

/**
 * Calls a default export that is a function (an async config function) and awaits its result within the
 * time limit. Its synchronous part runs under `vm`'s limit like the module; what it awaits is raced against
 * a timer (a promise cannot be stopped, only left behind).
 */
export async function callHere(fn: () => unknown, timeoutMs: number): Promise<Answer> {
  let timer: NodeJS.Timeout | undefined;
  try {
    const result = await Promise.race([
      Promise.resolve().then(fn),
      new Promise<typeof TIMED_OUT>((done) => {
        timer = setTimeout(() => done(TIMED_OUT), timeoutMs);
      }),
    ]);
    return result === TIMED_OUT ? { kind: "timeout" } : { kind: "value", value: result };
  } catch (error) {
    return { kind: "threw", error: failure(error), cause: error };
  } finally {
    clearTimeout(timer);
  }
}
const TIMED_OUT = Symbol("timed out");
