import { mkdirSync, mkdtempSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { defaultCacheDir } from "../../../cli/cache/settings.ts";
import { usableCache } from "../../../cli/cache/usable.ts";
import { formatDiagnostic } from "../../../cli/diagnostics/diagnostic.ts";

// Issue 36: a cache path that is a file failed the build (ENOTDIR) or crashed the CLI; now it is skipped.
const sites: string[] = [];
afterAll(() => {
  for (const s of sites) rmSync(s, { recursive: true, force: true });
});
function site(): string {
  const dir = mkdtempSync(join(tmpdir(), "docsgen-usable-"));
  sites.push(dir);
  return dir;
}

describe("usableCache", () => {
  it("creates the cache folder and keeps the settings", () => {
    const dir = site();
    const settings = { dir: defaultCacheDir(dir), salt: "s" };
    expect(usableCache(settings, dir)).toEqual({ settings });
    expect(statSync(join(settings.dir, "outputs")).isDirectory()).toBe(true);
  });

  it("skips the cache, with a warning naming the file, when the cache folder is a file", () => {
    const dir = site();
    mkdirSync(join(dir, "node_modules/.cache"), { recursive: true });
    writeFileSync(join(dir, "node_modules/.cache/docsgen-build"), "x");
    const result = usableCache({ dir: defaultCacheDir(dir), salt: "s" }, dir);
    expect(result.settings).toBeUndefined();
    expect(result.warning && formatDiagnostic(result.warning)).toMatch(
      /^node_modules\/\.cache\/docsgen-build: warning \[io\] the build cache is skipped: this is a file, where a folder should be \(ENOTDIR\)/,
    );
  });

  it("skips the cache when its outputs folder is a file", () => {
    const dir = site();
    mkdirSync(join(dir, "node_modules/.cache/docsgen-build"), { recursive: true });
    writeFileSync(join(dir, "node_modules/.cache/docsgen-build/outputs"), "x");
    const result = usableCache({ dir: defaultCacheDir(dir), salt: "s" }, dir);
    expect(result.settings).toBeUndefined();
    expect(result.warning?.file).toBe("node_modules/.cache/docsgen-build/outputs");
    expect(result.warning?.hint).toContain("rm ");
  });
});
