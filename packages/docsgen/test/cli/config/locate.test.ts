import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { lineOf } from "../../../cli/config/locate.ts";
import { resolveConfig } from "../../../cli/config/resolve.ts";
import { BuildError, type Diagnostic } from "../../../cli/diagnostics/diagnostic.ts";

/**
 * Writes `site.config.ts` into a fresh folder and returns the located config errors of resolving it (or its
 * warnings, when it resolves).
 */
async function configErrors(source: string, severity: "error" | "warning" = "error") {
  const site = mkdtempSync(join(tmpdir(), "docsgen-config-test-"));
  writeFileSync(join(site, "site.config.ts"), source);
  const show = (d: Diagnostic) => `${d.file}:${d.line}: ${d.message}`;
  try {
    const config = await resolveConfig({ siteDir: site });
    return severity === "warning" ? config.warnings.map(show) : [];
  } catch (error) {
    if (error instanceof BuildError) return error.diagnostics.map(show);
    throw error;
  }
}

describe("config errors name the line of the key at fault", () => {
  // Regression: the line was that of the first key of the same name in the file, so an error in the
  // 7th navbar item named the 1st item's line.
  const eightItems = (seventh: string) => `const repo = "https://example.com/{repo}";

export default {
  title: "Site",
  url: "https://example.test",
  themeConfig: {
    navbar: {
      title: "N",
      items: [
        { type: "docSidebar", sidebarId: "a", label: "A" },
        { type: "docSidebar", sidebarId: "b", label: "B" },
        { label: "C", to: "/c" },
        { label: \`D \${"}"}\`, to: "/d" }, // a } in a template literal
        /* { label: 5 } */ { label: "E", href: repo },
        {
          label: "F",
          to: "/f",
        },
        ${seventh},
        { label: "H", to: "/h", position: "right" },
      ],
    },
  },
};
`;

  it("the 7th of 8 navbar items: a wrong value names that item's line", async () => {
    expect(await configErrors(eightItems('{ label: 7, to: "/g" }'))).toEqual([
      "site.config.ts:19: themeConfig.navbar.items[6].label must be a string, got number 7",
    ]);
  });

  it("the 7th of 8 navbar items: an unknown key, and an unknown type", async () => {
    expect(await configErrors(eightItems('{ label: "G", hrf: "/g", to: "/g" }'), "warning")).toEqual([
      "site.config.ts:19: themeConfig.navbar.items[6].hrf is ignored by docsgen: Docusaurus passes it to the link as an attribute; docsgen keeps `target`, `rel`, `className` and `aria-label`",
    ]);
    expect(await configErrors(eightItems('{ type: "dropdwn", label: "G" }'))).toEqual([
      'site.config.ts:19: themeConfig.navbar.items[6] ({"type":"dropdwn","label":"G"}) has unknown type "dropdwn"',
    ]);
  });

  it("a missing key names its object's line", async () => {
    expect(await configErrors(eightItems('{ type: "docSidebar", label: "G" }'))).toEqual([
      "site.config.ts:19: themeConfig.navbar.items[6].sidebarId is required",
    ]);
  });

  it("after a spread, items name the line of the array's key (their index in the source is not theirs)", async () => {
    const source = eightItems('{ type: "docSidebar", label: "G" }').replace(
      "items: [",
      'items: [...[{ label: "X", to: "/x" }, 1],',
    );
    expect(await configErrors(source)).toEqual([
      "site.config.ts:9: themeConfig.navbar.items[1] must be an object, got number 1",
      "site.config.ts:9: themeConfig.navbar.items[8].sidebarId is required",
    ]);
  });

  it("finds the config object assigned to a typed variable and exported after; a spread is no key", () => {
    const source =
      'import x from "y";\nfunction f() { return { title: 1 }; }\nconst config: C = {\n  ...base,\n  title: "t",\n  "i18n": { localeConfigs: { "zh-CN": { direction: "up" } } },\n};\nexport default config;\n';
    expect(lineOf(source, "i18n.localeConfigs.zh-CN.direction")).toBe(6);
    expect(lineOf(source, "title")).toBe(5);
    expect(lineOf(source, "base")).toBe(3);
    expect(lineOf(source, "(config)")).toBe(3);
  });

  // Issue 15: Docusaurus's own config files wrap values in parentheses after a type comment.
  it("follows a value in parentheses (`/** @type */ ({ … })`), in a CommonJS file", () => {
    const source = [
      "const config = {",
      "  themeConfig:",
      "    /** @type {import('@docusaurus/preset-classic').ThemeConfig} */",
      "    ({",
      "      navbar: {",
      '        items: [{ label: "A", to: "/a" }, { label: "B", to: "/b" }],',
      "      },",
      "    }),",
      "  other: f(1, { a: 2 }),",
      "};",
      "module.exports = config;",
    ].join("\n");
    expect(lineOf(source, "themeConfig.navbar.items[1].to")).toBe(6);
    expect(lineOf(source, "themeConfig.navbar")).toBe(5);
    // A call's argument is not part of the value's path: the key of the call names it.
    expect(lineOf(source, "other.a")).toBe(9);
  });

  it("the 7th of 8 dropdown entries, the 3rd looking the same, names the 7th's line", () => {
    const entry = (to: string) => `          { type: "doc", docId: "${to}", label: "Same" },`;
    const source = [
      "export default {",
      "  themeConfig: { navbar: { items: [",
      '    { type: "dropdown", label: "More", items: [',
      ...["a", "b", "c", "d", "e", "f"].map(entry),
      entry("g"),
      entry("h"),
      "    ] },",
      "  ] } },",
      "};",
    ].join("\n");
    expect(lineOf(source, "themeConfig.navbar.items[0].items[6].docId")).toBe(10);
    expect(lineOf(source, "themeConfig.navbar.items[0].items[2]")).toBe(6);
  });
});
