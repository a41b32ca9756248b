import { readFileSync } from "node:fs";
import { join } from "node:path";
import { expect, it } from "vitest";
import { runInEditor } from "./editor-process.ts";
import { describeWithScw } from "./library.ts";
import { doc, section } from "./markdown.ts";

// Issue 35, errors 3 and 6: what scw-build's recording step runs, and which platform the widget sees there.
// The "scw-build" child mirrors the step: one stand-in base class for the three widget globals and Node's own
// require. The first test pins that mirror to the real bin/build.js, so a change there fails here first.

const OVERVIEW = "docs/tutorial/advanced/internal-principle/overview.md";
const SCW_PAGE = "docs/tutorial/guides/packaging-optimization/scw.md";

describeWithScw("scw-build's recording step (issue 35, errors 3 and 6)", (scw) => {
  it("bin/build.js runs the bundle with stand-in widget classes and Node's require, then constructs the widget", () => {
    const build = readFileSync(
      join(scw().root, "node_modules/slightning-coco-widget--webpack/dist/cjs/bin/build.js"),
      "utf8",
    );
    expect(build).toMatch(
      /new Function\("require", "exports", "VisibleWidget", "InvisibleWidget", "widgetClass", "React", code\)\s*\(require, exports, SuperWidget, SuperWidget, SuperWidget,/,
    );
    expect(build).toContain("new exports.widget({})");
    // A failure is caught and printed, and the build goes on.
    expect(build).toMatch(/运行控件 \$\{widgetRelativePath\} 失败：/);
    // Before that, it simulates a browser page at the CoCo editor's address (so `window` exists there).
    const environment = readFileSync(
      join(
        scw().root,
        "node_modules/slightning-coco-widget--webpack/dist/cjs/build-time-convert-environment/environment.js",
      ),
      "utf8",
    );
    expect(environment).toMatch(/require\("browser-env"\)[\s\S]*url: "https:\/\/coco\.codemao\.cn\/editor\/"/);
  });

  const recorded = () =>
    runInEditor(scw(), {
      editor: "scw-build",
      code: `
        import { exportWidget, getPlatform, getSuperWidget, Types } from "slightning-coco-widget";
        report("top level: " + getPlatform());
        const types: Types = {
          type: "RECORD_WIDGET", info: { title: "记录", icon: "icon-widget-radio" },
          options: { visible: false, global: true }, properties: [], methods: [], events: [],
        };
        class RecordWidget extends getSuperWidget(types) {
          constructor(props: object) { super(props); report("constructor: " + getPlatform()); }
        }
        exportWidget(types, RecordWidget);
        new (globalThis as any).editorExports.widget({});
      `,
    });

  it("getPlatform() is CreationProject2 there, and constructor code runs too", () => {
    expect(recorded().reports).toEqual(["top level: CreationProject2", "constructor: CreationProject2"]);
  });

  it("overview.md says so, and no longer ties the NodeJS platform to the build-time conversion", () => {
    const platform = section(doc(OVERVIEW), "platform-detection");
    expect(platform).not.toMatch(/NodeJS`? 这一项主要服务于构建期转换/);
    expect(platform).toMatch(/scw-build[^。]*`CreationProject2`/);
  });

  it("scw.md says recording constructs the widget, so constructor code runs in Node too", () => {
    const how = section(doc(SCW_PAGE), "how-it-works");
    expect(how).toContain("构造函数");
    expect(how).toContain("`CreationProject2`");
    expect(how).toContain("运行控件");
    expect(how).not.toMatch(/只有?顶层代码/);
  });
});
