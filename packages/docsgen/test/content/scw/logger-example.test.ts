import { afterEach, expect, it, vi } from "vitest";
import { describeWithScw } from "./library.ts";
import { doc, fences, section } from "./markdown.ts";
import { sectionBlocks, settle, theBlock } from "./page.ts";
import { exportedToCoCo } from "./run-example.ts";

// logger.md#example: the weather widget's query block, run in the CoCo stand-in with the three inputs the page
// names. Its editor console lines, block values and browser console output must be what the page says. (The
// example used to fetch from a made-up address, so a reader who built it only ever saw the error branch, and the
// page said nothing of what any branch prints.)

const PAGE = "docs/api/widget/logger.md";
const LEVELS = ["log", "info", "warn", "error"] as const;

describeWithScw("logger.md's weather widget prints what the page shows", (scw) => {
  afterEach(() => vi.restoreAllMocks());

  it("北京, an empty city and 火星: values, editor lines and the browser console", async () => {
    const file = theBlock(sectionBlocks(PAGE, "example"), (b) => b.meta === 'title="src/weather-widget.ts"', PAGE);
    const text = section(doc(PAGE), "example");
    expect(text).toContain('`entry` 改成 `"./src/weather-widget.ts"`');
    const browser: unknown[][] = [];
    for (const level of LEVELS) {
      vi.spyOn(console, level).mockImplementation((...args) => {
        browser.push([level, ...args]);
      });
    }
    const exported = exportedToCoCo(scw(), file.code);
    const widget = new exported.widget({});
    const query = async (city: string) => {
      scw().clearCalls();
      browser.length = 0;
      const value = widget.query(city);
      await settle();
      return { value, calls: scw().calls.map((c) => [c.method, String(c.args[0])]), browser: [...browser] };
    };

    const beijing = await query("北京");
    expect(text).toContain(`积木的值是 \`${beijing.value}\``);
    expect(beijing.calls.every(([method]) => method === "widgetLog")).toBe(true);
    expect(fences(text, "text").map((f) => f.trimEnd().split("\n"))).toEqual([beijing.calls.map(([, line]) => line)]);
    expect(beijing.browser).toEqual([["info", "[自定义控件 天气]", "查询成功：", "北京", "晴"]]);

    const empty = await query("");
    expect(empty.value).toBe(beijing.value);
    expect(empty.calls[0][0]).toBe("widgetWarn");
    expect(empty.calls.slice(1)).toEqual(beijing.calls);
    expect(text).toContain(`多一条警告 \`${empty.calls[0][1]}\``);

    const mars = await query("火星");
    expect(mars.value).toBe("");
    const [last, ...rest] = [...mars.calls].reverse();
    expect(last[0]).toBe("widgetError");
    expect(rest.every(([method, line]) => method === "widgetLog" && !line.startsWith("[信息]"))).toBe(true);
    expect(text).toContain(`一条错误 \`${last[1]}\``);
    expect(mars.browser.map((b) => b[0])).toEqual(["error"]);
  });
});
