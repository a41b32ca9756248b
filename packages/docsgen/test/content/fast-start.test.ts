import { expect, it } from "vitest";
import { doc, fences, section } from "./scw/markdown.ts";

// Issue 35, build item 6: the fast start reaches a first working widget; internals live in the guides.

const PACK = "docs/tutorial/fast-start/pack.md";
const USE_SCW = "docs/tutorial/fast-start/use-scw.md";
const SCW_TOOL = "docs/tutorial/guides/packaging-optimization/scw.md";

it("pack.md builds and imports the widget; SCW.config, WrapperPlugin and the loaders are explained on the guides page", () => {
  const text = doc(PACK);
  const tool = doc(SCW_TOOL);
  for (const internal of ["scw-config", "wrapper-options", "loaders", "external-import"]) {
    expect(text, internal).not.toContain(`{#${internal}}`);
    expect(tool, internal).toContain(`{#${internal}}`);
  }
  expect(text).not.toMatch(/包裹函数有.个参数|\| `catchError` \||SCW\.Loaders|load-external-module/);
  // pack.md still says where to read about them.
  expect(text).toContain("](../guides/packaging-optimization/scw.md#scw-config)");
});

it("use-scw.md's first export lists only what the counter uses, and no known-issue box comes before it", () => {
  const text = doc(USE_SCW);
  const [first] = fences(section(text, "export"), "ts");
  const listed = first.match(/\b(add|transform|generate|flatten)\w+/g) ?? [];
  expect(listed.sort()).toEqual(
    [
      "addCheck",
      "addThisForMethods",
      "generateBlockForProperties",
      "transformIcons",
      "transformIconsExceptWidgetIcon",
    ].sort(),
  );
  const complete = section(text, "complete-code");
  for (const name of listed) expect(complete, name).toContain(name);
  expect(text.slice(0, text.indexOf("{#complete-code}"))).not.toContain("2.10.2 的已知问题");
});

/** A webpack config block of the pages, evaluated with stand-ins for webpack-merge (own settings only) and SCW. */
function webpackConfig(code: string): {
  entry: unknown;
  module: { rules: { test: RegExp; use: string }[] };
  resolve: { extensions: string[] };
} {
  const module = { exports: {} as ReturnType<typeof webpackConfig> };
  const stub = (id: string) => {
    if (id === "webpack-merge") return { merge: (_base: unknown, own: unknown) => own };
    if (id === "slightning-coco-widget--webpack") return { config: {} };
    if (id === "path") return { resolve: (...parts: string[]) => parts.join("/") };
    throw new Error(`webpack.config.js requires ${id}`);
  };
  new Function("require", "module", "exports", "__dirname", code)(stub, module, module.exports, "/project");
  return module.exports;
}

it("use-scw.md tells the reader to point webpack's entry at the like button, and back for the counter (issue 51, error 4)", () => {
  const text = doc(USE_SCW);
  const visible = section(text, "visible-widget");
  const file = /^```tsx title="([^"]+)"/m.exec(visible)?.[1];
  expect(file).toBe("src/like-button.tsx");
  const [shown] = fences(visible, "js");
  const config = webpackConfig(shown);
  expect(config.entry).toBe(`./${file}`);
  // Everything else is pack.md's config, so the ts-loader rule and the extensions cover the .tsx file.
  const [packConfig] = fences(section(doc(PACK), "configure"), "js");
  expect(shown).toBe(packConfig.replace('entry: "./src/index.ts"', `entry: "./${file}"`));
  expect(config.module.rules.some((r) => r.use === "ts-loader" && r.test.test(file ?? ""))).toBe(true);
  expect(config.resolve.extensions).toContain(".tsx");
  expect(section(doc(PACK), "tsconfig")).toContain('"jsx": "react"');
  // The two-file form names the counter's and the like button's files.
  expect(visible).toContain(`entry: { counter: "./src/index.ts", "like-button": "./${file}" }`);
  // Creation Project's section builds the counter again: it says to point entry back first.
  expect(section(text, "import-into-creation-project")).toContain('先改回 `"./src/index.ts"`');
});
