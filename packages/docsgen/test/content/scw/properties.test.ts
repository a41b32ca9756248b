import { expect, it } from "vitest";
import { describeWithScw } from "./library.ts";
import { cocoMethodKeys, docExample, exportedToCoCo } from "./run-example.ts";

const USE_SCW = "docs/tutorial/fast-start/use-scw.md";
const PROPERTY = "docs/api/types/property.md";

/** A widget module: `properties` and `methods` are inserted as TypeScript source. */
function widgetModule(properties: string, methods = "[]"): string {
  return `
import { exportWidget, generateBlockForProperties, getSuperWidget, MethodBlockParam, NumberType } from "slightning-coco-widget"
const types = {
  type: "GROUP_TEST", info: { title: "测试", icon: "icon-widget-radio" },
  options: { visible: false, global: true },
  properties: ${properties}, methods: ${methods}, events: []
}
class TestWidget extends getSuperWidget(types) {}
exportWidget(types, TestWidget, { decorators: [generateBlockForProperties] })
`;
}

const GROUPED = `[["count", "计数", 0], { label: "范围", blockOptions: { set: false }, contents: [["min", "最小值", 0], ["max", "最大值", 100]] }]`;

describeWithScw("properties in a group get no blocks from generateBlockForProperties (issue 17, error 1)", (scw) => {
  it("2.10.2: a grouped property loses its native blocks and gets no generated block, but the method is added", () => {
    const exported = exportedToCoCo(scw(), widgetModule(GROUPED));
    expect(cocoMethodKeys(exported)).toEqual(["getCount", "setCount"]);
    const min = exported.types.properties.find((p: { key: string }) => p.key === "min");
    expect(min.blockOptions.getter.generateBlock).toBe(false);
    expect(min.blockOptions.setter.generateBlock).toBe(false);
    expect(typeof exported.widget.prototype.getMin).toBe("function");
  });

  it("workaround 1: the same properties at the top level get their getter blocks", () => {
    const flat = `[["count", "计数", 0], ["min", "最小值", 0, { blockOptions: { set: false } }], ["max", "最大值", 100, { blockOptions: { set: false } }]]`;
    expect(cocoMethodKeys(exportedToCoCo(scw(), widgetModule(flat)))).toEqual([
      "getCount",
      "getMin",
      "getMax",
      "setCount",
    ]);
  });

  it("workaround 2: a getter declared in methods with the added method's key shows a block that reads the property", () => {
    const methods = `[["getMin", "获取最小值", [MethodBlockParam.THIS, "最小值"], new NumberType()]]`;
    const exported = exportedToCoCo(scw(), widgetModule(GROUPED, methods));
    expect(cocoMethodKeys(exported)).toContain("getMin");
    const widget = new exported.widget({});
    Object.assign(widget, { min: 7 }); // CoCo puts property values on the instance
    expect(widget.getMin()).toBe(7);
  });

  it("the tutorial's complete counter: count, unit, min and max get getter blocks, and nothing else", () => {
    const exported = exportedToCoCo(
      scw(),
      docExample(USE_SCW, "exportWidget(types, CounterWidget", "class CounterWidget").code,
    );
    expect(cocoMethodKeys(exported).filter((k) => /^(get|set)[A-Z]/.test(k))).toEqual([
      "getCount",
      "getUnit",
      "getMin",
      "getMax",
    ]);
  });

  it("property.md's example: the grouped 胜场/败场 get no block, as its known-issue note says", () => {
    const keys = cocoMethodKeys(exportedToCoCo(scw(), docExample(PROPERTY, "class ProfileWidget").code));
    expect(keys).toContain("getNickname");
    expect(keys).toContain("updateMotto");
    expect(keys).not.toContain("getWins");
    expect(keys).not.toContain("getLosses");
  });
});
