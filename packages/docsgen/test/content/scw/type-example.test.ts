import { expect, it } from "vitest";
import { describeWithScw } from "./library.ts";
import { doc } from "./markdown.ts";
import { docExample, exportedToCoCo } from "./run-example.ts";

// type.md's first complete widget: the inputs CoCo gets for its properties and its 发布 block, and the values the
// page says 发布 gives, from the CoCo stand-in.

const PAGE = "docs/api/types/type.md";

// biome-ignore lint/suspicious/noExplicitAny: CoCo's widget description is plain untyped data.
type Any = any;

describeWithScw("type.md's type demo in CoCo", (scw) => {
  it("property inputs and defaults, 发布's inputs, and its values", () => {
    const exported = exportedToCoCo(scw(), docExample(PAGE, "class TypeDemoWidget").code);
    const props = (exported.types.properties as Any[]).map((p) => [p.label, p.valueType, p.defaultValue]);
    expect(props).toEqual([
      ["昵称", "string", "小明"],
      ["等级", "number", 1],
      ["会员", "boolean", false],
      ["主题色", "color", "#588AF6"],
    ]);
    const [content, scope] = exported.types.methods[0].params as Any[];
    expect([content.valueType, content.defaultValue]).toEqual(["multilineString", "今天天气不错"]);
    expect(scope.dropdown.map((d: Any) => d.label)).toEqual(["所有人", "仅好友"]);
    const widget = new exported.widget({});
    Object.assign(widget, Object.fromEntries((exported.types.properties as Any[]).map((p) => [p.key, p.defaultValue])));
    const byDefault = widget.post(content.defaultValue, scope.dropdown[0].value);
    const friendsOnly = widget.post(content.defaultValue, scope.dropdown[1].value);
    const text = doc(PAGE).split("## VoidType")[0];
    expect(text).toContain(
      "昵称是文本框（`小明`），等级是数字（`1`），会员是布尔值（`false`），主题色是取色器（`#588AF6`）",
    );
    expect(text).toContain("“内容”是多行文本框（`今天天气不错`），“可见范围”是下拉框（所有人、仅好友）");
    expect(text).toContain(`用默认值执行“发布”，值是 \`${byDefault}\``);
    expect(text).toContain(`会员保持关闭，值是 \`${friendsOnly}\``);
  });
});
