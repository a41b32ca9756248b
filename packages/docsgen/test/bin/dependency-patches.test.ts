import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { build } from "esbuild";
import fg from "fast-glob";
import { afterAll, describe, expect, it } from "vitest";
import { generateSite } from "../../bench/generate.ts";
import { PATCHES, patchPlugin, patchSource } from "../../bin/dependency-patches.js";
import { bundleEntries } from "../../bin/tsrun.js";
import { WORKSPACE } from "../helpers/cli.ts";

const ROOT = fileURLToPath(new URL("../..", import.meta.url));
const temp = mkdtempSync(join(tmpdir(), "docsgen-patches-"));
afterAll(() => rmSync(temp, { recursive: true, force: true }));

type Parse = (markdown: string) => unknown;

/** A name each patch brings into the code, to tell a patched bundle from a published one. */
const MARKERS = ["shared.sliceSerialize"];

/** docsgen's markdown and MDX parsers, bundled with or without the patches. */
async function parsers(patched: boolean): Promise<{ parseSyntax: Parse; parseMdxSyntax: Parse }> {
  const result = await build({
    stdin: {
      contents:
        'export { parseSyntax } from "./cli/markdown/parse.ts";\n' +
        'export { parseMdxSyntax } from "./cli/markdown/mdx/syntax.ts";\n',
      resolveDir: ROOT,
      loader: "ts",
    },
    bundle: true,
    platform: "node",
    format: "esm",
    write: false,
    logLevel: "silent",
    plugins: patched ? [patchPlugin()] : [],
  });
  const file = join(temp, patched ? "patched.mjs" : "published.mjs");
  writeFileSync(file, result.outputFiles[0].contents);
  return import(pathToFileURL(file).href);
}

describe("dependency patches (bin/dependency-patches.js)", () => {
  it("every patch applies to the installed package", () => {
    expect(PATCHES.length).toBeGreaterThan(0);
    for (const patch of PATCHES) {
      const path = join(WORKSPACE, patch.file);
      const { text, missed } = patchSource(path, readFileSync(path, "utf8"));
      expect(missed, `${patch.file} no longer has the patched passage: update the patch`).toEqual([]);
      expect(text).toContain(patch.replace);
    }
  });

  it("leaves another version's file as it is and reports the patch, and never touches other files", () => {
    const [patch] = PATCHES;
    const changed = "// another version\nexport const x = 1;\n";
    expect(patchSource(`/somewhere/${patch.file}`, changed)).toEqual({ text: changed, missed: [patch] });
    expect(patchSource("/somewhere/node_modules/other/lib/index.js", patch.find)).toEqual({
      text: patch.find,
      missed: [],
    });
    expect(patchSource(`C:\\site\\${patch.file.replaceAll("/", "\\")}`, patch.find).text).toBe(patch.replace);
  });

  it("gives the same markdown and MDX trees as the packages as published", async () => {
    const published = await parsers(false);
    const patched = await parsers(true);
    for (const marker of MARKERS) {
      expect(readFileSync(join(temp, "patched.mjs"), "utf8")).toContain(marker);
      expect(readFileSync(join(temp, "published.mjs"), "utf8")).not.toContain(marker);
    }
    // Every markdown file of this repository (the site, the fixtures: directives, GFM, raw HTML, MDX with
    // imports, JSX and expressions), and a generated site's pages (tables, lists, admonitions, code).
    generateSite(join(temp, "site"), 60, 7);
    const files = fg.sync(
      ["sites/scw/docs/**/*.md", "sites/scw/pages/**/*.md", "packages/docsgen/test/fixtures/**/*.{md,mdx}"],
      {
        cwd: WORKSPACE,
        absolute: true,
      },
    );
    files.push(...fg.sync("**/*.md", { cwd: join(temp, "site"), absolute: true }));
    const mdx = files.filter((f) => f.endsWith(".mdx"));
    expect(files.length).toBeGreaterThan(150);
    expect(mdx.length).toBeGreaterThan(5);
    for (const file of files) {
      const text = readFileSync(file, "utf8");
      const parse = file.endsWith(".mdx") ? "parseMdxSyntax" : "parseSyntax";
      expect(patched[parse](text), file).toEqual(published[parse](text));
    }
  });

  it("is in the bundle the command line runs", async () => {
    const [url] = await bundleEntries(["cli/markdown/parse.ts"]);
    const dir = fileURLToPath(new URL(".", url));
    const code = readdirSync(dir, { recursive: true, encoding: "utf8" })
      .filter((f) => f.endsWith(".js"))
      .map((f) => readFileSync(join(dir, f), "utf8"))
      .join("\n");
    for (const marker of MARKERS) expect(code).toContain(marker);
  });
});
