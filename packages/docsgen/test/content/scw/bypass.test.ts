import { existsSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { join } from "node:path";
import { expect, it } from "vitest";
import { describeWithScw, SCW_SOURCE, type ScwLibrary } from "./library.ts";
import { section } from "./markdown.ts";
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

// Issue 51, error 3: the XMLHttpRequest shim is imported by the transform but missing from the package's
// exports, so webpack (which honours exports as Node does) cannot resolve it; the page's alias points at the
// file the runtime build writes, next to the exported shims.
const XHR = "slightning-coco-widget--webpack/runtime/bypass/xml-http-request";

describeWithScw("the XMLHttpRequest shim (issue 51, error 3)", (library) => {
  it("a file using XMLHttpRequest gets an import of the shim, which the package does not export", () => {
    const bypass = bypassModule(library());
    const out = bypass.bypassRestrictions("export const request = () => new XMLHttpRequest();\n");
    expect(out).toContain(`from "${XHR}"`);
    expect(out).not.toContain("XMLHttpRequest");
    const resolveFrom = createRequire(join(library().root, "index.js"));
    const code = (id: string) => {
      try {
        resolveFrom.resolve(id);
        return "resolved";
      } catch (error) {
        return (error as { code?: string }).code;
      }
    };
    expect(code(XHR)).toBe("ERR_PACKAGE_PATH_NOT_EXPORTED");
    // Every other shim is exported: past the exports map, only the runtime build (not compiled here) is missing.
    const others = Object.values(bypass.BYPASS_MAP as Record<string, { importSource?: string }>)
      .map((b) => b.importSource)
      .filter((source): source is string => source !== undefined && source !== XHR);
    expect(others.length).toBeGreaterThan(3);
    for (const source of others) expect(code(source), source).toBe("MODULE_NOT_FOUND");
  });

  it("scw.md no longer says to write XMLHttpRequest as usual; its box's alias targets the shim's built file", () => {
    const config = section(readPage(SCW_TOOL), "scw-config");
    expect(config).toContain("`XMLHttpRequest` 是个例外");
    expect(config).toContain('`"./runtime/bypass/xml-http-request" is not exported`');
    const alias = /"([^"]+)\$": path\.resolve\(\s*__dirname,\s*"node_modules\/([^"]+)"/.exec(config);
    expect(alias?.[1]).toBe(XHR);
    // The exported shims map to dist/runtime/esm/bypass/<name>.js; the runtime build compiles
    // runtime/bypass/xml-http-request.ts to the same folder.
    const manifest = JSON.parse(
      readFileSync(join(library().root, "node_modules/slightning-coco-widget--webpack/package.json"), "utf8"),
    );
    expect(manifest.exports["./runtime/bypass/fetch"].default).toBe("./dist/runtime/esm/bypass/fetch.js");
    expect(alias?.[2]).toBe("slightning-coco-widget--webpack/dist/runtime/esm/bypass/xml-http-request.js");
    const runtimeConfig = join(SCW_SOURCE ?? "", "slightning-coco-widget--webpack/tsconfig.runtime.json");
    expect(JSON.parse(readFileSync(runtimeConfig, "utf8")).compilerOptions.outDir).toBe("dist/runtime/esm");
    expect(
      existsSync(join(SCW_SOURCE ?? "", "slightning-coco-widget--webpack/runtime/bypass/xml-http-request.ts")),
    ).toBe(true);
  });
});
