import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { readCategoryFile } from "../../../cli/content/category-file.ts";
import { splitFrontMatter } from "../../../cli/content/frontmatter.ts";
import { MAX_SOURCE_BYTES, readText } from "../../../cli/content/read-text.ts";

// Issue 36: a 9-level YAML alias bomb took 27 s and 2 GB, then said `Invalid string length` with no file.
function bomb(levels: number, indent: string): string {
  const lines = [`${indent}a0: &a0 [${Array(9).fill('"lol"').join(",")}]`];
  for (let i = 1; i < levels; i++)
    lines.push(
      `${indent}a${i}: &a${i} [${Array(9)
        .fill(`*a${i - 1}`)
        .join(",")}]`,
    );
  return lines.join("\n");
}

const dirs: string[] = [];
afterAll(() => {
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
});
function scratch(): string {
  const dir = mkdtempSync(join(tmpdir(), "docsgen-yaml-"));
  dirs.push(dir);
  return dir;
}

describe("YAML aliases that expand past the limit", () => {
  it("in front matter: a located error naming the key, at once", () => {
    const started = performance.now();
    const source = `---\ntitle: T\nsidebar_custom_props:\n${bomb(9, "  ")}\n---\n\n# Body\n`;
    expect(() => splitFrontMatter(source, "docs/x.md", "doc")).toThrow(
      /^docs\/x\.md:3: error \[front-matter\] "sidebar_custom_props" expands to more than 100,000 values through its aliases/,
    );
    expect(performance.now() - started).toBeLessThan(1000);
  });

  it("in a _category_.yml", () => {
    const file = join(scratch(), "_category_.yml");
    writeFileSync(file, `label: Bomb\ncustomProps:\n${bomb(9, "  ")}\n`);
    expect(() => readCategoryFile(file, "docs/guide/_category_.yml")).toThrow(
      /^docs\/guide\/_category_\.yml:2: error \[sidebar\] "customProps" expands to more than 100,000 values/,
    );
  });

  it("aliases that stay small are fine", () => {
    const source = `---\nsidebar_custom_props:\n${bomb(3, "  ")}\n---\nbody\n`;
    expect(splitFrontMatter(source, "docs/x.md", "doc").frontMatter.sidebar_custom_props).toBeDefined();
  });
});

describe("file size", () => {
  it("a markdown file over the limit is a located error before it is parsed", async () => {
    const file = join(scratch(), "big.md");
    writeFileSync(file, Buffer.alloc(MAX_SOURCE_BYTES + 1, "a"));
    await expect(readText(file, "docs/big.md")).rejects.toThrow(
      /^docs\/big\.md:1: error \[markdown\] the file is 16\.0 MB, more than the 16 MB a page may be/,
    );
  });
});
