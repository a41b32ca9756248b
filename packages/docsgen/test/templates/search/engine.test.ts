import { describe, expect, it } from "vitest";
import { buildIndex, search, snippet } from "../../../templates/search/engine.ts";

describe("search engine", () => {
  const index = buildIndex({
    v: 1,
    pages: [
      ["/docs/a", "使用 SCW"],
      ["/docs/b", "积木"],
    ],
    sections: [
      [0, "", "", "控件实体类继承 getSuperWidget(types) 的返回值。"],
      [0, "导出控件", "export", "调用 exportWidget 导出控件。"],
      [1, "积木颜色", "color", "积木的颜色可以用 Color 枚举设置。"],
    ],
  });

  it("finds an identifier typed in lower case or as words", () => {
    for (const q of ["getsuperwidget", "super widget", "SuperWidget"])
      expect(search(index, q)[0]?.url, q).toBe("/docs/a");
  });

  it("ranks headings and full matches first", () => {
    expect(search(index, "积木颜色")[0]).toMatchObject({ url: "/docs/b", anchor: "color" });
    expect(search(index, "导出控件")[0]).toMatchObject({ anchor: "export" });
  });

  it("builds a highlighted snippet around the match", () => {
    expect(snippet("前面的文字，然后是控件实体类，再后面", "控件", 3)).toEqual([
      { text: "…然后是", match: false },
      { text: "控件", match: true },
      { text: "实体类…", match: false },
    ]);
  });
});
