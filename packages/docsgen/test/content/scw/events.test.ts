import { expect, it } from "vitest";
import { describeWithScw, type ScwLibrary } from "./library.ts";
import { exportedToCoCo } from "./run-example.ts";

// Issue 17, error 4: addFlattenEventSubTypes under CoCo. Each test uses its own event key: the library keeps one
// event-key table per instance, shared by every export.

/** Exports a widget with one sub-typed event `key` under CoCo with the given decorators (TypeScript source). */
function exportArrowWidget(scw: ScwLibrary, key: string, decorators: string) {
  return exportedToCoCo(
    scw,
    `
import { addFlattenEventSubTypes, exportWidget, flattenEventSubTypes, getSuperWidget } from "slightning-coco-widget"
const types = {
  type: "ARROW_TEST", info: { title: "方向键", icon: "icon-widget-radio" },
  options: { visible: false, global: true }, properties: [], methods: [],
  events: [["${key}", "方向键", [["direction", [["上", "up"], ["下", "down"]]], ["action", [["按下", "press"], ["松开", "release"]]]], []]]
}
class ArrowWidget extends getSuperWidget(types) {}
exportWidget(types, ArrowWidget, { decorators: [${decorators}] })
`,
  );
}

/** The event key CoCo receives when the widget emits `name` through SCW's emit. */
function emittedKey(scw: ScwLibrary, widgetClass: new (props: object) => object, name: string): unknown {
  const { emit } = scw.require("slightning-coco-widget");
  const widget = new widgetClass({});
  scw.clearCalls();
  emit.call(widget, name);
  const emits = scw.calls.filter((c) => c.method === "emit");
  expect(emits).toHaveLength(1);
  return emits[0].args[0];
}

const FLAT = "__slightning_coco_widget_flatten_event_sub_types__";

describeWithScw("flattened events under CoCo (issue 17, error 4)", (scw) => {
  it("2.10.2: with addFlattenEventSubTypes the flattened blocks exist, but emit fires the original event", () => {
    const exported = exportArrowWidget(scw(), "onArrowA", "{ CoCo: addFlattenEventSubTypes }");
    const keys = exported.types.events.map((e: { key: string }) => e.key);
    expect(keys).toContain("onArrowA");
    expect(keys).toContain(`${FLAT}onArrowAUpPress`);
    expect(emittedKey(scw(), exported.widget, "onArrowAUpPress")).toBe("onArrowAuppress");
  });

  it("workaround: no flattening decorator under CoCo; the sub-typed event fires by the same name", () => {
    const exported = exportArrowWidget(scw(), "onArrowB", "");
    expect(exported.types.events.map((e: { key: string }) => e.key)).toEqual(["onArrowB"]);
    expect(exported.types.events[0].subTypes).toHaveLength(2);
    expect(emittedKey(scw(), exported.widget, "onArrowBUpPress")).toBe("onArrowBuppress");
  });

  it("workaround: flattenEventSubTypes under CoCo; emit reaches the flattened event that CoCo shows", () => {
    const exported = exportArrowWidget(scw(), "onArrowC", '{ "CoCo|CreationProject": flattenEventSubTypes }');
    const keys = exported.types.events.map((e: { key: string }) => e.key);
    expect(keys).not.toContain("onArrowC");
    const fired = emittedKey(scw(), exported.widget, "onArrowCDownRelease");
    expect(fired).toBe(`${FLAT}onArrowCDownRelease`);
    expect(keys).toContain(fired);
  });
});
