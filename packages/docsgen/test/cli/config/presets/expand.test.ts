import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { readDocusaurusConfig } from "../../../../cli/config/presets/expand.ts";
import { REPO } from "../../../helpers/cli.ts";

// The fixture's preset (test/fixtures/docusaurus-presets/presets/lighthouse) run on configs written here.
const file = join(REPO, "test/fixtures/docusaurus-presets/docusaurus.config.js");
const lighthouse = ["./presets/lighthouse", { docs: { sidebarPath: "./sidebars.js" }, beam: "amber" }];

describe("a config read with its presets run", () => {
  it("takes the classic options the preset gives, in the preset's place", async () => {
    const read = await readDocusaurusConfig({ presets: [lighthouse] }, file);
    expect(read.user.docs).toEqual({ sidebarPath: "./sidebars.js", routeBasePath: "/" });
    expect(read.blogDisabled).toBe(true);
    expect(read.paths).toContainEqual(["docs", "presets[0][1].docs"]);
  });

  it("runs the plugins and themes it adds before the config's own, in Docusaurus's order, each named where the config writes it", async () => {
    const own = () => ({ name: "own" });
    const ownTheme = () => ({ name: "own-theme" });
    const read = await readDocusaurusConfig({ presets: [lighthouse], plugins: [own], themes: [ownTheme] }, file);
    expect(read.sitePlugins.map(({ at, written, kind }) => [at, written, kind])).toEqual([
      ["presets[0]", expect.stringMatching(/plugins\/beam\.js$/), undefined],
      ["presets[0]", expect.stringMatching(/lighthouse\/theme-plugin\.js$/), "theme"],
      ["plugins[0]", "(own)", undefined],
      ["themes[0]", "(ownTheme)", "theme"],
    ]);
  });

  it("warns of the config's own entries at their own index, after the preset's", async () => {
    const read = await readDocusaurusConfig({ presets: [lighthouse], plugins: ["docusaurus-plugin-gone"] }, file);
    const gone = read.problems.find((p) => p.message.includes("docusaurus-plugin-gone"));
    expect(gone?.path).toBe("plugins[0]");
  });

  it("leaves a config without other presets as the reader maps it", async () => {
    const read = await readDocusaurusConfig({ presets: [["classic", { blog: false }]], plugins: [] }, file);
    expect(read.blogDisabled).toBe(true);
    expect(read.problems).toEqual([]);
  });
});
