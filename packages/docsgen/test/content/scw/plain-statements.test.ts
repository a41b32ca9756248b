import { createRequire } from "node:module";
import { join } from "node:path";
import { format, inspect } from "node:util";
import { afterEach, expect, it, vi } from "vitest";
import { describeWithScw } from "./library.ts";
import { doc, section } from "./markdown.ts";
import { readPage, runExample, sectionBlocks, settle, theBlock, typeErrors } from "./page.ts";

// Issue 17: the remarks that compared a page with "the original document" now state 2.10.2's behaviour
// plainly. Each statement below is run against the compiled library.

// biome-ignore lint/suspicious/noExplicitAny: the library's own values
type Any = any;

describeWithScw("statements that replaced the remarks about other documents (issue 17)", (library) => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it("logger.md: log reaches the browser console only when every message is a simple value; info/warn/error always", async () => {
    const lib = library();
    const SCW = lib.require("slightning-coco-widget");
    const types = { info: { title: "日志" } };
    const widget = new SCW.CoCo.InvisibleWidget({});
    const logger = new SCW.Logger(types, widget);
    const browser: string[] = [];
    for (const level of ["log", "info", "warn", "error"] as const) {
      vi.spyOn(console, level).mockImplementation((...args: unknown[]) => {
        browser.push(`${level} ${format(...args)}`);
      });
    }
    const cases: [string, unknown[], string, boolean][] = [
      ["log", ["数量", 3, true], "widgetLog", true],
      ["log", ["对象", { a: 1 }], "widgetLog", false],
      ["log", ["空", null], "widgetLog", false],
      ["log", ["函数", () => 0], "widgetLog", false],
      ["info", [{ a: 1 }], "widgetLog", true],
      ["warn", [{ a: 1 }], "widgetWarn", true],
      ["error", [{ a: 1 }], "widgetError", true],
    ];
    for (const [level, messages, editorMethod, inBrowser] of cases) {
      browser.length = 0;
      lib.clearCalls();
      logger[level](...messages);
      await settle();
      const editor = lib.calls.filter((c) => c.method.startsWith("widget"));
      expect(editor.length, `${level} ${messages[0]}`).toBeGreaterThan(0);
      for (const c of editor) expect(c.method).toBe(editorMethod);
      // info: CoCo has no widgetInfo, so the editor line is a log line marked [信息].
      if (level === "info") expect(String(editor[0].args[0])).toMatch(/^\[信息\] /);
      expect(browser.length, `${level} ${messages[0]} in the browser console`).toBe(inBrowser ? 1 : 0);
      if (inBrowser) expect(browser[0].startsWith(`${level} [自定义控件 日志] `)).toBe(true);
    }
    const page = readPage("docs/api/widget/logger.md");
    expect(page).toContain("只要有一条消息是对象（包括 `null`）或函数，它就**只**输出到编辑器控制台");
  });

  it("color/index.md: every hex value in the tables is the member's value in 2.10.2, and every member is listed", () => {
    const { Color } = library().require("slightning-coco-widget");
    const rows = readPage("docs/api/types/color/index.md")
      .split("\n")
      .map((line) => /^\| `Color\.(\w+)`.*?`(#[0-9A-Fa-f]{6})`/.exec(line))
      .filter((m): m is RegExpExecArray => m !== null)
      .map((m) => [m[1], m[2]]);
    expect(Object.fromEntries(rows)).toEqual(Object.fromEntries(Object.entries(Color)));
  });

  it("color/index.md's chart of the common colours: each swatch is the member's value, named as the table names it", () => {
    const { Color } = library().require("slightning-coco-widget");
    const svg = readPage("docs/api/types/color/block-color.svg");
    const swatches = [
      ...svg.matchAll(
        /fill="(#[0-9A-F]{6})"[^>]*\/>\n<text[^>]*>(\w+)<\/text>\n<text[^>]*>(\S+) (#[0-9A-F]{6})<\/text>/g,
      ),
    ].map(([, fill, name, chinese, shown]) => ({ fill, name, chinese, shown }));
    expect(swatches).toHaveLength(14);
    const table = section(doc("docs/api/types/color/index.md"), "common-colors");
    for (const { fill, name, chinese, shown } of swatches) {
      expect([fill, shown], name).toEqual([Color[name], Color[name]]);
      expect(table, name).toMatch(new RegExp(`\\| \`Color\\.${name}\`\\s*\\| ${chinese}\\s*\\|`));
    }
  });

  it("type.md: new NumberType(3.14) sets the default value, like { defaultValue: 3.14 }", () => {
    const SCW = library().require("slightning-coco-widget");
    expect(new SCW.NumberType(3.14).defaultValue).toBe(3.14);
    expect(new SCW.NumberType({ defaultValue: 3.14 }).defaultValue).toBe(3.14);
  });

  it("type.md / block.md: MethodBlockTypes is still a name for MethodBlock; BlockOptionsTypes and BlockOptions are not exported", () => {
    const errors = typeErrors(
      library().typesRoot,
      [
        'import type { MethodBlock, MethodBlockTypes, BlockOptionsTypes, BlockOptions } from "slightning-coco-widget";',
        "const a: MethodBlock = [];",
        "const b: MethodBlockTypes = a;",
        "const c: MethodBlock = b;",
        "export type { BlockOptionsTypes, BlockOptions };",
        "export { c };",
      ].join("\n"),
    );
    expect(errors).toHaveLength(2);
    expect(errors[0]).toMatch(/"BlockOptionsTypes"|BlockOptionsTypes/);
    expect(errors.join("\n")).toMatch(/BlockOptions\b/);
    for (const e of errors) expect(e).toMatch(/has no exported member/);
  });

  it("block.md: BlockType is a class with two static instances, compared with ===", () => {
    const { BlockType } = library().require("slightning-coco-widget");
    expect(typeof BlockType).toBe("function");
    expect(BlockType.METHOD).toBeInstanceOf(BlockType);
    expect([BlockType.METHOD.key, BlockType.EVENT.key]).toEqual(["METHOD", "EVENT"]);
    expect([BlockType.METHOD.name, BlockType.EVENT.name]).toEqual(["方法", "事件"]);
  });

  it("decorators.md: addThisForMethods adds THIS only to methods without it", () => {
    const SCW = library().require("slightning-coco-widget");
    const { THIS } = SCW.MethodBlockParam;
    const types = {
      type: "THIS_WIDGET",
      info: { title: "THIS", icon: "icon-widget-radio" },
      options: { visible: false, global: true },
      properties: [],
      methods: [
        ["a", "甲", ["让", THIS, "开始"]],
        ["b", "乙", ["开始"]],
      ],
      events: [],
    };
    const [standard] = SCW.addThisForMethods(SCW.standardizeTypes(types), class {});
    expect(standard.methods.filter((m: Any) => m.block).map((m: Any) => m.block)).toEqual([
      ["让", THIS, "开始"],
      [THIS, "开始"],
    ]);
    // Text before THIS is allowed (method.md): CoCo shows it before the widget's dropdown.
    expect(SCW.typesToCoCo(standard).methods[0].blockOptions.callMethodLabel).toBe("让");
  });

  it("decorator.md: the traversal example prints what the page shows (the sample output)", () => {
    const lib = library();
    const page = "docs/tutorial/advanced/internal-principle/decorator.md";
    const blocks = sectionBlocks(page, "traverse-example");
    const code = theBlock(
      blocks,
      (b) => b.code.includes("console.dir(standardTypes.methods, { depth: null })"),
      "traversal example",
    ).code;
    const printed: unknown[][] = [];
    const dirs: unknown[] = [];
    vi.spyOn(console, "log").mockImplementation((...args: unknown[]) => {
      printed.push(args);
    });
    vi.spyOn(console, "dir").mockImplementation((value: unknown) => {
      dirs.push(value);
    });
    runExample(lib, code);
    vi.restoreAllMocks();
    const lines = printed.map((args) => format(...args));
    const sample = theBlock(blocks, (b) => b.lang === "text" && b.code.startsWith("进入分组"), "printed lines").code;
    expect(lines.join("\n")).toBe(sample);
    expect(dirs).toHaveLength(1);
    const methods = dirs[0] as Any[];
    expect(methods[0]).toEqual({ space: 40 });
    expect(
      methods[1].contents.map((m: Any) => [m.key, m.type === lib.require("slightning-coco-widget").BlockType.METHOD]),
    ).toEqual([["anotherTestMethod", true]]);
    // What console.dir(…, { depth: null }) shows, as the page prints it; console.log would cut the method off.
    const shown = theBlock(blocks, (b) => b.lang === "text" && b.code.includes("anotherTestMethod"), "printed methods");
    expect(inspect(methods, { depth: null })).toBe(shown.code.trim());
    expect(format(methods)).toContain("contents: [ [Object] ]");
  });

  it('export-widget.md: the "Node" platform key never matches; "CreationProject" matches both Creation Project versions', () => {
    const SCW = library().require("slightning-coco-widget");
    const ran: string[] = [];
    const mark = (name: string) => (types: Any, widget: Any) => {
      ran.push(name);
      return [types, widget];
    };
    const standard = () =>
      SCW.standardizeTypes({
        type: "KEYS",
        info: { title: "平台键", icon: "icon-widget-radio" },
        options: { visible: false, global: true },
        properties: [],
        methods: [],
        events: [],
      });
    const config = {
      decorators: [
        { Node: mark("Node") },
        { "CoCo|NodeJS": mark("CoCo|NodeJS") },
        { CreationProject: mark("CreationProject") },
      ],
    };
    SCW.decorate(standard(), class {}, config, ["NodeJS"]);
    expect(ran).toEqual(["CoCo|NodeJS"]);
    ran.length = 0;
    SCW.decorate(standard(), class {}, config, ["CreationProject", "CreationProject2"]);
    expect(ran).toEqual(["CreationProject"]);
  });

  it("scw.md (guides): both loader paths of the bypass transform resolve to the same file", () => {
    const resolve = createRequire(join(library().root, "index.js")).resolve;
    expect(resolve("slightning-coco-widget--webpack/loader/bypass-restrictions-loader")).toBe(
      resolve("slightning-coco-widget--webpack/loader/bypass-restrictions"),
    );
  });

  it("use-scw.md: options.visible and options.global are both required", () => {
    const base = (options: string) =>
      `import type { Types } from "slightning-coco-widget";\n` +
      `export const types: Types = { type: "T", info: { title: "t", icon: "i" }, options: ${options}, properties: [], methods: [], events: [] };\n`;
    expect(typeErrors(library().typesRoot, base("{ visible: false, global: true }"))).toEqual([]);
    expect(typeErrors(library().typesRoot, base("{ visible: false }"))).toHaveLength(1);
    expect(typeErrors(library().typesRoot, base("{ global: true }"))).toHaveLength(1);
  });
});
