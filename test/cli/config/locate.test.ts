import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { lineOf } from "../../../cli/config/locate.ts";
import { resolveConfig } from "../../../cli/config/resolve.ts";
import { BuildError } from "../../../cli/diagnostics/diagnostic.ts";

/** Writes `site.config.ts` into a fresh folder and returns the located config errors of resolving it. */
async function configErrors(source: string) {
  const site = mkdtempSync(join(tmpdir(), "docsgen-config-test-"));
  writeFileSync(join(site, "site.config.ts"), source);
  try {
    await resolveConfig({ siteDir: site });
  } catch (error) {
    if (error instanceof BuildError) return error.diagnostics.map((d) => `${d.file}:${d.line}: ${d.message}`);
    throw error;
  }
  return [];
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
    expect(await configErrors(eightItems('{ label: "G", hrf: "/g" }'))).toEqual([
      "site.config.ts:19: themeConfig.navbar.items[6].hrf is not a known option",
    ]);
    expect(await configErrors(eightItems('{ type: "dropdown", label: "G" }'))).toEqual([
      'site.config.ts:19: themeConfig.navbar.items[6] ({"type":"dropdown","label":"G"}) has unknown type "dropdown"',
    ]);
  });

  it("a missing key names its object's line", async () => {
    expect(await configErrors(eightItems('{ to: "/g" }'))).toEqual([
      "site.config.ts:19: themeConfig.navbar.items[6].label is required",
    ]);
  });

  it("after a spread, items name the line of the array's key (their index in the source is not theirs)", async () => {
    const source = eightItems('{ to: "/g" }').replace("items: [", 'items: [...[{ label: "X", to: "/x" }, 1],');
    expect(await configErrors(source)).toEqual([
      "site.config.ts:9: themeConfig.navbar.items[1] must be an object, got number 1",
      "site.config.ts:9: themeConfig.navbar.items[8].label is required",
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
});
