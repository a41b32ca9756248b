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

describeWithScw("main.md's author field", (scw) => {
  it("CoCo's description carries info.author as written; the Creation Project ones do not carry it", () => {
    const file = theBlock(sectionBlocks(PAGE, "example"), (b) => b.meta === 'title="src/note-widget.ts"', PAGE);
    const exported = exportedToCoCo(scw(), file.code);
    const author = /author: "([^"]+)"/.exec(file.code)?.[1];
    expect(author).toBe("示例作者");
    expect(exported.types.author).toBe(author);
    const lib = scw().require("slightning-coco-widget");
    const types = lib.standardizeTypes({
      type: "AUTHOR_PROBE_WIDGET",
      info: { title: "探针", icon: "icon-widget-radio", author },
      options: { visible: false, global: true },
      properties: [],
      methods: [],
      events: [],
    });
    for (const convert of ["typesToCreationProject1", "typesToCreationProject2"]) {
      expect(JSON.stringify(lib[convert](types)), convert).not.toContain(author);
    }
    const text = section(doc(PAGE), "types-info-author");
    expect(text).toContain("在 CoCo 中，SCW 把 `author` 原样放进交给编辑器的控件描述");
    expect(text).toContain("转换到 Creation Project 时则不带这个字段");
  });
});
