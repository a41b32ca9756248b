import { describe, expect, it } from "vitest";
import { parseMarkdown } from "../../../cli/markdown/parse.ts";

describe("heading ids", () => {
  it("slugs Chinese headings, numbers duplicates and honours explicit ids", () => {
    const { headings } = parseMarkdown(
      "# 标题\n\n## 快速开始\n\n## API 参考\n\n## 使用 @Widget 装饰器（推荐）\n\n## 快速开始\n\n### 自定义 {#my-id}\n",
      1,
    );
    expect(headings.map((h) => h.id)).toEqual([
      "标题",
      "快速开始",
      "api-参考",
      "使用-widget-装饰器推荐",
      "快速开始-1",
      "my-id",
    ]);
    expect(headings.at(-1)?.text).toBe("自定义");
  });
});
