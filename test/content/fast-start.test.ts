import { expect, it } from "vitest";
import { doc, fences, section } from "./scw/markdown.ts";

// Issue 35, build item 6: the fast start reaches a first working widget before it explains internals.

const PACK = "docs/tutorial/fast-start/pack.md";
const USE_SCW = "docs/tutorial/fast-start/use-scw.md";

it("pack.md builds and imports the widget before it explains SCW.config, WrapperPlugin and the loaders", () => {
  const text = doc(PACK);
  const at = (id: string) => text.indexOf(`{#${id}}`);
  for (const internal of ["scw-config", "wrapper-options", "loaders", "external-import"]) {
    expect(at(internal), internal).toBeGreaterThan(at("import-into-coco"));
  }
  expect(section(text, "basic")).not.toMatch(/包裹函数有.个参数|\| `catchError` \|/);
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
