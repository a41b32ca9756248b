import { readFileSync } from "node:fs";
import fg from "fast-glob";
import { describe, expect, it } from "vitest";
import { checkInlineNesting, MAX_OPEN_INLINE, scanInline } from "../../../cli/markdown/inline-guard.ts";
import { WORKSPACE } from "../../helpers/cli.ts";

// Issue 36: `'*'*6000 + 'x' + '*'*6000` overflowed the stack without naming the file; 20,000 took 87 s.
const check = (markdown: string) => () => checkInlineNesting(markdown, "docs/x.md", 5);

describe("checkInlineNesting", () => {
  it("12 KB of emphasis markers around one word: a located error at once", () => {
    const started = performance.now();
    expect(check(`intro\n\n${"*".repeat(6000)}x${"*".repeat(6000)}\n`)).toThrow(
      /^docs\/x\.md:7: error \[markdown-nesting\] 6000 emphasis markers \(`\*`, `_`, `~`\) left open in one paragraph \(more than 200\)\n {4}Close them/,
    );
    expect(check(`${"*".repeat(20000)}x${"*".repeat(20000)}`)).toThrow(
      /^docs\/x\.md:5: error \[markdown-nesting\] 20000/,
    );
    expect(performance.now() - started).toBeLessThan(1000);
  });

  it("nested markers one at a time, on one line or one per line, and brackets", () => {
    expect(check(`${"*x ".repeat(3000)}y${" x*".repeat(3000)}`)).toThrow(/docs\/x\.md:5: .* 201 emphasis markers/);
    expect(check(`${"_x ".repeat(3000)}y`)).toThrow(/201 emphasis markers/);
    expect(check(`${"~x ".repeat(300)}y`)).toThrow(/201 emphasis markers/);
    // A paragraph's lines are one inline context: the line named is where the count passed the limit.
    expect(check(`${"*x\n".repeat(2000)}y`)).toThrow(/^docs\/x\.md:205: /);
    expect(check(`${"[".repeat(3000)}x${"](u)".repeat(3000)}`)).toThrow(/201 link brackets `\[` left open/);
  });

  it("leaves alone what real pages hold: closed pairs, code, fences, tables, escapes, list bullets, rules", () => {
    for (const ok of [
      "**a** ".repeat(5000),
      "[a](b) ".repeat(5000),
      "`*p` ".repeat(5000),
      `\`\`\`\n${"*x ".repeat(3000)}\n\`\`\`\n`,
      `| a | b |\n|---|---|\n${"| *x | _y |\n".repeat(1000)}`,
      "\\*x ".repeat(3000),
      "* item\n".repeat(3000),
      `${"*".repeat(5000)}\n`,
      "snake_case_name ".repeat(3000),
      `${"*x ".repeat(150)}\n\n${"*x ".repeat(150)}`,
      `# ${"*x ".repeat(150)}\n${"*x ".repeat(150)}`,
    ]) {
      expect(check(ok)).not.toThrow();
    }
  });

  it("every markdown file of the repository is far below the limit", async () => {
    const files = await fg(["**/*.md", "**/*.mdx"], {
      cwd: WORKSPACE,
      ignore: ["**/node_modules/**", "**/build/**"],
      absolute: true,
    });
    const deepest = Math.max(...files.map((f) => scanInline(readFileSync(f, "utf8"), Number.POSITIVE_INFINITY).depth));
    expect(deepest).toBeLessThan(MAX_OPEN_INLINE / 5);
  });
});
