import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { readDocusaurusConfig } from "../../../cli/config/presets/expand.ts";
import { entryName } from "../../../cli/config/site-plugins.ts";

// A preset names the plugins it adds by `require.resolve` (@ionic-docs/preset-classic does): the path of a
// package's main file, which must be read as the package it is, not run as the site's own code.
const site = mkdtempSync(join(tmpdir(), "docsgen-entry-name-"));
afterAll(() => rmSync(site, { recursive: true, force: true }));
const files: Record<string, string> = {
  "node_modules/@docusaurus/plugin-ideal-image/package.json":
    '{"name":"@docusaurus/plugin-ideal-image","main":"lib/index.js"}',
  "node_modules/@docusaurus/plugin-ideal-image/lib/index.js": "module.exports = () => { throw new Error('run'); };",
  "node_modules/@docusaurus/plugin-ideal-image/lib/other.js": "",
  "node_modules/docusaurus-plugin-sass/package.json": '{"name":"docusaurus-plugin-sass","main":"index.js"}',
  "node_modules/docusaurus-plugin-sass/index.js": "module.exports = () => ({ name: 'sass' });",
  "docusaurus.config.js": "module.exports = {};",
};
for (const [path, text] of Object.entries(files)) {
  mkdirSync(dirname(join(site, path)), { recursive: true });
  writeFileSync(join(site, path), text);
}
const ideal = join(site, "node_modules/@docusaurus/plugin-ideal-image/lib/index.js");
const sass = join(site, "node_modules/docusaurus-plugin-sass/index.js");

describe("entryName", () => {
  it("names a package's main file by the package", () => {
    expect(entryName(ideal)).toBe("@docusaurus/plugin-ideal-image");
    expect(entryName(sass)).toBe("docusaurus-plugin-sass");
  });

  it("leaves any other path, and names, as written", () => {
    const other = join(site, "node_modules/@docusaurus/plugin-ideal-image/lib/other.js");
    expect(entryName(other)).toBe(other);
    expect(entryName("./plugins/x")).toBe("./plugins/x");
    expect(entryName(join(site, "plugins/node_modules-free.js"))).toBe(join(site, "plugins/node_modules-free.js"));
    expect(entryName("@docusaurus/plugin-ideal-image")).toBe("@docusaurus/plugin-ideal-image");
  });

  it("makes the config reader treat such entries as the packages: Docusaurus's own is not run", async () => {
    const read = await readDocusaurusConfig({ plugins: [ideal, sass] }, join(site, "docusaurus.config.js"));
    expect(read.sitePlugins).toEqual([]);
    expect(read.problems.map((p) => p.message).join("\n")).not.toContain(ideal);
  });
});
