import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { fromDocusaurus } from "../../../cli/config/docusaurus.ts";
import { resolveConfig } from "../../../cli/config/resolve.ts";

// Issue 33, part 5: what `markdown.mermaid`, `@docusaurus/theme-mermaid` and `themeConfig.mermaid` resolve to.

const sites: string[] = [];
afterAll(() => {
  for (const s of sites) rmSync(s, { recursive: true, force: true });
});

/** A site folder with one config file. */
function site(name: string, text: string): string {
  const dir = mkdtempSync(join(tmpdir(), "docsgen-mermaid-"));
  sites.push(dir);
  writeFileSync(join(dir, name), text);
  return dir;
}

const docusaurus = (body: string) =>
  site(
    "docusaurus.config.js",
    `module.exports = { title: "T", url: "https://t.example.com", baseUrl: "/", ${body} };\n`,
  );

describe("Mermaid in the config", () => {
  it("reads the Mermaid theme, by any name Docusaurus resolves to it, without a warning", () => {
    for (const name of ["@docusaurus/theme-mermaid", "mermaid", "docusaurus-theme-mermaid"]) {
      const read = fromDocusaurus({ themes: [name] }, "/site/docusaurus.config.js");
      expect(read.mermaidTheme, name).toBe(true);
      expect(read.problems).toEqual([]);
    }
    expect(fromDocusaurus({ themes: [] }, "/site/docusaurus.config.js").mermaidTheme).toBe(false);
  });

  it("a docusaurus.config with the flag and the theme: fences drawn, with Docusaurus's default themes", async () => {
    const config = await resolveConfig({
      siteDir: docusaurus('markdown: { mermaid: true }, themes: ["@docusaurus/theme-mermaid"]'),
    });
    expect(config.mermaid).toEqual({
      fences: true,
      drawn: true,
      theme: { light: "default", dark: "dark" },
      options: {},
    });
    expect(config.warnings).toEqual([]);
  });

  it("the flag without the theme draws nothing; the theme without the flag draws only <Mermaid>", async () => {
    const flag = await resolveConfig({ siteDir: docusaurus("markdown: { mermaid: true }") });
    expect(flag.mermaid).toMatchObject({ fences: true, drawn: false });
    const theme = await resolveConfig({
      siteDir: docusaurus(
        'themes: ["@docusaurus/theme-mermaid"], themeConfig: { mermaid: { theme: { dark: "forest" }, options: { look: "handDrawn" } } }',
      ),
    });
    expect(theme.mermaid).toEqual({
      fences: false,
      drawn: true,
      theme: { light: "default", dark: "forest" },
      options: { look: "handDrawn" },
    });
    expect(theme.warnings).toEqual([]);
  });

  it("site.config.ts: markdown.mermaid alone draws; without it the config has no trace of Mermaid", async () => {
    const base = 'title: "T", url: "https://t.example.com", themeConfig: { navbar: { title: "x", items: [] } }';
    const on = await resolveConfig({
      siteDir: site("site.config.ts", `export default { ${base}, markdown: { mermaid: true } };\n`),
    });
    expect(on.mermaid).toMatchObject({ fences: true, drawn: true });
    const off = await resolveConfig({ siteDir: site("site.config.ts", `export default { ${base} };\n`) });
    expect("mermaid" in off).toBe(false);
  });
});
