import { format } from "node:util";
import { afterEach, expect, it, vi } from "vitest";
import { describeWithScw, type ScwLibrary } from "./library.ts";
import { readPage, runExample, sectionBlocks, settle, theBlock } from "./page.ts";

// Issue 17, error 12: the messages addCheck prints, compared character for character with the samples the
// pages show. Each message starts with the call description; a type error names the parameter's label
// first; a string `deprecated` replaces the default text after "该方法已弃用：".

const CHECK = "docs/tutorial/guides/check.md";
const ERRORS = "docs/error/test.md";
const EDITOR_METHODS = new Set(["widgetLog", "widgetWarn", "widgetError"]);

// biome-ignore lint/suspicious/noExplicitAny: a widget instance built by the library
type Any = any;

/** Exports a page example's widget through the real exportWidget (CoCo) with the given decorators (or its own). */
function exportPageWidget(
  scw: ScwLibrary,
  file: string,
  section: string,
  className: string,
  decorators?: string[],
): Any {
  const SCW = scw.require("slightning-coco-widget");
  const code = theBlock(sectionBlocks(file, section), (b) => b.code.includes(`class ${className}`), className).code;
  const [e] = runExample(scw, code).exported;
  const config = decorators ? { decorators: decorators.map((name) => SCW[name]) } : e.config;
  SCW.exportWidget(e.types, e.widget, config);
  return new (scw.editorExports.widget as new (props: object) => Any)({});
}

/** What one call prints: the editor console lines (in order) and the browser console messages (util.format, errors as `${error}`). */
async function output(scw: ScwLibrary, call: () => void): Promise<{ editor: string[]; browser: string[] }> {
  const browser: string[] = [];
  for (const level of ["log", "info", "warn", "error"] as const) {
    vi.spyOn(console, level).mockImplementation((...args: unknown[]) => {
      browser.push(format(...args.map((a) => (a instanceof Error ? `${a}` : a))));
    });
  }
  scw.clearCalls();
  call();
  await settle();
  vi.restoreAllMocks();
  const editor = scw.calls.filter((c) => EDITOR_METHODS.has(c.method)).map((c) => String(c.args[0]));
  return { editor, browser };
}

/** The editor console's rendering of a multi-line message: ┼ before the first line, │ before the others. */
function asEditorLines(message: string): string[] {
  const lines = message.split("\n");
  return lines.length === 1 ? lines : lines.map((l, i) => `${i === 0 ? "┼" : "│"}　${l}`);
}

/** The calls the paragraph before a sample names, e.g. `divide(10, 0)`. */
function callsNamedBefore(markdown: string, sample: string): { method: string; args: unknown[] }[] {
  const before = markdown.slice(0, markdown.indexOf(sample));
  const text = before.slice(0, before.lastIndexOf("```")).trimEnd();
  const paragraph = text.slice(text.lastIndexOf("\n\n"));
  return [...paragraph.matchAll(/`(\w+)\(([^`)]*)\)`/g)].map((m) => ({
    method: m[1],
    args: JSON.parse(`[${m[2]}]`) as unknown[],
  }));
}

describeWithScw("addCheck's messages (issue 17, error 12)", (library) => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it("check.md: the editor console sample is exactly what 2.10.2 prints for the calls the page names", async () => {
    const lib = library();
    const widget = exportPageWidget(lib, CHECK, "enable", "IntegerDivideWidget");
    const sample = theBlock(sectionBlocks(CHECK, "messages"), (b) => b.lang === "text", "message sample").code;
    const calls = callsNamedBefore(readPage(CHECK), sample);
    expect(calls.map((c) => c.method)).toEqual(["divide", "divide", "halve"]);
    const editor: string[] = [];
    for (const { method, args } of calls) editor.push(...(await output(lib, () => widget[method](...args))).editor);
    expect(editor.join("\n")).toBe(sample);
  });

  it("check.md: the browser console shows the same messages after the [自定义控件 title] prefix, without ┼/│", async () => {
    const lib = library();
    const widget = exportPageWidget(lib, CHECK, "enable", "IntegerDivideWidget");
    const sample = theBlock(sectionBlocks(CHECK, "messages"), (b) => b.lang === "text", "message sample").code;
    for (const { method, args } of callsNamedBefore(readPage(CHECK), sample)) {
      const { editor, browser } = await output(lib, () => widget[method](...args));
      expect(browser).toHaveLength(1);
      const prefix = "[自定义控件 整数除法] ";
      expect(browser[0].startsWith(prefix)).toBe(true);
      expect(asEditorLines(browser[0].slice(prefix.length))).toEqual(editor);
    }
  });

  it("check.md: the message parts are in the order the page describes", async () => {
    const lib = library();
    const widget = exportPageWidget(lib, CHECK, "enable", "IntegerDivideWidget");
    const [typeError] = (await output(lib, () => widget.divide(1.5, 2))).browser;
    // Description, then the verdict; the parameter's label before the reason.
    expect(typeError).toMatch(
      /^\[自定义控件 整数除法\] 用 1\.5 整除 2 +类型验证失败：\n　被除数：不能将 1\.5 分配给 整数$/,
    );
    const [deprecated] = (await output(lib, () => widget.halve(10))).browser;
    // A string `deprecated` replaces the default explanation.
    expect(deprecated).toBe("[自定义控件 整数除法] 把 10 折半 该方法已弃用：请改用“整除”方法。");
  });

  it("error/test.md: the sample is what 出错示例 prints when exported with addThisForMethods and addCheck", async () => {
    const lib = library();
    const page = readPage(ERRORS);
    expect(page).toContain("`decorators: [addThisForMethods, addCheck]`");
    const widget = exportPageWidget(lib, ERRORS, "export-errors", "BrokenWidget", ["addThisForMethods", "addCheck"]);
    const sample = theBlock(sectionBlocks(ERRORS, "runtime-errors"), (b) => b.lang === "text", "message sample").code;
    expect(page).toContain('用字符串 `"abc"` 调用“翻倍”');
    const { browser, editor } = await output(lib, () => widget.double("abc"));
    expect(browser.join("\n")).toBe(sample);
    expect(editor).toEqual(asEditorLines(sample.slice("[自定义控件 出错示例] ".length)));
  });
});
