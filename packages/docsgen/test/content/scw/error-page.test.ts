import { readFileSync } from "node:fs";
import { join } from "node:path";
import { expect, it } from "vitest";
import { describeWithScw } from "./library.ts";
import { doc, section } from "./markdown.ts";
import { settle } from "./page.ts";
import { blockReading, docExample, exportedToCoCo } from "./run-example.ts";

// error/test.md's three widgets, as a reader who builds and imports each sees them: the broken one's alert text
// (WrapperPlugin alerts the message exportWidget throws), the fixed one's two blocks, and what the JSON widget
// gives and logs, from the CoCo stand-in.

const PAGE = "docs/error/test.md";

// biome-ignore lint/suspicious/noExplicitAny: CoCo's widget description is plain untyped data.
type Any = any;

describeWithScw("error/test.md's widgets in CoCo", (scw) => {
  it("the broken widget's export throws the message the page's alert shows; the fixed one has two blocks", () => {
    let message = "";
    try {
      exportedToCoCo(scw(), docExample(PAGE, "class BrokenWidget").code);
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message).toContain("缺少 this 参数");
    expect(doc(PAGE)).toContain(`导入时会弹出写着“${message}”的提示框`);

    const fixed = exportedToCoCo(scw(), docExample(PAGE, "class FixedWidget").code);
    const blocks = (fixed.types.methods as Any[]).map((m) => `“${blockReading(m)}”`);
    expect(blocks).toHaveLength(2);
    expect(doc(PAGE)).toContain(`积木盒里是${blocks.join("和")}两块积木`);
  });

  it("the JSON widget: empty text warns and gives {}, broken text logs 出错 and gives undefined", async () => {
    const exported = exportedToCoCo(scw(), docExample(PAGE, "class SafeJsonWidget").code);
    const widget = new exported.widget({});
    scw().clearCalls();
    const empty = await widget.parse("");
    await settle();
    const warnings = scw()
      .calls.filter((c) => c.method === "widgetWarn")
      .map((c) => c.args[0]);
    expect(empty).toEqual({});
    expect(warnings).toHaveLength(1);
    scw().clearCalls();
    const broken = await widget.parse("{");
    await settle();
    const errors = scw()
      .calls.filter((c) => c.method === "widgetError")
      .map((c) => String(c.args[0]));
    expect(broken).toBeUndefined();
    const text = doc(PAGE);
    expect(text).toContain(`用空文本执行“解析”，值是空对象，编辑器控制台多一条警告“${warnings[0]}”`);
    expect(errors[0]).toMatch(/^解析 JSON "\{" +出错：/);
    expect(text).toContain(
      '用 `{` 执行，编辑器控制台出现一条以 `解析 JSON "{"` 开头、带有“出错：”的错误信息，这次调用的值是 `undefined`',
    );
  });
});

describeWithScw("error/test.md's scw-build messages", (scw) => {
  it("are quoted as the webpack package's bin/build.js prints them; the missing-record one rethrows (the command stops)", () => {
    const bin = readFileSync(
      join(scw().root, "node_modules/slightning-coco-widget--webpack/dist/cjs/bin/build.js"),
      "utf8",
    );
    const text = section(doc(PAGE), "build-errors");
    const quoted = [...text.matchAll(/^- \*\*`([^`]+)`\*\*/gm)].map((m) => m[1]);
    expect(quoted).toHaveLength(2);
    for (const message of quoted) expect(bin).toContain(message);
    // The record's message is logged in a catch that throws the error again: scw-build stops there.
    const record = bin.indexOf(quoted[1]);
    expect(bin.slice(record, record + 200)).toMatch(/\}\s*throw error;/);
    // SCW.config's plugins include the plugin the second message names.
    const config = readFileSync(
      join(scw().root, "node_modules/slightning-coco-widget--webpack/dist/cjs/config.js"),
      "utf8",
    );
    expect(config).toContain("new build_time_convert_1.BuildTimeConvertPlugin()");
    // The install step the first message points to installs webpack-cli 5.
    expect(section(doc("docs/tutorial/fast-start/pack.md"), "install")).toContain("webpack-cli@5");
    expect(text).toContain("(../tutorial/fast-start/pack.md#install)");
  });
});
