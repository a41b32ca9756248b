import { spawn } from "node:child_process";
import { createHash } from "node:crypto";
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { join, relative } from "node:path";
import { beforeAll, describe, it } from "vitest";
import { SCW, WORKSPACE } from "../../helpers/cli.ts";

// The SCW library (slightning-coco-widget 2.10.2 and its webpack helpers 2.5.2) is not on the registry these
// machines reach; ../shared/scw-source holds its source, read-only. This harness compiles that source with the
// repo's own tsc (the recipes of ../shared/scw-source/README.md) into a cache folder under os.tmpdir(), keyed
// by a hash of the source, the tsc version, RECIPE and this checkout's path (the folder links to this
// checkout's node_modules), so a test run compiles it once and later runs of the same checkout reuse it.

const TSC = join(WORKSPACE, "node_modules/typescript/bin/tsc");
/** Bump when the layout of the compiled folder changes: old cache folders are then ignored. */
const RECIPE = "scw-harness-2";
const TSC_TIMEOUT = 180_000;
/**
 * Folders the compiled folder links from this checkout's node_modules: two library files import react; the
 * webpack package's bypass transform parses with @babel/* (its peer dependencies, dev dependencies here).
 */
const LINKED = ["react", "@babel"];

const sourceCandidate = join(WORKSPACE, "../shared/scw-source");

/**
 * Absolute path of ../shared/scw-source, or undefined when that folder is absent. `DOCSGEN_SCW_ABSENT=1` makes it
 * undefined even when the folder exists, to see what a run without it does (the library checks skip, loudly).
 */
export const SCW_SOURCE: string | undefined =
  existsSync(join(sourceCandidate, "slightning-coco-widget/src")) && !process.env.DOCSGEN_SCW_ABSENT
    ? sourceCandidate
    : undefined;

/** One call an editor-provided widget method received (`widgetLog`, `emit`, `setProps`, …). */
export interface EditorCall {
  widget: object;
  method: string;
  args: unknown[];
}

export interface ScwLibrary {
  /** Folder with generated declarations laid out as node_modules: <typesRoot>/slightning-coco-widget/index.d.ts (+ package.json with "types"), <typesRoot>/slightning-coco-widget--webpack/..., so a tsconfig with "typeRoots"/"paths" or a node_modules symlink resolves `import ... from "slightning-coco-widget"` and its subpaths ("slightning-coco-widget/coco", ...). */
  typesRoot: string;
  /** require() of the compiled CommonJS library with the CoCo editor globals (InvisibleWidget, VisibleWidget, widgetClass, __slightning_coco_widget_exports__, __slightning_coco_widget_require__) defined first. Accepts "slightning-coco-widget", its subpaths, and "slightning-coco-widget--webpack". The platform is CoCo (`widgetClass` is defined but undefined). The webpack package's modules get @babel/* from the repo's dev dependencies. */
  // biome-ignore lint/suspicious/noExplicitAny: the compiled library is untyped JS; tests poke at it freely.
  require(id: string): any;
  /**
   * Every call the stand-in editor widgets received, in order (cleared by `clearCalls`). The stand-ins do
   * nothing else, except `setProps`, which also assigns the values to the instance.
   */
  calls: EditorCall[];
  clearCalls(): void;
  /** The object `exportWidget` writes `{ types, widget }` into (the editor's `__slightning_coco_widget_exports__`). */
  editorExports: Record<string, unknown>;
  /** The folder holding the compiled library (`node_modules/…`), for messages and debugging. */
  root: string;
  /**
   * A separate instance of the library, loaded while `globals` replace the CoCo stand-ins: for example
   * `{ widgetClass: SomeBase, __slightning_coco_widget_require__: () => undefined }` makes getPlatform() pick
   * Creation Project 2. The library reads the editor globals when it loads, so the globals are restored right
   * after; the returned `require` serves that instance only (the main one is untouched).
   */
  // biome-ignore lint/suspicious/noExplicitAny: as require above.
  instanceWith(globals: Record<string, unknown>): (id: string) => any;
}

// ---------------------------------------------------------------------------------------------------------
// Compiling

/** Hash of every file of the three packages plus the compiler version, the recipe and the checkout's path. */
export function cacheKey(source: string, recipe = RECIPE): string {
  const hash = createHash("sha256").update(recipe).update("\0").update(SCW).update("\0");
  hash.update(readFileSync(join(WORKSPACE, "node_modules/typescript/package.json")));
  const walk = (dir: string): void => {
    for (const name of readdirSync(dir).sort()) {
      if (name === "node_modules" || name === "dist") continue;
      const path = join(dir, name);
      if (statSync(path).isDirectory()) walk(path);
      else hash.update(relative(source, path)).update("\0").update(readFileSync(path)).update("\0");
    }
  };
  walk(source);
  return hash.digest("hex").slice(0, 16);
}

/** Runs this checkout's tsc; rejects with its output unless it exits with 0. */
export function tsc(args: string[]): Promise<void> {
  return new Promise((resolveRun, reject) => {
    const child = spawn(process.execPath, [TSC, ...args], { stdio: ["ignore", "pipe", "pipe"] });
    let output = "";
    child.stdout.on("data", (d: Buffer) => {
      output += d;
    });
    child.stderr.on("data", (d: Buffer) => {
      output += d;
    });
    const timer = setTimeout(() => child.kill(), TSC_TIMEOUT);
    child.on("error", reject);
    child.on("close", (code) => {
      clearTimeout(timer);
      // --noCheck still reports option and resolution errors; the output is usable only when tsc says so.
      if (code === 0) resolveRun();
      else reject(new Error(`tsc ${args.join(" ")} failed (exit ${code}):\n${output}`));
    });
  });
}

function writeJson(path: string, data: unknown): void {
  writeFileSync(path, `${JSON.stringify(data, null, 2)}\n`);
}

/**
 * Layout of the compiled folder:
 * - `node_modules/slightning-coco-widget/{package.json,lib/…}`: JS; its package.json is the real one with
 *   `./dist/src/src/` rewritten to `./lib/`. lib/slightning/type/*.js read `../../../package.json`, i.e. that one.
 * - `node_modules/slightning-coco-widget--webpack/{package.json,dist/cjs/…}`: JS, the real package.json.
 * - `node_modules/@slightning/anything-to-string/`: JS (CommonJS) for the value formatting in messages.
 * - `node_modules/react`, `node_modules/@babel` → this checkout's (LINKED).
 * - `types/<package>/…`: declarations, each with a package.json whose "types" is index.d.ts.
 */
async function compile(source: string, out: string): Promise<void> {
  const nm = join(out, "node_modules");
  const types = join(out, "types");
  const scw = join(nm, "slightning-coco-widget");
  const webpack = join(nm, "slightning-coco-widget--webpack");
  const ats = join(nm, "@slightning/anything-to-string");
  const common = ["--noCheck", "--skipLibCheck", "--module", "commonjs", "--moduleResolution", "node", "--declaration"];
  // esModuleInterop: the type classes read `import packageJson from "…/package.json"` as a default import.
  const interop = ["--esModuleInterop", "--pretty", "false"];
  await Promise.all([
    tsc([
      "-p",
      join(source, "slightning-coco-widget/tsconfig.json"),
      ...common,
      ...interop,
      "--rootDir",
      join(source, "slightning-coco-widget/src"),
      "--outDir",
      join(scw, "lib"),
      "--declarationDir",
      join(types, "slightning-coco-widget"),
    ]),
    tsc([
      "-p",
      join(source, "anything-to-string/tsconfig.json"),
      ...common,
      ...interop,
      "--rootDir",
      join(source, "anything-to-string/src"),
      "--outDir",
      ats,
      "--declarationDir",
      join(types, "@slightning/anything-to-string"),
    ]),
    tsc([
      "-p",
      join(source, "slightning-coco-widget--webpack/tsconfig.src.json"),
      ...common,
      ...interop,
      "--rootDir",
      join(source, "slightning-coco-widget--webpack/src"),
      "--outDir",
      join(webpack, "dist/cjs"),
      "--declarationDir",
      join(types, "slightning-coco-widget--webpack"),
    ]),
  ]);

  const scwPackage = readFileSync(join(source, "slightning-coco-widget/package.json"), "utf8");
  writeFileSync(join(scw, "package.json"), scwPackage.replaceAll("./dist/src/src/", "./lib/"));
  cpSync(join(source, "slightning-coco-widget--webpack/package.json"), join(webpack, "package.json"));
  writeJson(join(ats, "package.json"), { name: "@slightning/anything-to-string", version: "1.1.2", main: "index.js" });
  for (const name of LINKED) symlinkSync(join(WORKSPACE, "node_modules", name), join(nm, name), "dir");

  for (const [name, pkg] of [
    ["slightning-coco-widget", scwPackage],
    ["slightning-coco-widget--webpack", readFileSync(join(webpack, "package.json"), "utf8")],
  ] as const) {
    const { version } = JSON.parse(pkg) as { version: string };
    writeJson(join(types, name, "package.json"), { name, version, types: "index.d.ts" });
  }
  writeJson(join(types, "@slightning/anything-to-string/package.json"), {
    name: "@slightning/anything-to-string",
    version: "1.1.2",
    types: "index.d.ts",
  });
  writeFileSync(join(out, "COMPLETE"), `${RECIPE}\n`);
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * Whether `folder` is a finished compiled folder that still works: `compile` wrote COMPLETE last, and its
 * links into a checkout's node_modules resolve (existsSync follows links). A folder whose checkout was
 * deleted is not finished, and is compiled again.
 */
export function isFinished(folder: string): boolean {
  return existsSync(join(folder, "COMPLETE")) && LINKED.every((name) => existsSync(join(folder, "node_modules", name)));
}

/** The compiled folder for this source, compiling it when no finished one exists. */
function compiledFolder(source: string): Promise<string> {
  const final = join(tmpdir(), `docsgen-scw-${cacheKey(source)}`);
  return buildOnce(
    final,
    () => isFinished(final),
    (work) => compile(source, work),
  );
}

/**
 * `final`, built by `build` unless `done()` says it is already there. Test files run in parallel workers: a lock
 * folder (mkdir is atomic) makes one of them build while the others wait; the result is built in a private
 * folder and renamed into place, so nobody ever sees half of it.
 */
export async function buildOnce(final: string, done: () => boolean, build: (work: string) => Promise<void>) {
  if (done()) return final;
  const lock = `${final}.lock`;
  const deadline = Date.now() + TSC_TIMEOUT;
  let locked = false;
  while (!locked) {
    try {
      mkdirSync(lock);
      locked = true;
    } catch {
      if (done()) return final;
      // A lock older than the compile timeout belongs to a worker that died: take it over.
      const age = Date.now() - (statSync(lock, { throwIfNoEntry: false })?.mtimeMs ?? Date.now());
      if (Date.now() > deadline || age > TSC_TIMEOUT) {
        rmSync(lock, { recursive: true, force: true });
      } else await sleep(250);
    }
  }
  try {
    if (done()) return final;
    const work = mkdtempSync(`${final}.tmp-`);
    try {
      await build(work);
      rmSync(final, { recursive: true, force: true });
      renameSync(work, final);
    } catch (error) {
      rmSync(work, { recursive: true, force: true });
      throw error;
    }
    return final;
  } finally {
    rmSync(lock, { recursive: true, force: true });
  }
}

// ---------------------------------------------------------------------------------------------------------
// The editor stand-ins

/**
 * Defines the globals the CoCo editor (and Creation Project) provide to widget code. The library reads them
 * when its modules load (`export const widgetRequire = __slightning_coco_widget_require__`), so this runs
 * before the first require. Each stand-in method records its call and does nothing else.
 */
function defineEditorGlobals(calls: EditorCall[], editorExports: Record<string, unknown>): void {
  const record = (widget: object, method: string, args: unknown[]) => {
    calls.push({ widget, method, args });
  };
  class EditorWidget {
    widgetLog(...args: unknown[]) {
      record(this, "widgetLog", args);
    }
    widgetWarn(...args: unknown[]) {
      record(this, "widgetWarn", args);
    }
    widgetError(...args: unknown[]) {
      record(this, "widgetError", args);
    }
    widgetInterrupt(...args: unknown[]) {
      record(this, "widgetInterrupt", args);
    }
    emit(...args: unknown[]) {
      record(this, "emit", args);
    }
  }
  class VisibleWidget extends EditorWidget {
    setProps(props: Record<string, unknown>) {
      record(this, "setProps", [props]);
      Object.assign(this, props);
    }
    render() {
      return null;
    }
  }
  Object.assign(globalThis, {
    InvisibleWidget: class InvisibleWidget extends EditorWidget {},
    VisibleWidget,
    // Defined (module code reads it when it loads) but not a function: getPlatform() then picks CoCo.
    widgetClass: undefined,
    __slightning_coco_widget_exports__: editorExports,
    __slightning_coco_widget_require__: (name: string) => {
      record(globalThis, "__slightning_coco_widget_require__", [name]);
      return undefined;
    },
  });
}

/** See ScwLibrary.instanceWith: loads every module of the library afresh, keeping the new ones apart. */
// biome-ignore lint/suspicious/noExplicitAny: as ScwLibrary.require.
function separateInstance(root: string, globals: Record<string, unknown>): (id: string) => any {
  const requireFromRoot = createRequire(join(root, "index.js"));
  const cache = requireFromRoot.cache;
  const ours = () => Object.keys(cache).filter((k) => k.startsWith(root));
  const saved = new Map(ours().map((k) => [k, cache[k]]));
  const savedGlobals = new Map(Object.keys(globals).map((k) => [k, (globalThis as Record<string, unknown>)[k]]));
  const instance = new Map<string, NodeJS.Module | undefined>();
  for (const key of saved.keys()) delete cache[key];
  Object.assign(globalThis, globals);
  try {
    for (const id of ["slightning-coco-widget", "slightning-coco-widget/coco"]) requireFromRoot(id);
  } finally {
    for (const key of ours()) {
      instance.set(key, cache[key]);
      delete cache[key];
    }
    for (const [key, module] of saved) cache[key] = module;
    for (const [key, value] of savedGlobals) (globalThis as Record<string, unknown>)[key] = value;
  }
  return (id: string) => {
    const file = requireFromRoot.resolve(id);
    const module = instance.get(file);
    if (!module) throw new Error(`${id} is not part of this separate instance`);
    return module.exports;
  };
}

let loading: Promise<ScwLibrary | undefined> | undefined;

/** Compiles the sources once (into a temporary folder; reuse across test files within one run via a content-hash-keyed folder under os.tmpdir() created with an atomic rename is fine), or returns undefined when SCW_SOURCE is undefined. */
export function loadScw(): Promise<ScwLibrary | undefined> {
  loading ??= (async () => {
    if (!SCW_SOURCE) return undefined;
    const root = await compiledFolder(SCW_SOURCE);
    const calls: EditorCall[] = [];
    const editorExports: Record<string, unknown> = {};
    defineEditorGlobals(calls, editorExports);
    const requireFromRoot = createRequire(join(root, "index.js"));
    return {
      instanceWith: (globals) => separateInstance(root, globals),
      typesRoot: join(root, "types"),
      root,
      calls,
      clearCalls: () => {
        calls.length = 0;
      },
      editorExports,
      require: (id: string) => requireFromRoot(id),
    };
  })();
  return loading;
}

/** describe() that runs when the library is present, and otherwise registers one clearly named skipped test and prints a loud console.warn ("SCW library checks SKIPPED: ../shared/scw-source not found"). */
export function describeWithScw(name: string, fn: (scw: () => ScwLibrary) => void): void {
  if (!SCW_SOURCE) {
    console.warn(
      `\n!!! SCW library checks SKIPPED: ../shared/scw-source not found (${process.env.DOCSGEN_SCW_ABSENT ? "DOCSGEN_SCW_ABSENT is set" : sourceCandidate}).\n` +
        `!!! "${name}" did not run: the docs' statements about SCW behaviour are NOT verified in this run.\n`,
    );
    describe(name, () => {
      it.skip(`SKIPPED: ../shared/scw-source not found, ${name} not verified`, () => {});
    });
    return;
  }
  describe(name, () => {
    let library: ScwLibrary | undefined;
    beforeAll(async () => {
      library = await loadScw();
    }, TSC_TIMEOUT);
    fn(() => {
      if (!library) throw new Error("the SCW library is not loaded yet (call scw() inside a test, not at collection)");
      return library;
    });
  });
}
