import { readFileSync } from "node:fs";
import { join } from "node:path";
import ts from "typescript";
import { type Example, extractExamples } from "../../examples/extract.ts";
import { SCW } from "../../helpers/cli.ts";
import type { ScwLibrary } from "./library.ts";

// Runs a doc example the way a widget author's build would: TypeScript compiled for an ES2022 target (class
// fields with define semantics, as with "target": "ESNext"), "slightning-coco-widget" resolved to the compiled
// library, inside the harness's CoCo stand-in. What the editor would receive is in scw.editorExports.

/** The ts/tsx fenced examples of a doc file (path relative to the repo). */
export function docExamples(file: string): Example[] {
  return extractExamples(readFileSync(join(SCW, file), "utf8"), file);
}

/** The one example of `file` whose code contains every marker (throws when none or several match). */
export function docExample(file: string, ...markers: string[]): Example {
  const found = docExamples(file).filter((e) => markers.every((m) => e.code.includes(m)));
  if (found.length !== 1) throw new Error(`${file}: ${found.length} examples contain ${JSON.stringify(markers)}`);
  return found[0];
}

/** What `exportWidget` handed to the (stand-in) CoCo editor. */
export interface CoCoExport {
  // biome-ignore lint/suspicious/noExplicitAny: CoCo's widget description is plain untyped data.
  types: any;
  // biome-ignore lint/suspicious/noExplicitAny: the exported widget class, constructed by the tests.
  widget: any;
}

/**
 * Compiles and runs `code` (an ES module in TypeScript); returns its exports. Imports go to `scw.require`, or
 * to the given require function (a separate instance from `scw.instanceWith`).
 */
export function runModule(scw: ScwLibrary | ((id: string) => unknown), code: string): Record<string, unknown> {
  const requireLibrary = typeof scw === "function" ? scw : (id: string) => scw.require(id);
  const { outputText } = ts.transpileModule(code, {
    compilerOptions: { module: ts.ModuleKind.CommonJS, target: ts.ScriptTarget.ES2022, jsx: ts.JsxEmit.React },
  });
  const module = { exports: {} as Record<string, unknown> };
  const run = new Function("require", "module", "exports", outputText);
  run(requireLibrary, module, module.exports);
  return module.exports;
}

/** Runs an example that calls exportWidget and returns what CoCo received (the previous export is cleared). */
export function exportedToCoCo(scw: ScwLibrary, code: string, locals: Record<string, string> = {}): CoCoExport {
  for (const key of Object.keys(scw.editorExports)) delete scw.editorExports[key];
  runModule(withLocals(scw, locals), code);
  const { types, widget } = scw.editorExports as Partial<CoCoExport>;
  if (!types || !widget) throw new Error("the example did not call exportWidget");
  return { types, widget };
}

/**
 * The library's require, giving first the files an example imports from other blocks (page-files.ts
 * `localModules`: specifier → CommonJS code), each run as a module of its own.
 */
function withLocals(scw: ScwLibrary, locals: Record<string, string>): (id: string) => unknown {
  const load = (id: string): unknown => {
    const js = locals[id];
    if (js === undefined) return scw.require(id);
    const module = { exports: {} as Record<string, unknown> };
    new Function("require", "module", "exports", js)(load, module, module.exports);
    return module.exports;
  };
  return load;
}

/** Keys of the methods CoCo shows as blocks. */
export function cocoMethodKeys(exported: CoCoExport): string[] {
  return (exported.types.methods as { key: string }[]).map((m) => m.key);
}

/** The parts of a CoCo method description that make up what its block reads. */
interface CoCoBlock {
  label?: string;
  params: { defaultValue?: unknown; labelAfter?: string }[];
}

/** A CoCo method block as it reads with its default inputs: its label, then each input in parentheses and the text after it. */
export function blockReading(method: CoCoBlock): string {
  const parts = [method.label, ...method.params.flatMap((p) => [`(${shownDefault(p.defaultValue)})`, p.labelAfter])];
  return parts.filter((p) => p != null && p !== "").join(" ");
}

/** A CoCo input's default as the editor shows it (SCW writes text defaults XML-escaped: `&#34;` for `"`). */
export function shownDefault(value: unknown): unknown {
  if (typeof value !== "string") return value;
  const named: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'" };
  return value.replace(/&(#\d+|\w+);/g, (whole, code: string) =>
    code.startsWith("#") ? String.fromCodePoint(Number(code.slice(1))) : (named[code] ?? whole),
  );
}
