import { describe, expect, it } from "vitest";
import { fencedLines } from "../../../cli/markdown/fences.ts";

/** The kinds of a document's lines: o(pen), c(ontent), x (close), . outside. */
function kinds(markdown: string): string {
  const mark = { open: "o", content: "c", close: "x" } as const;
  return fencedLines(markdown.split("\n"))
    .map((f) => (f ? mark[f.kind] : "."))
    .join("");
}

describe("the one fence scanner", () => {
  it("closes on at least as many of the same character, and nothing else on the line", () => {
    expect(kinds("a\n```ts\ncode\n````\nb")).toBe(".ocx.");
    expect(kinds("```\n~~~\n``` x\n```")).toBe("occx");
    expect(kinds("~~~~\n~~~\n~~~~~")).toBe("ocx");
  });

  it("a backtick info string holding a backtick is no fence (inline code)", () => {
    expect(kinds("``` a ` b\ntext")).toBe("..");
    expect(kinds("~~~ a ` b\ntext\n~~~")).toBe("ocx");
  });

  it("a closing line may be indented up to three columns more than the opening", () => {
    expect(kinds("```\nx\n   ```")).toBe("ocx");
    expect(kinds("```\nx\n    ```\n```")).toBe("occx");
  });

  it("an unclosed fence runs to the end", () => {
    expect(kinds("text\n```\na\nb")).toBe(".occ");
  });

  it("an indented fence (in a list item) ends with a line indented less than it", () => {
    expect(kinds("- item\n  ```\n  code\n\n  more\n  ```")).toBe(".occcx");
    expect(kinds("- item\n  ````md\n```ts\nx\n```")).toBe(".oocx");
  });
});
