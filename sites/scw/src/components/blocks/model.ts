// The block model the pictures are drawn from: plain data, one `Block` per block of an editor's palette, made
// by from-coco.ts / from-creation-project.ts out of what SCW's converters (`typesToCoCo`,
// `typesToCreationProject2`) return. Nothing here knows SVG; nothing in the drawing knows the library.

/** Which editor's description a block was read from. */
export type Editor = "CoCo" | "CreationProject1" | "CreationProject2";

/**
 * The block's shape. `statement`: notch on top, tab below (no return value). `value`: a rounded reporter that
 * fits an input (the method declares a return type). `event`: a hat block, with a rounded top and a tab below.
 */
export type BlockKind = "statement" | "value" | "event";

/** One piece of a block's row, left to right. */
export type Part =
  /** Words printed on the block. */
  | { kind: "text"; text: string }
  /** The dropdown that picks the widget instance (`MethodBlockParam.THIS`). */
  | { kind: "widget"; text: string }
  /**
   * An argument slot: `key` is the parameter's key, `valueType` the library's value type (`number`, `string`,
   * `boolean`, `color`, …), `text` the default value as shown in the slot.
   */
  | { kind: "slot"; key: string; valueType: string; text: string }
  /** A dropdown argument or event sub-type: `text` is its first item's label. */
  | { kind: "dropdown"; key: string; text: string }
  /** A value an event block hands to the blocks under it (an event parameter). */
  | { kind: "param"; key: string; text: string }
  /**
   * A statement input (Creation Project's callback, `valueType: "code"`): the blocks placed in it run when the
   * widget calls the function; `params` are the labels of the values they receive. On rows of its own.
   */
  | { kind: "code"; key: string; params: string[] };

/** One block of the palette. */
export interface Block {
  /** The method's or event's key (stable: the pictures' `data-key`). */
  key: string;
  kind: BlockKind;
  /**
   * The block colour the library wrote (`#RRGGBB`), or `null` when it wrote none and the editor picks its own
   * default (events always; methods without `blockOptions.color`).
   */
  colour: string | null;
  /** Rows of the block: one, unless the library splits it (`inputsInline: false`, or `\n` in a label). */
  rows: Part[][];
  /** The group title the palette shows above this block (`blockOptions.line`), if any. */
  line?: string;
  /** Whether another block can attach above / below (statements only; `previousStatement: false` etc.). */
  previous?: boolean;
  next?: boolean;
}

/** What a picture shows: the blocks in palette order, plus what the converters describe but this does not draw. */
export interface Palette {
  editor: Editor;
  /** The widget's title, for the picture's text alternative. */
  title: string;
  blocks: Block[];
  /**
   * Property getter/setter blocks the editor generates by itself from the property list (the library gives only
   * the property's label and `generateBlock`): not drawn, listed by key so a page can say so.
   */
  undrawnProperties: string[];
}

/** The plain text of a block, as the text alternative reads it: rows joined by spaces, slots as `(…)`, dropdowns as `[… ▾]`. */
export function blockText(block: Block): string {
  return block.rows
    .map((row) => row.map(partText).join(" "))
    .join(" ")
    .replace(/\s+/g, " ")
    .trim();
}

export function partText(part: Part): string {
  switch (part.kind) {
    case "text":
      return part.text;
    case "widget":
    case "dropdown":
      return `[${part.text} ▾]`;
    case "slot":
      return `(${part.text})`;
    case "param":
      return `(${part.text})`;
    case "code":
      return `{${part.params.join(" ")}}`;
  }
}
