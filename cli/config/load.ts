import { readFileSync } from "node:fs";
import { createRequire, isBuiltin, SourceMap, type SourceMapPayload } from "node:module";
import { dirname, relative, resolve } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { compileFunction, runInThisContext } from "node:vm";
import { Worker } from "node:worker_threads";
import { build, type Plugin } from "esbuild";
import { BuildError, fail } from "../diagnostics/diagnostic.ts";

/**
 * How long a config or sidebars module may take to evaluate. Real ones take milliseconds (this site's:
 * ~1 ms; a Docusaurus config importing a few packages: well under a second); `while (true) {}` or a
 * top-level `await` on a timer that never fires would otherwise hang the build without a word.
 */
export const LOAD_TIMEOUT_MS = 30_000;

/** Heap a config or sidebars module may use while it evaluates: a runaway one stops with a message. */
const LOAD_HEAP_MB = 1024;

/** What stands in for a function (or symbol) in a default export sent between threads. */
const FUNCTION_MARK = "__docsgenFunction";

/**
 * The thread a module is evaluated in: imports the module, sends back its default export, and waits to be
 * ended. A default export that cannot be copied between threads as it is (functions: Docusaurus configs hold
 * some) is sent with each function replaced by a mark, revived on the other side as a function of that name.
 */
const WORKER_CODE = `
const { parentPort } = require("node:worker_threads");
const MARK = ${JSON.stringify(FUNCTION_MARK)};
function plain(value, seen) {
  if (typeof value === "function") return { [MARK]: value.name || "anonymous" };
  if (typeof value === "symbol") return { [MARK]: String(value) };
  if (value === null || typeof value !== "object") return value;
  if (seen.has(value)) return seen.get(value);
  if (Array.isArray(value)) {
    const out = [];
    seen.set(value, out);
    for (const item of value) out.push(plain(item, seen));
    return out;
  }
  if (Object.getPrototypeOf(value) !== Object.prototype && Object.getPrototypeOf(value) !== null) {
    try { structuredClone(value); return value; } catch {}
  }
  const out = {};
  seen.set(value, out);
  for (const key of Object.keys(value)) out[key] = plain(value[key], seen);
  return out;
}
function failure(error) {
  return error instanceof Error
    ? { name: error.name, message: error.message, stack: String(error.stack ?? "") }
    : { name: "Error", message: "threw " + String(error), stack: "" };
}
parentPort.once("message", async ({ url, call }) => {
  try {
    const mod = await import(url);
    if (!("default" in mod)) return parentPort.postMessage({ kind: "no-default" });
    const value = call && typeof mod.default === "function" ? await mod.default() : mod.default;
    try {
      parentPort.postMessage({ kind: "value", value });
    } catch {
      parentPort.postMessage({ kind: "value", value: plain(value, new Map()), marked: true });
    }
  } catch (error) {
    parentPort.postMessage({ kind: "threw", error: failure(error) });
  }
});
`;

type Answer =
  | { kind: "value"; value: unknown; marked?: boolean }
  | { kind: "no-default" }
  | { kind: "threw"; error: { name: string; message: string; stack: string }; cause?: unknown }
  | { kind: "timeout" };

export interface LoadOptions {
  /** The time limit (tests set a short one); LOAD_TIMEOUT_MS by default. */
  timeoutMs?: number;
  /** Ends the module's thread and the load, when its result is no longer wanted. */
  signal?: AbortSignal;
  /**
   * A default export that is a function is called, and the promise it returns awaited: Docusaurus's config
   * may be `async function createConfig() { … }`. The time limit covers the call.
   */
  callDefault?: boolean;
  /**
   * Called for each package import that does not resolve from the site folder: the import then evaluates to
   * a stand-in (any property or call of it gives the stand-in again) instead of failing the compile. For
   * Docusaurus configs read without the site's packages installed (`prism-react-renderer` themes feed options
   * docsgen ignores). `importer` is the file that imports it.
   */
  onMissingPackage?: (specifier: string, importer: string) => void;
  /**
   * Called with the compiled text of the module (the site's own files it imports bundled in): what stands for
   * the code of a function the config defines, in cache keys (markdown plugins written in the site).
   */
  onCompiled?: (code: string) => void;
}

/** The stand-in module of a missing package (see `onMissingPackage`); config.ts spots it by its name. */
export const MISSING_PACKAGE = "__docsgenMissingPackage";
/**
 * The stand-in's code. `names`: the named imports of it in the importing file, made own properties: a named
 * import of a CommonJS module is copied from its own properties (esbuild's interop), not read through `get`.
 */
const missingModule = (names: readonly string[]) => `const f = function ${MISSING_PACKAGE}() { return p; };
for (const n of ${JSON.stringify(names)}) Object.defineProperty(f, n, { get: () => p, enumerable: true });
const p = new Proxy(f, {
  get: (t, k) => (k === "name" ? "${MISSING_PACKAGE}" : k === Symbol.toPrimitive ? () => "" : k === "__esModule" ? false : p),
  apply: () => p,
  construct: () => p,
});
module.exports = p;`;

/**
 * Loads a TypeScript or JavaScript module of the site (`site.config.ts`, `sidebars.ts`) and returns its
 * default export. esbuild compiles it in memory, with the site's own files bundled and its packages left as
 * imports resolved from the module's folder (the site's `node_modules`, as Node would), and nothing is
 * written to disk; a fresh evaluation each time means no module cache to defeat (watch mode reloads edited
 * configs). Evaluation has a time limit, and a module that never finishes (a busy loop, a top-level `await`
 * that never settles) or throws stops with a message naming it, at the line of the throw when known.
 *
 * Compiled as CommonJS, the module runs in this thread under `vm`'s time limit: as fast as the import it
 * replaced. A module that needs ESM (a top-level `await`, itself or in a package it imports) runs in a thread
 * of its own instead, which can be ended whatever it waits on; starting one costs ~30 ms on an idle machine,
 * several times that on a busy one, so only such modules pay it.
 */
export async function loadTsModule(file: string, relativePath: string, options: LoadOptions = {}): Promise<unknown> {
  if (file.endsWith(".json")) return loadJson(file, relativePath);
  const timeoutMs = options.timeoutMs ?? LOAD_TIMEOUT_MS;
  const cjs = await compile(file, relativePath, "cjs", options.onMissingPackage);
  if (cjs) {
    options.onCompiled?.(cjs.code);
    const result = runHere(cjs.code, file, timeoutMs, options.onMissingPackage);
    if (result.kind === "value" && options.callDefault && typeof result.value === "function") {
      const called = await callHere(result.value as () => unknown, timeoutMs);
      return settle(called, file, relativePath, cjs.map, timeoutMs);
    }
    if (result.kind !== "needs-esm") return settle(result, file, relativePath, cjs.map, timeoutMs);
  }
  const esm = await compile(file, relativePath, "esm", options.onMissingPackage);
  if (!esm) throw new Error("unreachable: an ESM build of a module that compiled has no output");
  options.onCompiled?.(esm.code);
  const worker = new Worker(WORKER_CODE, {
    eval: true,
    stdout: false,
    stderr: false,
    resourceLimits: { maxOldGenerationSizeMb: LOAD_HEAP_MB },
  });
  try {
    const answer = await evaluate(worker, esm.code, relativePath, timeoutMs, options.signal, options.callDefault);
    return settle(answer, file, relativePath, esm.map, timeoutMs);
  } finally {
    void worker.terminate();
  }
}

/** A JSON module (`sidebars.json`): its value, or esbuild's located syntax error. */
async function loadJson(file: string, relativePath: string): Promise<unknown> {
  const text = readText(file);
  try {
    return JSON.parse(text);
  } catch (error) {
    await compile(file, relativePath, "esm"); // throws, located, when esbuild also finds it invalid
    fail({ code: "config-load", message: `invalid JSON: ${(error as Error).message}`, file: relativePath }, error);
  }
}

/** The default export of an answer, or the located error it calls for. */
function settle(answer: Answer, file: string, relativePath: string, map: SourceMapPayload, timeoutMs: number): unknown {
  if (answer.kind === "no-default") {
    fail({
      code: "config-load",
      message: "has no default export",
      file: relativePath,
      hint: "Add `export default { … }`.",
    });
  }
  if (answer.kind === "threw") {
    const at = throwSite(answer.error.stack, file, map);
    fail(
      {
        code: "config-load",
        message: `threw while loading: ${answer.error.name === "Error" ? "" : `${answer.error.name}: `}${answer.error.message}`,
        file: at ? siteRelative(at.file, file, relativePath) : relativePath,
        line: at?.line,
        column: at?.column,
        hint: "Fix the code at that line (DEBUG=docsgen prints the whole stack).",
      },
      answer.cause ??
        Object.assign(new Error(answer.error.message), { name: answer.error.name, stack: answer.error.stack }),
    );
  }
  if (answer.kind === "timeout") throw timedOut(relativePath, timeoutMs);
  return answer.marked ? revive(answer.value) : answer.value;
}

/**
 * Evaluates a CommonJS compile of the module in this thread, the whole evaluation (packages it requires
 * included) under `vm`'s time limit, which stops even a busy loop. A package that is ESM with a top-level
 * `await` cannot be required: then the module is run as ESM in a thread (see loadTsModule).
 */
function runHere(
  code: string,
  file: string,
  timeoutMs: number,
  onMissing?: LoadOptions["onMissingPackage"],
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
async function callHere(fn: () => unknown, timeoutMs: number): Promise<Answer> {
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

function failure(error: unknown): { name: string; message: string; stack: string } {
  return error instanceof Error
    ? { name: error.name, message: error.message, stack: String(error.stack ?? "") }
    : { name: "Error", message: `threw ${String(error)}`, stack: "" };
}

function timedOut(relativePath: string, timeoutMs: number): BuildError {
  return new BuildError([
    {
      severity: "error",
      code: "config-load",
      message: `did not finish loading within ${timeoutMs / 1000} s`,
      file: relativePath,
      hint: "Look for a loop that never ends, or a top-level `await` on something that never settles, in it or in what it imports.",
    },
  ]);
}

/** The name stack frames give the compiled module (see throwSite). */
function scriptName(file: string): string {
  return `${pathToFileURL(file).href}.docsgen.js`;
}

/**
 * The module compiled to one text, with its source map; a syntax error or missing import is located. As
 * CommonJS, undefined when the module needs ESM (a top-level `await`).
 */
async function compile(
  file: string,
  relativePath: string,
  format: "cjs" | "esm",
  onMissing?: LoadOptions["onMissingPackage"],
): Promise<{ code: string; map: SourceMapPayload } | undefined> {
  const fileUrl = pathToFileURL(file).href;
  try {
    const result = await build({
      entryPoints: [file],
      bundle: true,
      platform: "node",
      format,
      target: "node20",
      // Node's conditions, not a bundler's: no "module" condition (esbuild's default adds it).
      conditions: [],
      mainFields: ["main"],
      plugins: [sitePackages(format === "esm", onMissing)],
      // A module evaluated from a data: URL has no file of its own: these name the entry file, as Node would.
      define: {
        "import.meta.url": JSON.stringify(fileUrl),
        "import.meta.filename": JSON.stringify(file),
        "import.meta.dirname": JSON.stringify(dirname(file)),
        // CommonJS's own names, which Docusaurus's TypeScript configs use (`path.join(__dirname, …)`). A module
        // that declares its own (`const __dirname = …` in an ES module) keeps it: define replaces free names only.
        // Files of the site it imports get the entry's folder too (one bundle).
        __dirname: JSON.stringify(dirname(file)),
        __filename: JSON.stringify(file),
      },
      // `require(…)` (CommonJS sidebars, and packages in the CommonJS compile) resolves from the module's folder.
      // (The CommonJS compile is given that `require`, see runHere.)
      banner:
        format === "esm"
          ? {
              js: `import { createRequire as __docsgenCreateRequire } from "node:module"; const require = __docsgenCreateRequire(${JSON.stringify(fileUrl)});`,
            }
          : undefined,
      // Stack frames name the module (see throwSite), not a data: URL of its whole text.
      footer: format === "esm" ? { js: `//# sourceURL=${scriptName(file)}` } : undefined,
      sourcemap: "external",
      sourcesContent: false,
      outfile: scriptName(file).replace(/^file:\/\//, "/"),
      write: false,
      logLevel: "silent",
    });
    const code = result.outputFiles.find((f) => f.path.endsWith(".js"))?.text ?? "";
    const mapText = result.outputFiles.find((f) => f.path.endsWith(".map"))?.text ?? "{}";
    return { code, map: JSON.parse(mapText) as SourceMapPayload };
  } catch (error) {
    const errors = (error as { errors?: { text: string }[] }).errors ?? [];
    if (format === "cjs" && errors.some((e) => /Top-level await is currently not supported/.test(e.text))) {
      return undefined;
    }
    const first = (error as { errors?: { text: string; location?: { file: string; line: number; column: number } }[] })
      .errors?.[0];
    const where = first?.location?.file ? resolve(first.location.file) : file;
    fail(
      {
        code: "config-load",
        message: `could not compile: ${first?.text ?? String(error)}`,
        file: siteRelative(where, file, relativePath),
        line: first?.location?.line,
        column: first?.location ? first.location.column + 1 : undefined,
        hint: /Could not resolve/.test(first?.text ?? "")
          ? "Install the package in the site folder (npm install it there), or fix the import path."
          : "Fix the TypeScript syntax error; the file must `export default` a plain object.",
      },
      error,
    );
  }
}

/**
 * Leaves every package import external, as an absolute URL of the file esbuild resolves it to from the
 * importing file's folder (with Node's conditions): a module evaluated from a data: URL cannot resolve a
 * bare specifier itself. JSON files of packages are bundled (Node would need an import attribute).
 */
function sitePackages(asUrl: boolean, onMissing: LoadOptions["onMissingPackage"]): Plugin {
  return {
    name: "docsgen-site-packages",
    setup(b) {
      b.onResolve({ filter: /^[^./]|^\.[^./]|^\.\.[^/]/ }, async (args) => {
        if (args.pluginData === "docsgen-resolving") return undefined;
        if (isBuiltin(args.path)) return { path: args.path, external: true };
        const found = await b.resolve(args.path, {
          kind: args.kind,
          resolveDir: args.resolveDir,
          importer: args.importer,
          pluginData: "docsgen-resolving",
        });
        if ((found.errors.length > 0 || !found.path) && onMissing && !args.path.startsWith(".")) {
          onMissing(args.path, args.importer);
          return { path: args.path, namespace: "docsgen-missing", pluginData: importedNames(args.importer, args.path) };
        }
        if (found.errors.length > 0 || !found.path) return undefined; // esbuild reports it, located
        if (found.external) return { path: args.path, external: true };
        if (found.path.endsWith(".json")) return { path: found.path };
        return {
          path: asUrl && args.kind !== "require-call" ? pathToFileURL(found.path).href : found.path,
          external: true,
        };
      });
      b.onLoad({ filter: /.*/, namespace: "docsgen-missing" }, (args) => ({
        contents: missingModule(args.pluginData as string[]),
        loader: "js",
      }));
    },
  };
}

/** The names `importer` imports from `specifier` (`import { themes as t } from "x"`: themes). */
function importedNames(importer: string, specifier: string): string[] {
  let text = "";
  try {
    text = readFileSync(importer, "utf8");
  } catch {
    return [];
  }
  const quoted = specifier.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  const names: string[] = [];
  for (const m of text.matchAll(
    new RegExp(`import\\s+(?:type\\s+)?(?:[\\w$]+\\s*,\\s*)?\\{([^}]*)\\}\\s*from\\s*["']${quoted}["']`, "g"),
  )) {
    for (const part of m[1].split(",")) {
      const name = part
        .trim()
        .replace(/^type\s+/, "")
        .split(/\s+as\s+/)[0];
      if (/^[\w$]+$/.test(name)) names.push(name);
    }
  }
  return names;
}

/** Runs the compiled module in `worker`: its answer, or a located failure when it ends or times out first. */
function evaluate(
  worker: Worker,
  code: string,
  relativePath: string,
  timeoutMs: number,
  signal?: AbortSignal,
  call?: boolean,
) {
  return new Promise<Answer>((resolveAnswer, reject) => {
    let timer: NodeJS.Timeout | undefined;
    const stop = (message: string, hint: string, cause?: unknown) => {
      clearTimeout(timer);
      reject(
        new BuildError([{ severity: "error", code: "config-load", message, file: relativePath, hint }], { cause }),
      );
    };
    if (signal?.aborted) return stop("loading was cancelled", "Nothing to do: the build stopped first.");
    signal?.addEventListener("abort", () => stop("loading was cancelled", "Nothing to do: the build stopped first."), {
      once: true,
    });
    timer = setTimeout(() => resolveAnswer({ kind: "timeout" }), timeoutMs);
    worker.once("message", (answer: Answer) => {
      clearTimeout(timer);
      resolveAnswer(answer);
    });
    worker.once("error", (error) => {
      const oom = (error as NodeJS.ErrnoException).code === "ERR_WORKER_OUT_OF_MEMORY";
      stop(
        oom ? `ran out of memory while loading (over ${LOAD_HEAP_MB} MB)` : `failed while loading: ${error.message}`,
        oom ? "Look for a loop that builds ever larger data." : "Fix the module; DEBUG=docsgen prints the stack.",
        error,
      );
    });
    // Ending without an answer: the module's evaluation never finished and nothing was left to run (a top-level
    // `await` on a promise nothing settles), or it called process.exit().
    worker.once("exit", (exitCode) =>
      stop(
        exitCode === 0
          ? "stopped before it finished loading: a top-level `await` waits on a promise that never settles"
          : `stopped before it finished loading: it called process.exit(${exitCode})`,
        exitCode === 0
          ? "Make every top-level `await` settle: a promise that nothing resolves ends the module there."
          : "Throw an Error instead: docsgen then prints it with its line.",
      ),
    );
    worker.postMessage({ url: `data:text/javascript;base64,${Buffer.from(code).toString("base64")}`, call });
  });
}

/** The source file, line and column of the first stack frame inside the compiled module, if any. */
function throwSite(
  stack: string,
  file: string,
  map: SourceMapPayload,
): { file: string; line: number; column: number } | undefined {
  const name = scriptName(file);
  for (const frame of stack.split("\n").slice(1)) {
    const at = frame.lastIndexOf(`${name}:`);
    if (at < 0) continue;
    const m = /^:(\d+):(\d+)/.exec(frame.slice(at + name.length));
    if (!m) continue;
    const entry = new SourceMap(map).findEntry(Number(m[1]) - 1, Number(m[2]) - 1) as {
      originalSource?: string;
      originalLine?: number;
      originalColumn?: number;
    };
    if (entry.originalSource === undefined || entry.originalLine === undefined) return undefined;
    const source = entry.originalSource.startsWith("file:")
      ? fileURLToPath(entry.originalSource)
      : resolve(dirname(file), entry.originalSource);
    return { file: source, line: entry.originalLine + 1, column: (entry.originalColumn ?? 0) + 1 };
  }
  return undefined;
}

/**
 * `path` relative to the site folder, for diagnostics: the folder `relativePath` (the loaded module's own
 * site-relative path) is relative to. A file outside it keeps its absolute path.
 */
function siteRelative(path: string, file: string, relativePath: string): string {
  if (path === file) return relativePath;
  const depth = relativePath.split("/").length - 1;
  let site = dirname(file);
  for (let i = 0; i < depth; i++) site = dirname(site);
  const rel = relative(site, path).split("\\").join("/");
  return rel.startsWith("../") ? path : rel;
}

/** Set on a function that stands for one of a module evaluated in its own thread: it cannot be called. */
export const REVIVED = "__docsgenRevived";

/** The default export with each function mark (see WORKER_CODE) replaced by a function of that name. */
function revive(value: unknown, seen = new Set<object>()): unknown {
  if (value === null || typeof value !== "object" || seen.has(value)) return value;
  seen.add(value);
  const record = value as Record<string, unknown>;
  const keys = Object.keys(record);
  if (keys.length === 1 && keys[0] === FUNCTION_MARK) {
    const name = String(record[FUNCTION_MARK]);
    const stub = () => {
      throw new Error(`${name}: a function of the config is not called by docsgen`);
    };
    Object.defineProperty(stub, REVIVED, { value: true });
    return Object.defineProperty(stub, "name", { value: name });
  }
  for (const key of keys) record[key] = revive(record[key], seen);
  return value;
}

export function readText(file: string): string {
  return readFileSync(file, "utf8");
}
