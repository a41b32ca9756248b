import fg from "fast-glob";
import { expect, it } from "vitest";
import { SCW } from "../../helpers/cli.ts";
import { describeWithScw, type ScwLibrary } from "./library.ts";
import { readPage, runExample } from "./page.ts";
import { pagePictures } from "./page-pictures.ts";
import { docExample, docExamples, exportedToCoCo, runModule } from "./run-example.ts";

// Issue 17, error 7: which explicit line breaks CoCo can show (the rules table of multiline-block.md), and
// that every documented multi-line example either gets its layout or, where the page says so, falls back.

interface Layout {
  fellBack: boolean;
  // biome-ignore lint/suspicious/noExplicitAny: CoCo's method description is plain untyped data.
  block: any;
}

/**
 * The CoCo layout of every multi-line method (inline: false, with BREAK_LINE) in `methods`. Parameter labels
 * are replaced by "P:<key>" first: only the fallback layout shows a parameter's own label, so a "P:" label
 * means SCW fell back to the default layout.
 */
function layouts(scw: ScwLibrary, methods: unknown[]): Map<string, Layout> {
  const SCW = scw.require("slightning-coco-widget");
  const types = SCW.standardizeTypes({
    type: "MULTILINE_TEST",
    info: { title: "测试", icon: "icon-widget-radio" },
    options: { visible: false, global: true },
    properties: [],
    methods,
    events: [],
  });
  const multiline = new Set<string>();
  const relabel = (items: Record<string, unknown>[]) => {
    for (const item of items) {
      if (Array.isArray(item.contents)) relabel(item.contents);
      if (!Array.isArray(item.block)) continue;
      const block = item.block.map((p: unknown) =>
        typeof p === "object" && p !== null ? { ...p, label: `P:${(p as { key: string }).key}` } : p,
      );
      item.block = block;
      if (block.includes(SCW.MethodBlockParam.BREAK_LINE)) multiline.add(item.key as string);
    }
  };
  relabel(types.methods);
  // The pages export with addThisForMethods, which puts THIS (and a BREAK_LINE after it) where it is missing.
  SCW.addThisForMethods(types, class {});
  const result = new Map<string, Layout>();
  for (const block of SCW.typesToCoCo(types).methods) {
    if (!multiline.has(block.key) || block.blockOptions?.inputsInline !== false) continue;
    const fellBack = block.params.some((p: { label?: string }) => p.label?.startsWith("P:"));
    result.set(block.key, { fellBack, block });
  }
  return result;
}

function layoutOf(scw: ScwLibrary, block: (lib: Record<string, string>) => unknown[]): Layout {
  const { MethodBlockParam } = scw.require("slightning-coco-widget");
  const method = { key: "m", label: "方法", block: block(MethodBlockParam), blockOptions: { inline: false } };
  const found = layouts(scw, [method]).get("m");
  if (!found) throw new Error("not converted as a multi-line block");
  return found;
}

const p = (key: string) => [key, key, ""];

describeWithScw("the rules of explicit line breaks in CoCo (issue 17, error 7)", (scw) => {
  it("a layout that keeps every rule is shown as written", () => {
    const { fellBack, block } = layoutOf(scw(), ({ THIS, BREAK_LINE }) => [
      "让",
      THIS,
      BREAK_LINE,
      "发送",
      BREAK_LINE,
      "标题为",
      p("title"),
      BREAK_LINE,
      "持续",
      p("seconds"),
      BREAK_LINE,
      "秒",
    ]);
    expect(fellBack).toBe(false);
    expect(block.blockOptions.callMethodLabel).toBe("让");
    expect(block.label).toBe("发送");
    expect(block.params.map((x: { label: string }) => x.label)).toEqual(["标题为", "持续"]);
    expect(block.params[1].labelAfter).toBe("秒");
  });

  it("without BREAK_LINE: the label on the first line, one parameter per line, the block's own texts dropped", () => {
    const code = docExample("docs/tutorial/guides/multiline-block.md", "class NoticeWidget").code;
    const notify = exportedToCoCo(scw(), code).types.methods.find((m: { key: string }) => m.key === "notify");
    expect(notify.label).toBe("发送通知");
    expect(notify.blockOptions.inputsInline).toBe(false);
    expect(notify.params.map((x: { label: string; labelAfter?: string }) => [x.label, x.labelAfter])).toEqual([
      ["标题", undefined],
      ["内容", undefined],
      ["秒数", undefined],
    ]);
  });

  it("first segment: anything after THIS falls back silently", () => {
    expect(layoutOf(scw(), ({ THIS, BREAK_LINE }) => [THIS, "发送邮件", BREAK_LINE, "收件人", p("to")]).fellBack).toBe(
      true,
    );
  });

  it("first segment: a parameter before THIS, or no THIS in it, is an export error", () => {
    expect(() => layoutOf(scw(), ({ THIS, BREAK_LINE }) => [p("to"), THIS, BREAK_LINE, "正文", p("body")])).toThrow(
      /this 参数前存在他参数/,
    );
    expect(() =>
      layoutOf(scw(), ({ THIS, BREAK_LINE }) => ["发送", BREAK_LINE, THIS, BREAK_LINE, "正文", p("body")]),
    ).toThrow(/this 参数前存在他参数/);
  });

  it("later segments: two parameters, text after a parameter, or two text-only segments in a row fall back", () => {
    const fallsBack = (block: (m: Record<string, string>) => unknown[]) => layoutOf(scw(), block).fellBack;
    expect(fallsBack(({ THIS, BREAK_LINE }) => [THIS, BREAK_LINE, "从", p("start"), BREAK_LINE, "到", p("end")])).toBe(
      false,
    );
    expect(fallsBack(({ THIS, BREAK_LINE }) => [THIS, BREAK_LINE, "从", p("start"), p("end")])).toBe(true);
    expect(fallsBack(({ THIS, BREAK_LINE }) => [THIS, BREAK_LINE, "从", p("start"), "起"])).toBe(true);
    expect(
      fallsBack(({ THIS, BREAK_LINE }) => [THIS, BREAK_LINE, "从", p("start"), BREAK_LINE, "起", BREAK_LINE, "止"]),
    ).toBe(true);
  });
});

/** Top-level `const` names of an example, exported so that the test can read the method definitions. */
function withExports(code: string): string {
  const names = [...code.matchAll(/^const (\w+)\b/gm)].map((m) => m[1]);
  return `${code}\nexport { ${names.join(", ")} };\n`;
}

/** A value from an example that can be placed in `methods`: a method, a method group, a list of them, or Types. */
function methodsOf(value: unknown): unknown[] {
  if (Array.isArray(value)) return typeof value[0] === "string" && Array.isArray(value[2]) ? [value] : value;
  if (value && typeof value === "object") {
    const v = value as { methods?: unknown[]; block?: unknown; contents?: unknown };
    if (Array.isArray(v.methods)) return v.methods;
    if (v.block || v.contents) return [v];
  }
  return [];
}

describeWithScw("every documented multi-line example gets the layout its page promises (issue 17, error 7)", (scw) => {
  const files = fg.sync(["docs/**/*.md", "pages/**/*.md"], { cwd: SCW }).sort();
  const examples = files.flatMap((file) =>
    docExamples(file).filter((e) => !e.skipped && e.code.includes("BREAK_LINE") && e.code.includes("inline: false")),
  );

  it("finds the multi-line examples", () => {
    expect(examples.length).toBeGreaterThanOrEqual(5);
  });

  for (const example of examples) {
    // The page marks an example that is meant to fall back with a comment saying so.
    const meantToFallBack = example.code.includes("退回默认布局");
    it(`${example.file}:${example.line} ${meantToFallBack ? "falls back, as the page says" : "keeps its line breaks"}`, () => {
      const exports = runModule(scw(), withExports(example.code));
      const methods = Object.values(exports).flatMap(methodsOf);
      const found = layouts(scw(), methods);
      expect(found.size, "multi-line methods in the example").toBeGreaterThan(0);
      for (const [key, layout] of found) expect(layout.fellBack, key).toBe(meantToFallBack);
    });
  }
});

describeWithScw("the explicit line breaks' example in both editors (issue 35, item 5: the page's pictures)", (scw) => {
  const PAGE = "docs/tutorial/guides/multiline-block.md";
  // biome-ignore lint/suspicious/noExplicitAny: the editors' descriptions are plain untyped data.
  type Any = any;
  function converted(convert: "typesToCoCo" | "typesToCreationProject2", platforms: string[]): Any {
    const SCW = scw().require("slightning-coco-widget");
    const code = docExample(PAGE, "class LineBreakNoticeWidget").code;
    const [{ types, widget, config }] = runExample(scw(), code).exported;
    const [decorated] = SCW.decorate(SCW.standardizeTypes(types), widget, config, platforms);
    return SCW[convert](decorated).methods.find((m: Any) => m.key === "notify");
  }

  it("Creation Project breaks the words at every BREAK_LINE; CoCo joins the text-only segments, as the page says", () => {
    const cp = converted("typesToCreationProject2", ["CreationProject", "CreationProject2"]);
    const words = [
      cp.blockOptions?.prefix,
      cp.label,
      ...cp.params.flatMap((p: Any) => [p.label, p.labelAfter]),
      cp.blockOptions?.suffix,
    ]
      .filter((t) => typeof t === "string")
      .join("|");
    expect(words.split("\n").length - 1, words).toBe(5); // five BREAK_LINEs: 发送通知 and 秒 on lines of their own
    const coco = converted("typesToCoCo", ["CoCo"]);
    expect([coco.blockOptions.callMethodLabel, coco.label]).toEqual(["让", "发送通知"]);
    expect(coco.params.map((p: Any) => [p.label, p.labelAfter])).toEqual([
      ["标题为", undefined],
      ["内容为", undefined],
      ["持续", "秒"],
    ]);
    const page = readPage(PAGE);
    expect(page).toContain("Creation Project 在每个 `BREAK_LINE` 处都换行");
    expect(page).toContain("只有文字的第二段接在控件实例后面，只有文字的最后一段接在上一个参数后面");
  });

  it("the page pictures the plain and the explicit layout in CoCo, and the explicit one in Creation Project 2.0", () => {
    expect(pagePictures(PAGE).map((p) => [p.name, p.keys])).toEqual([
      ["notice.coco", undefined],
      ["notice-lines.coco", undefined],
      ["notice-lines.creation-project-2", undefined],
    ]);
  });
});
