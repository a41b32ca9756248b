import { afterEach, expect, it, vi } from "vitest";
import { describeWithScw } from "./library.ts";
import { doc, fences, section, tableRows } from "./markdown.ts";
import { settle } from "./page.ts";
import { docExample, exportedToCoCo } from "./run-example.ts";

// use-scw.md#try-it tells the reader which blocks of the finished counter to run and what each gives: the block's
// value, the events, the editor console. The complete counter runs here in the CoCo stand-in with the defaults
// the editor gives a new counter, block by block in the table's order; every cell and the console sample must be
// what the library produced.

const USE_SCW = "docs/tutorial/fast-start/use-scw.md";
const counter = () => docExample(USE_SCW, "class CounterWidget", "private changeTo", "exportWidget(types").code;

describeWithScw("use-scw.md#try-it: the counter's blocks give what the page says", (scw) => {
  afterEach(() => vi.restoreAllMocks());

  it("values, events and editor console lines, row by row", async () => {
    for (const key of ["log", "warn"] as const) vi.spyOn(console, key).mockImplementation(() => {});
    const exported = exportedToCoCo(scw(), counter());
    const defaults = Object.fromEntries(
      (exported.types.properties as { key: string; defaultValue: unknown }[]).map((p) => [p.key, p.defaultValue]),
    );
    expect(defaults).toEqual({ count: 0, unit: "次", min: 0, max: 100, loop: false });
    const text = section(doc(USE_SCW), "try-it");
    expect(text).toContain("计数 0、单位“次”、最小值 0、最大值 100、不循环计数");

    scw().clearCalls();
    const widget = new exported.widget({});
    await settle();
    expect(scw().calls.map((c) => [c.method, ...c.args])).toEqual([["widgetLog", "计数器已创建"]]);
    expect(text).toContain("编辑器控制台里出现一行 `计数器已创建`");
    Object.assign(widget, defaults); // CoCo puts the property panel's values on the instance after construction
    const step = async (run: () => unknown) => {
      scw().clearCalls();
      const value = run();
      await settle();
      const calls = scw().calls.map((c) => [c.method, ...c.args]);
      return {
        value,
        emits: calls.filter((c) => c[0] === "emit").map((c) => c.slice(1)),
        log: calls.filter((c) => c[0] === "widgetLog").map((c) => String(c[1])),
        warn: calls.filter((c) => c[0] === "widgetWarn").map((c) => String(c[1])),
      };
    };

    const rows = tableRows(text);
    expect(rows.map((r) => r[0])).toEqual(["增加 (1)", "增加 (0)", "重置为 (150)", "描述 (当前计数：)"]);

    const add1 = await step(() => widget.add(1));
    expect(add1.emits).toEqual([["onChange", 1, 0]]);
    expect(rows[0].slice(1, 3)).toEqual([String(add1.value), "计数改变（新值 1，旧值 0）"]);
    expect(fences(text, "text").map((f) => f.trimEnd().split("\n"))).toEqual([add1.log]);

    const add0 = await step(() => widget.add(0));
    expect(add0.emits).toEqual([]);
    expect(add0.log).toEqual(add1.log);
    expect(add0.warn).toHaveLength(1);
    expect(rows[1][1]).toBe(String(add0.value));
    expect(rows[1][2]).toMatch(/^无/);
    expect(rows[1][3]).toContain(`警告 \`${add0.warn[0]}\``);

    const reset = await step(() => widget.resetTo(150));
    expect(reset.value).toBeUndefined();
    expect(reset.emits).toEqual([
      ["onChange", 100, 1],
      ["onReachMax", 100],
    ]);
    expect(reset.log).toEqual([]);
    expect(rows[2].slice(1)).toEqual(["没有值", "计数改变（新值 100，旧值 1），然后达到最大值（当前值 100）", "无"]);

    const describe = await step(() => widget.describe("当前计数："));
    expect([describe.emits, describe.log]).toEqual([[], []]);
    expect(rows[3].slice(1)).toEqual([String(describe.value), "无", "无"]);
  });
});
