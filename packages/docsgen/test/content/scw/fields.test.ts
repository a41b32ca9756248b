import fg from "fast-glob";
import { expect, it } from "vitest";
import { SCW } from "../../helpers/cli.ts";
import { describeWithScw } from "./library.ts";
import { docExample, docExamples, exportedToCoCo, runModule } from "./run-example.ts";

// Issue 17, errors 2 and 3: where a property's value comes from, and what a `public x!: T` field does to it.

/** A widget with one property `interval`, declared in the class as `field`; it records what the constructor saw. */
function timerModule(field: string, visible = false): string {
  return `
import { getSuperWidget, IntegerType } from "slightning-coco-widget"
const types = {
  type: "FIELD_TEST", info: { title: "测试", icon: "icon-widget-radio" },
  options: { visible: ${visible}, global: true },
  properties: [["interval", "间隔", new IntegerType(1000)]], methods: [], events: []
}
export let seenInConstructor: unknown = "not run"
export class TimerWidget extends getSuperWidget(types) {
  ${field}
  public constructor(props: object) {
    super(props)
    seenInConstructor = this.interval
  }
}
`;
}

/** A stand-in for Creation Project 2's widget base: it holds the property values in `props` from the start. */
class CreationProjectBase {
  props: Record<string, unknown> = { interval: 1000 };
  setProp(key: string, value: unknown) {
    this.props[key] = value;
  }
}

describeWithScw("property values and class fields (issue 17, errors 2 and 3)", (scw) => {
  it("CoCo: SCW's base class sets no property in the constructor; values come from the editor afterwards", () => {
    for (const visible of [false, true]) {
      const mod = runModule(scw(), timerModule("declare interval: number", visible));
      const Widget = mod.TimerWidget as new (props: object) => { interval: unknown };
      const widget = new Widget({ interval: 500 });
      expect(mod.seenInConstructor).toBeUndefined();
      expect(widget.interval).toBeUndefined();
    }
  });

  it("CoCo, visible widget: assigning a property from the widget calls setProps for you", () => {
    const library = scw();
    const Widget = runModule(library, timerModule("declare interval: number", true)).TimerWidget as new (
      props: object,
    ) => { interval: unknown };
    const widget = new Widget({});
    library.clearCalls();
    widget.interval = 250;
    expect(library.calls.map((c) => [c.method, c.args])).toEqual([["setProps", [{ interval: 250 }]]]);
  });

  it("Creation Project (ES2022 target): `public interval!: number` resets the property to undefined, `declare` keeps it", () => {
    const cp2 = scw().instanceWith({
      widgetClass: CreationProjectBase,
      __slightning_coco_widget_require__: () => undefined,
      __slightning_coco_widget_exports__: {},
    });
    expect(cp2("slightning-coco-widget").getPlatform()).toBe("CreationProject2");
    const make = (field: string) => {
      const Widget = runModule(cp2, timerModule(field)).TimerWidget as new () => { interval: unknown };
      return new Widget();
    };
    expect(make("public interval!: number").interval).toBeUndefined();
    expect(make("declare interval: number").interval).toBe(1000);
  });

  it("the tutorial's counter works when CoCo puts the property values on the instance after construction", () => {
    const library = scw();
    const code = docExample(
      "docs/tutorial/fast-start/use-scw.md",
      "exportWidget(types, CounterWidget",
      "class CounterWidget",
    ).code;
    const exported = exportedToCoCo(library, code);
    const widget = new exported.widget({});
    Object.assign(widget, { count: 0, unit: "次", loop: false, min: 0, max: 10 });
    library.clearCalls();
    expect(widget.add(4)).toBe(4);
    expect(library.calls.filter((c) => c.method === "emit").map((c) => c.args)).toEqual([["onChange", 4, 0]]);
    expect(widget.describe("现在是")).toBe("现在是4 次");
  });

  it("no doc example declares a property with `name!: Type` (every page uses declare)", () => {
    const offenders = fg.sync(["docs/**/*.md", "pages/**/*.md"], { cwd: SCW }).flatMap((file) =>
      docExamples(file).flatMap((e) =>
        e.code
          .split("\n")
          .map((text, i) => ({ text, line: e.line + 1 + i }))
          .filter(({ text }) => /^\s*(public\s+|private\s+|protected\s+)?\w+!:\s/.test(text))
          .map(({ line }) => `${file}:${line}`),
      ),
    );
    expect(offenders).toEqual([]);
  });
});
