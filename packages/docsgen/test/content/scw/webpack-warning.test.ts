import { readFileSync } from "node:fs";
import { join } from "node:path";
import { expect, it } from "vitest";
import { describeWithScw, SCW_SOURCE } from "./library.ts";
import { doc, fences, section } from "./markdown.ts";

// Issue 51, error 5: every webpack build of an SCW widget warns about `webpackMode: "inline"`. pack.md quotes
// the warning and says why it is harmless; the reasons are read here from the library's source: the magic
// comment on the dynamic import of @slightning/anything-to-string, and a static import of the same package
// that every build includes (utils/index re-exports it), so the lazy import finds the module in the main file.
// (webpack 5 accepts lazy, lazy-once, eager and weak, and falls back to lazy with this warning; webpack is not a
// dependency here, so the quoted text was taken from a webpack 5.113 build of the tutorial's counter.)

const PACK = "docs/tutorial/fast-start/pack.md";
const read = (file: string) => readFileSync(join(SCW_SOURCE ?? "", "slightning-coco-widget/src", file), "utf8");

describeWithScw("the webpackMode warning of every SCW build (issue 51, error 5)", () => {
  it("the library asks for an inline import of anything-to-string, and imports the package statically too", () => {
    expect(read("utils/better-to-string.ts")).toMatch(
      /import\(\/\* webpackMode: "inline" \*\/ "@slightning\/anything-to-string"\)/,
    );
    expect(read("utils/require-stringify.ts")).toMatch(/^import \* as \w+ from "@slightning\/anything-to-string"$/m);
    expect(read("utils/index.ts")).toContain('export * from "./require-stringify"');
  });

  it("pack.md quotes the warning and says it is harmless, and why", () => {
    const build = section(doc(PACK), "build");
    expect(fences(build, "text").map((t) => t.trim())).toContain(
      "`webpackMode` expected 'lazy', 'lazy-once', 'eager' or 'weak', but received: inline.",
    );
    expect(build).toContain("compiled with 1 warning");
    expect(build).toContain("utils/better-to-string.js");
    expect(build).toContain("不影响控件");
    expect(build).toContain("@slightning/anything-to-string");
    expect(build).toMatch(/已经直接导入了它/);
    expect(build).toContain("](../guides/packaging-optimization/scw.md#known-issue)");
  });
});
