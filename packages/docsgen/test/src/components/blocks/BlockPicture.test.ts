import { XMLParser, XMLValidator } from "fast-xml-parser";
import { describe, expect, it } from "vitest";
import {
  DARK_STYLE,
  EDITOR_DEFAULT_COLOUR,
  pictureLabel,
} from "../../../../../../sites/scw/src/components/blocks/BlockPicture.tsx";
import {
  HAT,
  NOTCH,
  outline,
  placeBlock,
  SHOWN_CHARS,
  shownText,
} from "../../../../../../sites/scw/src/components/blocks/layout.ts";
import type { Block, Palette } from "../../../../../../sites/scw/src/components/blocks/model.ts";
import { blockPictureFile } from "../../../../../../sites/scw/src/components/blocks/svg-file.ts";

const statement: Block = {
  key: "go",
  kind: "statement",
  colour: "#DB6656",
  rows: [
    [
      { kind: "text", text: "让" },
      { kind: "widget", text: "小车1" },
      { kind: "text", text: "前进" },
      { kind: "slot", key: "steps", valueType: "number", text: "10" },
    ],
  ],
  line: "移动",
};
const value: Block = { key: "speed", kind: "value", colour: null, rows: [[{ kind: "widget", text: "小车1" }]] };
const event: Block = {
  key: "onHit",
  kind: "event",
  colour: null,
  rows: [
    [
      { kind: "text", text: "当" },
      { kind: "widget", text: "小车1" },
      { kind: "text", text: "撞墙" },
      { kind: "param", key: "wall", text: "墙" },
    ],
  ],
};
const palette: Palette = { editor: "CoCo", title: "小车", blocks: [event, statement, value], undrawnProperties: [] };

const parser = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: "", preserveOrder: false });
type Node = Record<string, unknown>;
/** Every element named `name` in a parsed tree, depth first. */
function all(node: unknown, name: string, found: Node[] = []): Node[] {
  if (Array.isArray(node)) for (const n of node) all(n, name, found);
  else if (node && typeof node === "object") {
    for (const [key, child] of Object.entries(node)) {
      if (key === name) for (const c of Array.isArray(child) ? child : [child]) found.push(c as Node);
      all(child, name, found);
    }
  }
  return found;
}
const groups = (svg: string) => all(parser.parse(svg), "g").filter((g) => g.class === "scw-block");

describe("block outlines by kind", () => {
  it("a statement has the notch on top and the tab below; without previous/next they are gone", () => {
    const d = outline({ kind: "statement" }, 100, 32);
    expect(d).toContain(`l4,${NOTCH} h8 l4,-${NOTCH}`);
    expect(d).toContain(`l-4,${NOTCH} h-8 l-4,-${NOTCH}`);
    const loose = outline({ kind: "statement", previous: false, next: false }, 100, 32);
    expect(loose).not.toContain("h8");
    expect(loose).not.toContain("h-8");
  });

  it("a value block is a capsule of two arcs, with no notch or tab", () => {
    const d = outline({ kind: "value" }, 100, 32);
    expect(d.match(/A16,16/g)).toHaveLength(2);
    expect(d).not.toContain("h8");
    // Taller (a callback input on a row of its own): straight sides between corners of the same radius.
    const tall = outline({ kind: "value" }, 100, 90);
    expect(tall.match(/A16,16/g)).toHaveLength(4);
    expect(tall).toContain("V74");
  });

  it("an event block has a hat above its body and a tab below, but no notch", () => {
    const d = outline({ kind: "event" }, 120, 32);
    expect(d).toMatch(new RegExp(`^M0,${HAT} C`));
    expect(d).toContain(`V${HAT + 32 - 4}`);
    expect(d).not.toContain(" h8 ");
    expect(d).toContain("h-8");
  });

  it("a long default is cut in the slot (the text alternative keeps it), so the block stays narrow", () => {
    const url = "images/a-very-long-picture-name-for-the-slot.png";
    expect(shownText("短")).toBe("短");
    expect([...shownText(url)]).toHaveLength(SHOWN_CHARS);
    expect(shownText(url)).toContain("\u2026");
    const slot = (text: string) =>
      placeBlock({ ...value, rows: [[{ kind: "slot", key: "k", valueType: "image", text }]] }, 0, 0).width;
    expect(slot(url)).toBe(slot(shownText(url)));
    const svg = blockPictureFile({
      palette: {
        ...palette,
        blocks: [{ ...value, rows: [[{ kind: "slot", key: "k", valueType: "image", text: url }]] }],
      },
    });
    expect(svg).toContain(`>${shownText(url)}</text>`);
    expect(
      pictureLabel({
        ...palette,
        blocks: [{ ...value, rows: [[{ kind: "slot", key: "k", valueType: "image", text: url }]] }],
      }),
    ).toContain(url);
  });

  it("widths grow with the text: a CJK label is wider than a Latin one of the same length", () => {
    const withText = (text: string) => placeBlock({ ...statement, rows: [[{ kind: "text", text }]] }, 0, 0).width;
    expect(withText("计数计数计数")).toBeGreaterThan(withText("abcdef"));
    expect(withText("计数计数计数计数")).toBeGreaterThan(withText("计数计数计数"));
  });
});

describe("BlockPicture", () => {
  const svg = blockPictureFile({ palette });

  it("is well-formed XML, one group per block, with kind and key", () => {
    expect(XMLValidator.validate(svg)).toBe(true);
    expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
    expect(groups(svg).map((g) => [g["data-key"], g["data-kind"]])).toEqual([
      ["onHit", "event"],
      ["go", "statement"],
      ["speed", "value"],
    ]);
  });

  it("fills each block with the library's colour, or a marked neutral one when the editor picks", () => {
    const bodies = groups(svg).map((g) => [g["data-colour"], (g.path as Node).fill]);
    expect(bodies).toEqual([
      ["editor", EDITOR_DEFAULT_COLOUR],
      ["#DB6656", "#DB6656"],
      ["editor", EDITOR_DEFAULT_COLOUR],
    ]);
  });

  it("has a text alternative naming every block's text, as title and aria-label", () => {
    const root = parser.parse(svg).svg as Node;
    const label = pictureLabel(palette);
    expect(label).toBe("小车在 CoCo 中的积木：当 [小车1 ▾] 撞墙 (墙)；让 [小车1 ▾] 前进 (10)；[小车1 ▾]");
    expect(root["aria-label"]).toBe(label);
    expect(root.role).toBe("img");
    expect(root.title).toBe(label);
    expect(pictureLabel(palette, ["speed"])).toBe("小车在 CoCo 中的积木：[小车1 ▾]");
  });

  it("draws slots with their parameter key and type, and group titles above blocks", () => {
    const slots = all(parser.parse(svg), "g").filter((g) => g.class === "scw-block-slot");
    expect(slots.map((s) => [s["data-param"], s["data-type"], (s.text as Node)["#text"]])).toEqual([
      ["steps", "number", 10],
    ]);
    expect(svg).toContain(">移动</text>");
  });

  it("draws a callback input as the values its blocks receive over an empty socket, on rows of its own", () => {
    const map: Block = {
      key: "map",
      kind: "value",
      colour: "#C7C100",
      rows: [
        [
          { kind: "widget", text: "列表1" },
          { kind: "text", text: "映射" },
        ],
        [{ kind: "code", key: "callback", params: ["项", "索引"] }],
      ],
    };
    const placed = placeBlock(map, 0, 0);
    const [widget, , code] = placed.parts;
    expect(code.part.kind).toBe("code");
    expect(code.y).toBeGreaterThanOrEqual(widget.y + widget.height);
    expect(code.height).toBeGreaterThan(40);
    const file = blockPictureFile({ palette: { ...palette, blocks: [map] } });
    expect(XMLValidator.validate(file)).toBe(true);
    const input = all(parser.parse(file), "g").find((g) => g.class === "scw-block-code");
    expect(input?.["data-param"]).toBe("callback");
    expect(all(input, "text").map((t) => (t as unknown as Node)["#text"] ?? t)).toEqual(["项", "索引"]);
    expect(all(input, "rect").filter((r) => String(r.class).includes("scw-block-empty"))).toHaveLength(1);
    expect(pictureLabel({ ...palette, blocks: [map] })).toBe("小车在 CoCo 中的积木：[列表1 ▾] 映射 {项 索引}");
  });

  it("escapes text: markup in a label stays text", () => {
    const nasty = '<b onclick="x">&amp;</b>\' x><y';
    const file = blockPictureFile({
      palette: { ...palette, title: nasty, blocks: [{ ...statement, rows: [[{ kind: "text", text: nasty }]] }] },
    });
    expect(XMLValidator.validate(file)).toBe(true);
    expect(file).not.toContain("<b");
    expect(file).toContain("&lt;b onclick=&quot;x&quot;&gt;&amp;amp;&lt;/b&gt;");
    // The file's line breaks go between elements only: "><" inside text is escaped, so it stays on its line.
    expect(file).toContain("x&gt;&lt;y");
    const texts = all(new XMLParser({ processEntities: true, htmlEntities: true }).parse(file), "text");
    expect(texts).toContain(nasty);
  });

  it("has a dark variant keyed on data-theme and, where nothing sets it, on the system preference", () => {
    expect(svg).toContain(`<style>${DARK_STYLE}</style>`);
    expect(DARK_STYLE).toContain("[data-theme=dark] .scw-blocks .scw-block-body{");
    expect(DARK_STYLE).toContain("@media (prefers-color-scheme:dark){:root:not([data-theme]) .scw-blocks");
    // Read the same as HTML (raw text) and as XML: nothing React or XML would escape.
    expect(DARK_STYLE).not.toMatch(/[<>&"']/);
  });

  it("is deterministic: no ids, the same markup every time", () => {
    expect(blockPictureFile({ palette })).toBe(svg);
    expect(svg).not.toMatch(/\sid="/);
    expect(blockPictureFile({ palette, keys: ["go"] })).toContain('data-key="go"');
    expect(blockPictureFile({ palette, keys: ["go"] })).not.toContain('data-key="speed"');
  });
});
