import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { expect, it } from "vitest";
import { describeWithScw } from "./library.ts";

// The harness itself: the compiled library loads with the editor stand-ins, runs a decorator, and the
// declarations sit where a tsconfig's paths or a node_modules link finds them.

describeWithScw("the SCW library harness", (scw) => {
  it("runs generateBlockForProperties on a test widget", () => {
    const SCW = scw().require("slightning-coco-widget");
    const types = {
      type: "HARNESS_WIDGET",
      info: { title: "测试", icon: "icon-widget-radio" },
      options: { visible: false, global: true },
      properties: [{ key: "count", label: "数量", type: new SCW.IntegerType(), defaultValue: 1 }],
      methods: [],
      events: [],
    };
    class Widget extends SCW.getSuperWidget(types) {}
    const [standard, widget] = SCW.generateBlockForProperties(SCW.standardizeTypes(types), Widget);
    const keys = JSON.stringify(standard.methods, (k, v) => (k === "type" && typeof v === "object" ? undefined : v));
    expect(keys).toContain('"getCount"');
    expect(keys).toContain('"setCount"');
    const instance = new widget({});
    instance.setCount(5);
    expect(instance.getCount()).toBe(5);
  });

  it("defines the editor globals and records the calls the stand-ins receive", () => {
    const library = scw();
    const { CoCo } = library.require("slightning-coco-widget");
    library.clearCalls();
    const w = new CoCo.InvisibleWidget({});
    w.widgetLog("hi");
    expect(library.calls).toEqual([{ widget: w, method: "widgetLog", args: ["hi"] }]);
    expect(library.require("slightning-coco-widget/coco").widgetExports).toBe(library.editorExports);
  });

  it("lays the declarations out as node_modules packages", () => {
    const { typesRoot } = scw();
    for (const pkg of ["slightning-coco-widget", "slightning-coco-widget--webpack"]) {
      const manifest = JSON.parse(readFileSync(join(typesRoot, pkg, "package.json"), "utf8")) as { types: string };
      expect(existsSync(join(typesRoot, pkg, manifest.types))).toBe(true);
    }
    expect(existsSync(join(typesRoot, "slightning-coco-widget/coco/index.d.ts"))).toBe(true);
  });
});
