import { expect, it } from "vitest";
import { type Block, blockText } from "../../../../../sites/scw/src/components/blocks/model.ts";
import { describeWithScw, type ScwLibrary } from "./library.ts";
import { type Exported, readPage, runExample, sectionBlocks, settle, theBlock } from "./page.ts";
import { pagePictures } from "./page-pictures.ts";

// Issue 17, error 8: the return (and throw) blocks that the callback transforms generate.
// - Their first input is the call handle (the event's "this call" parameter), then 返回 and the value.
// - SCW asks for nextStatement: false, which only the Creation Project converters pass on: CoCo's method
//   blocks have no such option, so in CoCo blocks can be stacked below a return block.

const GUIDE = "docs/tutorial/guides/functions-as-first-class-citizens.md";
const EXAMPLE = "docs/example/advanced-list-operations.md";
const CALL_DATA = "__slightning_coco_widget_call_data__";

// biome-ignore lint/suspicious/noExplicitAny: the library's converted types are plain JSON-like data
type Any = any;

/** The page's widget example, run with exportWidget recorded (a fresh class on every call). */
function example(scw: ScwLibrary, file: string, section: string, className: string): Exported {
  const code = theBlock(sectionBlocks(file, section), (b) => b.code.includes(`class ${className}`), className).code;
  const { exported } = runExample(scw, code);
  expect(exported).toHaveLength(1);
  return exported[0];
}

/** Decorates the example for a platform and converts it, as exportWidget does there. */
function convert(
  scw: ScwLibrary,
  e: Exported,
  platform: "CoCo" | "CreationProject1",
): { standard: Any; converted: Any; widget: Any } {
  const SCW = scw.require("slightning-coco-widget");
  const platforms = platform === "CoCo" ? ["CoCo"] : ["CreationProject", "CreationProject1"];
  const [standard, widget] = SCW.decorate(SCW.standardizeTypes(e.types), e.widget, e.config, platforms);
  const converted = platform === "CoCo" ? SCW.typesToCoCo(standard) : SCW.typesToCreationProject1(standard);
  return { standard, converted, widget };
}

/** Every standard method (groups flattened). */
function standardMethods(standard: Any): Any[] {
  const out: Any[] = [];
  const walk = (items: Any[]) => {
    for (const item of items) {
      if (Array.isArray(item?.contents)) walk(item.contents);
      else if (item?.type === "METHOD" || (item?.key && item?.block)) out.push(item);
    }
  };
  walk(standard.methods);
  return out;
}

/** The CoCo return blocks: methods whose first input is the call handle and whose text after it is 返回. */
function cocoReturnBlocks(coco: Any): Any[] {
  return coco.methods.filter((m: Any) => m.params[0]?.key === CALL_DATA && m.params[0].labelAfter === "返回");
}

describeWithScw("callback return blocks (issue 17, error 8)", (library) => {
  it("in CoCo the return block's first input is the call handle, as the guide's picture shows", () => {
    const { standard, converted } = convert(
      library(),
      example(library(), GUIDE, "callback-functions", "ListToolsWidget"),
      "CoCo",
    );
    const returns = cocoReturnBlocks(converted);
    expect(returns).toHaveLength(2); // 查找 and 逐项处理 (VoidType returns)
    const find = returns.find((m: Any) => m.params[0].defaultValue === "查找·条件");
    expect(find, "the return block of 查找·条件").toBeDefined();
    expect(find.params.map((p: Any) => p.key)).toEqual([CALL_DATA, "returnValue"]);
    // The value input's label, as the standard types name it (CoCo's inline inputs carry no label).
    const standardFind = standardMethods(standard).find((m: Any) => m.key === find.key);
    const valueLabel = standardFind.block.find((p: Any) => p?.key === "returnValue").label;
    // The guide pictures the method, its event and this return block, in that order, from the library's palette.
    const method = converted.methods.find((m: Any) => m.key.endsWith("__findItem"));
    const event = converted.events.find((e: Any) => e.label === "查找·条件被调用");
    const pictures = pagePictures(GUIDE);
    expect(pictures.map((p) => [p.name, p.keys])).toEqual([
      ["list-tools.coco", [method.key]],
      ["list-tools.coco", [event.key]],
      ["list-tools.coco", [find.key]],
    ]);
    const drawn = pictures[2].palette.blocks.find((b) => b.key === find.key);
    const parts = drawn?.rows.flat().map((p) => (p.kind === "text" ? p.text : `${p.kind}:${"key" in p ? p.key : ""}`));
    expect(parts).toEqual(["widget:", `slot:${CALL_DATA}`, "返回", "slot:returnValue"]);
    expect(blockText(drawn as Block)).toBe(
      `[${converted.title}1 ▾] (${find.params[0].defaultValue}) 返回 (${find.params[1].defaultValue})`,
    );
    // The value input has no words on the block; the rules below name it by its label.
    expect(readPage(GUIDE)).toContain(`句柄后面还有一个 \`${valueLabel}\` 输入`);
    // 逐项处理 declares returns: VoidType: its return block has the handle and no value input.
    const each = returns.find((m: Any) => m.params[0].defaultValue === "逐项处理·处理");
    expect(each.params.map((p: Any) => p.key)).toEqual([CALL_DATA]);
  });

  it("SCW asks for nextStatement: false, but CoCo's blocks get no such option (blocks stack below)", () => {
    const { standard, converted } = convert(
      library(),
      example(library(), GUIDE, "callback-functions", "ListToolsWidget"),
      "CoCo",
    );
    const keys = new Set(cocoReturnBlocks(converted).map((m: Any) => m.key));
    const asked = standardMethods(standard).filter((m: Any) => keys.has(m.key));
    expect(asked).toHaveLength(2);
    for (const m of asked) expect(m.blockOptions).toMatchObject({ previousStatement: true, nextStatement: false });
    for (const m of converted.methods) {
      expect(JSON.stringify(m.blockOptions)).not.toMatch(/Statement|noNs|noPs/);
    }
    const guide = readPage(GUIDE);
    expect(guide).toContain("在 CoCo 中，它们下方仍然可以继续拼接其他积木");
    expect(guide).not.toMatch(/它们下方不能再拼接其他积木/);
  });

  it("in Creation Project the return block cannot have a block below it (noNs)", () => {
    const { converted } = convert(
      library(),
      example(library(), GUIDE, "callback-functions", "ListToolsWidget"),
      "CreationProject1",
    );
    const returns = converted.methods.filter((m: Any) => m.key.startsWith("__slightning_coco_widget_return__"));
    expect(returns).toHaveLength(1); // Creation Project leaves the VoidType callback (逐项处理) as it is
    for (const m of returns) expect(m.noNs).toBe(true);
  });

  it("a return block ends the call and throws nothing, so blocks stacked below it still run", async () => {
    const lib = library();
    const e = example(lib, GUIDE, "callback-functions", "ListToolsWidget");
    const { converted, widget } = convert(lib, e, "CoCo");
    const find = converted.methods.find((m: Any) => m.label === "在");
    const ret = cocoReturnBlocks(converted).find((m: Any) => m.params[0].defaultValue === "查找·条件");
    const instance = new widget({});
    lib.clearCalls();
    const result = instance[find.key](["a", "b", "c"], "上下文值");
    const answers = [false, true];
    for (const answer of answers) {
      await settle();
      const emitted = lib.calls.filter((c) => c.method === "emit");
      const [, callData, context] = emitted[emitted.length - 1].args;
      expect(context).toBe("上下文值");
      // The return block's method: the call handle first, then the value; it returns normally.
      expect(instance[ret.key](callData, answer)).toBeUndefined();
    }
    await expect(Promise.resolve(result)).resolves.toBe("b");
  });

  it("the list example pictures the map blocks SCW generates, in CoCo and Creation Project 2.0", () => {
    const coco = convert(library(), example(library(), EXAMPLE, "widget-code", "AdvancedListOperationsWidget"), "CoCo");
    const map = cocoReturnBlocks(coco.converted).find((m: Any) => m.params[0].defaultValue === "列表映射·回调函数");
    expect(map).toBeDefined();
    const standardMap = standardMethods(coco.standard).find((m: Any) => m.key === map.key);
    expect(standardMap.blockOptions.nextStatement).toBe(false);
    expect(JSON.stringify(map.blockOptions)).not.toMatch(/Statement/);
    // Yellow like the method it belongs to, as the page says.
    expect(map.blockOptions.color).toBe(coco.converted.methods[0].blockOptions.color);
    const method = coco.converted.methods.find((m: Any) => m.key.endsWith("__arrayMap"));
    const event = coco.converted.events.find((e: Any) => e.label === "列表映射·回调函数被调用");
    const pictures = pagePictures(EXAMPLE);
    expect(pictures.slice(0, 3).map((p) => [p.name, p.keys])).toEqual([
      ["list-operations.coco", [method.key]],
      ["list-operations.coco", [event.key]],
      ["list-operations.coco", [map.key]],
    ]);
    const drawnReturn = pictures[2].palette.blocks.find((b) => b.key === map.key) as Block;
    expect(drawnReturn.colour).toBe(method.blockOptions.color);
    expect(blockText(drawnReturn)).toMatch(
      new RegExp(`^\\[${coco.converted.title}1 ▾\\] \\(列表映射·回调函数\\) 返回 `),
    );
    expect(readPage(EXAMPLE)).toContain("返回积木，黄色的语句积木，下方仍然可以拼接积木");

    const cp = convert(
      library(),
      example(library(), EXAMPLE, "widget-code", "AdvancedListOperationsWidget"),
      "CreationProject1",
    );
    // Same return block, keyed after the code-block transform: __slightning_coco_widget_return__…ArrayMapCallback.
    const cpReturn = cp.converted.methods.find(
      (m: Any) => m.key.startsWith("__slightning_coco_widget_return__") && m.key.endsWith("arrayMapCallback"),
    );
    expect(cpReturn.noNs).toBe(true);
    const cpMap = cp.converted.methods.find((m: Any) => m.key.endsWith("__arrayMap"));
    const callback = cpMap.params.find((p: Any) => p.valueType === "code");
    expect(pictures.slice(3).map((p) => [p.name, p.keys])).toEqual([
      ["list-operations.creation-project-2", [cpMap.key, cpReturn.key]],
    ]);
    const [drawnMap, drawnCpReturn] = pictures[3].palette.blocks.filter((b) => pictures[3].keys?.includes(b.key));
    expect(drawnMap.rows.flat().find((p) => p.kind === "code")).toEqual({
      kind: "code",
      key: callback.key,
      params: callback.codeParams.map((p: Any) => p.label),
    });
    expect(drawnCpReturn.next).toBe(false);
    const said = readPage(EXAMPLE);
    expect(said).toContain(
      `插槽上方是放进插槽的积木能拿到的参数（${callback.codeParams.map((p: Any) => p.label).join("、")}）`,
    );
    expect(said).toContain("返回积木下方不能再拼接积木");
  });
});
