import { expect, it } from "vitest";
import { describeWithScw } from "./library.ts";
import { doc, section } from "./markdown.ts";
import { sectionBlocks, theBlock } from "./page.ts";
import { exportedToCoCo } from "./run-example.ts";

// main.md's complete example (the note widget): what the page says the reader sees once it is imported into CoCo,
// checked against what the library hands the CoCo stand-in.

const PAGE = "docs/api/types/main.md";

describeWithScw("main.md's note widget in CoCo", (scw) => {
  it("the instance name follows 内容 (default 写点什么吧), and 清空内容 fires 内容被清空", () => {
    const file = theBlock(sectionBlocks(PAGE, "example"), (b) => b.meta === 'title="src/note-widget.ts"', PAGE);
    const exported = exportedToCoCo(scw(), file.code);
    const content = exported.types.properties.find((p: { key: string }) => p.key === "content");
    expect([content.label, content.defaultValue]).toEqual(["内容", "写点什么吧"]);
    expect(exported.types.contentTextField).toBe("content");
    const widget = new exported.widget({});
    Object.assign(widget, { content: content.defaultValue });
    scw().clearCalls();
    widget.clear();
    expect(
      scw()
        .calls.filter((c) => c.method === "emit")
        .map((c) => c.args),
    ).toEqual([["onCleared"]]);
    expect(exported.types.events.map((e: { key: string; label: string }) => [e.key, e.label])).toEqual([
      ["onCleared", "内容被清空"],
    ]);
    const text = section(doc(PAGE), "example");
    expect(text).toContain("默认是 `写点什么吧`，实例名称跟着这个属性显示为 `写点什么吧`");
    expect(text).toContain("执行“清空内容”积木，“当 内容被清空”事件积木随即执行");
  });
});
