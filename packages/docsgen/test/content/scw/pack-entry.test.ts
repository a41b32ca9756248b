import { readFileSync } from "node:fs";
import { join } from "node:path";
import { renderToStaticMarkup } from "react-dom/server";
import { expect, it } from "vitest";
import { describeWithScw, SCW_SOURCE } from "./library.ts";
import { doc, section } from "./markdown.ts";
import { sectionBlocks, theBlock } from "./page.ts";
import { exportedToCoCo } from "./run-example.ts";

// pack.md's basic flow is followed step by step: before `npx webpack` the reader must have the entry file the
// webpack config names, so the page gives one (#entry) and says what CoCo shows once it is imported. Before, the
// flow went from the config straight to the build, and a reader without the starter zip had no src/index.ts.

const PACK = "docs/tutorial/fast-start/pack.md";
const headingIds = (): string[] => [...doc(PACK).matchAll(/^#{2,4} .*\{#([^}]+)\}\s*$/gm)].map((m) => m[1]);
const entryFile = () =>
  theBlock(sectionBlocks(PACK, "entry"), (b) => b.meta === 'title="src/index.ts"', "pack.md's src/index.ts");

it("pack.md gives the entry file the webpack config names, between configuring and building", () => {
  const ids = headingIds();
  expect(ids.indexOf("configure")).toBeLessThan(ids.indexOf("entry"));
  expect(ids.indexOf("entry")).toBeLessThan(ids.indexOf("build"));
  const config = theBlock(sectionBlocks(PACK, "configure"), (b) => b.meta === 'title="webpack.config.js"', "config");
  expect(config.code).toContain('entry: "./src/index.ts"');
  expect(entryFile().code).toContain("exportWidget(types, HelloWidget)");
});

it("pack.md's JSX section says @types/react comes with slightning-coco-widget, at the major it depends on", () => {
  const manifest = JSON.parse(readFileSync(join(SCW_SOURCE ?? "", "slightning-coco-widget/package.json"), "utf8")) as {
    dependencies: Record<string, string>;
  };
  const major = /^\^(\d+)\./.exec(manifest.dependencies["@types/react"])?.[1];
  expect(major).toBe("18");
  expect(section(doc(PACK), "jsx")).toContain(`\`slightning-coco-widget\` 依赖 \`@types/react\` ${major}`);
});

describeWithScw("pack.md's entry file in CoCo", (scw) => {
  it("exports one greet block with the default the page states, returning the value the page states", () => {
    const exported = exportedToCoCo(scw(), entryFile().code);
    const [greet, ...others] = exported.types.methods;
    expect(others).toEqual([]);
    expect(greet.key).toBe("greet");
    expect(greet.params.map((p: { defaultValue: unknown }) => p.defaultValue)).toEqual(["CoCo"]);
    const value = new exported.widget({}).greet("CoCo");
    expect(value).toBe("你好，CoCo！");
    const imported = section(doc(PACK), "import-into-coco");
    expect(imported).toContain("参数“名字”默认填着 `CoCo`");
    expect(imported).toContain(`运行后它的值是 \`${value}\``);
  });
});

describeWithScw("pack.md's JavaScript entry file (src/index.jsx) in CoCo", (scw) => {
  it("is a visible widget whose button shows the 文字 property, as the page says", () => {
    const jsx = theBlock(sectionBlocks(PACK, "jsx"), (b) => b.meta === 'title="src/index.jsx"', "pack.md's index.jsx");
    expect(jsx.lang).toBe("jsx");
    expect(jsx.code).toMatch(/^import \* as React from "react"$/m);
    const exported = exportedToCoCo(scw(), jsx.code);
    expect(exported.types.isInvisibleWidget).toBe(false);
    const text = exported.types.properties.find((p: { key: string }) => p.key === "text");
    expect([text.label, text.defaultValue]).toEqual(["文字", "你好"]);
    const widget = new exported.widget({});
    Object.assign(widget, { text: text.defaultValue }); // what CoCo holds for a new widget
    expect(renderToStaticMarkup(widget.render())).toBe('<button type="button">你好</button>');
    Object.assign(widget, { text: "早上好" }); // the property panel changes it; CoCo renders again
    expect(renderToStaticMarkup(widget.render())).toBe('<button type="button">早上好</button>');
    expect(section(doc(PACK), "jsx")).toContain("它显示为一个写着“你好”的按钮");
  });
});
