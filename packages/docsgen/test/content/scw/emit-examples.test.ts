import { afterEach, expect, it, vi } from "vitest";
import { describeWithScw } from "./library.ts";
import { doc, section } from "./markdown.ts";
import { codeBlocks } from "./page.ts";
import { exportedToCoCo } from "./run-example.ts";

// emit.md's complete widgets, built the way the page says and run in the CoCo stand-in: each file names the entry
// that builds it, and what the reader sees after running the blocks the page names is what the library emits.
// (The sub-type demo used to emit from its constructor, before any block of the reader's could run.)

const PAGE = "docs/api/widget/emit.md";
const file = (name: string): string => {
  const found = codeBlocks(PAGE).filter((b) => b.meta === `title="${name}"`);
  if (found.length !== 1) throw new Error(`${PAGE}: ${found.length} blocks titled ${name}`);
  return found[0].code;
};
const emits = (calls: { method: string; args: unknown[] }[]) =>
  calls.filter((c) => c.method === "emit").map((c) => c.args);

it("every complete widget file of emit.md says which entry builds it", () => {
  const files = codeBlocks(PAGE)
    .filter((b) => b.code.includes("exportWidget("))
    .map((b) => /title="(src\/[^"]+)"/.exec(b.meta)?.[1]);
  expect(files).toEqual([
    "src/counter-widget.ts",
    "src/event-demo-widget.ts",
    "src/timer-widget.ts",
    "src/door-sensor-widget.ts",
  ]);
  const text = doc(PAGE);
  for (const name of files) expect(text, name).toMatch(new RegExp(`\`entry\` 改成 \`"\\./${name}"\``));
  expect(text).toContain("(../../tutorial/fast-start/pack.md#import-into-coco)");
});

describeWithScw("emit.md's widgets do what the page says in CoCo", (scw) => {
  afterEach(() => vi.useRealTimers());

  it("counter: two 增加 (1) emit 数值改变 with 1, 1 then 2, 1", () => {
    const exported = exportedToCoCo(scw(), file("src/counter-widget.ts"));
    const widget = new exported.widget({});
    scw().clearCalls();
    widget.increase(1);
    widget.increase(1);
    expect(emits(scw().calls)).toEqual([
      ["onChanged", 1, 1],
      ["onChanged", 2, 1],
    ]);
    expect(section(doc(PAGE), "simple-event")).toContain("先收到新数值 1、步长 1，再收到新数值 2、步长 1");
  });

  it("sub-types: the fire block emits both events; CoCo gets the 测试1/测试3 combination", () => {
    const exported = exportedToCoCo(scw(), file("src/event-demo-widget.ts"));
    const widget = new exported.widget({});
    scw().clearCalls();
    expect(emits(scw().calls)).toEqual([]); // nothing at construction
    widget.fire();
    expect(emits(scw().calls)).toEqual([["onEvent", "参数1", 2], ["onEventWithSubTypestest1test3"]]);
    const subTypes = exported.types.events.find((e: { key: string }) => e.key === "onEventWithSubTypes").subTypes;
    const labelOf = (i: number, value: string) =>
      (subTypes[i].dropdown as { label: string; value: string }[]).find((d) => d.value === value)?.label;
    expect([labelOf(0, "test1"), labelOf(1, "test3")]).toEqual(["测试1", "测试3"]);
    const text = section(doc(PAGE), "sub-type-event");
    expect(text).toContain("执行“触发演示事件”：“当 事件”积木收到参数1 `参数1`、参数2 `2`");
    expect(text).toContain("分别选了“测试1”和“测试3”的那一块执行");
  });

  it("timer: one 每秒 a second from 1 after 开始计时, none after 停止计时, from 1 again on restart", () => {
    vi.useFakeTimers();
    const exported = exportedToCoCo(scw(), file("src/timer-widget.ts"));
    const widget = new exported.widget({});
    scw().clearCalls();
    widget.start();
    vi.advanceTimersByTime(3000);
    widget.stop();
    vi.advanceTimersByTime(2000);
    widget.start();
    vi.advanceTimersByTime(1000);
    widget.stop();
    expect(emits(scw().calls)).toEqual([
      ["onTick", 1],
      ["onTick", 2],
      ["onTick", 3],
      ["onTick", 1],
    ]);
    expect(section(doc(PAGE), "where-to-emit")).toContain(
      "已过秒数依次是 1、2、3……；执行“停止计时”后不再触发，再执行“开始计时”则从 1 重新数起",
    );
  });
});
