import { describe, expect, it } from "vitest";
import { parseMarkdown } from "../../../cli/markdown/parse.ts";

// Issue 33, part 5: math without a math plugin stays text, as in Docusaurus, with one located info per page.
const mathMessages = (body: string) => parseMarkdown(body, 1).messages.filter((m) => m.ruleId === "markdown-math");

describe("math left as text", () => {
  it("a `$$` block: one message, at its line", () => {
    const body = "# Sums\n\nIntro.\n\n$$\n\\sum_{i=1}^{n} i = \\frac{n(n+1)}{2}\n$$\n\nAnd $x^2$ too.\n";
    expect(mathMessages(body)).toMatchObject([{ line: 5, column: 1, reason: expect.stringContaining("`$$ … $$`") }]);
  });

  it("inline TeX: one message for the page however many formulas", () => {
    expect(mathMessages("The area is $\\pi r^2$, the side $a_1$.\n\nAlso $e = mc^2$.\n")).toMatchObject([
      { line: 1, reason: expect.stringContaining("`$…$`") },
    ]);
  });

  it("prices, shell variables and code are not math", () => {
    for (const body of [
      "Plans cost $5 and $10 a month.\n",
      "From $5 to $10_000, or $ 3 = three.\n",
      "Run `echo $HOME_{x}$` in a shell.\n",
      "```sh\necho $PATH_X$\n```\n",
      "Set $HOME and $PATH.\n",
      "It costs $20, tax_included = $25.\n",
    ]) {
      expect(mathMessages(body), body).toEqual([]);
    }
  });
});
