import { expect, it, vi } from "vitest";
import { describeWithScw } from "./library.ts";
import { doc, section } from "./markdown.ts";
import { runExample, settle } from "./page.ts";
import { localModules } from "./page-files.ts";
import { blockReading, docExample, exportedToCoCo, shownDefault } from "./run-example.ts";

// decorators.md's complete widgets: what the page says CoCo shows once each is imported, and what its blocks
// give, read from what the library hands the CoCo stand-in (a wrong sentence on the page fails here).

const PAGE = "docs/api/export/decorators.md";

// biome-ignore lint/suspicious/noExplicitAny: CoCo's widget description is plain untyped data.
type Any = any;

describeWithScw("decorators.md's widgets in CoCo", (scw) => {
  it("the score widget: pink property blocks, 分数's setter is updateScore, 最高分 follows", () => {
    const exported = exportedToCoCo(scw(), docExample(PAGE, "class ScoreWidget").code);
    const { Color } = scw().require("slightning-coco-widget");
    const props = exported.types.properties as Any[];
    const methods = exported.types.methods as Any[];
    expect(methods.every((m) => m.blockOptions.color === Color.PINK)).toBe(true);
    const getters = methods.filter((m) => m.key.startsWith("get"));
    const setters = methods.filter((m) => m.blockOptions.callMethodLabel === "设置");
    expect(getters.length + setters.length).toBe(methods.length);
    expect(getters[0].blockOptions.line).toBe("属性·获取");
    expect(setters[0].blockOptions.line).toBe("属性·设置");
    const setterLabels = setters.map((m) => /^的 (.+) 为$/.exec(m.label)?.[1]);

    const widget = new exported.widget({});
    Object.assign(widget, Object.fromEntries(props.map((p) => [p.key, p.defaultValue])));
    const starts = props.map((p) => p.defaultValue);
    widget[setters[0].key](5);
    widget[setters[0].key](3);
    const values = getters.map((m) => widget[m.key]());

    const text = section(doc(PAGE), "generate-block-for-properties");
    expect(text).toContain(`属性面板里仍是${props.map((p) => p.label).join("、")}两个属性`);
    expect(props).toHaveLength(2);
    expect(text).toContain(`“属性·获取”下有${getters.map((m) => m.label).join("、")}两块取值积木`);
    expect(getters).toHaveLength(2);
    expect(text).toContain(`“属性·设置”下只有${setterLabels.join("")}一块赋值积木，它执行的是 \`${setters[0].key}\``);
    expect(setters).toHaveLength(1);
    expect(new Set(starts)).toEqual(new Set([0]));
    expect(text).toContain("两个属性都从 0 开始；用赋值积木把分数先设为 5、再设为 3");
    expect(text).toContain(`取值积木给出的分数是 \`${values[0]}\`，最高分是 \`${values[1]}\``);
  });

  it("the JSON widget: two context inputs, two events, and 成功回调 receives the parsed object", async () => {
    const exported = exportedToCoCo(scw(), docExample(PAGE, "class JsonToolsWidget").code);
    const [parse] = exported.types.methods as Any[];
    // Success first, as the page names them (the decorator inserts each event right after the method).
    const events = ["成功回调", "失败回调"].map((name) =>
      (exported.types.events as Any[]).find((e) => e.label.endsWith(`${name}被调用`)),
    );
    expect(exported.types.events).toHaveLength(2);
    const eventText = events.map((e) => `“当 ${e.label}”`).join("和");
    const params = events.map((e) => e.params.map((p: Any) => p.label).join("、"));
    const widget = new exported.widget({});
    scw().clearCalls();
    widget[parse.key](...parse.params.map((p: Any) => shownDefault(p.defaultValue)));
    await settle();
    const emits = scw().calls.filter((c) => c.method === "emit");
    expect(emits).toHaveLength(1);
    expect(emits[0].args[0]).toBe(events[0].key);

    const text = section(doc(PAGE), "transform-methods-throws");
    expect(parse.params).toHaveLength(3);
    expect(parse.params[0].labelAfter).toContain("成功则 成功回调");
    expect(parse.params[1].labelAfter).toContain("失败则 失败回调");
    expect(text).toContain("末尾是“成功则 成功回调”和“失败则 失败回调”两个上下文输入");
    expect(text).toContain(`积木盒里多出${eventText}两块事件积木`);
    expect(text).toContain(`前者的参数依次是${params[0]}，后者是${params[1]}`);
    expect(text).toContain(`“当 ${events[0].label}”积木收到的值是解析出的对象 \`${JSON.stringify(emits[0].args[3])}\``);
  });

  it("the mapper widget: one event per item, and the return block's values make the new list", async () => {
    const exported = exportedToCoCo(scw(), docExample(PAGE, "class ListMapperWidget").code);
    const methods = exported.types.methods as Any[];
    const [event] = exported.types.events as Any[];
    const map = methods.find((m) => m.label === "把");
    const back = methods.find((m) => m.key.startsWith("__slightning_coco_widget_return__"));
    expect(map.params).toHaveLength(2);
    expect(map.params[0].labelAfter).toContain("映射函数");
    expect(map.params[0].labelAfter).toContain("上下文");

    const widget = new exported.widget({});
    scw().clearCalls();
    const list = [1, 2, 3];
    const result = widget[map.key](list, "ctx");
    // Answer each event as a reader's event blocks would: the return block with the item times 2.
    for (let answered = 0; answered < list.length; answered++) {
      await settle();
      const emits = scw().calls.filter((c) => c.method === "emit");
      expect(emits).toHaveLength(answered + 1);
      const [key, callData, context, item] = emits[answered].args as [string, unknown, unknown, number];
      expect([key, context]).toEqual([event.key, "ctx"]);
      widget[back.key](callData, item * 2);
    }
    const mapped = await result;

    const text = section(doc(PAGE), "transform-methods-callback-functions-to-events");
    expect(text).toContain(
      `积木盒里多出“当 ${event.label}”事件积木，参数依次是${event.params.map((p: Any) => p.label).join("、")}`,
    );
    expect(back.params.map((p: Any) => p.labelAfter ?? "")).toEqual(["返回", ""]);
    expect(back.blockOptions.callMethodLabel).toBe(false);
    const [handle, value] = back.params as Any[];
    expect(handle.defaultValue).toBe(event.label.replace(/被调用$/, ""));
    expect(event.params[0].label).toBe("映射函数");
    expect(text).toContain(`以及返回积木“(${handle.defaultValue}) ${handle.labelAfter} (返回值)”`);
    expect(value.key).toBe("returnValue");
    expect(text).toContain("返回积木的第一个输入要放事件给出的“映射函数”参数");
    expect(text).toContain(`列表 \`${JSON.stringify(list)}\` 映射的结果就是 \`${JSON.stringify(mapped)}\``);
  });

  it("the tidy widget: removeDeprecated drops 旧版转大写, addGroupTooltips writes 分组：大小写, logCreation logs", async () => {
    const code = docExample(PAGE, "class TidyTextWidget").code;
    const exported = exportedToCoCo(scw(), code, localModules(PAGE, "src/tidy-widget.ts", code));
    const methods = exported.types.methods as Any[];
    expect(methods.map((m) => m.key)).toEqual(["upper"]);
    const [upper] = methods;
    expect([upper.blockOptions.line, upper.tooltip]).toEqual(["大小写", "分组：大小写"]);
    const log = vi.spyOn(console, "log").mockImplementation(() => {});
    try {
      const widget = new exported.widget({});
      expect(log.mock.calls).toEqual([["控件“文本整理”已创建"]]);
      const value = await widget.upper(upper.params[0].defaultValue);
      const text = section(doc(PAGE), "custom-decorator");
      expect(text).toContain(`“大小写”组里只剩“${blockReading(upper)}”一块积木`);
      expect(text).toContain(`提示文字是“${upper.tooltip}”；用默认值执行它，值是 \`${value}\``);
      expect(text).toContain(`浏览器控制台里就多一行“${log.mock.calls[0][0]}”`);
    } finally {
      log.mockRestore();
    }
  });

  it("the player widget: THIS added before 播放, kept after 让 in 暂停; each block logs its line", async () => {
    const exported = exportedToCoCo(scw(), docExample(PAGE, "class PlayerWidget").code);
    const [play, pause] = exported.types.methods as Any[];
    // CoCo reads a block as callMethodLabel, the instance, then label.
    const reading = (m: Any) => [m.blockOptions.callMethodLabel || "", "[播放器1]", m.label].join(" ").trim();
    expect([reading(play), reading(pause)]).toEqual(["[播放器1] 播放", "让 [播放器1] 暂停"]);
    const widget = new exported.widget({});
    scw().clearCalls();
    await widget.play();
    await widget.pause();
    await settle();
    const logged = scw()
      .calls.filter((c) => c.method === "widgetLog")
      .map((c) => c.args[0]);
    const text = section(doc(PAGE), "add-this-for-methods");
    expect(text).toContain(`积木盒里是“${reading(play)}”和“${reading(pause)}”两块积木`);
    expect(text).toContain(`编辑器控制台依次输出“${logged[0]}”和“${logged[1]}”`);
    expect(logged).toEqual(["开始播放", "已暂停"]);
  });

  it("the formatter widget: the call block sits below 创建格式化函数 and formats with the created function", async () => {
    const exported = exportedToCoCo(scw(), docExample(PAGE, "class FormatterWidget").code);
    const [create, call] = exported.types.methods as Any[];
    const label = call.params[0].defaultValue;
    const widget = new exported.widget({});
    const format = await widget[create.key](create.params[0].defaultValue);
    const text = section(doc(PAGE), "generate-method-for-functions");
    expect(text).toContain(`“创建格式化函数”的下方会多出“${label}”积木`);
    expect(text).toContain(
      `单位保持默认的“${create.params[0].defaultValue}”，数值填 \`2.5\`，得到 \`${await widget[call.key](format, 2.5)}\``,
    );
  });

  it("the arrow-key widget: one event with two dropdowns in CoCo, four flattened events for Creation Project", () => {
    const code = docExample(PAGE, "class ArrowKeyWidget").code;
    const [event, ...others] = exportedToCoCo(scw(), code).types.events as Any[];
    expect(others).toEqual([]);
    expect(event.subTypes).toHaveLength(2);
    // flattenEventSubTypes is keyed to Creation Project; its effect, run directly on the standardized types.
    const SCW = scw().require("slightning-coco-widget");
    const [{ types, widget }] = runExample(scw(), code).exported;
    const [flat] = SCW.flattenEventSubTypes(SCW.standardizeTypes(types), widget);
    const labels = (flat.methods as Any[]).filter((m) => m.type === SCW.BlockType.EVENT).map((m) => `“${m.label}”`);
    expect(labels).toHaveLength(4);
    const text = section(doc(PAGE), "flatten-event-sub-types");
    expect(text).toContain(
      `在 Creation Project 中，这个事件会被展开为${labels.join("")}四个事件；在 CoCo 中仍是一个带两个下拉框的事件`,
    );
  });
});

describeWithScw("decorators.md's icon decorators", (scw) => {
  it("transformIconsExceptWidgetIcon converts the icons of property blocks, method groups, methods and events, not info.icon", () => {
    const lib = scw().require("slightning-coco-widget");
    const NAME = "icon-widget-radio";
    const url = lib.BUILD_IN_ICON_URL_MAP[NAME];
    expect(url).toMatch(/^https:/);
    const probe = () =>
      lib.standardizeTypes({
        type: "ICON_PROBE_WIDGET",
        info: { title: "探针", icon: NAME },
        options: { visible: false, global: true },
        properties: [["n", "数", 0, { blockOptions: { get: { icon: NAME }, set: { icon: NAME } } }]],
        methods: [
          {
            label: "组",
            blockOptions: { icon: NAME },
            contents: [["m", "方法", ["方法"], null, { blockOptions: { icon: NAME } }]],
          },
        ],
        events: [["onE", "事件", [], { blockOptions: { icon: NAME } }]],
      });
    const icons = (types: { properties: unknown[]; methods: unknown[] }) => {
      const found: string[] = [];
      lib.traverseTypes(types, {
        // biome-ignore lint/correctness/noComponentHookFactories: a visitor of SCW's node kinds, not a component
        PropertyTypes: (n: { value: { blockOptions: { get: { icon: string }; set: { icon: string } } } }) =>
          found.push(`属性取值 ${n.value.blockOptions.get.icon}`, `属性赋值 ${n.value.blockOptions.set.icon}`),
        // biome-ignore lint/correctness/noComponentHookFactories: a visitor of SCW's node kinds, not a component
        MethodGroup: (n: { value: { blockOptions: { icon: string } } }) =>
          found.push(`方法分组 ${n.value.blockOptions.icon}`),
        // biome-ignore lint/correctness/noComponentHookFactories: a visitor of SCW's node kinds, not a component
        MethodTypes: (n: { value: { blockOptions: { icon: string } } }) =>
          found.push(`方法 ${n.value.blockOptions.icon}`),
        // biome-ignore lint/correctness/noComponentHookFactories: a visitor of SCW's node kinds, not a component
        EventTypes: (n: { value: { blockOptions: { icon: string } } }) =>
          found.push(`事件 ${n.value.blockOptions.icon}`),
      });
      return found.sort();
    };
    const [except] = lib.transformIconsExceptWidgetIcon(probe(), class {});
    expect(except.info.icon).toBe(NAME);
    expect(icons(except)).toEqual(
      ["事件", "方法", "方法分组", "属性取值", "属性赋值"].map((where) => `${where} ${url}`).sort(),
    );
    const [all] = lib.transformIcons(probe(), class {});
    expect(all.info.icon).toBe(url);
    const text = section(doc(PAGE), "transform-icons-except-widget-icon");
    expect(text).toContain("属性取值、赋值积木，方法分组，方法和事件积木的图标照样转换，`info.icon` 保持原样");
  });
});
