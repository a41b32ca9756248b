import { createRequire } from "node:module";
import { compileFunction, constants } from "node:vm";
import { type Answer, failure } from "./answer.ts";
import type { OnMissingPackage } from "./compile.ts";
import { runSiteCode, SiteCodeTimeout } from "./limits.ts";
import { scriptName } from "./stack.ts";
import { awaitWithin, TIMED_OUT } from "./watchdog.ts";

/**
 * Evaluates a CommonJS compile of the module in this thread, the whole evaluation (packages it requires
 * included) under `vm`'s time limit, which stops even a busy loop. A package that is ESM with a top-level
 * `await` cannot be required: then the module is run as ESM in a thread (see loadTsModule).
 */
export function runHere(
  code: string,
  file: string,
  timeoutMs: number,
  packages: { onMissing?: OnMissingPackage; provided?: Readonly<Record<string, unknown>>; namespace?: boolean } = {},
): Answer | { kind: "needs-esm" } {
  const module = { exports: {} as Record<string, unknown> };
  // `import()` in the module (a remark plugin's `await import("unist-util-visit")`) loads as it would in a file.
  const run = compileFunction(code, ["module", "exports", "require"], {
    filename: scriptName(file),
    importModuleDynamically: constants.USE_MAIN_CONTEXT_DEFAULT_LOADER,
  });
  const require = siteResolve(createRequire(file), file, packages.onMissing, packages.provided ?? {});
  try {
    // process.exit() in the module throws there (limits.ts): it would end the build without a word.
    runSiteCode(() => run(module, module.exports, require), timeoutMs);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === "ERR_REQUIRE_ASYNC_MODULE") return { kind: "needs-esm" };
    if (error instanceof SiteCodeTimeout) return { kind: "timeout" };
    return { kind: "threw", error: failure(error), cause: error };
  }
  // An ESM module compiled to CommonJS is marked `__esModule`; a CommonJS one (sidebars.js, sidebars.json)
  // is its `module.exports`, as the ESM compile's default export is. With `namespace`, the ESM module is its
  // exports whole (loadTsModule's option).
  const exports = module.exports;
  if (!exports.__esModule || packages.namespace) return { kind: "value", value: exports };
  return "default" in exports ? { kind: "value", value: exports.default } : { kind: "no-default" };
}

/** The extensions Docusaurus's config loader (jiti) adds to a relative path that names no file as written. */
const TS_EXTENSIONS = [".ts", ".tsx", ".mts", ".cts"];

/**
 * `require` whose `resolve` finds what Docusaurus's loader finds: `require.resolve("./sidebars")` names
 * `sidebars.ts` (jiti adds TypeScript extensions, Node's resolver does not). With `onMissing`, a package that
 * is not installed answers its own name, reported as missing: Docusaurus configs name plugins and themes by
 * `require.resolve("pkg")`, and docsgen runs none of them.
 */
function siteResolve(
  require: NodeJS.Require,
  file: string,
  onMissing: OnMissingPackage | undefined,
  provided: Readonly<Record<string, unknown>>,
) {
  const resolveLikeJiti = ((specifier: string, options?: { paths?: string[] }) => {
    try {
      return require.resolve(specifier, options);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "MODULE_NOT_FOUND") throw error;
      if (/^\.\.?\//.test(specifier)) {
        for (const ext of TS_EXTENSIONS) {
          for (const candidate of [`${specifier}${ext}`, `${specifier}/index${ext}`]) {
            try {
              return require.resolve(candidate, options);
            } catch {}
          }
        }
      }
      if (!onMissing || /^[./]/.test(specifier)) throw error;
      onMissing(specifier, file);
      return specifier;
    }
  }) as NodeJS.RequireResolve;
  resolveLikeJiti.paths = require.resolve.paths;
  const load = (id: string) => (Object.hasOwn(provided, id) ? provided[id] : require(id));
  return Object.assign(load as NodeJS.Require, require, { resolve: resolveLikeJiti });
}

/**
 * Calls a default export that is a function (an async config function) and awaits its result within the
 * time limit. Its synchronous part runs under `vm`'s limit like the module; what it awaits is raced against
 * a timer, with a watchdog for a busy loop after an `await` (watchdog.ts).
 */
export async function callHere(fn: () => unknown, timeoutMs: number): Promise<Answer> {
  const started = Date.now();
  try {
    const returned = runSiteCode(fn, timeoutMs);
    const result = await awaitWithin(Promise.resolve(returned), Math.max(1, timeoutMs - (Date.now() - started)));
    return result === TIMED_OUT ? { kind: "timeout" } : { kind: "value", value: result };
  } catch (error) {
    if (error instanceof SiteCodeTimeout) return { kind: "timeout" };
    return { kind: "threw", error: failure(error), cause: error };
  }
}
