import { afterEach, expect, it, vi } from "vitest";
import { describeWithScw } from "./library.ts";
import { doc } from "./markdown.ts";
import { settle } from "./page.ts";
import { docExample, exportedToCoCo } from "./run-example.ts";

// Issue 35, error 7: the home page's addCheck sample. Only the browser console line names the widget; the
// editor console line starts with the block. The page's quoted editor line is compared with the library's.

const HOME = "pages/index.md";

describeWithScw("the home page's addCheck sample (issue 35, error 7)", (scw) => {
  afterEach(() => vi.restoreAllMocks());

  it("prints the editor line the page quotes, and only the browser line carries the title", async () => {
    const browser = vi.spyOn(console, "error").mockImplementation(() => {});
    const exported = exportedToCoCo(scw(), docExample(HOME, "class SquareRootWidget").code);
    const widget = new exported.widget({});
    scw().clearCalls();
    widget[exported.types.methods.find((m: { key: string }) => m.key.endsWith("sqrt")).key](-1);
    await settle();
    const editor = scw()
      .calls.filter((c) => c.method === "widgetError")
      .map((c) => String(c.args[0]));
    expect(editor).toHaveLength(1);
    expect(editor[0]).not.toContain("[自定义控件");
    expect(browser.mock.calls.map((c) => String(c[0]))).toEqual(["[自定义控件 平方根]"]);
    const text = doc(HOME);
    expect(text).toContain(`编辑器控制台里是：\`${editor[0]}\``);
    expect(text).not.toMatch(/编辑器控制台和浏览器控制台都会出现一条错误，依次写明控件标题/);
    // The same story on the errors page: the title only in the browser console.
    expect(doc("docs/error/test.md")).not.toContain("带着控件标题和方法信息输出到控制台");
  });
});
