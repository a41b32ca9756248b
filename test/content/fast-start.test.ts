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
