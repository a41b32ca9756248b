import fg from "fast-glob";
import { expect, it } from "vitest";
import { SCW } from "../helpers/cli.ts";
import { doc } from "./scw/markdown.ts";
import { codeBlocks } from "./scw/page.ts";

// Issue 51, "every page at 4/5", for the API and example pages: their complete widgets sit in files of their own
// (src/note-widget.ts, src/formatter-widget.ts, …) while the fast start's webpack config builds ./src/index.ts, so a reader who writes one
// and runs npx webpack gets the old widget. As guide-entry.test.ts asks of the guides, each such page names the
// entry to set for each of its widget files, the build command and where the built file is imported from.

const PAGES = fg
  .sync(
    [
      "docs/api/types/**/*.md",
      "docs/api/widget/*.md",
      "docs/api/export/decorators.md",
      "docs/example/*.md",
      "docs/error/*.md",
    ],
    {
      cwd: SCW,
    },
  )
  .sort();

/** The files of a page's complete widgets (a titled src/ block with its exportWidget call). */
function widgetFiles(page: string): string[] {
  const files = codeBlocks(page)
    .filter((b) => b.code.includes("exportWidget("))
    .map((b) => /title="(src\/[^"]+)"/.exec(b.meta)?.[1])
    // src/index.ts is the entry the fast start's config already builds
    .filter((f): f is string => f !== undefined && f !== "src/index.ts");
  return [...new Set(files)];
}

it("the API pages with complete widgets are found", () => {
  expect(PAGES.filter((p) => widgetFiles(p).length > 0).length).toBe(13);
});

it.each(PAGES.filter((p) => widgetFiles(p).length > 0))("%s says which entry builds each of its widgets", (page) => {
  const text = doc(page);
  for (const file of widgetFiles(page)) expect(text, file).toContain(`\`entry\` 改成 \`"./${file}"\``);
  expect(text).toContain("`npx webpack`");
  expect(text).toContain("`dist/output-widget.js`");
  expect(text).toMatch(/\]\((\.\.\/)+tutorial\/fast-start\/pack\.md#import-into-coco\)/);
});

// A file a page sends to webpack as its entry is built and imported as it stands, so it must be a whole widget:
// its own exportWidget call and no `declare const` standing for code "written elsewhere" (decorators.md's
// src/player.ts declared its widget class, and the built file stopped at import with "PlayerWidget is not defined").
it.each(fg.sync(["docs/**/*.md"], { cwd: SCW }).filter((page) => /`entry` 改成 `"\.\/src\//.test(doc(page))))(
  "%s: every file it sets as entry is a complete widget in one block",
  (page) => {
    const entries = [...doc(page).matchAll(/`entry` 改成 `"\.\/(src\/[^"]+)"`/g)].map((m) => m[1]);
    for (const file of new Set(entries)) {
      const blocks = codeBlocks(page).filter((b) => b.meta.includes(`title="${file}"`));
      expect(blocks.length, file).toBeGreaterThan(0);
      for (const block of blocks) {
        expect(block.code, `${page}:${block.line}`).toContain("exportWidget(");
        expect(block.code, `${page}:${block.line}`).not.toContain("declare const");
      }
    }
  },
);
