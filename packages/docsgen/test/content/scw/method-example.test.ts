import { afterEach, expect, it, vi } from "vitest";
import { describeWithScw } from "./library.ts";
import { doc, section } from "./markdown.ts";
import { sectionBlocks, settle, theBlock } from "./page.ts";
import { exportedToCoCo } from "./run-example.ts";

// method.md's complete example (the text tools): what the page says its blocks give in CoCo with their default
// inputs, run in the CoCo stand-in (the deprecation warning is addCheck's, in the editor console).

const PAGE = "docs/api/types/method.md";

describeWithScw("method.md's text tools in CoCo", (scw) => {
  afterEach(() => vi.restoreAllMocks());

  it("重复, 计算…的长度 and the deprecated 重复文本 give what the page says", async () => {
    vi.spyOn(console, "warn").mockImplementation(() => {});
    const file = theBlock(sectionBlocks(PAGE, "example"), (b) => b.meta === 'title="src/text-tools-widget.ts"', PAGE);
    const { Color } = scw().require("slightning-coco-widget");
    const exported = exportedToCoCo(scw(), file.code);
    const methods = Object.fromEntries(
      (exported.types.methods as Record<string, Any>[]).map((m) => [m.key, m]),
    ) as Record<string, Any>;
    const defaults = (key: string) => methods[key].params.map((p: Any) => p.defaultValue);
    expect(defaults("repeat")).toEqual(["哈", 3]);
    expect(defaults("length")).toEqual(["你好"]);
    expect(defaults("repeatText")).toEqual(["哈", 3]);
    const widget = new exported.widget({});

    scw().clearCalls();
    const repeated = widget.repeat(...defaults("repeat"));
    expect(scw().calls.map((c) => [c.method, ...c.args])).toEqual([["emit", "onRepeated", repeated]]);
    const length = widget.length(...defaults("length"));

    expect([methods.repeatText.blockOptions.color, methods.repeatText.blockOptions.callMethodLabel]).toEqual([
      Color.GREY,
      "[已弃用]",
    ]);
    scw().clearCalls();
    const old = widget.repeatText(...defaults("repeatText"));
    await settle();
    const warnings = scw()
      .calls.filter((c) => c.method === "widgetWarn")
      .map((c) => String(c.args[0]));
    expect(old).toBe(repeated);
    expect(warnings).toHaveLength(1);

    const text = section(doc(PAGE), "example");
    expect(text).toContain(`“重复 (哈) (3) 次”的值是 \`${repeated}\`，同时“当 完成重复”积木收到结果 \`${repeated}\``);
    expect(text).toContain(`“计算 (你好) 的长度”的值是 \`${length}\``);
    expect(text).toContain("已弃用的“重复文本”积木是灰色的，前面带着 `[已弃用]`");
    expect(text).toContain(`还多一条警告：\`${warnings[0]}\``);
  });
});

// biome-ignore lint/suspicious/noExplicitAny: CoCo's widget description is plain untyped data.
type Any = any;
