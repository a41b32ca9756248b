import { afterEach, expect, it, vi } from "vitest";
import { describeWithScw } from "./library.ts";
import { doc, section } from "./markdown.ts";
import { settle } from "./page.ts";
import { runModule } from "./run-example.ts";

// check.md#render: with addCheck, a visible widget whose render throws gets the box the page describes (a
// half-transparent white box, the message in red bold monospace) instead, and only the first render error of
// that widget reaches the console: later ones, also of its other instances, are not logged again.

const PAGE = "docs/tutorial/guides/check.md";

const WIDGET = `
import { addCheck, exportWidget, getSuperWidget, type Types } from "slightning-coco-widget";
const types: Types = {
  type: "BROKEN_VIEW_WIDGET",
  info: { title: "坏掉的界面", icon: "icon-widget-radio" },
  options: { visible: true, global: false },
  properties: [],
  methods: [],
  events: [],
};
class BrokenViewWidget extends getSuperWidget(types) {
  public render(): never {
    throw new Error("画不出来");
  }
}
exportWidget(types, BrokenViewWidget, { decorators: [addCheck] });
`;

// biome-ignore lint/suspicious/noExplicitAny: React elements and the editor's export are plain untyped data.
type Any = any;

describeWithScw("a render error under addCheck (check.md#render)", (scw) => {
  afterEach(() => vi.restoreAllMocks());

  it("draws the white box with red bold monospace text, and logs only the first error", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    for (const key of Object.keys(scw().editorExports)) delete scw().editorExports[key];
    runModule(scw(), WIDGET);
    const { widget: Widget } = scw().editorExports as Any;
    scw().clearCalls();
    const first = new Widget({});
    const box: Any = first.render();
    expect(box.props.style).toMatchObject({ backgroundColor: "#FFFFFF80" });
    expect(box.props.children.props.style).toMatchObject({
      color: "#C00000",
      fontWeight: "bold",
      fontFamily: "monospace",
    });
    first.render();
    new Widget({}).render();
    await settle();
    const errors = scw().calls.filter((c) => c.method === "widgetError");
    expect(errors).toHaveLength(1);
    expect(String(errors[0].args[0])).toContain("画不出来");
    const text = section(doc(PAGE), "render");
    expect(text).toContain("半透明的白色方框，里面用红色粗体等宽字体");
    expect(text).toContain("之后再出错，包括同一个控件的其他实例出错，都不再输出");
  });
});
