import { expect, it } from "vitest";
import { describeWithScw, type ScwLibrary } from "./library.ts";
import { codeBlocks, readPage, theBlock } from "./page.ts";

// Issue 17, error 11: the home page shows a source file and "what it becomes" after the bypass transform of
// slightning-coco-widget--webpack 2.5.2. The second block must be exactly bypassRestrictions(first block):
// `parent.location` becomes `parent["location"]`, and only the whole `socketcv.codemao.cn` is split
// (`codemao` alone has no replacement rule).
//
// The transform parses with @babel/*, the webpack package's peer dependencies (dev dependencies here).

const HOME = "pages/index.md";
const SCW_TOOL = "docs/tutorial/guides/packaging-optimization/scw.md";

// biome-ignore lint/suspicious/noExplicitAny: the package's bypass module
function bypassModule(scw: ScwLibrary): any {
  return scw.require("slightning-coco-widget--webpack/bypass");
}

describeWithScw("the home page's bypass sample (issue 17, error 11)", (library) => {
  it("the transformed block is exactly what bypassRestrictions makes of the source block", () => {
    const bypass = bypassModule(library());
    const blocks = codeBlocks(HOME);
    const source = theBlock(blocks, (b) => b.meta === 'title="example.js"', "example.js").code;
    const transformed = theBlock(blocks, (b) => b.meta === 'title="example.js（转换后）"', "transformed").code;
    expect(bypass.bypassRestrictions(`${source}\n`).trim()).toBe(transformed.trim());
  });

  it("codemao alone has no replacement rule; socketcv.codemao.cn and parent.location have one", () => {
    const bypass = bypassModule(library());
    expect(bypass.BYPASS_MAP.codemao.replace).toBeUndefined();
    expect(bypass.BYPASS_MAP["socketcv.codemao.cn"].replace).toBe("socketcv_.codemao_.cn");
    expect(bypass.BYPASS_MAP["parent.location"].replace).toBe("parent._location");
    // A string with codemao but no full keyword is left as it is.
    expect(bypass.bypassRestrictions('const host = "codemao.cn";\n').trim()).toBe('const host = "codemao.cn";');
  });

  it("scw.md (guides): the keywords with a replacement rule are the ones listed; a file without any is left as it is", () => {
    const bypass = bypassModule(library());
    const page = readPage(SCW_TOOL);
    const sentence = page.split("\n").find((l) => l.includes("带替换规则的关键字的文件"));
    expect(sentence, "the sentence on scw.md").toBeDefined();
    const listed = [
      ...(sentence ?? "")
        .split("这些关键字是")[1]
        .split("；")[0]
        .matchAll(/`([^`]+)`/g),
    ].map((m) => m[1]);
    expect(listed).toEqual(bypass.BYPASS_FULL_KEY_WORDS);
    expect(bypass.bypassRestrictions('fetch("https://example.com/");\n').trim()).toBe('fetch("https://example.com/");');
    expect(bypass.bypassRestrictions("const href = window.location.href;\nnew WebSocket(href);\n")).toContain(
      'window["location"].href',
    );
  });

  it("the home page no longer shows the replacements the transform does not make", () => {
    const home = readPage(HOME);
    expect(home).not.toContain("code_mao");
    expect(home).not.toContain("parent._location.reload");
  });
});
