import { describe, expect, it } from "vitest";
import { applyMagicComments } from "../../../cli/markdown/magic-comments.ts";
import { parseMarkdown } from "../../../cli/markdown/parse.ts";

describe("magic comments", () => {
  it("removes the directive lines and highlights what they mark, in every comment syntax", () => {
    const code = ["a", "// highlight-next-line", "b", "/* highlight-start */", "c", "d", "-- highlight-end", "e"];
    expect(applyMagicComments(code.join("\n"))).toEqual({ code: "a\nb\nc\nd\ne", lines: [2, 3, 4] });
    expect(applyMagicComments("{/* highlight-next-line */}\n<A />").lines).toEqual([1]);
  });

  it("leaves code alone when a comment only mentions a directive", () => {
    const code = "// see highlight-next-line in the docs\nx";
    expect(applyMagicComments(code)).toEqual({ code, lines: [] });
  });

  it("reports an unclosed highlight-start at its line", () => {
    expect(applyMagicComments("a\n# highlight-start\nb").unbalanced).toBe(2);
    expect(applyMagicComments("a\n# highlight-end").unbalanced).toBe(2);
  });
});

describe("code block options", () => {
  it("warns about an option that has no effect, and about unbalanced directives, at the block", () => {
    const { messages, code } = parseMarkdown("text\n\n```jsx live\n// highlight-start\nx\n```\n", 1);
    expect(messages.map((m) => [m.line, m.reason])).toEqual([
      [4, "a highlight-start magic comment has no matching highlight-end (or the other way round)"],
      [3, 'code block option "live" is not supported and has no effect'],
    ]);
    expect(code[0]).toMatchObject({ code: "x", lines: [1] });
  });

  it("warns that a mermaid diagram is shown as code", () => {
    expect(parseMarkdown("```mermaid\ngraph TD; A-->B\n```\n", 1).messages.map((m) => m.reason)).toEqual([
      "mermaid diagrams are not drawn: the block is shown as code",
    ]);
  });

  it("accepts showLineNumbers, title and line ranges without a word", () => {
    expect(parseMarkdown('```ts showLineNumbers=3 title="a.ts" {1}\nx\n```\n', 1).messages).toEqual([]);
  });
});
