import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { DARK_STYLE, DARK_TEXT } from "../../../../../../sites/scw/src/components/blocks/BlockPicture.tsx";
import { SHOWN_CHARS, SHOWN_TAIL, shownText } from "../../../../../../sites/scw/src/components/blocks/layout.ts";
import type { Block, Palette } from "../../../../../../sites/scw/src/components/blocks/model.ts";
import { blockPictureFile } from "../../../../../../sites/scw/src/components/blocks/svg-file.ts";

// Issue 51, error 7: what the block pictures of 封装 JS 承诺 (and the others) got wrong. The two call blocks'
// labels were cut before 解决 / 拒绝, so the blocks looked alike; group titles were faint in dark mode; empty
// inputs (an empty slot, a Creation Project callback socket) were black holes in dark mode.

const REPO = join(import.meta.dirname, "../../../..");
const SCW = join(REPO, "../../sites/scw");
const palette = (name: string): Palette =>
  JSON.parse(readFileSync(join(SCW, "src/components/blocks/palettes", `${name}.json`), "utf8")) as Palette;

/** The slot and dropdown texts of every block of the committed palettes. */
function boxedTexts(p: Palette): string[] {
  return p.blocks.flatMap((b) =>
    b.rows.flat().flatMap((part) => (part.kind === "slot" || part.kind === "dropdown" ? [part.text] : [])),
  );
}

describe("cut labels", () => {
  it("the promise pictures show the call blocks' whole labels, so 解决 and 拒绝 differ", () => {
    for (const name of ["promise.coco", "promise.creation-project-1", "promise.creation-project-2"]) {
      const calls = boxedTexts(palette(name)).filter((t) => t.includes("·函数参数·"));
      expect(calls.map(shownText), name).toEqual([
        "创建承诺·参数·回调·函数参数·解决",
        "创建承诺·参数·回调·函数参数·拒绝",
      ]);
    }
  });

  it("no text of a committed palette is cut", () => {
    const names = ["counter", "color-demo", "notice", "notice-lines", "list-tools", "list-operations", "promise"];
    for (const name of names)
      for (const editor of ["coco", "creation-project-1", "creation-project-2"])
        for (const text of boxedTexts(palette(`${name}.${editor}`))) expect(shownText(text)).toBe(text);
  });

  it("a text cut anyway keeps its start and its end around the …", () => {
    const url = "images/a-very-long-picture-name-for-the-slot.png";
    const shown = shownText(url);
    expect([...shown]).toHaveLength(SHOWN_CHARS);
    expect(shown.startsWith("images/")).toBe(true);
    expect(shown.endsWith(url.slice(-SHOWN_TAIL))).toBe(true);
    expect(shown).toContain("\u2026");
    // Two long labels that differ only at the end stay different.
    const long = "很长很长很长很长很长很长很长很长的路径·";
    expect(shownText(`${long}解决`)).not.toBe(shownText(`${long}拒绝`));
  });
});

describe("dark mode", () => {
  const rule = (selector: string) => new RegExp(`\\[data-theme=dark\\] \\.scw-blocks \\.${selector}\\{([^}]*)\\}`);

  it("group titles are drawn in the site's own dark-mode text colour", () => {
    const styles = readFileSync(join(REPO, "templates/styles.css"), "utf8");
    const dark = styles.slice(styles.indexOf('[data-theme="dark"] {'));
    expect(/--ifm-font-color-base: (#[0-9a-f]+);/i.exec(dark)?.[1]).toBe(DARK_TEXT);
    expect(rule("scw-block-line").exec(DARK_STYLE)?.[1]).toBe(`fill:${DARK_TEXT}`);
  });

  it("an empty slot and a callback socket are tinted openings, not the dark box colour", () => {
    const block: Block = {
      key: "map",
      kind: "statement",
      colour: "#00ACE8",
      rows: [
        [
          { kind: "text", text: "映射" },
          { kind: "slot", key: "list", valueType: "array", text: "" },
          { kind: "slot", key: "n", valueType: "number", text: "1" },
        ],
        [{ kind: "code", key: "callback", params: ["项"] }],
      ],
    };
    const svg = blockPictureFile({
      palette: { editor: "CreationProject2", title: "列表", blocks: [block], undrawnProperties: [] },
    });
    expect(svg.match(/class="scw-block-empty"/g)).toHaveLength(2);
    expect(svg.match(/class="scw-block-box"/g)).toHaveLength(1);
    expect(rule("scw-block-empty").exec(DARK_STYLE)?.[1]).toBe("fill:#ffffff;fill-opacity:.3");
  });
});
