import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { findInstances } from "../../../cli/config/docs-instances.ts";
import type { DefaultedConfig } from "../../../cli/config/types.ts";

// cli/config/docs-instances.ts (issue 49): what Docusaurus refuses of another docs instance is a located error.
const TEXT = [
  "module.exports = {",
  "  plugins: [",
  '    ["content-docs", { id: "api", path: "api" }],',
  "  ],",
  "};",
].join("\n");
const instance = (options: Record<string, unknown>) => ({
  path: "api",
  routeBasePath: "api",
  versionLabel: "Next",
  showLastUpdateTime: false,
  showLastUpdateAuthor: false,
  onInlineTags: "warn",
  ...options,
});

function find(siteDir: string, ...instances: Record<string, unknown>[]) {
  return findInstances({
    siteDir,
    config: { docsInstances: instances.map(instance) } as unknown as DefaultedConfig,
    configFile: "docusaurus.config.js",
    configPaths: instances.map((_, i) => [`docsInstances[${i}]`, `plugins[${i}][1]`]),
    text: TEXT,
  });
}

describe("findInstances", () => {
  const site = mkdtempSync(join(tmpdir(), "docsgen-instances-"));
  mkdirSync(join(site, "api"));

  it("reads <id>_versions.json and the prefixed folders", () => {
    mkdirSync(join(site, "api_versioned_docs", "version-1.0"), { recursive: true });
    mkdirSync(join(site, "api_versioned_sidebars"));
    writeFileSync(join(site, "api_versioned_sidebars", "version-1.0-sidebars.json"), "{}");
    writeFileSync(join(site, "api_versions.json"), '["1.0"]');
    const { instances, problems } = find(site, { id: "api" });
    expect(problems).toEqual([]);
    expect(instances[0].versions?.map((v) => [v.name, v.routeBasePath, v.dir.slice(site.length), v.isLast])).toEqual([
      ["current", "api/next", "/api", false],
      ["1.0", "api", "/api_versioned_docs/version-1.0", true],
    ]);
    expect(instances[0].versions?.[1].sidebarFile).toBe(
      join(site, "api_versioned_sidebars", "version-1.0-sidebars.json"),
    );
  });

  it("refuses a second instance of one id, an id Docusaurus refuses, a path outside and a missing sidebars file", () => {
    const { instances, problems } = find(
      site,
      { id: "api" },
      { id: "api" },
      { id: "a b" },
      { id: "out", path: "../elsewhere" },
      { id: "side", sidebarPath: "./nope.js" },
    );
    expect(instances.map((i) => i.options.id)).toEqual(["api", "side"]);
    expect(problems.map((p) => `${p.code} ${p.message}`)).toEqual([
      'config-invalid plugins[1][1].id is the id of another docs instance: "api"',
      'config-invalid plugins[2][1].id is not a plugin id: "a b"',
      "path-outside plugins[3][1].path names ../elsewhere, which is outside the site folder",
      "config-invalid plugins[4][1].sidebarPath names ./nope.js, which does not exist",
    ]);
  });
});
