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
