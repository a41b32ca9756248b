import { expect, it } from "vitest";
import { describeWithScw } from "./library.ts";
import { section } from "./markdown.ts";
import { readPage } from "./page.ts";
import { blockReading } from "./run-example.ts";

// multiline-block.md, 注意事项: the 2.10.2 known issue that CoCo's one-line conversion keeps a BREAK_LINE after
// THIS as text ("$break_line" on the block), that Creation Project does not, and that inline: false (the
// workaround) or no BREAK_LINE at all gives a block without it.

const PAGE = "docs/tutorial/guides/multiline-block.md";

// biome-ignore lint/suspicious/noExplicitAny: the editors' method descriptions are plain untyped data.
type Any = any;

describeWithScw("a BREAK_LINE in a one-line block (multiline-block.md's known issue)", (scw) => {
  /** The page's block, converted by `convert` with the given inline option (undefined: not written). */
  function method(convert: string, inline: boolean | undefined, withBreak = true): Any {
    const SCW = scw().require("slightning-coco-widget");
    const { THIS, BREAK_LINE } = SCW.MethodBlockParam;
    const block = withBreak
      ? [THIS, "发送", BREAK_LINE, ["title", "标题", "提示"]]
      : [THIS, "发送", ["title", "标题", "提示"]];
    const types = SCW.standardizeTypes({
      type: "BREAK_LINE_TEST",
      info: { title: "测试", icon: "icon-widget-radio" },
      options: { visible: false, global: true },
      properties: [],
      methods: [{ key: "send", label: "发送", block, blockOptions: { inline } }],
      events: [],
    });
    return SCW[convert](types).methods.find((m: Any) => m.key === "send");
  }

  it("CoCo shows $break_line on the block, as the page's example says", () => {
    const coco = method("typesToCoCo", undefined);
    expect(blockReading(coco)).toBe("发送 $break_line (提示)");
    const notes = section(readPage(PAGE), "notes");
    expect(notes).toContain(":::warning 2.10.2 的已知问题");
    expect(notes).toContain("积木读作“[控件 ▾] 发送 $break_line (提示)”");
    expect(method("typesToCoCo", true).label).toBe("发送 $break_line");
  });

  it("Creation Project 1.0 and 2.0 show no $break_line in a one-line block", () => {
    for (const convert of ["typesToCreationProject1", "typesToCreationProject2"]) {
      expect(JSON.stringify(method(convert, undefined)), convert).not.toContain("$break_line");
    }
  });

  it("the workarounds: inline: false, or no BREAK_LINE, give a CoCo block without it", () => {
    const multi = method("typesToCoCo", false);
    expect(multi.blockOptions.inputsInline).toBe(false);
    expect(JSON.stringify(multi)).not.toContain("$break_line");
    expect(blockReading(method("typesToCoCo", undefined, false))).toBe("发送 (提示)");
  });
});
