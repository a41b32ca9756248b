import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { expect, it } from "vitest";
import { parseMarkdown } from "../../../cli/markdown/parse.ts";

// Issue 50: a `.md` partial an MDX page includes is MDX in Docusaurus too: its style objects and its fences
// inside HTML read as they do in a `.md` page (cases/raw-html-jsx-style, cases/raw-html-fence-inside-details).
it("reads a markdown partial's style objects and fences inside HTML as a .md page's", () => {
  const dir = mkdtempSync(join(tmpdir(), "docsgen-md-as-mdx-"));
  writeFileSync(
    join(dir, "_part.md"),
    '<div style={{textAlign: "center"}}>\n<details>\n<summary>Code</summary>\n```js\nconst a = 1;\n```\n</details>\n</div>\n',
  );
  const body = 'import Part from "./_part.md";\n\n<Part />\n';
  const parsed = parseMarkdown(body, 1, { absPath: join(dir, "page.mdx"), file: "page.mdx", siteDir: dir });
  expect(parsed.code.map((c) => [c.lang, c.code])).toEqual([["js", "const a = 1;"]]);
  expect(JSON.stringify(parsed.tree)).toContain('style=\\"text-align:center\\"');
});
