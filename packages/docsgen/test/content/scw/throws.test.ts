import { readFileSync } from "node:fs";
import { join } from "node:path";
import fg from "fast-glob";
import { expect, it } from "vitest";
import { SCW } from "../../helpers/cli.ts";
import { describeWithScw, type ScwLibrary } from "./library.ts";
import { doc, section } from "./markdown.ts";
import { exampleTitle, localModules } from "./page-files.ts";
import { type CoCoExport, docExample, docExamples, exportedToCoCo } from "./run-example.ts";

// Issue 17, error 5: a method with `throws` in CoCo (method.md's complete example and its known-issue note).

const METHOD = "docs/api/types/method.md";

interface CoCoParam {
  key: string;
  defaultValue?: unknown;
}

/** The CoCo method that parseNumber became, and a call to it the way CoCo calls it (one value per input). */
function parseNumberBlock(exported: CoCoExport) {
  const method = (exported.types.methods as { key: string; params: CoCoParam[] }[]).find((m) =>
    m.key.endsWith("parseNumber"),
  );
  if (!method) throw new Error("no parseNumber block");
  return method;
}

async function call(scw: ScwLibrary, exported: CoCoExport, args: unknown[]) {
  const widget = new exported.widget({});
  scw.clearCalls();
  widget[parseNumberBlock(exported).key](...args);
  await new Promise((r) => setTimeout(r, 20));
  return scw.calls.map((c) => ({ method: c.method, first: String(c.args[0]), rest: c.args.slice(1) }));
}

describeWithScw("throws in CoCo needs the callback transform (issue 17, error 5)", (scw) => {
  const example = () => docExample(METHOD, "class TextToolsWidget").code;

  it("with transformMethodsThrows alone, the callbacks are plain value inputs and the call fails", async () => {
    const alone = example().replace(
      /decorators: \[[\s\S]*?\],\n\}\);/,
      "decorators: [transformMethodsThrows, addThisForMethods, addCheck] });",
    );
    expect(alone).not.toBe(example());
    const exported = exportedToCoCo(scw(), alone);
    const inputs = parseNumberBlock(exported).params.map((p) => p.key);
    expect(inputs).toContain("__slightning_coco_widget_success_callback__");
    const calls = await call(scw(), exported, ["2.5", "(值)", "(错误)"]);
    expect(calls.some((c) => c.method === "widgetError" && c.first.includes("is not a function"))).toBe(true);
    expect(calls.some((c) => c.method === "emit")).toBe(false);
  });

  it("the example as documented: the callbacks become events, and success fires its event with the value", async () => {
    const exported = exportedToCoCo(scw(), example());
    const events = (exported.types.events as { key: string; label: string }[]).map((e) => e.label);
    expect(events).toEqual(expect.arrayContaining(["转为数字·成功回调被调用", "转为数字·失败回调被调用"]));
    const inputs = parseNumberBlock(exported).params;
    expect(inputs.map((p) => p.defaultValue)).toEqual(["3.14", "成功回调上下文", "失败回调上下文"]);
    const calls = await call(scw(), exported, ["2.5", "ctx1", "ctx2"]);
    const emits = calls.filter((c) => c.method === "emit");
    expect(emits).toHaveLength(1);
    expect(emits[0].first).toMatch(/success_callback__$/);
    expect(emits[0].rest.slice(1)).toEqual(["ctx1", 2.5]);
  });

  it("2.10.2 known issue: the failure callback, the second function parameter, is not a function in CoCo", async () => {
    const calls = await call(scw(), exportedToCoCo(scw(), example()), ["abc", "ctx1", "ctx2"]);
    expect(calls.filter((c) => c.method === "emit")).toEqual([]);
    expect(calls.some((c) => c.method === "widgetError" && c.first.includes("errorCallback is not a function"))).toBe(
      true,
    );
  });

  it("the workaround in the note: catch inside the method and emit an ordinary event", async () => {
    const code = docExample(METHOD, "class SafeParseWidget").code;
    const exported = exportedToCoCo(scw(), code);
    const widget = new exported.widget({});
    scw().clearCalls();
    expect(widget.parseNumber("abc")).toBe(0);
    expect(scw().calls.map((c) => [c.method, ...c.args])).toEqual([["emit", "onParseFailed", "“abc”不是数字"]]);
    expect(widget.parseNumber("2.5")).toBe(2.5);
  });
});

describeWithScw(
  "every complete doc example exports to CoCo with no function-valued input (issue 17, error 5)",
  (scw) => {
    const files = fg.sync(["docs/**/*.md", "pages/**/*.md"], { cwd: SCW }).sort();
    // Complete examples only: fragments that `declare const` their types or class cannot run.
    const examples = files.flatMap((file) =>
      docExamples(file).filter(
        (e) => !e.skipped && e.code.includes("exportWidget(") && !e.code.includes("declare const"),
      ),
    );

    it("finds the complete examples", () => {
      expect(examples.length).toBeGreaterThanOrEqual(20);
    });

    for (const example of examples) {
      // An example that shows a failing export says so in a comment.
      const meantToFail = /转换时会抛出异常|导出失败/.test(example.code);
      it(`${example.file}:${example.line} ${meantToFail ? "fails to export, as its comment says" : "exports"}`, () => {
        // The files it imports from other blocks (extend.md's src/index.ts), by specifier.
        const locals = localModules(example.file, exampleTitle(example.meta) ?? "src/index.ts", example.code);
        if (meantToFail) {
          expect(() => exportedToCoCo(scw(), example.code, locals)).toThrow();
          return;
        }
        const exported = exportedToCoCo(scw(), example.code, locals);
        // A FunctionType left untransformed reaches CoCo as a text input whose default reads "(…) => …".
        const functionInputs = (exported.types.methods as { key: string; params?: CoCoParam[] }[]).flatMap((m) =>
          (m.params ?? [])
            .filter((p) => typeof p.defaultValue === "string" && p.defaultValue.includes("=&#62;"))
            .map((p) => `${m.key}(${p.key})`),
        );
        expect(functionInputs).toEqual([]);
      });
    }
  },
);

// Issue 35, error 1: the first test above shows that transformMethodsThrows alone breaks every call in CoCo.
// The whole story (the callback decorator it needs, the known issue, the workaround) is told once, on
// method.md#method-throws; every other page that brings up transformMethodsThrows in prose links there.
describeWithScw("the throws story is told once (issue 35, error 1)", () => {
  const repo = SCW;
  const HOME = ["docs/api/types/method.md", "docs/api/export/decorators.md"];

  it("method.md#method-throws says transformMethodsThrows alone is not enough", () => {
    const story = section(doc(METHOD), "method-throws");
    expect(story).toContain("只加 `transformMethodsThrows` 还不够");
    expect(story).toContain("transformMethodsCallbackFunctionsToEvents");
    expect(story).toContain(":::warning 2.10.2 的已知问题");
  });

  it("other pages that mention transformMethodsThrows in prose link to it, and never offer it alone", () => {
    const unlinked: string[] = [];
    const alone: string[] = [];
    for (const file of fg.sync(["docs/**/*.md", "pages/**/*.md"], { cwd: repo }).sort()) {
      if (HOME.includes(file)) continue;
      const prose = readFileSync(join(repo, file), "utf8").replace(/^(```|~~~)[^\n]*\n[\s\S]*?^\1\s*$/gm, (m) =>
        m.replace(/[^\n]/g, ""),
      );
      prose.split("\n").forEach((line, i) => {
        if (!line.includes("transformMethodsThrows")) return;
        if (!line.includes("method.md#method-throws")) unlinked.push(`${file}:${i + 1}`);
        // The first test above: alone, it breaks every call in CoCo. A line offering it says what else it needs.
        if (!/回调转换|CallbackFunctionsTo|不够/.test(line)) alone.push(`${file}:${i + 1}`);
      });
    }
    expect(unlinked).toEqual([]);
    expect(alone).toEqual([]);
  });
});
