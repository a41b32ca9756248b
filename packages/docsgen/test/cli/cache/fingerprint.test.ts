import { cpSync, mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { dependencyVersions, generatorFingerprint } from "../../../cli/cache/fingerprint.ts";
import { REPO } from "../../helpers/cli.ts";

/** A package folder shaped like docsgen: sources, a manifest and node_modules with a nested dependency. */
function fakePackage(): string {
  const root = mkdtempSync(join(tmpdir(), "docsgen-fingerprint-"));
  mkdirSync(join(root, "cli"));
  writeFileSync(join(root, "cli", "a.ts"), "export const a = 1;\n");
  const pkg = (dir: string, name: string, version: string, dependencies: Record<string, string> = {}) => {
    mkdirSync(dir, { recursive: true });
    writeFileSync(join(dir, "package.json"), JSON.stringify({ name, version, dependencies }));
  };
  pkg(root, "docsgen", "1.0.0", { remark: "1" });
  pkg(join(root, "node_modules", "remark"), "remark", "1.0.0", { micromark: "4" });
  pkg(join(root, "node_modules", "micromark"), "micromark", "4.0.0");
  pkg(join(root, "node_modules", "unused"), "unused", "9.9.9");
  return root;
}

describe("generator fingerprint", () => {
  it("lists the runtime dependency closure with versions, not what merely sits in node_modules", () => {
    expect(dependencyVersions(fakePackage())).toEqual(["micromark@4.0.0", "remark@1.0.0"]);
  });

  it("finds this checkout's markdown and highlighting packages", () => {
    const versions = dependencyVersions(REPO);
    for (const name of ["micromark", "mdast-util-from-markdown", "shiki", "remark-gfm", "react-dom"])
      expect(versions.some((v) => v.startsWith(`${name}@`))).toBe(true);
  });

  it("changes when a source file or a transitive dependency's version changes", () => {
    const root = fakePackage();
    const copy = (edit: (dir: string) => void) => {
      const dir = mkdtempSync(join(tmpdir(), "docsgen-fingerprint-"));
      cpSync(root, dir, { recursive: true });
      edit(dir);
      return generatorFingerprint(dir);
    };
    const base = generatorFingerprint(root);
    expect(copy(() => {})).toBe(copy(() => {}));
    expect(copy((d) => writeFileSync(join(d, "cli", "a.ts"), "export const a = 2;\n"))).not.toBe(base);
    const bumped = copy((d) =>
      writeFileSync(join(d, "node_modules", "micromark", "package.json"), '{"name":"micromark","version":"4.0.1"}'),
    );
    expect(bumped).not.toBe(copy(() => {}));
  });

  it("stands on the bundle's content hash when running bundled, with the direct dependencies' versions", () => {
    const root = fakePackage();
    const a = generatorFingerprint(root, "0123456789abcdef");
    expect(generatorFingerprint(root, "0123456789abcdef")).toBe(a);
    expect(generatorFingerprint(root, "fedcba9876543210")).not.toBe(a);
    expect(generatorFingerprint(root)).not.toBe(a);
    writeFileSync(join(root, "node_modules", "remark", "package.json"), '{"name":"remark","version":"1.0.1"}');
    expect(generatorFingerprint(root, "0123456789abcdef")).not.toBe(a);
  });
});
