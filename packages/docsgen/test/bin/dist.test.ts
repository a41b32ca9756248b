import { spawnSync } from "node:child_process";
import { cpSync, mkdtempSync, readFileSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { PATCHES } from "../../bin/dependency-patches.js";
import { REPO, WORKSPACE } from "../helpers/cli.ts";

// `npm pack` compiles the CLI into dist/ (scripts/dist.js, issue 32). A dependency patch that no longer
// applies must stop the pack with the package's name and version, never ship a silently slower build.
describe("scripts/dist.js", () => {
  it("stops, naming the package and version, when a patch no longer applies", () => {
    const copy = mkdtempSync(join(tmpdir(), "docsgen-dist-"));
    for (const dir of ["bin", "scripts"]) cpSync(join(REPO, dir), join(copy, dir), { recursive: true });
    writeFileSync(join(copy, "package.json"), readFileSync(join(REPO, "package.json")));
    // node_modules as installed, but for the patched file, which another version has changed.
    const [patch] = PATCHES;
    const pkg = patch.file.split("/")[1];
    // Dereferenced: a checkout whose packages are symlinks must not have the real file overwritten below.
    cpSync(join(WORKSPACE, "node_modules", pkg), join(copy, "node_modules", pkg), {
      recursive: true,
      dereference: true,
    });
    writeFileSync(join(copy, patch.file), "// another version\n");
    symlinkSync(join(WORKSPACE, "node_modules/esbuild"), join(copy, "node_modules/esbuild"));
    const { version } = JSON.parse(readFileSync(join(WORKSPACE, "node_modules", pkg, "package.json"), "utf8"));
    const r = spawnSync(process.execPath, ["scripts/dist.js"], { cwd: copy, encoding: "utf8" });
    expect(r.status).toBe(1);
    expect(r.stderr).toContain(`the dependency patch for ${pkg}@${version} (${patch.file}) no longer applies`);
  });
});
