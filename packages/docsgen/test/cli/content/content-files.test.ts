import { mkdirSync, mkdtempSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { describe, expect, it } from "vitest";
import { DEFAULT_EXCLUDE } from "../../../cli/config/schema/common.ts";
import { selectContentFiles, skippedByDefault } from "../../../cli/content/content-files.ts";
import { walkSite } from "../../../cli/paths/walk.ts";

/** A site folder with a blog of the given files, and a folder outside the site. */
function blog(files: string[]): { dir: string; blog: string; outside: string } {
  const dir = mkdtempSync(join(tmpdir(), "docsgen-content-files-"));
  const folder = join(dir, "blog");
  for (const file of files) {
    mkdirSync(dirname(join(folder, file)), { recursive: true });
    writeFileSync(join(folder, file), "");
  }
  const outside = mkdtempSync(join(tmpdir(), "docsgen-content-files-out-"));
  writeFileSync(join(outside, "secret.md"), "");
  return { dir, blog: folder, outside };
}

describe("selectContentFiles", () => {
  it("keeps every walked file when the site sets no globs", () => {
    expect(selectContentFiles("/nowhere", ["b.md", "a.md"])).toEqual(["b.md", "a.md"]);
  });

  it("matches include and exclude as Docusaurus's globbing does: braces, `**` at the root, folders", () => {
    const files = ["AGENTS.md", "a.md", "b.mdx", "drafts/c.md", "sub/AGENTS.md", "x.txt", "_p.md", "_f/d.md"];
    const { dir, blog: folder } = blog(files);
    const walked = walkSite(folder, { siteDir: dir }).files;
    const selected = (include: string[], exclude: string[]) =>
      selectContentFiles(folder, walked, { include, exclude }).sort();
    expect(selected(["**/*.{md,mdx}"], ["**/AGENTS.md", "drafts/**"])).toEqual(["_f/d.md", "_p.md", "a.md", "b.mdx"]);
    expect(selected(["**/*.{md,mdx}"], [...DEFAULT_EXCLUDE])).toEqual([
      "AGENTS.md",
      "a.md",
      "b.mdx",
      "drafts/c.md",
      "sub/AGENTS.md",
    ]);
    expect(selected(["*.md"], [])).toEqual(["AGENTS.md", "_p.md", "a.md"]);
  });

  it("never adds what the walk left out: a link leading outside the site stays out", () => {
    const { dir, blog: folder, outside } = blog(["a.md"]);
    symlinkSync(outside, join(folder, "out"));
    const walked = walkSite(folder, { siteDir: dir });
    expect(selectContentFiles(folder, walked.files, { include: ["**/*.md"], exclude: [] })).toEqual(["a.md"]);
    expect(walked.findings).toHaveLength(1);
  });
});

describe("skippedByDefault", () => {
  it("skips partials only while the site keeps Docusaurus's default exclude; installed packages always", () => {
    const globs = { include: ["**/*.md"], exclude: [] };
    expect(skippedByDefault("_partials", true, undefined)).toBe(true);
    expect(skippedByDefault("_setup.mdx", false, undefined)).toBe(true);
    expect(skippedByDefault("_category_.json", false, undefined)).toBe(false);
    expect(skippedByDefault("_partials", true, globs)).toBe(false);
    expect(skippedByDefault("node_modules", true, globs)).toBe(true);
  });
});
