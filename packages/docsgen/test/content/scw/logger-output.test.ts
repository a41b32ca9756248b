import { afterEach, expect, it, vi } from "vitest";
import { describeWithScw } from "./library.ts";
import { doc, section } from "./markdown.ts";
import { codeBlocks, settle } from "./page.ts";
import { exportedToCoCo } from "./run-example.ts";

// Issue 35, error 4: what Logger really prints for an object. The library formats two levels deep, so the page's
// own cyclic tree prints "[object Object]" before the cycle is reached; and a `log` with an object never reaches
// the browser console. The page's example runs in the CoCo stand-in; its output block must be the editor lines.

const PAGE = "docs/api/widget/logger.md";

describeWithScw("Logger's output of objects (issue 35, error 4)", (scw) => {
  afterEach(() => vi.restoreAllMocks());

  async function editorLines(run: () => void): Promise<{ editor: string[]; browser: unknown[][] }> {
    const browser = vi.spyOn(console, "log").mockImplementation(() => {});
    scw().clearCalls();
    run();
    await settle();
    const editor = scw()
      .calls.filter((c) => c.method === "widgetLog")
      .map((c) => String(c.args[0]));
    return { editor, browser: browser.mock.calls };
  }

  it("the tree example prints the lines the page shows, in the editor console only", async () => {
    const blocks = codeBlocks(PAGE).filter((b) => b.line > 0);
    const example = blocks.find((b) => b.code.includes("class TreeWidget"));
    const shown = blocks.find((b) => b.lang === "text" && b.code.includes("当前的树："));
    if (!example || !shown) throw new Error("the tree example or its output is missing");
    // The file as the reader builds it: its exportWidget hands CoCo the widget, which CoCo creates.
    expect(example.meta).toBe('title="src/tree-widget.ts"');
    const exported = exportedToCoCo(scw(), example.code);
    const { editor, browser } = await editorLines(() => new exported.widget({}));
    expect(editor).toEqual(shown.code.trimEnd().split("\n"));
    expect(editor.join("\n")).toContain("[object Object]");
    expect(browser).toEqual([]);
  });

  it("two levels deep: a third-level array shows as Array(n); a cycle within two levels as [Circular *1]", async () => {
    const { Logger, getSuperWidget } = scw().require("slightning-coco-widget");
    const types = {
      type: "L",
      info: { title: "日志", icon: "i" },
      options: { visible: false, global: true },
      properties: [],
      methods: [],
      events: [],
    };
    const widget = new (getSuperWidget(types))({});
    const self: Record<string, unknown> = { name: "o" };
    self.self = self;
    const { editor } = await editorLines(() => {
      const logger = new Logger(types, widget);
      logger.log([[1, [2, [3]]]]);
      logger.log(self);
    });
    expect(editor.join("\n")).toContain("Array(2)");
    expect(editor.join("\n")).toContain("self: [Circular *1]");
    const text = section(doc(PAGE), "complex-messages");
    for (const shown of ["[object Object]", "Array(长度)", "[Circular *1]", "两层"]) expect(text).toContain(shown);
  });

  it("no page says Logger prints like console.log or handles any cycle", () => {
    for (const file of [
      "docs/api/widget/logger.md",
      "docs/tutorial/fast-start/use-scw.md",
      "docs/introduction/compare.md",
    ]) {
      expect(doc(file), file).not.toMatch(/像 `console\.log` 一样(输出|打印)(对象|.*循环)/);
      expect(doc(file), file).not.toMatch(/甚至含有循环引用|包括带循环引用的对象|Logger` 也能正常输出/);
    }
  });
});
