import { expect, it } from "vitest";
import { describeWithScw } from "./library.ts";
import { doc, section } from "./markdown.ts";
import { settle } from "./page.ts";
import { docExample, exportedToCoCo } from "./run-example.ts";

// The example pages' "使用控件" steps in CoCo. promise.md's, step by step in the stand-in: 创建承诺 fires its event with 解决 and 拒绝;
// the 解决 call block with 完成 settles the promise; 等待 then gives 完成 and 然后's event receives it as 结果;
// the 拒绝 call block makes 捕获's event receive the reason.

const PAGE = "docs/example/promise.md";

// biome-ignore lint/suspicious/noExplicitAny: CoCo's widget description is plain untyped data.
type Any = any;

describeWithScw("promise.md's steps in CoCo", (scw) => {
  it("解决 with 完成: 等待 gives it and 然后's event gets it; 拒绝: 捕获's event gets the reason", async () => {
    const exported = exportedToCoCo(scw(), docExample(PAGE, "class PromiseWidget").code);
    const methods = exported.types.methods as Any[];
    const events = exported.types.events as Any[];
    const byLabel = (label: string) => methods.find((m) => m.label?.startsWith(label));
    const caller = (name: string) => methods.find((m) => String(m.params[0]?.defaultValue).endsWith(`·${name}`));
    const eventOf = (label: string) => events.find((e) => e.label === label);
    const widget = new exported.widget({});
    const emitted = (key: string) => scw().calls.filter((c) => c.method === "emit" && c.args[0] === key);

    // Step 1 and 2: create the promise; in its event, call 解决 with 完成.
    scw().clearCalls();
    const created = eventOf("创建承诺·回调被调用");
    expect(created.params.map((p: Any) => p.label)).toEqual(["回调", "上下文", "解决", "拒绝"]);
    const task = await widget[byLabel("创建承诺").key]("上下文");
    const [[, , , resolve]] = emitted(created.key).map((c) => c.args);
    await widget[caller("解决").key](resolve, "完成");
    // Step 3: 等待 (任务), and (任务) 然后 with its event.
    expect(await widget[byLabel("等待").key](task)).toBe("完成");
    const then = eventOf("然后·回调被调用");
    await widget[methods.find((m) => m.params.length === 2 && m.params[0].labelAfter?.startsWith("然后")).key](
      task,
      "",
    );
    await settle();
    const [[, , , value]] = emitted(then.key).map((c) => c.args);
    expect(value).toBe("完成");

    // 拒绝: 捕获's event receives the reason.
    scw().clearCalls();
    const failing = await widget[byLabel("创建承诺").key]("上下文");
    const [[, , , , reject]] = emitted(created.key).map((c) => c.args);
    await widget[caller("拒绝").key](reject, "超时");
    const caught = eventOf("捕获·回调被调用");
    await widget[methods.find((m) => m.params.length === 2 && m.params[0].labelAfter?.startsWith("捕获")).key](
      failing,
      "",
    );
    await settle();
    const [[, , , reason]] = emitted(caught.key).map((c) => c.args);
    expect(reason).toBe("超时");

    // What the CoCo section says of the blocks: 创建承诺's context input and its default, the two call blocks'
    // first inputs (the path to each function), the event's parameters in order.
    const context = byLabel("创建承诺").params.find(
      (p: Any) => p.key === "__slightning_coco_widget_call_context__callback",
    );
    expect(context.defaultValue).toBe("回调上下文");
    const blocks = section(doc(PAGE), "generated-blocks-coco");
    expect(blocks).toContain("方法积木上原来放回调的地方变成了“回调（上下文 …）”");
    expect(blocks).toContain("事件参数依次是 `回调`（代表这一次调用）、`上下文`，以及回调自己的参数");
    expect(blocks).toContain(
      `分别是“${caller("解决").params[0].defaultValue}”和“${caller("拒绝").params[0].defaultValue}”`,
    );
    expect(caller("解决").params[0].defaultValue).toBe("创建承诺·参数·回调·函数参数·解决");

    const text = section(doc(PAGE), "using-the-widget");
    expect(text).toContain("用“创建承诺”积木创建一个承诺（它的上下文输入保持默认）");
    expect(text).toContain(`在事件“当 ${created.label}”中`);
    expect(text).toContain("第一个输入放入事件参数 `解决`，第二个输入填入“完成”");
    expect(text).toContain("它会在承诺被解决后给出“完成”");
    expect(text).toContain(`在事件“当 ${then.label}”中读取参数 \`${then.params[2].label}\``);
    expect(text).toContain("而“捕获”积木的回调会收到拒绝的原因");
  });
});

describeWithScw("advanced-list-operations.md's steps in CoCo", (scw) => {
  it("映射 with each event answered by the return block (回调函数, 项 + 10) gives the new list", async () => {
    const page = "docs/example/advanced-list-operations.md";
    const exported = exportedToCoCo(scw(), docExample(page, "class AdvancedListOperationsWidget").code);
    const methods = exported.types.methods as Any[];
    const event = (exported.types.events as Any[]).find((e) => e.label === "列表映射·回调函数被调用");
    const map = methods.find((m) => m.label === "映射");
    const back = methods.find((m) => m.key === `__slightning_coco_widget_return__${event.key}`);
    expect(event.params.map((p: Any) => p.label)).toEqual(["回调函数", "上下文", "项", "索引", "列表"]);
    const widget = new exported.widget({});
    scw().clearCalls();
    const result = widget[map.key]([80, 95], "上下文");
    await settle();
    // Every item's event fires before any is answered (the widget calls all callbacks first).
    const calls = scw().calls.filter((c) => c.method === "emit" && c.args[0] === event.key);
    expect(calls).toHaveLength(2);
    for (const { args } of calls) await widget[back.key](args[1], (args[3] as number) + 10);
    expect(await result).toEqual([90, 105]);

    const text = section(doc(page), "using-coco");
    expect(text).toContain(`添加事件“当 ${event.label}”，在事件中使用返回积木：第一个输入放入事件参数 \`回调函数\``);
    expect(text).toContain("返回值填入“事件参数 `项` + 10”");
  });
});
