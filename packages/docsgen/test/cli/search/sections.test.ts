import { describe, expect, it } from "vitest";
import { parseMarkdown } from "../../../cli/markdown/parse.ts";
import { searchSections } from "../../../cli/search/sections.ts";

const sections = (markdown: string) => searchSections(parseMarkdown(markdown, 1).tree);

describe("a markdown page's search sections", () => {
  it("keep the words of separate blocks apart: list items, table cells, an admonition's paragraphs", () => {
    const [section] = sections(
      "# Title\n\nBefore *em* `c`.\n\n:::tip\n\nOne file.\n\nTwo files.\n\n:::\n\n- render\n- emit\n\n> quote\n> more\n\n| h | i |\n|---|---|\n| c | d |\n\n```js\ncode()\n```\n",
    );
    expect(section.text).toBe("Before em c. 提示 One file. Two files. render emit quote more h i c d");
  });

  it("split at h2 and h3, with their ids, the h1 left out", () => {
    expect(
      sections("# T\n\nIntro.\n\n## Part one\n\nA.\n\n### Deeper\n\nB.\n").map((s) => [s.heading, s.anchor, s.text]),
    ).toEqual([
      ["", "", "Intro."],
      ["Part one", "part-one", "A."],
      ["Deeper", "deeper", "B."],
    ]);
  });
});
