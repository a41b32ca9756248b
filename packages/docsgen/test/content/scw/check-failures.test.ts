import { afterEach, expect, it, vi } from "vitest";
import { describeWithScw } from "./library.ts";
import { doc, fences, section } from "./markdown.ts";
import { settle } from "./page.ts";
import { docExample, exportedToCoCo } from "./run-example.ts";

// check.md#constructor and #missing-method: the page's divide widget changed as each section says (a constructor
// that throws; divide renamed in the class), run in the CoCo stand-in. The editor console lines must be the
// section's sample, and the block's value undefined (addCheck catches the error the substitute throws).

const PAGE = "docs/tutorial/guides/check.md";
const widget = () => docExample(PAGE, "class IntegerDivideWidget").code;

// biome-ignore lint/suspicious/noExplicitAny: the widget instance the library builds
type Any = any;

describeWithScw("what addCheck prints when construction fails or a method is missing (check.md)", (scw) => {
  afterEach(() => vi.restoreAllMocks());

  /** The editor console lines while `run` creates the widget and runs its blocks, and the value `run` returns. */
  async function editorLines(code: string, run: (W: new (props: object) => Any) => unknown) {
    vi.spyOn(console, "error").mockImplementation(() => {});
    const exported = exportedToCoCo(scw(), code);
    scw().clearCalls();
    const value = await run(exported.widget);
    await settle();
    const lines = scw()
      .calls.filter((c) => c.method === "widgetError")
      .map((c) => String(c.args[0]));
    return { lines, value };
  }

  it("a constructor that throws: 控件构造失败 on creation, then each block's 出错： with the same error", async () => {
    const code = widget().replace(
      /(constructor\(props: object\) \{\n\s*super\(props\);)/,
      '$1\n    throw new Error("初始化失败");',
    );
    expect(code).toContain('throw new Error("初始化失败")');
    const { lines, value } = await editorLines(code, (W) => new W({}).divide(10, 2));
    expect(value).toBeUndefined();
    const text = section(doc(PAGE), "constructor");
    expect(text).toContain('构造函数的最后一行是 `throw new Error("初始化失败")`');
    expect(fences(text, "text").map((f) => f.trimEnd().split("\n"))).toEqual([lines]);
  });

  it("a method missing from the class: 出错： naming its key", async () => {
    const code = widget().replace("public divide(", "public divideBy(");
    const { lines, value } = await editorLines(code, (W) => new W({}).divide(10, 2));
    expect(value).toBeUndefined();
    const text = section(doc(PAGE), "missing-method");
    expect(text).toContain("把上面实体类里的 `divide` 改名为 `divideBy`");
    expect(fences(text, "text").map((f) => f.trimEnd().split("\n"))).toEqual([lines]);
  });

  it("a member that is not a function: 该方法在控件实体定义中为 …，不是函数", async () => {
    const code = widget().replace(/public divide\([\s\S]*?\n {2}\}\n/, "public divide = 42;\n");
    expect(code).toContain("public divide = 42;");
    const { lines } = await editorLines(code, (W) => new W({}).divide(10, 2));
    expect(lines).toEqual(["用 10 整除 2  出错： Error: 该方法在控件实体定义中为 42，不是函数"]);
    expect(section(doc(PAGE), "missing-method")).toContain("信息换成“该方法在控件实体定义中为 ……，不是函数”");
  });
});
