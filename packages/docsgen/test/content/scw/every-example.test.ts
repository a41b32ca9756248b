import fg from "fast-glob";
import ts from "typescript";
import { expect, it } from "vitest";
import { SCW } from "../../helpers/cli.ts";
import { type Editor, runInEditor } from "./editor-process.ts";
import { describeWithScw } from "./library.ts";
import { exampleTitle, localModules } from "./page-files.ts";
import { docExamples } from "./run-example.ts";

// Issue 35: every complete example of the pages (a widget with its exportWidget call) exports in each editor the
// site teaches, run in a fresh process that looks like CoCo, Creation Project 1.0 or 2.0 to the library. One
// process per editor runs them all in page order; what the editor received is checked after each.

/** Creation Project 1.0 is recognised by the two editor modules its require provides. */
const EDITORS: [Editor, Record<string, unknown>][] = [
  ["CoCo", {}],
  ["CreationProject1", { cp_utils: {}, "@ant-design/icons-vue": {} }],
  ["CreationProject2", {}],
];

/** An example whose comment says its export fails (a deliberate mistake the page shows). */
const MEANT_TO_FAIL = /转换时会抛出异常|导出失败/;

const examples = fg
  .sync(["docs/**/*.md", "pages/**/*.md"], { cwd: SCW })
  .sort()
  .flatMap((file) =>
    docExamples(file).filter(
      (e) => !e.skipped && e.code.includes("exportWidget(") && !e.code.includes("declare const"),
    ),
  );

/** The child's code: each example compiled on its own, run with the editor's exports cleared first. */
function runAll(): string {
  const compiled = examples.map((e) => ({
    id: `${e.file}:${e.line}`,
    // The files it imports from other blocks (extend.md's src/index.ts), by specifier.
    locals: localModules(e.file, exampleTitle(e.meta) ?? "src/index.ts", e.code),
    js: ts.transpileModule(e.code, {
      compilerOptions: {
        module: ts.ModuleKind.CommonJS,
        target: ts.ScriptTarget.ES2020,
        esModuleInterop: true,
        jsx: ts.JsxEmit.React,
      },
    }).outputText,
  }));
  return `
    const exportsObject = (globalThis as any).editorExports;
    const results: Record<string, string> = {};
    // A local import runs the block it names as its own module; anything else is the library or Node.
    const localRequire = (locals: Record<string, string>) => (id: string): unknown => {
      if (!(id in locals)) return require(id);
      const module = { exports: {} };
      new Function("require", "module", "exports", locals[id])(localRequire(locals), module, module.exports);
      return module.exports;
    };
    for (const { id, js, locals } of ${JSON.stringify(compiled)}) {
      for (const key of Object.keys(exportsObject)) delete exportsObject[key];
      try {
        const module = { exports: {} };
        new Function("require", "module", "exports", js)(localRequire(locals), module, module.exports);
        results[id] = (exportsObject.types ?? exportsObject.type) && exportsObject.widget ? "exported" : "nothing exported";
      } catch (error) {
        results[id] = "failed: " + String(error);
      }
    }
    report(results);`;
}

describeWithScw("every complete example exports in CoCo and Creation Project 1.0 and 2.0 (issue 35)", (scw) => {
  it("finds the complete examples", () => {
    expect(examples.length).toBeGreaterThanOrEqual(30);
  });

  it.each(EDITORS)("%s: each exports, or fails where its page says it does", (editor, modules) => {
    const results = runInEditor(scw(), { editor, modules, code: runAll() }).reports[0] as Record<string, string>;
    const wrong: string[] = [];
    for (const e of examples) {
      const id = `${e.file}:${e.line}`;
      const result = results[id] ?? "not run";
      const fails = MEANT_TO_FAIL.test(e.code);
      if (fails ? !result.startsWith("failed") : result !== "exported") wrong.push(`${id}: ${result}`);
    }
    expect(wrong).toEqual([]);
  });
});
