import ts from "typescript";
import { expect, it } from "vitest";
import { type Editor, runInEditor } from "./editor-process.ts";
import { describeWithScw, type ScwLibrary } from "./library.ts";
import { doc, section } from "./markdown.ts";
import { sectionBlocks, theBlock } from "./page.ts";
import { localModules } from "./page-files.ts";

// Issue 51 ("every page at 4/5"): extend.md's platform-key example is the entry of a widget the reader builds
// from three files (this page's two decorators' files and its own src/index.ts). It is run here as webpack
// would link it, in the CoCo and Creation Project stand-ins, and held to what the page says each editor shows.

const PAGE = "docs/tutorial/advanced/extend.md";

const entry = () =>
  theBlock(sectionBlocks(PAGE, "platform-keys"), (b) => b.meta === 'title="src/index.ts"', "src/index.ts").code;

/** The widget's method keys as the editor received them, and what its version block returns. */
function exported(scw: ScwLibrary, editor: Editor, modules: Record<string, unknown> = {}) {
  const code = entry();
  const js = ts.transpileModule(code, {
    compilerOptions: { module: ts.ModuleKind.CommonJS, target: ts.ScriptTarget.ES2020, esModuleInterop: true },
  }).outputText;
  const locals = localModules(PAGE, "src/index.ts", code);
  const { reports } = runInEditor(scw, {
    editor,
    modules,
    code: `
      const locals: Record<string, string> = ${JSON.stringify(locals)};
      const localRequire = (id: string): unknown => {
        if (!(id in locals)) return require(id);
        const module = { exports: {} };
        new Function("require", "module", "exports", locals[id])(localRequire, module, module.exports);
        return module.exports;
      };
      new Function("require", "module", "exports", ${JSON.stringify(js)})(localRequire, { exports: {} }, {});
      const e = (globalThis as any).editorExports;
      const described = e.types ?? e.type;
      report(described.methods.filter((m: any) => m.key).map((m: any) => m.key));
      report(new e.widget({}).getWidgetVersion());`,
  });
  return { keys: reports[0] as string[], version: reports[1] as string };
}

describeWithScw("extend.md: the two custom decorators with platform keys (issue 51)", (scw) => {
  it("CoCo: both methods and the version block, which returns the types' version", () => {
    const { keys, version } = exported(scw(), "CoCo");
    expect(keys).toEqual(["greet", "testGreet", "getWidgetVersion"]);
    expect(entry()).toContain(`version: "${version}"`);
    expect(section(doc(PAGE), "platform-keys")).toContain(`返回类型定义里写的版本 \`"${version}"\``);
  });

  it.each([
    ["CreationProject1", { cp_utils: {}, "@ant-design/icons-vue": {} }],
    ["CreationProject2", {}],
  ] as [Editor, Record<string, unknown>][])(
    "%s: the test method is removed, the version block stays",
    (editor, modules) => {
      const { keys, version } = exported(scw(), editor, modules);
      expect(keys).toEqual(["greet", "getWidgetVersion"]);
      expect(version).toBe("1.2.0");
      expect(section(doc(PAGE), "platform-keys")).toContain("“测试问候”被 `removeTestMethods` 删掉了");
    },
  );
});
