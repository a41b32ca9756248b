import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { buildSync } from "esbuild";
import { afterAll, expect, it } from "vitest";
import { type Editor, runInEditor } from "./editor-process.ts";
import { describeWithScw, type ScwLibrary } from "./library.ts";
import { doc, fences, section, tableRows } from "./markdown.ts";
import { docExample } from "./run-example.ts";

// Issue 35, build item 3: use-scw.md#creation-project walks the tutorial's counter into Creation Project. Every
// statement of that section is run here against the compiled library, in fresh processes that look like CoCo,
// Creation Project 1.0 and 2.0 to it (editor-process.ts): the platform example, the same wrapped widget file in
// all three editors, the table of differences (read from the counter's real typesToCoCo /
// typesToCreationProject output), and the export error Creation Project 1.0 gives without
// generateBlockForProperties.

const USE_SCW = "docs/tutorial/fast-start/use-scw.md";
const page = () => doc(USE_SCW);
const cp = () => section(page(), "creation-project");

const EDITORS = [
  ["CoCo", {}],
  // Creation Project 1.0 is recognised by the two editor modules its require provides.
  ["CreationProject1", { cp_utils: {}, "@ant-design/icons-vue": {} }],
  ["CreationProject2", {}],
] as const satisfies readonly (readonly [Editor, Record<string, unknown>])[];

const platformExample = () => docExample(USE_SCW, "class PlatformInfoWidget").code;
const counter = () => docExample(USE_SCW, "class CounterWidget", "private changeTo", "exportWidget(types").code;
const withoutGenerated = () => {
  const code = counter();
  const changed = code.replace(/\n\s+generateBlockForProperties,\n(\s+addThisForMethods)/, "\n$1");
  if (changed === code) throw new Error("the counter's decorator list changed: update this test");
  return changed;
};

/** The native description the editor received: `exports.types` in CoCo, `exports.type` in Creation Project. */
const described = `const e = (globalThis as any).editorExports; report(e.types ?? e.type);`;

const work = mkdtempSync(join(tmpdir(), "docsgen-cp-"));
afterAll(() => rmSync(work, { recursive: true, force: true }));

/**
 * The example bundled (esbuild standing in for webpack, with SCW.config's CommonJS output, react external and
 * `global`) and wrapped by the real WrapperPlugin of SCW.config: the file a reader imports.
 */
function widgetFile(scw: ScwLibrary, name: string, code: string): string {
  const entry = join(work, `${name}.ts`);
  writeFileSync(entry, code);
  const bundle = buildSync({
    entryPoints: [entry],
    bundle: true,
    write: false,
    format: "cjs",
    platform: "browser",
    target: "es2017",
    external: ["react"],
    define: { global: "globalThis" },
    nodePaths: [join(scw.root, "node_modules")],
    logLevel: "silent",
  }).outputFiles[0].text;
  const file = join(work, `${name}.bundle.js`);
  writeFileSync(file, bundle);
  return file;
}

/** Child-process code: wraps `bundleFile` with SCW.config's plugins and loads it as the editor loads a widget file. */
function loadWrapped(bundleFile: string): string {
  return `
    const SCW = require("slightning-coco-widget--webpack");
    const bundle = require("node:fs").readFileSync(${JSON.stringify(bundleFile)}, "utf8");
    const compilation = { assets: { "output-widget.js": { source: () => bundle, map: () => null } },
      hooks: { processAssets: { tap: (options, fn) => fn(compilation.assets) } } };
    class OriginalSource { constructor(code) { this.code = code; } source() { return this.code; } }
    const compiler = {
      webpack: { Compilation: { PROCESS_ASSETS_STAGE_ADDITIONS: 0 }, sources: { OriginalSource, SourceMapSource: OriginalSource } },
      hooks: { compilation: { tap: (name, fn) => fn(compilation) } },
    };
    for (const plugin of SCW.config.plugins) plugin.apply(compiler);
    const file = compilation.assets["output-widget.js"].source();
    globalThis.alert = (message) => report({ alert: message });
    const originalError = console.error;
    console.error = () => {};
    // What an editor does with a widget file: run it with its require and an exports object, then read exports.
    const widgetExports = {};
    new Function("require", "exports", "React", file)(globalThis.__slightning_coco_widget_require__, widgetExports, {});
    console.error = originalError;
    report(Object.keys(widgetExports).sort());`;
}

describeWithScw("use-scw.md#creation-project: the counter in Creation Project (issue 35, build item 3)", (scw) => {
  it("the import steps name the editor address SCW's Utils recognises as the Creation Project editor", () => {
    const steps = section(page(), "import-into-creation-project");
    const address = /`(https:\/\/cp\.cocotais\.cn\/)`/.exec(steps)?.[1] ?? "";
    expect(address).not.toBe("");
    expect(steps).toContain("dist/output-widget.js");
    expect(steps).toContain("`info.category`");
    expect(steps).toContain("“我的控件”");
    for (const [editor, modules] of EDITORS.slice(1)) {
      const { reports } = runInEditor(scw(), {
        editor,
        modules,
        href: address,
        code: `report(require("slightning-coco-widget").Utils.inEditorWindow());`,
      });
      expect(reports, editor).toEqual([true]);
    }
  });

  it.each(EDITORS)(
    "%s: the platform example's first console line and block values are the table's row",
    (editor, modules) => {
      const rows = tableRows(section(page(), "check-platform"));
      const row = rows.find((r) => r[1] === `运行平台：${editor}`);
      expect(row, `a row for ${editor}`).toBeDefined();
      const { reports, calls } = runInEditor(scw(), {
        editor,
        modules,
        code: `${platformExample()}
          const widget = new (globalThis as any).editorExports.widget({});
          report(widget.platform());
          report(widget.editorName());
          (globalThis as any).pending = new Promise((resolve) => setTimeout(resolve, 50)); // Logger is asynchronous`,
      });
      expect(reports).toEqual([editor, row?.[2]]);
      expect(calls.find((c) => c.method === "widgetLog")?.args).toEqual([row?.[1]]);
    },
  );

  it.each(EDITORS)(
    "%s: the same wrapped widget file loads; CoCo gets exports.types, Creation Project exports.type",
    (editor, modules) => {
      const file = widgetFile(scw(), "platform-info", platformExample());
      const { reports } = runInEditor(scw(), {
        editor,
        modules,
        code: `${loadWrapped(file)}
          const Widget = widgetExports.widget;
          report(new Widget({}).platform());`,
      });
      expect(reports).toEqual([[editor === "CoCo" ? "types" : "type", "widget"].sort(), editor]);
    },
  );

  it("what is the same: properties, methods, events, block texts, group titles, colours, log lines and emitted events", () => {
    const out = EDITORS.map(([editor, modules]) =>
      runInEditor(scw(), {
        editor,
        modules,
        code: `${counter()}
          ${described}
          const w = new (globalThis as any).editorExports.widget({});
          const values = { count: 0, unit: "次", min: 0, max: 3, loop: false };
          Object.assign(w.props ?? w, values); // where each editor keeps property values
          w.add(5);
          report([w.count, w.props?.count ?? null]);
          (globalThis as any).pending = new Promise((resolve) => setTimeout(resolve, 50));`,
      }),
    );
    const [coco, cp1, cp2] = out.map((o) => o.reports[0]) as [
      // biome-ignore lint/suspicious/noExplicitAny: native descriptions, plain data
      any,
      // biome-ignore lint/suspicious/noExplicitAny: as above
      any,
      // biome-ignore lint/suspicious/noExplicitAny: as above
      any,
    ];
    const keys = (list: { key: string }[]) => list.map((x) => x.key);
    const defaults = (list: { key: string; defaultValue: unknown }[]) => list.map((x) => [x.key, x.defaultValue]);
    expect(defaults(coco.properties)).toHaveLength(5);
    for (const native of [cp1, cp2]) {
      expect(defaults(native.props)).toEqual(defaults(coco.properties));
      expect(keys(native.methods)).toEqual(keys(coco.methods));
      expect(native.emits).toEqual(
        coco.events.map(({ blockOptions: _, ...event }: { blockOptions: unknown }) => event),
      );
    }
    expect(coco.events).toHaveLength(2);
    // 让 [计数器1 ▾] 增加 (1): CoCo writes 让 before the widget and 增加 as the label; Creation Project the same
    // words as the prefix before the widget and the label of the amount input.
    const add = (native: { methods: { key: string }[] }) => native.methods.find((m) => m.key === "add");
    expect(add(coco)).toMatchObject({ label: "增加", blockOptions: { callMethodLabel: "让" } });
    expect(add(cp1)).toMatchObject({ tipBefore: "让", params: [{ key: "amount", label: "增加", defaultValue: 1 }] });
    expect(add(cp2)).toMatchObject({
      blockOptions: { prefix: "让" },
      params: [{ key: "amount", label: "增加", defaultValue: 1 }],
    });
    expect(cp().replace(/\s/g, "")).toContain("让[计数器1▾]增加(1)");
    // Group titles and colours.
    const lines = (list: { key: string; blockOptions?: { line?: string }; flyoutOptions?: { line?: string } }[]) =>
      list.map((m) => [m.key, m.blockOptions?.line ?? m.flyoutOptions?.line ?? null]).filter(([, l]) => l);
    const colours = (list: { key: string; color?: string; blockOptions?: { color?: string } }[]) =>
      list.map((m) => [m.key, m.blockOptions?.color ?? m.color ?? null]);
    expect(lines(coco.methods)).toEqual(lines(cp1.methods));
    expect(lines(coco.methods)).toEqual(lines(cp2.methods));
    expect(lines(coco.methods).map(([, l]) => l)).toEqual(expect.arrayContaining(["重置", "属性·获取"]));
    expect(colours(cp1.methods)).toEqual(colours(coco.methods));
    expect(colours(cp2.methods)).toEqual(colours(coco.methods));
    // The log lines are the same; in Creation Project the property values live in props, reached via this.count.
    for (const method of ["widgetLog", "emit"]) {
      const made = out.map((o) => o.calls.filter((c) => c.method === method).map((c) => c.args));
      expect(made[0].length, method).toBeGreaterThan(0);
      expect(made[1], method).toEqual(made[0]);
      expect(made[2], method).toEqual(made[0]);
    }
    expect(out.map((o) => o.reports[1])).toEqual([
      [3, null],
      [3, 3],
      [3, 3],
    ]);
  });

  it("what differs: the table's icon and category rows are what the converters write", () => {
    const rows = tableRows(section(page(), "differences"));
    const row = (name: string) => rows.find((r) => r[0] === name) ?? [];
    const [coco, cp1, cp2] = EDITORS.map(
      ([editor, modules]) => runInEditor(scw(), { editor, modules, code: `${counter()}\n${described}` }).reports[0],
    ) as { icon: string; category?: string }[];
    const { BUILD_IN_ICON_URL_MAP } = scw().require("slightning-coco-widget");
    expect(row("控件图标")[1]).toContain("`icon-widget-radio`");
    expect(coco.icon).toBe("icon-widget-radio");
    expect(cp1.icon).toBe(BUILD_IN_ICON_URL_MAP["icon-widget-radio"]);
    expect(cp2.icon).toBe(BUILD_IN_ICON_URL_MAP["icon-widget-radio"]);
    expect(cp1.icon).toMatch(/^https:\/\//);
    expect(row("控件分类")[2]).toContain("“我的控件”");
    expect(coco.category).toBeUndefined();
    expect(cp1.category).toBe("我的控件");
    expect(cp2.category).toBe("我的控件");
  });

  it("without generateBlockForProperties, Creation Project 1.0 refuses the counter with the quoted message; the wrapper alerts it", () => {
    const [quoted] = fences(section(page(), "differences"), "text").map((t) => t.trim());
    expect(quoted).toBe("无法将属性 计数 转为 Creation Project 类型");
    const file = widgetFile(scw(), "counter-without-generated", withoutGenerated());
    for (const [editor, modules] of EDITORS) {
      const { reports } = runInEditor(scw(), { editor, modules, code: loadWrapped(file) });
      expect(reports, editor).toEqual(
        editor === "CreationProject1"
          ? [{ alert: quoted }, []]
          : [[editor === "CoCo" ? "types" : "type", "widget"].sort()],
      );
    }
  });

  it("Creation Project 1.0 exports a property that keeps both blocks or drops both, and refuses one without its setter", () => {
    const widget = (properties: string) => `
      const S = require("slightning-coco-widget");
      const types = { type: "P", info: { title: "p", icon: "i" }, options: { visible: false, global: true },
        properties: ${properties}, methods: [], events: [] };
      class W extends S.getSuperWidget(types) {}
      try { S.exportWidget(types, W, {}); report((globalThis as any).editorExports.type.props.map((p: any) => [p.key, p.noBlock])); }
      catch (e) { report((e as Error).message); }`;
    const run = (properties: string) =>
      runInEditor(scw(), { editor: "CreationProject1", modules: EDITORS[1][1], code: widget(properties) }).reports;
    expect(run(`[["a", "甲", 0], ["b", "乙", 0, { blockOptions: { get: false, set: false } }]]`)).toEqual([
      [
        ["a", false],
        ["b", true],
      ],
    ]);
    expect(run(`[["c", "丙", 0, { blockOptions: { set: false } }]]`)).toEqual([
      "无法将属性 丙 转为 Creation Project 类型",
    ]);
  });

  it("2.10.2 (property.md#property-group-block-options): Creation Project 1.0 ignores a group's blockOptions; on each property they work", () => {
    const box = section(doc("docs/api/types/property.md"), "property-group-block-options");
    expect(box).toContain("`blockOptions: { set: false }`");
    expect(box).toContain("`blockOptions: { get: false, set: false }`");
    const widget = (properties: string, decorators = "[]") => `
      const S = require("slightning-coco-widget");
      const types = { type: "G", info: { title: "g", icon: "i" }, options: { visible: false, global: true },
        properties: ${properties}, methods: [], events: [] };
      class W extends S.getSuperWidget(types) {}
      S.exportWidget(types, W, { decorators: ${decorators} });
      ${described}`;
    const grouped = `[{ label: "范围", blockOptions: { set: false }, contents: [["min", "最小值", 0]] }]`;
    const [coco, cp1, cp2] = EDITORS.map(
      ([editor, modules]) => runInEditor(scw(), { editor, modules, code: widget(grouped) }).reports[0],
    ) as [
      { properties: { blockOptions: { getter: { generateBlock: boolean }; setter: { generateBlock: boolean } } }[] },
      { props: { noBlock: boolean }[] },
      { props: { blockOptions: { getter: { generateBlock: boolean }; setter: { generateBlock: boolean } } }[] },
    ];
    // CoCo and 2.0: only the getter block.
    for (const { blockOptions } of [coco.properties[0], cp2.props[0]]) {
      expect([blockOptions.getter.generateBlock, blockOptions.setter.generateBlock]).toEqual([true, false]);
    }
    // 1.0: noBlock false, i.e. both blocks.
    expect(cp1.props[0].noBlock).toBe(false);
    const cp1Run = (properties: string, decorators?: string) =>
      (
        runInEditor(scw(), { editor: "CreationProject1", modules: EDITORS[1][1], code: widget(properties, decorators) })
          .reports[0] as { props: { noBlock: boolean }[] }
      ).props.map((p) => p.noBlock);
    // The workaround: the options on the property itself.
    expect(
      cp1Run(`[{ label: "范围", contents: [["min", "最小值", 0, { blockOptions: { get: false, set: false } }]] }]`),
    ).toEqual([true]);
    // generateBlockForProperties closes every native property block, grouped ones too.
    expect(cp1Run(grouped, "[S.generateBlockForProperties]")).toEqual([true]);
  });

  it("overview.md#property-forwarding: in Creation Project only declared property names go to props; invisible widgets write props, visible ones call setProp", () => {
    const text = section(doc("docs/tutorial/advanced/internal-principle/overview.md"), "property-forwarding");
    expect(text).toContain("只有类型定义里声明过的属性名会被转接");
    for (const [editor, modules] of EDITORS.slice(1)) {
      const { reports, calls } = runInEditor(scw(), {
        editor,
        modules,
        code: `${counter()}
          const w = new (globalThis as any).editorExports.widget({});
          Object.assign(w.props, { count: 0, unit: "次", min: 0, max: 3, loop: false });
          w.add(1);
          report([Object.keys(w.props).sort(), "logger" in w.props, w.props.count]);`,
      });
      expect(reports, editor).toEqual([[["count", "loop", "max", "min", "unit"], false, 1]]);
      // The counter is invisible: no setProp; the visible widget's setProp is checked by visible-widget.test.ts.
      expect(
        calls.filter((c) => c.method === "setProp" || c.method === "setProps"),
        editor,
      ).toEqual([]);
      // The constructor of the editor's base class gets no argument from SCW's base class.
      expect(calls.find((c) => c.method === "constructor")?.args, editor).toEqual([null]);
    }
  });

  it("2.10.2 (export-widget.md#runtime-platforms): in 1.0 a CreationProject2 key runs and a CreationProject1 key does not; CreationProject and getPlatform() work", () => {
    const box = section(doc("docs/api/export/export-widget.md"), "runtime-platforms");
    expect(box).toContain(":::warning 2.10.2 的已知问题");
    const code = `
      const S = require("slightning-coco-widget");
      const ran: string[] = [];
      const mark = (name: string) => (types: unknown, widget: unknown) => {
        ran.push(name === "CreationProject" ? \`CreationProject (getPlatform: \${S.getPlatform()})\` : name);
        return [types, widget];
      };
      const types = { type: "K", info: { title: "k", icon: "i" }, options: { visible: false, global: true },
        properties: [], methods: [], events: [] };
      class W extends S.getSuperWidget(types) {}
      S.exportWidget(types, W, { decorators: [
        { CreationProject1: mark("CreationProject1") },
        { CreationProject2: mark("CreationProject2") },
        { CreationProject: mark("CreationProject") },
      ] } as any);
      report(ran);`;
    const ran = (editor: Editor, modules: Record<string, unknown>) =>
      runInEditor(scw(), { editor, modules, code }).reports[0];
    expect(ran("CreationProject1", EDITORS[1][1])).toEqual([
      "CreationProject2",
      "CreationProject (getPlatform: CreationProject1)",
    ]);
    expect(ran("CreationProject2", {})).toEqual([
      "CreationProject2",
      "CreationProject (getPlatform: CreationProject2)",
    ]);
  });

  it("the Creation-Project-only list: sub-types need flattenEventSubTypes, asset lookups are null in 2.0 and cp_utils in 1.0", () => {
    const text = cp();
    expect(text).toContain("“无法将事件的子类型转为 Creation Project 类型”");
    const eventModule = (decorators: string) => `
      const S = require("slightning-coco-widget");
      const types = { type: "KEYS", info: { title: "按键", icon: "i" }, options: { visible: false, global: true },
        properties: [], methods: [],
        events: [["onKey", "按键", [["Direction", [["上", "Up"], ["下", "Down"]]]], []]] };
      class W extends S.getSuperWidget(types) {}
      try { S.exportWidget(types, W, { decorators: ${decorators} }); report((globalThis as any).editorExports.type.emits.map((e: any) => e.key)); }
      catch (e) { report(String((e as Error).message)); }`;
    for (const [editor, modules] of EDITORS.slice(1)) {
      expect(runInEditor(scw(), { editor, modules, code: eventModule("[]") }).reports, editor).toEqual([
        "无法将事件的子类型转为 Creation Project 类型",
      ]);
      // With the decorator it exports: one event per sub-type value (their keys are internal names).
      const [keys] = runInEditor(scw(), {
        editor,
        modules,
        code: eventModule("[{ CreationProject: S.flattenEventSubTypes }]"),
      }).reports as [string[]];
      expect(
        keys.map((k) => k.replace(/^.*__/, "")),
        editor,
      ).toEqual(["onKeyUp", "onKeyDown"]);
    }
    expect(text).toMatch(/`Utils\.getImageURLByFileName` 等三个函数在 Creation Project 2\.0 中总是返回 `null`/);
    const lookups = `const { Utils } = require("slightning-coco-widget");
      report([Utils.getImageURLByFileName("a.png"), Utils.getAudioURLByFileName("a.mp3"), Utils.getVideoURLByFileName("a.mp4")]);`;
    expect(runInEditor(scw(), { editor: "CreationProject2", code: lookups }).reports).toEqual([[null, null, null]]);
    // Functions cannot travel to the child as data: its editor require is replaced before the library loads.
    const cpUtils = `
      const resToUrl = { img: (n: string) => "img:" + n, audio: (n: string) => "audio:" + n, video: (n: string) => "video:" + n };
      const provided: Record<string, unknown> = { cp_utils: { resToUrl }, "@ant-design/icons-vue": {} };
      (globalThis as any).__slightning_coco_widget_require__ = (id: string) => provided[id];`;
    expect(runInEditor(scw(), { editor: "CreationProject1", code: `${cpUtils}\n${lookups}` }).reports).toEqual([
      ["img:a.png", "audio:a.mp3", "video:a.mp4"],
    ]);
  });
});
