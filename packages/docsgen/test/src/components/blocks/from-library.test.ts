import { describe, expect, it } from "vitest";
import {
  type CoCoTypes,
  type CreationProjectTypes,
  cocoPalette,
  creationProject1Palette,
  creationProjectPalette,
} from "../../../../../../sites/scw/src/components/blocks/from-library.ts";
import { blockText } from "../../../../../../sites/scw/src/components/blocks/model.ts";

// Descriptions in the shape typesToCoCo / typesToCreationProject2 return (the heavy test
// test/content/scw/block-pictures.test.ts reads the library's real output for the same paths).

const coco: CoCoTypes = {
  title: "计时器",
  properties: [
    { key: "shown", blockOptions: { getter: { generateBlock: true }, setter: { generateBlock: false } } },
    { key: "hidden", blockOptions: { getter: { generateBlock: false }, setter: { generateBlock: false } } },
    { key: "__title__", blockOptions: { generateBlock: false } },
  ],
  methods: [
    {
      key: "start",
      label: "开始",
      params: [
        { key: "seconds", label: "时长", labelAfter: "秒", valueType: "number", defaultValue: 10 },
        {
          key: "mode",
          label: "模式",
          dropdown: [
            { label: "倒数", value: "down" },
            { label: "正数", value: "up" },
          ],
        },
      ],
      blockOptions: { callMethodLabel: "让", color: "#588AF6", line: "控制", order: 2 },
    },
    {
      key: "left",
      label: "剩余秒数",
      params: [],
      valueType: "number",
      blockOptions: { callMethodLabel: false, order: 3 },
    },
    {
      key: "tall",
      label: "设置",
      params: [
        { key: "a", label: "甲", valueType: "string", defaultValue: "x" },
        { key: "b", label: "乙", valueType: ["string", "number"], defaultValue: 1 },
      ],
      blockOptions: { inputsInline: false, order: 4 },
    },
  ],
  events: [
    {
      key: "onKey",
      label: "按下",
      subTypes: [{ key: "Direction", dropdown: [{ label: "上", value: "Up" }] }],
      params: [{ key: "time", label: "时间" }],
      blockOptions: { order: 1, line: "" },
    },
  ],
};

describe("cocoPalette: typesToCoCo's output as blocks", () => {
  const palette = cocoPalette(coco);

  it("lists blocks in blockOptions.order (events first) and reads kinds from the return type", () => {
    expect(palette.blocks.map((b) => [b.key, b.kind])).toEqual([
      ["onKey", "event"],
      ["start", "statement"],
      ["left", "value"],
      ["tall", "statement"],
    ]);
  });

  it("a method: callMethodLabel, the widget dropdown, the label, each parameter's label, slot and labelAfter", () => {
    const start = palette.blocks[1];
    expect(blockText(start)).toBe("让 [计时器1 ▾] 开始 时长 (10) 秒 模式 [倒数 ▾]");
    expect(start.colour).toBe("#588AF6");
    expect(start.line).toBe("控制");
    expect(start.rows[0]).toContainEqual({ kind: "slot", key: "seconds", valueType: "number", text: "10" });
    expect(start.rows[0]).toContainEqual({ kind: "dropdown", key: "mode", text: "倒数" });
    // callMethodLabel false: nothing before the widget; no colour: the editor's own.
    expect(blockText(palette.blocks[2])).toBe("[计时器1 ▾] 剩余秒数");
    expect(palette.blocks[2].colour).toBeNull();
  });

  it("inputsInline false puts each parameter on a row of its own", () => {
    const tall = palette.blocks[3];
    expect(tall.rows.map((row) => row.map((p) => p.kind))).toEqual([
      ["widget", "text"],
      ["text", "slot"],
      ["text", "slot"],
    ]);
    expect(tall.rows[2][1]).toMatchObject({ valueType: "string|number", text: "1" });
  });

  it("a slot shows CoCo's default as CoCo reads it: the library escapes it for XML (&#34; for a quote)", () => {
    const list = cocoPalette({
      ...coco,
      methods: [
        {
          key: "m",
          label: "在",
          params: [{ key: "list", valueType: ["string", "array"], defaultValue: "[&#34;列表&#34;,&#32;&#60;a&#62;]" }],
        },
      ],
      events: [],
    });
    expect(blockText(list.blocks[0])).toBe('[计时器1 ▾] 在 (["列表", <a>])');
  });

  it("an event: 当, the widget, the label, sub-type dropdowns and parameters; no colour; an empty line is no title", () => {
    const event = palette.blocks[0];
    expect(blockText(event)).toBe("当 [计时器1 ▾] 按下 [上 ▾] (时间)");
    expect(event.colour).toBeNull();
    expect(event.line).toBeUndefined();
  });

  it("property blocks the editor generates itself are listed, not drawn; the instance name can be given", () => {
    expect(palette.undrawnProperties).toEqual(["shown"]);
    expect(blockText(cocoPalette(coco, { instance: "秒表" }).blocks[2])).toBe("[秒表 ▾] 剩余秒数");
  });
});

const cp: CreationProjectTypes = {
  label: "计时器",
  props: [{ key: "p", blockOptions: { getter: { generateBlock: false }, setter: { generateBlock: false } } }],
  methods: [
    {
      key: "start",
      params: [
        { key: "seconds", label: "开始 时长", labelAfter: "秒", valueType: "number", defaultValue: 10 },
        { key: "mode", label: "\n模式", valueType: "dropdown", dropdown: [["倒数", "down"]] },
        { key: "pick", label: "挑选", valueType: "dropdown", dropdown: "[function pick]" },
      ],
      blockOptions: { prefix: "让\n现在", suffix: "吧", color: "#DB6656", previousStatement: false },
    },
    { key: "left", label: "剩余秒数", params: [], valueType: "number", blockOptions: { prefix: "", suffix: "" } },
  ],
  emits: [{ key: "onDone", label: "结束", params: [] }],
};

describe("creationProjectPalette: typesToCreationProject2's output as blocks", () => {
  const palette = creationProjectPalette(cp);

  it("prefix, widget, label, parameters and suffix; a \\n starts a new row", () => {
    const start = palette.blocks[1];
    expect(start.rows.map((row) => row.map((p) => (p.kind === "text" ? p.text : p.kind)))).toEqual([
      ["让"],
      ["现在", "widget", "开始 时长", "slot", "秒"],
      ["模式", "dropdown", "挑选", "dropdown", "吧"],
    ]);
    expect(start.colour).toBe("#DB6656");
    // A dropdown computed by a function has no items to show.
    expect(start.rows[2][3]).toEqual({ kind: "dropdown", key: "pick", text: "" });
  });

  it("statement connections follow previousStatement / nextStatement; events come first; value blocks have none", () => {
    expect(palette.blocks.map((b) => [b.key, b.kind, b.previous, b.next])).toEqual([
      ["onDone", "event", undefined, undefined],
      ["start", "statement", false, true],
      ["left", "value", undefined, undefined],
    ]);
    expect(blockText(palette.blocks[0])).toBe("当 [计时器1 ▾] 结束");
    expect(palette.undrawnProperties).toEqual([]);
    expect(palette.editor).toBe("CreationProject2");
  });
});

describe("a Creation Project callback (valueType code): a statement input on rows of its own", () => {
  const palette = creationProjectPalette({
    label: "列表",
    props: [],
    methods: [
      {
        key: "map",
        label: "映射",
        valueType: "array",
        params: [
          { key: "list", valueType: "array", defaultValue: [] },
          {
            key: "callback",
            label: "对每一项",
            valueType: "code",
            codeParams: [
              { key: "item", label: "项" },
              { key: "index", label: "索引" },
            ],
          },
          { key: "after", label: "然后", valueType: "number", defaultValue: 1 },
        ],
      },
    ],
    emits: [],
  });

  it("breaks the row before and after the input, which lists the values the blocks in it receive", () => {
    const [map] = palette.blocks;
    expect(map.rows.map((row) => row.map((p) => p.kind))).toEqual([
      ["widget", "text", "slot", "text"],
      ["code"],
      ["text", "slot"],
    ]);
    expect(map.rows[1][0]).toEqual({ kind: "code", key: "callback", params: ["项", "索引"] });
    expect(blockText(map)).toBe("[列表1 ▾] 映射 () 对每一项 {项 索引} 然后 (1)");
  });
});

describe("creationProject1Palette: typesToCreationProject1's output (tipBefore, tipAfter, color, noPs, flyoutOptions)", () => {
  it("reads the 1.0 names as 2.0's and gives the same blocks", () => {
    const one = creationProject1Palette({
      label: cp.label,
      props: [
        { key: "p", noBlock: false },
        { key: "q", noBlock: true },
      ],
      methods: cp.methods.map(({ blockOptions: o, ...method }) => ({
        ...method,
        tipBefore: o?.prefix,
        tipAfter: o?.suffix,
        color: o?.color,
        noPs: o?.previousStatement === false ? true : undefined,
        flyoutOptions: { line: "组" },
      })),
      emits: cp.emits,
    });
    const two = creationProjectPalette(cp);
    expect(one.editor).toBe("CreationProject1");
    expect(one.blocks.map(blockText)).toEqual(two.blocks.map(blockText));
    expect(one.blocks.map((b) => [b.colour, b.previous, b.next])).toEqual(
      two.blocks.map((b) => [b.colour, b.previous, b.next]),
    );
    expect(one.blocks[1].line).toBe("组");
    expect(one.undrawnProperties).toEqual(["p"]);
  });
});
