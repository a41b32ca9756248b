import { types as nodeTypes } from "node:util";
import { expect, it } from "vitest";
import { describeWithScw } from "./library.ts";
import { doc, tableRows } from "./markdown.ts";
import { blockReading, docExample, exportedToCoCo } from "./run-example.ts";

// What dissuade.md says SCW wraps in a Proxy (the runtime cost it warns of), checked in the CoCo stand-in: the
// base class getSuperWidget returns wraps the instances of visible widgets only; addCheck wraps the class, each
// instance and each method it hands out.

const DISSUADE = "docs/introduction/dissuade.md";

/** A minimal widget file: one method, visible or not, exported with the given decorators. */
function widgetFile(visible: boolean, decorators: string): string {
  return `import { addCheck, addThisForMethods, exportWidget, getSuperWidget, Types } from "slightning-coco-widget";
const types: Types = {
  type: "PROXY_PROBE_WIDGET",
  info: { title: "探针", icon: "icon-widget-radio" },
  options: { visible: ${visible}, global: ${!visible} },
  properties: [],
  methods: [["ping", "探测", ["探测"]]],
  events: [],
};
class ProbeWidget extends getSuperWidget(types) {
  public ping(): string { return "pong"; }
  public render(): null { return null; }
}
exportWidget(types, ProbeWidget, { decorators: [${decorators}] });
`;
}

/** The probe's types as data, for calling getSuperWidget and addCheck directly. */
const PROBE_TYPES = {
  type: "PROXY_PROBE_WIDGET",
  info: { title: "探针", icon: "icon-widget-radio" },
  options: { visible: false, global: true },
  properties: [],
  methods: [["ping", "探测", ["探测"]]],
  events: [],
};

describeWithScw("dissuade.md's Proxy claims in CoCo", (scw) => {
  it("getSuperWidget's base wraps visible widgets' instances only; addCheck wraps class, instance and method", async () => {
    const plain = (visible: boolean) =>
      new (exportedToCoCo(scw(), widgetFile(visible, "addThisForMethods")).widget)({});
    expect(nodeTypes.isProxy(plain(true))).toBe(true);
    expect(nodeTypes.isProxy(plain(false))).toBe(false);
    // The CoCo export wraps every widget class it hands the editor (to set the editor's props on construction),
    // so addCheck's own wrapping of the class is seen by calling the decorator directly.
    const SCW = scw().require("slightning-coco-widget");
    const Base = SCW.getSuperWidget(PROBE_TYPES);
    const Unchecked = class extends Base {};
    const [, Checked] = SCW.addCheck(SCW.standardizeTypes(PROBE_TYPES), Unchecked);
    expect(nodeTypes.isProxy(Unchecked)).toBe(false);
    expect(nodeTypes.isProxy(Checked)).toBe(true);
    const checked = exportedToCoCo(scw(), widgetFile(false, "addThisForMethods, addCheck"));
    const instance = new checked.widget({});
    expect(nodeTypes.isProxy(instance)).toBe(true);
    expect(nodeTypes.isProxy(instance.ping)).toBe(true);
    expect(await instance.ping()).toBe("pong");
    // Creation Project 2 (a library instance that sees its editor's widgetClass): every instance, visible or not.
    const cp2 = scw().instanceWith({ widgetClass: class {}, __slightning_coco_widget_require__: () => undefined });
    const CP2Base = cp2("slightning-coco-widget").getSuperWidget(PROBE_TYPES);
    expect(nodeTypes.isProxy(new (class extends CP2Base {})())).toBe(true);
    const text = doc(DISSUADE);
    expect(text).toContain(
      "`getSuperWidget` 返回的基类会用 `Proxy` 包装控件实例（CoCo 中只包装可见控件，Creation Project 中包装所有控件）",
    );
    expect(text).toContain("`addCheck` 则用 `Proxy` 包装控件类、它的每个实例和每次取出的方法");
  });
});

// background.md told readers to write keyword APIs as usual; XMLHttpRequest's shim is not exported by the webpack
// package 2.5.2 (bypass.test.ts), so a file using it fails to build. A paragraph saying so names the exception.
it("a paragraph saying keyword APIs are written as usual names XMLHttpRequest's exception", () => {
  for (const page of ["docs/introduction/background.md", "docs/tutorial/guides/packaging-optimization/scw.md"]) {
    const paragraphs = doc(page)
      .split(/\n\s*\n/)
      .filter((p) => p.includes("照常写") && p.includes("WebSocket"));
    expect(paragraphs.length, page).toBeGreaterThan(0);
    for (const p of paragraphs) expect(p, page).toContain("`XMLHttpRequest`");
  }
});

describeWithScw("overview.md's hello widget in CoCo", (scw) => {
  it("one block, and what it gives with its default input", async () => {
    const page = "docs/introduction/overview.md";
    const exported = exportedToCoCo(scw(), docExample(page, "class HelloWidget").code);
    const [greet] = exported.types.methods;
    expect(exported.types.methods).toHaveLength(1);
    const value = await new exported.widget({})[greet.key](
      ...greet.params.map((p: { defaultValue: unknown }) => p.defaultValue),
    );
    expect(doc(page)).toContain(`积木盒里有一块“${blockReading(greet)}”积木，用默认值执行它，值是 \`${value}\``);
  });
});

it("compare.md: every cell of every comparison table says something (an empty cell reads as a missing answer)", () => {
  const text = doc("docs/introduction/compare.md");
  const tables = text.split(/^#{2,3} .*$/m).filter((part) => /^\|[\s:|-]+\|$/m.test(part));
  expect(tables.length).toBeGreaterThanOrEqual(6);
  for (const table of tables) {
    for (const row of tableRows(table))
      expect(
        row.filter((cell) => cell === ""),
        row.join(" | "),
      ).toEqual([]);
  }
});
