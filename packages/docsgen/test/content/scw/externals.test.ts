import { expect, it } from "vitest";
import { describeWithScw } from "./library.ts";
import { sectionBlocks, theBlock, typeErrors } from "./page.ts";

// Issue 17, error 10: a webpack external `"<import name>": "commonjs <id>"` makes the bundle call the
// editor's require with <id>. SCW's own declarations list the ids the editors provide
// (`__slightning_coco_widget_require__` overloads, exported as `widgetRequire` for each platform): Vika is
// `vika`, not its npm name `@vikadata/vika`. Every id on the page must be one of them, on all three platforms.

const PAGE = "docs/tutorial/guides/packaging-optimization/common.md";
const PLATFORMS = ["CoCo", "CreationProject1", "CreationProject2"];

/** The `externals` of the page's webpack.common.js, evaluated with stand-ins for webpack-merge and SCW's config. */
function pageExternals(): Record<string, string> {
  const code = theBlock(sectionBlocks(PAGE, "externals"), (b) => b.lang === "js", "webpack.common.js").code;
  const module = { exports: {} as { externals?: Record<string, string> } };
  const stub = (id: string) => {
    if (id === "webpack-merge") return { merge: (_base: unknown, own: unknown) => own };
    if (id === "slightning-coco-widget--webpack") return { config: {} };
    if (id === "path") return { resolve: (...parts: string[]) => parts.join("/") };
    throw new Error(`webpack.common.js requires ${id}`);
  };
  new Function("require", "module", "exports", "__dirname", code)(stub, module, module.exports, "/project");
  return module.exports.externals ?? {};
}

/** Type errors of `<platform>.widgetRequire(<id>)` for each platform and id, checked against the generated declarations. */
function requireErrors(typesRoot: string, ids: string[]): string[] {
  const lines = PLATFORMS.flatMap((p) => ids.map((id) => `${p}.widgetRequire(${JSON.stringify(id)});`));
  return typeErrors(
    typesRoot,
    `import { ${PLATFORMS.join(", ")} } from "slightning-coco-widget";\n${lines.join("\n")}\n`,
  );
}

describeWithScw("the editor-provided module ids (issue 17, error 10)", (library) => {
  it("the page maps @vikadata/vika to the editor id vika", () => {
    expect(pageExternals()["@vikadata/vika"]).toBe("commonjs vika");
  });

  it("every external on the page names a module id the editors provide, on all three platforms", () => {
    const ids = Object.values(pageExternals()).map((v) => v.replace(/^commonjs /, ""));
    expect(ids.length).toBeGreaterThan(0);
    expect(requireErrors(library().typesRoot, ids)).toEqual([]);
  });

  it("@vikadata/vika is not such an id (the mapping the page used to show)", () => {
    const errors = requireErrors(library().typesRoot, ["@vikadata/vika"]);
    expect(errors).toHaveLength(PLATFORMS.length);
    for (const e of errors) expect(e).toMatch(/widgetRequire\("@vikadata\/vika"\).*(No overload|not assignable)/);
  });
});

it("the externals example is the whole webpack.common.js: pack.md's with only externals added", () => {
  const shown = theBlock(sectionBlocks(PAGE, "externals"), (b) => b.lang === "js", "webpack.common.js").code;
  const pack = theBlock(
    sectionBlocks("docs/tutorial/fast-start/pack.md", "split-config"),
    (b) => b.meta === 'title="webpack.common.js"',
    "pack.md's webpack.common.js",
  ).code;
  const withoutExternals = shown.replace(/,\n {4}externals: \{\n(?: {8}.*\n)+ {4}\}/, "");
  expect(withoutExternals).not.toBe(shown);
  expect(withoutExternals).toBe(pack);
  expect(shown).not.toMatch(/省略/);
});
