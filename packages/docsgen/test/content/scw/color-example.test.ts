import { expect, it } from "vitest";
import { describeWithScw } from "./library.ts";
import { doc, section } from "./markdown.ts";
import { sectionBlocks, theBlock } from "./page.ts";
import { exportedToCoCo } from "./run-example.ts";

// color/index.md's first example sets a colour once per method group; the page says what the reader sees after
// importing it. Here it is exported to the CoCo stand-in: each block's colour, and the group title above them.

const PAGE = "docs/api/types/color/index.md";

describeWithScw("color/index.md's group colours in CoCo", (scw) => {
  it("计算's blocks are CYAN under the title 计算, 清空记录 is RED, as the page says", () => {
    const file = theBlock(sectionBlocks(PAGE, "where-to-use"), (b) => b.meta === 'title="src/widget.ts"', PAGE);
    const { Color } = scw().require("slightning-coco-widget");
    const exported = exportedToCoCo(scw(), file.code);
    const byKey = Object.fromEntries(
      (exported.types.methods as { key: string; blockOptions: { color?: string; line?: string } }[]).map((m) => [
        m.key,
        m.blockOptions,
      ]),
    );
    expect([byKey.add.color, byKey.multiply.color, byKey.clear.color]).toEqual([Color.CYAN, Color.CYAN, Color.RED]);
    expect(byKey.add.line).toBe("计算");
    expect(Color.CYAN).toBe("#00ACE8");
    const text = section(doc(PAGE), "where-to-use");
    expect(text).toContain(`青色（\`Color.CYAN\`，\`${Color.CYAN}\`），组标题“计算”显示在它们上方`);
    expect(text).toContain("“清空记录”是红色（`Color.RED`）");
  });
});
