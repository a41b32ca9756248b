import { describe, expect, it } from "vitest";
import { charWidth, FONT_SIZE, textWidth } from "../../../../../../sites/scw/src/components/blocks/measure.ts";

describe("text widths (estimated table)", () => {
  it("a CJK character is one em; Latin letters, digits and spaces are narrower", () => {
    for (const c of "计数器：（）") expect(charWidth(c), c).toBe(1);
    for (const c of "aZ0 .") expect(charWidth(c), c).toBeLessThan(1);
    expect(charWidth("i")).toBeLessThan(charWidth("a"));
    expect(charWidth("m")).toBeGreaterThan(charWidth("a"));
  });

  it("two CJK characters are wider than two Latin ones, and widths are whole pixels", () => {
    expect(textWidth("计数")).toBe(2 * FONT_SIZE);
    expect(textWidth("计数")).toBeGreaterThan(textWidth("ab"));
    expect(textWidth("当前计数：")).toBe(5 * FONT_SIZE);
    for (const text of ["a", "Hello, world", "计数器1 ▾", ""])
      expect(Number.isInteger(textWidth(text)), text).toBe(true);
    expect(textWidth("")).toBe(0);
    expect(textWidth("计数", 20)).toBe(40);
  });
});
