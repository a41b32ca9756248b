// Text widths without a font: the pictures are drawn at build time, where no font can be measured, so widths
// come from a small table of estimated advance widths (in em) of a sans-serif face, by character class. They
// are estimates, not measurements of one font file: the blocks leave some slack so a slightly wider face still
// fits. CJK and other full-width characters are one em; Latin letters about half.

/** Font size of the block text, in px. */
export const FONT_SIZE = 12;

const NARROW = new Set("iIjl.,:;'!|()[]{}`\u00b7 ");
const WIDE = new Set("mwMW@%&");

/** Estimated advance width of one character, in em. */
export function charWidth(char: string): number {
  const code = char.codePointAt(0) ?? 0;
  // Full width: CJK ideographs and punctuation, kana, Hangul, full-width forms, and the emoji planes.
  if (
    (code >= 0x1100 && code <= 0x115f) ||
    (code >= 0x2e80 && code <= 0xa4cf) ||
    (code >= 0xac00 && code <= 0xd7a3) ||
    (code >= 0xf900 && code <= 0xfaff) ||
    (code >= 0xfe30 && code <= 0xfe4f) ||
    (code >= 0xff00 && code <= 0xff60) ||
    (code >= 0xffe0 && code <= 0xffe6) ||
    code >= 0x1f300
  ) {
    return 1;
  }
  if (char === " ") return 0.28;
  if (NARROW.has(char)) return 0.3;
  if (WIDE.has(char)) return 0.85;
  if (char >= "A" && char <= "Z") return 0.66;
  if (char >= "0" && char <= "9") return 0.56;
  if (char === "\u25be") return 0.6; // ▾
  return 0.54;
}

/** Estimated width of `text` at `size` px, rounded up to a whole pixel (so layouts are integers and stable). */
export function textWidth(text: string, size: number = FONT_SIZE): number {
  let em = 0;
  for (const char of text) em += charWidth(char);
  return Math.ceil(em * size);
}
