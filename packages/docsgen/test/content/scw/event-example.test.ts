import { afterEach, expect, it, vi } from "vitest";
import { describeWithScw } from "./library.ts";
import { doc, section } from "./markdown.ts";
import { sectionBlocks, theBlock } from "./page.ts";
import { exportedToCoCo } from "./run-example.ts";

// event.md's complete example (the simple timer): what the page says the reader's event blocks do after 启动 and
// 停止 in CoCo, run in the CoCo stand-in with fake timers.

const PAGE = "docs/api/types/event.md";

describeWithScw("event.md's timer widget in CoCo", (scw) => {
  afterEach(() => vi.useRealTimers());

  it("启动 fires 状态变为 运行, then 计时 and 计时（旧） each interval from 1; 停止 fires 状态变为 停止", () => {
    vi.useFakeTimers();
    const file = theBlock(sectionBlocks(PAGE, "example"), (b) => b.meta === 'title="src/timer-widget.ts"', PAGE);
    const exported = exportedToCoCo(scw(), file.code);
    const interval = exported.types.properties.find((p: { key: string }) => p.key === "interval");
    expect(interval.defaultValue).toBe(1000);
    const widget = new exported.widget({});
    Object.assign(widget, { interval: interval.defaultValue });
    scw().clearCalls();
    widget.start();
    vi.advanceTimersByTime(2000);
    widget.stop();
    vi.advanceTimersByTime(2000);
    const emitted = scw()
      .calls.filter((c) => c.method === "emit")
      .map((c) => c.args);
    expect(emitted).toEqual([
      ["onStateChangedrunning"],
      ["onTick", 1],
      ["onTimer", 1],
      ["onTick", 2],
      ["onTimer", 2],
      ["onStateChangedstopped"],
    ]);
    const events = exported.types.events as { key: string; label: string; tooltip?: string }[];
    const state = events.find((e) => e.key === "onStateChanged") as unknown as {
      subTypes: { dropdown: { label: string; value: string }[] }[];
    };
    expect(state.subTypes[0].dropdown.map((d) => [d.label, d.value])).toEqual([
      ["运行", "running"],
      ["停止", "stopped"],
    ]);
    expect(events.find((e) => e.key === "onTimer")?.label).toContain("[已弃用]");
    const text = section(doc(PAGE), "example");
    expect(text).toContain("执行“启动”：“当 状态变为 [运行]”积木先执行一次");
    expect(text).toContain("（默认 1000 毫秒），“当 计时”和“当 计时（旧）”各执行一次，次数依次是 1、2、3");
    expect(text).toContain("执行“停止”后计时事件不再触发，“当 状态变为 [停止]”积木执行一次");
  });
});
