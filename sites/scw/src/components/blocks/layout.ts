import { FONT_SIZE, textWidth } from "./measure.ts";
import type { Block, Part } from "./model.ts";

// Where every block and every piece of it goes, in whole pixels, and the outline of each block shape. Pure
// arithmetic on the block model, so the same blocks always give the same picture.

/** Height of a part drawn inside a box (slot, dropdown, parameter), and of plain text. */
export const BOX_H = 22;
const TEXT_H = 16;
/** Space around the parts of a row, and between two parts. */
const ROW_PAD_Y = 5;
export const GAP = 5;
/** Horizontal padding of a block, and inside a box. */
const PAD_X = 8;
export const BOX_PAD_X = 8;
/** Height of an event block's hat, above its first row. */
export const HAT = 16;
/** Depth of the notch on top of a statement and of the tab below it. */
export const NOTCH = 4;
/** Size of the group title above a block (`line`), and the picture's margin and gap between blocks. */
const LINE_H = 20;
const MARGIN = 8;
const BLOCK_GAP = 10;

/** A callback input: the row of values its blocks receive, then the socket where the blocks go. */
const SOCKET_H = 24;
const SOCKET_W = 120;
export const CODE_H = BOX_H + GAP + SOCKET_H;

/**
 * Most characters a slot or dropdown shows; a longer default (an image URL, a long text) is cut with "…". Long
 * enough for the library's longest generated labels (the call paths of callback functions, 18 characters),
 * which differ only in their last words.
 */
export const SHOWN_CHARS = 24;
/** Characters kept after the "…" of a cut text: labels and file names differ at their ends (…·解决, ….png). */
export const SHOWN_TAIL = 8;

/**
 * The text a slot or dropdown shows: `text`, or, when longer than SHOWN_CHARS characters, its start and its last
 * SHOWN_TAIL characters around a "…" (SHOWN_CHARS characters in all). The text alternative keeps all of it.
 */
export function shownText(text: string): string {
  const chars = [...text];
  if (chars.length <= SHOWN_CHARS) return text;
  return `${chars.slice(0, SHOWN_CHARS - 1 - SHOWN_TAIL).join("")}\u2026${chars.slice(-SHOWN_TAIL).join("")}`;
}

/** A part with its box, relative to the block's top left. */
export interface PlacedPart {
  part: Part;
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface PlacedBlock {
  block: Block;
  /** Top left of the block's outline (the hat's top for events) in the picture. */
  x: number;
  y: number;
  width: number;
  /** Height of the body, without the hat above and the tab below. */
  height: number;
  /** The outline, relative to (x, y). */
  outline: string;
  parts: PlacedPart[];
  /** The group title above the block, at its text baseline. */
  line?: { text: string; x: number; y: number };
}

export interface PlacedPicture {
  width: number;
  height: number;
  blocks: PlacedBlock[];
}

/** Width of one part (text, or the box around it). */
export function partWidth(part: Part): number {
  switch (part.kind) {
    case "text":
      return textWidth(part.text);
    case "widget":
      return textWidth(`${part.text} \u25be`) + 2 * BOX_PAD_X;
    case "dropdown":
      return textWidth(`${shownText(part.text)} \u25be`) + 2 * BOX_PAD_X;
    case "param":
      return textWidth(part.text) + 2 * BOX_PAD_X;
    case "slot":
      if (part.valueType === "color") return 28;
      if (part.valueType === "boolean") return Math.max(36, textWidth(shownText(part.text)) + 2 * BOX_PAD_X + 8);
      return Math.max(24, textWidth(shownText(part.text)) + 2 * BOX_PAD_X);
    case "code":
      return Math.max(SOCKET_W, codeParamsWidth(part.params));
  }
}

/** Width of the value pills of a callback input, side by side. */
export function codeParamsWidth(params: string[]): number {
  return params.reduce((sum, p, i) => sum + (i > 0 ? GAP : 0) + textWidth(p) + 2 * BOX_PAD_X, 0);
}

const partHeight = (part: Part) => (part.kind === "text" ? TEXT_H : part.kind === "code" ? CODE_H : BOX_H);

/** The outline of a block of `kind` with a body of `width` × `height` (the hat and tab lie outside it). */
export function outline(block: Pick<Block, "kind" | "previous" | "next">, width: number, height: number): string {
  const w = width;
  if (block.kind === "value") {
    // A one-row value block is a capsule; a taller one (a callback input below its words) has rounded corners.
    const r = Math.min(height / 2, 16);
    if (r === height / 2)
      return `M${r},0 H${w - r} A${r},${r} 0 0 1 ${w - r},${height} H${r} A${r},${r} 0 0 1 ${r},0 Z`;
    return `M${r},0 H${w - r} A${r},${r} 0 0 1 ${w},${r} V${height - r} A${r},${r} 0 0 1 ${w - r},${height} H${r} A${r},${r} 0 0 1 0,${height - r} V${r} A${r},${r} 0 0 1 ${r},0 Z`;
  }
  const top = block.kind === "event" ? HAT : 0;
  const bottom = top + height;
  const head =
    block.kind === "event"
      ? `M0,${top} C16,-4 64,-4 80,${top}`
      : block.previous === false
        ? `M0,4 Q0,0 4,0`
        : `M0,4 Q0,0 4,0 H12 l4,${NOTCH} h8 l4,-${NOTCH}`;
  const tail = block.next === false ? "" : ` H28 l-4,${NOTCH} h-8 l-4,-${NOTCH}`;
  return `${head} H${w - 4} Q${w},${top} ${w},${top + 4} V${bottom - 4} Q${w},${bottom} ${w - 4},${bottom}${tail} H4 Q0,${bottom} 0,${bottom - 4} Z`;
}

/** Lays out one block with its top left at (x, y). */
export function placeBlock(block: Block, x: number, y: number): PlacedBlock {
  const padX = block.kind === "value" ? PAD_X + 4 : PAD_X;
  let top = block.kind === "event" ? HAT : 0;
  const parts: PlacedPart[] = [];
  let width = 0;
  for (const row of block.rows) {
    const rowH = Math.max(...row.map(partHeight)) + 2 * ROW_PAD_Y;
    let left = padX;
    for (const part of row) {
      const w = partWidth(part);
      const h = partHeight(part);
      parts.push({ part, x: left, y: top + (rowH - h) / 2, width: w, height: h });
      left += w + GAP;
    }
    width = Math.max(width, left - GAP + padX);
    top += rowH;
  }
  // An event's hat spans 80 px; a statement's notch and tab need 40.
  width = Math.max(width, block.kind === "event" ? 96 : 40);
  const height = top - (block.kind === "event" ? HAT : 0);
  return { block, x, y, width, height, outline: outline(block, width, height), parts };
}

/** Lays out blocks top to bottom, each under its group title, as the palette lists them. */
export function placePicture(blocks: Block[]): PlacedPicture {
  const placed: PlacedBlock[] = [];
  let y = MARGIN;
  let width = 0;
  for (const block of blocks) {
    let line: PlacedBlock["line"];
    if (block.line) {
      line = { text: block.line, x: MARGIN, y: y + LINE_H - 6 };
      y += LINE_H;
      width = Math.max(width, textWidth(block.line, FONT_SIZE - 1));
    }
    const one = placeBlock(block, MARGIN, y);
    one.line = line;
    placed.push(one);
    const below = block.kind === "value" ? 0 : block.next === false ? 0 : NOTCH;
    y += (block.kind === "event" ? HAT : 0) + one.height + below + BLOCK_GAP;
    width = Math.max(width, one.width);
  }
  return { width: width + 2 * MARGIN, height: y - BLOCK_GAP + MARGIN, blocks: placed };
}
