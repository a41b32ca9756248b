import { readFileSync } from "node:fs";
import { join } from "node:path";
import fg from "fast-glob";
import type { Code, Root } from "mdast";
import remarkDirective from "remark-directive";
import remarkGfm from "remark-gfm";
import remarkParse from "remark-parse";
import { unified } from "unified";
import { visit } from "unist-util-visit";
import { expect, it } from "vitest";
import { normalizeAdmonitionTitles } from "../../cli/markdown/admonition-syntax.ts";
import { SCW } from "../helpers/cli.ts";

// Issue 35, build item 5: what a type definition generates is shown as a picture drawn from the library's output
// (<BlockPicture />, checked by test/content/scw/block-pictures.test.ts), never as a text sketch of blocks. A
// sketch is a code block that draws a widget dropdown ("[计数器1 ▾]") or an event block ("当 [承诺] …").

const parser = unified().use(remarkParse).use(remarkGfm).use(remarkDirective).freeze();
const SKETCH_LINE = /▾|^\s*当 \[/m;

/** The code blocks of `markdown` that sketch blocks, as `file:line`. */
function blockSketches(markdown: string, file: string): string[] {
  const found: string[] = [];
  const tree = parser.parse(normalizeAdmonitionTitles(markdown)) as Root;
  visit(tree, "code", (node: Code) => {
    if (["ts", "tsx", "typescript", "js", "jsx", "javascript"].includes(node.lang ?? "")) return;
    if (SKETCH_LINE.test(node.value)) found.push(`${file}:${node.position?.start.line}`);
  });
  return found;
}

it("recognises a sketch of a method block and of an event block, not a console line", () => {
  const page = [
    "```text",
    "[计数器1 ▾] 重置为 (0)",
    "```",
    "",
    "```",
    "  当 [承诺] 然后·回调被调用",
    "```",
    "",
    "```text",
    '[自定义控件 出错示例] 把 "abc" 翻倍 类型验证失败：',
    "```",
  ].join("\n");
  expect(blockSketches(page, "p.md")).toEqual(["p.md:1", "p.md:5"]);
});

it("no page sketches blocks in a code block: they are pictures of the library's output", () => {
  const found = fg
    .sync(["docs/**/*.md", "pages/**/*.md"], { cwd: SCW })
    .sort()
    .flatMap((file) => blockSketches(readFileSync(join(SCW, file), "utf8"), file));
  expect(found).toEqual([]);
});
