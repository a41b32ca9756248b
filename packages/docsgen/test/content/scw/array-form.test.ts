import { readFileSync } from "node:fs";
import { join } from "node:path";
import { expect, it } from "vitest";
import { SCW } from "../../helpers/cli.ts";
import { describeWithScw } from "./library.ts";

// Issue 17, error 6: the array forms are described by 下标 (index from 0). The library decides which index holds
// what; the pages must not count "第 N 个" with digits, which a Chinese reader counts from 1.

const PAGES = [
  "docs/api/types/method.md",
  "docs/api/types/property.md",
  "docs/api/types/event.md",
  "docs/tutorial/guides/multiline-block.md",
];

describeWithScw("array forms: what each 下标 holds (issue 17, error 6)", (scw) => {
  it("method: 下标 3 is the return type, 下标 4 the options object (tooltip, throws, …)", () => {
    const SCW = scw().require("slightning-coco-widget");
    const types = SCW.standardizeTypes({
      type: "INDEX_TEST",
      info: { title: "测试", icon: "icon-widget-radio" },
      options: { visible: false, global: true },
      properties: [["level", "等级", 1, { blockOptions: { set: false } }]],
      methods: [
        ["reset", "重置", [SCW.MethodBlockParam.THIS, "重置"], null, { tooltip: "提示" }],
        ["size", "大小", [SCW.MethodBlockParam.THIS], new SCW.NumberType()],
      ],
      events: [],
    });
    const [reset, size] = types.methods.filter((m: { key?: string }) => m.key !== undefined);
    expect(reset.key).toBe("reset"); // 下标 0
    expect(reset.label).toBe("重置"); // 下标 1
    expect(reset.returns ?? null).toBeNull(); // 下标 3: null holds the place
    expect(reset.tooltip).toBe("提示"); // 下标 4
    expect(size.returns).toBeInstanceOf(SCW.NumberType);
    // property: 下标 2 the type or default value, 下标 3 the options object
    const [level] = types.properties;
    expect(level.type).toBeInstanceOf(SCW.NumberType); // a number default value gives NumberType
    expect(level.blockOptions.set).toBe(false);
  });
});

it("the array-form pages count elements by 下标, never 第 N 个 with a digit", () => {
  for (const page of PAGES) {
    const text = readFileSync(join(SCW, page), "utf8");
    expect(text, page).not.toMatch(/第 ?\d+ ?个/);
  }
});
