import ts from "typescript";
import { expect, it } from "vitest";
import { runInEditor } from "./editor-process.ts";
import { describeWithScw } from "./library.ts";
import { doc, fences, section } from "./markdown.ts";

// Issue 51 ("every page at 4/5"): the external-import section of scw.md shows the source a reader writes
// (src/chart-kit.d.ts, src/chart.ts). The loader's own behaviour is checked in exports.test.ts; here the page's
// chart.ts goes through it as ts-loader hands it on, with the page's options.

const PAGE = "docs/tutorial/guides/packaging-optimization/scw.md";

describeWithScw("scw.md: the external-import source example", (scw) => {
  it("the page's src/chart.ts, as ts-loader hands it on, has its chart-kit import replaced by the address", () => {
    const text = section(doc(PAGE), "external-import");
    const [, chart] = fences(text, "ts");
    expect(chart).toContain('await import("chart-kit")');
    const options = /"chart-kit": "([^"]+)"/.exec(fences(text, "js")[0])?.[1];
    // The starter's tsconfig (module ESNext, target ES2017) keeps import() for the loader.
    const js = ts.transpileModule(chart, {
      compilerOptions: { module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2017 },
    }).outputText;
    const { reports } = runInEditor(scw(), {
      editor: "none",
      code: `
        const Module = require("node:module");
        const resolve = Module._resolveFilename;
        Module._resolveFilename = function (request, ...rest) {
          return request === "slightning-coco-widget--webpack/runtime/load-external-module"
            ? "/runtime/load-external-module.js"
            : resolve.call(this, request, ...rest);
        };
        const loader = require("slightning-coco-widget--webpack/loader/external-import").default;
        report(loader.call({ getOptions: () => ({ "chart-kit": ${JSON.stringify(options)} }) }, ${JSON.stringify(js)}));`,
    });
    const [output] = reports as [string];
    expect(output).toContain(`await __slightning_coco_widget_import__(${JSON.stringify(options)})`);
    expect(output).not.toContain('import("chart-kit")');
    // The declaration file is TypeScript only: the type check of every example (test/examples) reads it with
    // src/chart.ts, and it names what chart.ts calls.
    expect(fences(text, "ts")[0]).toMatch(/declare module "chart-kit"[\s\S]*drawBar/);
  });
});
