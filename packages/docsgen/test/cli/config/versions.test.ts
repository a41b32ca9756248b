import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import type { DefaultedConfig } from "../../../cli/config/types.ts";
import { readVersions } from "../../../cli/config/versions.ts";

// Issue 37 part 1: the versions of a site as Docusaurus's docs plugin reads them (versions/version.ts there).

/** A site folder with versions.json listing `names`, each with its folder; `sidebars` of them have a file. */
function site(names: string[], sidebars: string[] = names): string {
  const dir = mkdtempSync(join(tmpdir(), "docsgen-versions-"));
  writeFileSync(join(dir, "versions.json"), JSON.stringify(names));
  mkdirSync(join(dir, "docs"));
  mkdirSync(join(dir, "versioned_sidebars"));
  for (const name of names) mkdirSync(join(dir, "versioned_docs", `version-${name}`), { recursive: true });
  for (const name of sidebars) writeFileSync(join(dir, "versioned_sidebars", `version-${name}-sidebars.json`), "{}");
  return dir;
}

function read(siteDir: string, docs: Partial<DefaultedConfig["docs"]> = {}) {
  const options = { path: "docs", routeBasePath: "docs", versionLabel: "Next", ...docs } as DefaultedConfig["docs"];
  return readVersions({ siteDir, docs: options, docsDir: join(siteDir, "docs"), routeBasePath: "docs" });
}

describe("readVersions", () => {
  it("is undefined without versions.json, with an empty one, and with disableVersioning", () => {
    const dir = mkdtempSync(join(tmpdir(), "docsgen-versions-"));
    expect(read(dir)).toEqual({ problems: [] });
    expect(read(site([]))).toEqual({ problems: [] });
    expect(read(site(["1.0"]), { disableVersioning: true })).toEqual({ problems: [] });
  });

  it("gives Docusaurus's defaults: routes, labels, banners, badges, sidebars", () => {
    const dir = site(["2.0", "1.0"], ["2.0"]);
    const got = read(dir).versions?.map(({ name, label, routeBasePath, banner, badge, isLast, noSidebars }) => ({
      name,
      label,
      routeBasePath,
      banner,
      badge,
      isLast,
      noSidebars,
    }));
    expect(got).toEqual([
      {
        name: "current",
        label: "Next",
        routeBasePath: "docs/next",
        banner: "unreleased",
        badge: true,
        isLast: false,
        noSidebars: false,
      },
      {
        name: "2.0",
        label: "2.0",
        routeBasePath: "docs",
        banner: undefined,
        badge: true,
        isLast: true,
        noSidebars: false,
      },
      {
        name: "1.0",
        label: "1.0",
        routeBasePath: "docs/1.0",
        banner: "unmaintained",
        badge: true,
        isLast: false,
        noSidebars: true,
      },
    ]);
  });

  it("reads lastVersion, onlyIncludeVersions and versions.<name>", () => {
    const dir = site(["2.0", "1.0"]);
    const versions = read(dir, {
      lastVersion: "1.0",
      onlyIncludeVersions: ["2.0", "1.0"],
      versions: { "2.0": { label: "Two", banner: "none", badge: false }, "1.0": { path: "old" } },
    }).versions;
    expect(versions?.map((v) => [v.name, v.label, v.routeBasePath, v.banner, v.badge])).toEqual([
      ["2.0", "Two", "docs/2.0", undefined, false],
      ["1.0", "1.0", "docs/old", undefined, true],
    ]);
  });

  it("one version left: no badge by default", () => {
    const versions = read(site(["1.0"]), { includeCurrentVersion: false }).versions;
    expect(versions?.map((v) => [v.name, v.routeBasePath, v.badge, v.banner])).toEqual([
      ["1.0", "docs", false, undefined],
    ]);
  });

  it("names what is wrong: unknown versions, a lastVersion not built, a missing folder, a bad versions.json", () => {
    const dir = site(["1.0"]);
    expect(read(dir, { versions: { "9.9": {} } }).problems[0]).toMatchObject({ key: "docs.versions" });
    expect(read(dir, { onlyIncludeVersions: ["1.0"], lastVersion: "current" }).problems[0]).toMatchObject({
      key: "docs.lastVersion",
    });
    writeFileSync(join(dir, "versions.json"), '["1.0", "0.9"]');
    expect(read(dir).problems[0].message).toContain("versioned_docs/version-0.9/ does not exist");
    writeFileSync(join(dir, "versions.json"), '{"1.0": true}');
    expect(read(dir).problems[0].message).toBe("versions.json is not an array of version names");
  });
});
