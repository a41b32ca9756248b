import fg from "fast-glob";
import { expect, it } from "vitest";
import { SCW } from "../helpers/cli.ts";
import { doc, fences, section } from "./scw/markdown.ts";
import { codeBlocks } from "./scw/page.ts";

// Issue 51, "every page at 4/5": a guide's complete widget sits in a file of its own (src/divide-widget.ts, …),
// while the webpack config the fast start gives builds ./src/index.ts. A reader who runs npx webpack after
// writing the guide's file gets the old widget. Each guide names the entry to set for each of its widget files,
// and where the built file is imported from.

const PACK = "docs/tutorial/fast-start/pack.md";
const GUIDES = fg.sync("docs/tutorial/guides/*.md", { cwd: SCW }).sort();

/** The files of a page's complete widgets (a titled src/ block with its exportWidget call). */
function widgetFiles(page: string): string[] {
  const files = codeBlocks(page)
    .filter((b) => b.code.includes("exportWidget("))
    .map((b) => /title="(src\/[^"]+)"/.exec(b.meta)?.[1])
    .filter((f): f is string => f !== undefined);
  return [...new Set(files)];
}

it("the fast start's config builds ./src/index.ts into dist/output-widget.js: the entry a guide changes", () => {
  const [config] = fences(section(doc(PACK), "configure"), "js");
  expect(config).toContain('entry: "./src/index.ts"');
  expect(config).toContain('filename: "output-widget.js"');
});

it("the three guides with complete widgets are found", () => {
  expect(GUIDES.filter((g) => widgetFiles(g).length > 0).map((g) => g.split("/").pop())).toEqual([
    "check.md",
    "functions-as-first-class-citizens.md",
    "multiline-block.md",
  ]);
});

it.each(GUIDES.filter((g) => widgetFiles(g).length > 0))("%s says which entry builds each of its widgets", (page) => {
  const text = doc(page);
  for (const file of widgetFiles(page)) {
    expect(text, file).toContain(`\`entry\` 改成 \`"./${file}"\``);
  }
  expect(text).toContain("`npx webpack`");
  expect(text).toContain("`dist/output-widget.js`");
  expect(text).toContain("(../fast-start/pack.md#import-into-coco)");
});

// use-scw.md's own widgets besides the counter (the like button, the platform info): each says its entry too.
it("use-scw.md says which entry builds each widget that is not src/index.ts", () => {
  const page = "docs/tutorial/fast-start/use-scw.md";
  const others = widgetFiles(page).filter((f) => f !== "src/index.ts");
  expect(others).toEqual(["src/like-button.tsx", "src/platform-info.ts"]);
  const text = doc(page);
  expect(text).toContain('entry: "./src/like-button.tsx"');
  expect(text).toContain('`entry` 改成 `"./src/platform-info.ts"`');
});
