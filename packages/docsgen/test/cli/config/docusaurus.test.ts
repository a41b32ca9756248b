import { describe, expect, it } from "vitest";
import { fromDocusaurus } from "../../../cli/config/docusaurus.ts";

// cli/config/docusaurus.ts: how a Docusaurus config's plugin list maps to docsgen.

const FILE = "/site/docusaurus.config.js";

describe("docusaurus-plugin-sass", () => {
  it("needs no warning: docsgen compiles Sass wherever the site uses it", () => {
    const { problems } = fromDocusaurus({ plugins: ["docusaurus-plugin-sass", "@acme/docusaurus-plugin-sass"] }, FILE);
    expect(problems).toEqual([]);
  });

  it("warns at its options, which docsgen does not pass to Sass", () => {
    const { problems } = fromDocusaurus({ plugins: [["docusaurus-plugin-sass", { sassOptions: {} }]] }, FILE);
    expect(problems).toMatchObject([{ path: "plugins[0][1]", warning: true }]);
  });

  it("another plugin is still skipped with a warning", () => {
    const { problems } = fromDocusaurus({ plugins: ["docusaurus-plugin-sassy"] }, FILE);
    expect(problems).toMatchObject([{ path: "plugins[0]", warning: true }]);
  });
});

// A public site (real-sites survey) names a preset wrapping the classic one: its docs options (routeBasePath
// "/") were dropped with one warning at the preset, and the docs built at /docs/ broke 21 links.
describe("another preset", () => {
  it("names each classic option it carries, which docsgen does not read", () => {
    const config = {
      presets: [["@acme/preset-classic", { docs: { routeBasePath: "/" }, theme: { customCss: "x.css" }, other: 1 }]],
    };
    const { problems, user } = fromDocusaurus(config, FILE);
    expect(problems.map((p) => p.path)).toEqual(["presets[0]", "presets[0][1].docs", "presets[0][1].theme"]);
    expect(problems[1].message).toContain('options of the preset "@acme/preset-classic", which is not run');
    expect(problems.every((p) => p.warning)).toBe(true);
    expect(user.docs).toBeUndefined();
  });
});
