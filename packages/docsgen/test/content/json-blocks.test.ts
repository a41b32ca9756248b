import fg from "fast-glob";
import { expect, it } from "vitest";
import { SCW } from "../helpers/cli.ts";
import { type Block, codeBlocks } from "./scw/page.ts";

// Issue 51, error 6: a reader copies a page's package.json as it is, and npm reads it as strict JSON (no
// comments, no trailing commas). Every ```json block, and every block titled package.json whatever its
// language, must parse. tsconfig.json blocks may stay jsonc: TypeScript reads comments there.

const isPackageJson = (block: Block) => /title="(?:[^"]*\/)?package\.json"/.test(block.meta);

const blocks = fg
  .sync(["docs/**/*.{md,mdx}", "pages/**/*.{md,mdx}"], { cwd: SCW })
  .sort()
  .flatMap((file) => codeBlocks(file).map((block) => ({ file, block })));

it("every json block and every package.json block of the site is valid JSON", () => {
  const checked = blocks.filter(({ block }) => block.lang === "json" || isPackageJson(block));
  const invalid: string[] = [];
  for (const { file, block } of checked) {
    try {
      JSON.parse(block.code);
    } catch (error) {
      invalid.push(`${file}:${block.line} (${block.lang}): ${(error as Error).message}`);
    }
  }
  expect(invalid).toEqual([]);
  expect(checked.length).toBeGreaterThan(0);
});

it("a package.json block is marked json, not jsonc", () => {
  const marked = blocks
    .filter(({ block }) => isPackageJson(block) && block.lang !== "json")
    .map(({ file, block }) => `${file}:${block.line} (${block.lang})`);
  expect(marked).toEqual([]);
});
