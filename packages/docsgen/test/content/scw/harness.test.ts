import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { expect, it } from "vitest";
import { describeWithScw, isFinished } from "./library.ts";

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

// The compiled folder outlives the checkout that made it (it sits under os.tmpdir()); its links into that
// checkout's node_modules then dangle, and reusing it fails every library check with "Cannot find module".
it("counts a compiled folder as finished only while its links into node_modules resolve", () => {
  const work = mkdtempSync(join(tmpdir(), "docsgen-scw-finished-"));
  try {
    const checkout = join(work, "checkout/node_modules");
    const folder = join(work, "compiled");
    mkdirSync(join(folder, "node_modules"), { recursive: true });
    for (const name of ["react", "@babel"]) {
      mkdirSync(join(checkout, name), { recursive: true });
      symlinkSync(join(checkout, name), join(folder, "node_modules", name), "dir");
    }
    expect(isFinished(folder)).toBe(false);
    writeFileSync(join(folder, "COMPLETE"), "recipe\n");
    expect(isFinished(folder)).toBe(true);
    rmSync(join(work, "checkout"), { recursive: true });
    expect(isFinished(folder)).toBe(false);
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
});
