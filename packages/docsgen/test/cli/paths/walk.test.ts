import { mkdirSync, mkdtempSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { walkSite } from "../../../cli/paths/walk.ts";

/** A site folder with `docs/`, and a folder outside it. */
function site(): { dir: string; docs: string; outside: string } {
  const dir = mkdtempSync(join(tmpdir(), "docsgen-walk-"));
  const docs = join(dir, "docs");
  mkdirSync(join(docs, "a"), { recursive: true });
  writeFileSync(join(docs, "a/one.md"), "");
  writeFileSync(join(docs, ".hidden.md"), "");
  const outside = mkdtempSync(join(tmpdir(), "docsgen-walk-out-"));
  writeFileSync(join(outside, "secret.md"), "");
  return { dir, docs, outside };
}

const names = (r: { findings: { file?: string }[] }) => r.findings.map((f) => f.file);

describe("walkSite", () => {
  it("lists files, skipping dot names unless asked", () => {
    const { dir, docs } = site();
    expect(walkSite(docs, { siteDir: dir }).files).toEqual(["a/one.md"]);
    expect(walkSite(docs, { siteDir: dir, dot: true }).files.sort()).toEqual([".hidden.md", "a/one.md"]);
  });

  it("skips links leading outside the site, naming each", () => {
    const { dir, docs, outside } = site();
    symlinkSync(join(outside, "secret.md"), join(docs, "secret.md"));
    symlinkSync(outside, join(docs, "sys"));
    const r = walkSite(docs, { siteDir: dir });
    expect(r.files).toEqual(["a/one.md"]);
    expect(names(r).sort()).toEqual(["docs/secret.md", "docs/sys"]);
  });

  it("skips loops and links into excluded folders, walking nothing twice", () => {
    const { dir, docs } = site();
    symlinkSync("..", join(docs, "up"));
    symlinkSync(".", join(docs, "a", "self"));
    symlinkSync("a", join(docs, "again"));
    mkdirSync(join(dir, "build"));
    writeFileSync(join(dir, "build", "page.md"), "");
    symlinkSync("../build", join(docs, "out"));
    const r = walkSite(docs, { siteDir: dir, exclude: [join(dir, "build")] });
    expect(r.files).toEqual(["a/one.md"]);
    expect(names(r).sort()).toEqual(["docs/a/self", "docs/again", "docs/out", "docs/up"]);
  });

  it("follows links that stay inside the site: files under the link's name, folders once", () => {
    const { dir, docs } = site();
    mkdirSync(join(dir, "shared"));
    writeFileSync(join(dir, "shared", "two.md"), "");
    symlinkSync("../shared", join(docs, "shared"));
    symlinkSync("a/one.md", join(docs, "alias.md"));
    symlinkSync("missing.md", join(docs, "dangling.md"));
    const r = walkSite(docs, { siteDir: dir });
    expect(r.files.sort()).toEqual(["a/one.md", "alias.md", "shared/two.md"]);
    expect(r.findings).toEqual([]);
  });

  it("applies skip to real and linked entries alike", () => {
    const { dir, docs } = site();
    mkdirSync(join(docs, "_partials"));
    writeFileSync(join(docs, "_partials", "p.md"), "");
    symlinkSync("_partials", join(docs, "_alias"));
    const skip = (rel: string, isFolder: boolean) => isFolder && rel.split("/").pop()?.startsWith("_") === true;
    expect(walkSite(docs, { siteDir: dir, skip }).files).toEqual(["a/one.md"]);
  });
});
