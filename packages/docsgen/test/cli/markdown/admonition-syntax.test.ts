import { describe, expect, it } from "vitest";
import { normalizeAdmonitionTitles } from "../../../cli/markdown/admonition-syntax.ts";

describe("admonition syntax", () => {
  it("moves a Docusaurus title into brackets and keeps the line count", () => {
    const src = ":::tip 提示\n正文\n:::\n\n```md\n:::note 不动\n```";
    const out = normalizeAdmonitionTitles(src);
    expect(out).toBe(":::tip[提示]\n正文\n:::\n\n```md\n:::note 不动\n```");
    expect(out.split("\n")).toHaveLength(src.split("\n").length);
  });
});
