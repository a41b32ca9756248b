import { readFileSync } from "node:fs";
import { join } from "node:path";
import fg from "fast-glob";
import type { Palette } from "../../../../../sites/scw/src/components/blocks/model.ts";
import { SCW } from "../../helpers/cli.ts";

// The block pictures a page shows, read from its MDX: each `<BlockPicture palette={name} keys={[…]} />` with the
// palette JSON that `name` is imported from. The e2e test draws what a page should show from this list, and the
// content tests check that a page pictures the blocks its text talks about.

const PALETTE_IMPORT = /^import (\w+) from "@site\/src\/components\/blocks\/palettes\/([\w.-]+)\.json";$/gm;
const PICTURE = /<BlockPicture palette=\{(\w+)\}(?: keys=\{(\[[^\]]*\])\})? \/>/g;

/** One `<BlockPicture />` of a page. */
export interface PagePicture {
  /** 1-based line of the element in the page file. */
  line: number;
  /** The palette file's name in src/components/blocks/palettes/, without `.json` (`counter.coco`). */
  name: string;
  palette: Palette;
  /** The `keys` prop, or undefined when the picture shows the whole palette. */
  keys?: string[];
}

/** The palette `name` (a file of src/components/blocks/palettes/, without `.json`). */
export function readPalette(name: string): Palette {
  return JSON.parse(readFileSync(join(SCW, "src/components/blocks/palettes", `${name}.json`), "utf8")) as Palette;
}

/** The pictures of a page (path relative to the repository), in page order. */
export function pagePictures(file: string): PagePicture[] {
  const text = readFileSync(join(SCW, file), "utf8");
  const imports = new Map([...text.matchAll(PALETTE_IMPORT)].map((m) => [m[1], m[2]]));
  const found = [...text.matchAll(PICTURE)];
  const written = text.split("<BlockPicture ").length - 1;
  if (found.length !== written) {
    throw new Error(
      `${file}: ${written} <BlockPicture> elements, ${found.length} in the form palette={…} keys={[…]} />`,
    );
  }
  return found.map((m) => {
    const name = imports.get(m[1]);
    if (!name) throw new Error(`${file}: <BlockPicture palette={${m[1]}} /> without a palette import`);
    const line = text.slice(0, m.index).split("\n").length;
    return { line, name, palette: readPalette(name), keys: m[2] ? (JSON.parse(m[2]) as string[]) : undefined };
  });
}

/** The doc pages (`docs/….md`) that show block pictures. */
export function pagesWithPictures(): string[] {
  return fg
    .sync("docs/**/*.{md,mdx}", { cwd: SCW })
    .sort()
    .filter((file) => readFileSync(join(SCW, file), "utf8").includes("<BlockPicture "));
}
