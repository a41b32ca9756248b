import { readFileSync } from "node:fs";
import { join } from "node:path";
import fg from "fast-glob";
import type { Root, Text } from "mdast";
import remarkDirective from "remark-directive";
import remarkGfm from "remark-gfm";
import remarkParse from "remark-parse";
import { unified } from "unified";
import { visit } from "unist-util-visit";
import { expect, it } from "vitest";
import { normalizeAdmonitionTitles } from "../../cli/markdown/admonition-syntax.ts";
import { SCW } from "../helpers/cli.ts";

// Issue 35, error 8: a box nested in a box with the same number of colons closes the outer one early, and the
// outer box's own closing fence then shows on the page as a literal ":::". Parsed the way the site parses.

const parser = unified().use(remarkParse).use(remarkGfm).use(remarkDirective).freeze();

it("no page shows a stray admonition fence (:::) as text", () => {
  const found: string[] = [];
  for (const file of fg.sync(["docs/**/*.md", "pages/**/*.md"], { cwd: SCW }).sort()) {
    const tree = parser.parse(normalizeAdmonitionTitles(readFileSync(join(SCW, file), "utf8"))) as Root;
    visit(tree, "text", (node: Text) => {
      if (/^\s*:{3,}/m.test(node.value)) found.push(`${file}:${node.position?.start.line}: ${node.value.slice(0, 20)}`);
    });
  }
  expect(found).toEqual([]);
});
