import { mkdirSync, mkdtempSync, rmSync, symlinkSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { rootOf } from "../../../cli/commands/common.ts";

const dir = mkdtempSync(join(tmpdir(), "docsgen-root-"));
const site = join(dir, "repo", "website");
mkdirSync(site, { recursive: true });
mkdirSync(join(dir, "elsewhere"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe("rootOf (--root)", () => {
  it("is nothing when not given: the site folder is the root", () => {
    expect(rootOf(site, undefined)).toEqual({});
  });

  it("takes a folder that holds the site folder, or the site folder itself", () => {
    expect(rootOf(site, join(dir, "repo"))).toEqual({ rootDir: join(dir, "repo") });
    expect(rootOf(site, site)).toEqual({ rootDir: site });
  });

  it("refuses a folder that does not hold the site folder: below it, beside it, or only through a symlink", () => {
    symlinkSync(site, join(dir, "elsewhere", "link"));
    for (const root of [join(site, "docs"), join(dir, "elsewhere")])
      expect(rootOf(site, root).error).toContain("must be a folder that holds the site folder");
    expect(rootOf(join(dir, "elsewhere", "link"), join(dir, "repo")).error).toContain("holds the site folder");
  });
});
