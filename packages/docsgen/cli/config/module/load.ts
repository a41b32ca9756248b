import { readFileSync } from "node:fs";
import { fail } from "../../diagnostics/diagnostic.ts";
import { type Answer, type Compiled, timedOut } from "./answer.ts";
import { compile, type OnMissingPackage } from "./compile.ts";
import { rememberModule, siteCodeTimeoutMs } from "./limits.ts";
import { callHere, runHere } from "./run-here.ts";
import { siteRelative, throwSite } from "./stack.ts";
import { evaluateInThread, revive } from "./thread.ts";

export interface LoadOptions {
  /**
   * The time limit (tests set a short one); siteCodeTimeoutMs() by default (limits.ts: 30 s). Real modules take
   * milliseconds; a busy loop or a top-level `await` on a timer that never fires would hang the build.
   */
  timeoutMs?: number;
  /**
   * The folder the module's own imports may come from (ResolvedConfig.rootDir, `--root`); by default the site
   * folder, which `relativePath` gives. Needed for a module beside the site (`../docs/sidebars.js`), whose
   * site-relative path cannot name the site folder.
   */
  root?: string;
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
  onMissingPackage?: OnMissingPackage;
  /**
   * Called with the compiled text of the module (the site's own files it imports bundled in): what stands for
   * the code of a function the config defines, in cache keys (markdown plugins written in the site).
   */
  onCompiled?: (code: string) => void;
  /** Told the site files the module was compiled from (itself and what it imports), before it runs. */
  onInputs?: (files: readonly string[]) => void;
  /**
   * Modules docsgen gives the code in place of packages, installed or not (a site plugin's `webpack`: see
   * plugins/docusaurus/webpack.ts). Only the CommonJS evaluation has them: a module needing ESM runs in a
   * thread, where they cannot be sent.
   */
  provided?: Readonly<Record<string, unknown>>;
  /**
   * An ES module gives its whole namespace (its default export under `default`, beside the named ones), not its
   * default export: a site plugin's `validateOptions` may be a named export (Docusaurus reads both). Only the
   * CommonJS evaluation has it, as `provided`.
   */
  namespace?: boolean;
}

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
  if (file.endsWith(".json")) {
    options.onInputs?.([file]);
    return loadJson(file, relativePath);
  }
  const timeoutMs = options.timeoutMs ?? siteCodeTimeoutMs();
  const provided = Object.keys(options.provided ?? {});
  const root = options.root;
  const cjs = await compile(file, relativePath, "cjs", { onMissing: options.onMissingPackage, provided, root });
  if (cjs) {
    options.onCompiled?.(cjs.code);
    options.onInputs?.(cjs.inputs);
    rememberModule(file, relativePath, cjs.map);
    const result = runHere(cjs.code, file, timeoutMs, {
      onMissing: options.onMissingPackage,
      provided: options.provided,
      namespace: options.namespace,
    });
    if (result.kind === "value" && options.callDefault && typeof result.value === "function") {
      const called = await callHere(result.value as () => unknown, timeoutMs);
      return settle(called, { file, relativePath, map: cjs.map }, timeoutMs);
    }
    if (result.kind !== "needs-esm") return settle(result, { file, relativePath, map: cjs.map }, timeoutMs);
  }
  const esm = await compile(file, relativePath, "esm", { onMissing: options.onMissingPackage, root });
  if (!esm) throw new Error("unreachable: an ESM build of a module that compiled has no output");
  options.onCompiled?.(esm.code);
  if (!cjs) options.onInputs?.(esm.inputs);
  const run = { relativePath, timeoutMs, signal: options.signal, call: options.callDefault };
  return settle(await evaluateInThread(esm.code, run), { file, relativePath, map: esm.map }, timeoutMs);
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
function settle(answer: Answer, module: Compiled, timeoutMs: number): unknown {
  const { file, relativePath, map } = module;
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

export function readText(file: string): string {
  return readFileSync(file, "utf8");
}
