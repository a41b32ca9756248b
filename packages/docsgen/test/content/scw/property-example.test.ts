import { expect, it } from "vitest";
import { describeWithScw } from "./library.ts";
import { doc, section } from "./markdown.ts";
import { sectionBlocks, theBlock } from "./page.ts";
import { exportedToCoCo } from "./run-example.ts";

// property.md's complete example (the player profile): the property panel and the property blocks the page says
// CoCo shows once it is imported, read from what the library hands the CoCo stand-in.

const PAGE = "docs/api/types/property.md";

// biome-ignore lint/suspicious/noExplicitAny: CoCo's widget description is plain untyped data.
type Any = any;

describeWithScw("property.md's profile widget in CoCo", (scw) => {
  it("seven properties; pink get blocks for four, set blocks for five, 签名's through updateMotto", () => {
    const file = theBlock(sectionBlocks(PAGE, "example"), (b) => b.meta === 'title="src/profile-widget.ts"', PAGE);
    const { Color } = scw().require("slightning-coco-widget");
    const exported = exportedToCoCo(scw(), file.code);
    const labels = (exported.types.properties as Any[]).map((p) => p.label);
    const methods = exported.types.methods as Any[];
    expect(methods.every((m) => m.blockOptions.color === Color.PINK)).toBe(true);
    const getters = methods.filter((m) => m.key.startsWith("get")).map((m) => m.label);
    const setters = methods.filter((m) => m.blockOptions.callMethodLabel === "设置");
    expect(getters.length + setters.length).toBe(methods.length);
    expect(methods.find((m) => m.key.startsWith("get")).blockOptions.line).toBe("属性·获取");
    expect(setters[0].blockOptions.line).toBe("属性·设置");
    const setterLabels = setters.map((m) => /^的 (.+) 为$/.exec(m.label)?.[1]);
    expect(setters.find((m) => m.key === "updateMotto")?.label).toBe("的 签名 为");

    const text = section(doc(PAGE), "example");
    expect(text).toContain(`属性面板里是${labels.join("、")}七个属性`);
    expect(labels).toHaveLength(7);
    expect(text).toContain(`“属性·获取”下有${getters.join("、")}四块取值积木`);
    expect(getters).toHaveLength(4);
    expect(text).toContain(
      `“属性·设置”下有${setterLabels.join("、")}五块赋值积木，其中签名的赋值积木执行的是 \`updateMotto\``,
    );
    expect(setterLabels).toHaveLength(5);
  });
});
