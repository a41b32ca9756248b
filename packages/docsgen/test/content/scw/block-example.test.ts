import { expect, it } from "vitest";
import { describeWithScw } from "./library.ts";
import { doc } from "./markdown.ts";
import { codeBlocks } from "./page.ts";
import { exportedToCoCo } from "./run-example.ts";

// block.md's first example: what the page says CoCo shows and what its blocks give with their default inputs,
// from the CoCo stand-in. (Its 打过招呼 event was declared next to 打招呼 but never emitted, so the event block the
// page placed there could never run.)

const PAGE = "docs/api/types/block.md";

// biome-ignore lint/suspicious/noExplicitAny: CoCo's widget description is plain untyped data.
type Any = any;

describeWithScw("block.md's example widget in CoCo", (scw) => {
  it("打招呼 fires 打过招呼 with the name; colours, the title and the values are the page's", () => {
    const file = codeBlocks(PAGE).find((b) => b.code.includes("class BlockDemoWidget"));
    if (!file) throw new Error("no BlockDemoWidget");
    const { Color } = scw().require("slightning-coco-widget");
    const exported = exportedToCoCo(scw(), file.code);
    const methods = Object.fromEntries((exported.types.methods as Any[]).map((m) => [m.key, m]));
    expect(methods.greet.blockOptions.color).toBe(Color.GREEN);
    expect(methods.introduce.blockOptions.color).toBe(Color.BLUE);
    expect(methods.introduce.blockOptions.line).toBe("多行积木");
    expect(methods.introduce.blockOptions.inputsInline).toBe(false);
    const name = methods.greet.params[0].defaultValue;
    const widget = new exported.widget({});
    scw().clearCalls();
    const greeting = widget.greet(name);
    expect(scw().calls.map((c) => [c.method, ...c.args])).toEqual([["emit", "onGreeted", name]]);
    const intro = widget.introduce(...methods.introduce.params.map((p: Any) => p.defaultValue));
    const text = doc(PAGE).split("## BlockType")[0];
    expect(text).toContain(
      `用默认值执行“向 (${name}) 打招呼”，值是 \`${greeting}\`，同时“当 打过招呼”积木收到名字 \`${name}\``,
    );
    expect(text).toContain(`执行“自我介绍”，值是 \`${intro}\``);
    expect(text).toContain("绿色的“问候”组");
    expect(text).toContain("标题“多行积木”下面是蓝色的“自我介绍”");
  });
});
