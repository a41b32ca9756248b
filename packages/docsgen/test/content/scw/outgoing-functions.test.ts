import { afterEach, expect, it, vi } from "vitest";
import { describeWithScw } from "./library.ts";
import { doc, section, tableRows } from "./markdown.ts";
import { settle } from "./page.ts";
import { blockReading, docExample, exportedToCoCo } from "./run-example.ts";

// functions-as-first-class-citizens.md#outgoing-functions: the counter factory's two CoCo blocks as the page's
// table reads them (the instance dropdown aside), the gap before the generated call block, the hint text of its
// first input, and what running it gives: 1 then 2 for one counter, a fresh count for a new one, nothing for the
// hint text itself.

const PAGE = "docs/tutorial/guides/functions-as-first-class-citizens.md";
const INSTANCE = "[计数器工厂1 ▾] ";

// biome-ignore lint/suspicious/noExplicitAny: CoCo's method descriptions are plain untyped data.
type Any = any;

describeWithScw("the outgoing function's call block (functions-as-first-class-citizens.md)", (scw) => {
  afterEach(() => vi.restoreAllMocks());

  it("CoCo shows the two blocks the page's table names, the call block after a gap", () => {
    const exported = exportedToCoCo(scw(), docExample(PAGE, "class CounterFactoryWidget").code);
    const methods: Any[] = exported.types.methods;
    expect(methods.map((m) => m.key)).toHaveLength(2);
    const [create, call] = methods;
    const text = section(doc(PAGE), "outgoing-functions");
    const rows = tableRows(text);
    expect(rows.map((r) => r[0])).toEqual([create, call].map((m) => `${INSTANCE}${blockReading(m)}`));
    expect(create.blockOptions.space, "the gap after 创建计数器").toBeGreaterThan(0);
    expect(call.params[0].defaultValue).toBe("创建计数器·返回值");
    expect(text).toContain("默认文字“创建计数器·返回值”");
    expect(call.valueType).toBe("number");
  });

  it("the call block gives 1 then 2 for one counter, a new counter starts again, the hint text gives nothing", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    const exported = exportedToCoCo(scw(), docExample(PAGE, "class CounterFactoryWidget").code);
    const [create, call]: Any[] = exported.types.methods;
    const widget = new exported.widget({});
    const counter = widget[create.key](0);
    expect(typeof counter).toBe("function");
    expect([widget[call.key](counter, 1), widget[call.key](counter, 1)]).toEqual([1, 2]);
    expect(widget[call.key](widget[create.key](0), 1)).toBe(1);
    const text = section(doc(PAGE), "outgoing-functions");
    expect(text).toContain("第一次的值是 1，第二次是 2");
    expect(await widget[call.key]("创建计数器·返回值", 1)).toBeUndefined();
    await settle();
  });

  it("a function in an event parameter: the call block's hint text is 事件标签·参数·参数标签, blue by default", () => {
    const SCW = scw().require("slightning-coco-widget");
    const types = SCW.standardizeTypes({
      type: "EVENT_FUNCTION_TEST",
      info: { title: "测试", icon: "icon-widget-radio" },
      options: { visible: false, global: true },
      properties: [],
      methods: [],
      events: [["onReady", "准备好", [["done", "完成", new SCW.FunctionType({ block: [] })]]]],
    });
    const [decorated] = SCW.decorate(
      types,
      class {},
      { decorators: [SCW.generateMethodForFunctions, SCW.addThisForMethods] },
      ["CoCo"],
    );
    const call = SCW.typesToCoCo(decorated).methods.find((m: Any) => m.key.includes("call_function"));
    expect(call.params[0].defaultValue).toBe("准备好·参数·完成");
    expect(call.blockOptions.color).toBe(SCW.Color.BLUE);
    expect(section(doc(PAGE), "outgoing-functions")).toContain("默认文字是“事件标签·参数·参数标签”，积木默认使用蓝色");
  });
});
