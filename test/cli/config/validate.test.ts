import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { lineOf } from "../../../cli/config/locate.ts";
import { resolveConfig } from "../../../cli/config/resolve.ts";
import { configSchema as CONFIG_SHAPE } from "../../../cli/config/schema.ts";
import { applyDefaults, validate } from "../../../cli/config/validate.ts";
import { BuildError, formatDiagnostic, suggest } from "../../../cli/diagnostics/diagnostic.ts";

const valid = { title: "t", url: "https://x.test", themeConfig: { navbar: { title: "n", items: [] } } };

describe("config validation", () => {
  it("accepts a minimal config", () => {
    expect(validate(valid, CONFIG_SHAPE)).toEqual([]);
  });

  it("rejects unknown keys and suggests the nearest valid one", () => {
    const problems = validate({ ...valid, onBrokenLink: "warn" }, CONFIG_SHAPE);
    expect(problems).toEqual([
      { path: "onBrokenLink", message: "is not a known option", hint: 'Did you mean "onBrokenLinks"?' },
    ]);
  });

  it("names the path and the wrong value's type", () => {
    const problems = validate({ ...valid, onBrokenMarkdownImages: "explode", baseUrl: 3 }, CONFIG_SHAPE);
    expect(problems.map((p) => `${p.path} ${p.message}`)).toEqual([
      'onBrokenMarkdownImages must be "ignore" | "log" | "warn" | "throw", got string "explode"',
      "baseUrl must be a string, got number 3",
    ]);
  });

  it("reports missing required fields deep in the tree", () => {
    const problems = validate(
      { title: "t", url: "u", themeConfig: { navbar: { items: [{ label: 3 }] } } },
      CONFIG_SHAPE,
    );
    expect(problems.map((p) => p.path)).toEqual(["themeConfig.navbar.title", "themeConfig.navbar.items[0].label"]);
  });
});

describe("navbar items: one shape per type", () => {
  const items = (...list: unknown[]) => ({ ...valid, themeConfig: { navbar: { title: "n", items: list } } });

  it("names an item of unknown type and lists the known shapes", () => {
    const [problem] = validate(items({ type: "dropdown", label: "x" }), CONFIG_SHAPE);
    expect(problem).toEqual({
      path: "themeConfig.navbar.items[0]",
      message: '({"type":"dropdown","label":"x"}) has unknown type "dropdown"',
      hint: 'Expected { type: "docSidebar", sidebarId, label, position? } or { type?: "link", label, href?, to?, position? }.',
    });
  });

  it("checks each type's own keys: a docSidebar item needs a sidebarId", () => {
    const problems = validate(items({ type: "docSidebar", label: "x" }, { label: "y", sidebarId: "s" }), CONFIG_SHAPE);
    expect(problems.map((p) => `${p.path} ${p.message}`)).toEqual([
      "themeConfig.navbar.items[0].sidebarId is required",
      "themeConfig.navbar.items[1].sidebarId is not a known option",
    ]);
  });
});

describe("defaults come from the schema", () => {
  it("fills every left-out key, nested objects included, without changing the input", () => {
    const input = structuredClone(valid);
    const out = applyDefaults(input, CONFIG_SHAPE) as Record<string, unknown>;
    expect(input).toEqual(valid);
    expect(out).toMatchObject({
      tagline: "",
      baseUrl: "/",
      version: "0.0.0",
      titleDelimiter: "|",
      i18n: { defaultLocale: "zh-CN", locales: ["zh-CN"] },
      onBrokenLinks: "warn",
      onBrokenMarkdownImages: "throw",
      docs: { path: "docs", routeBasePath: "docs", sidebarPath: "sidebars.ts", versionLabel: "Next" },
      pages: { path: "pages" },
      blog: { postsPerPage: 10, blogSidebarCount: 5, feedOptions: { type: ["rss", "atom"], limit: 20 } },
      staticDir: "static",
      themeConfig: {
        colorMode: { defaultMode: "light", disableSwitch: false, respectPrefersColorScheme: false },
        tableOfContents: { minHeadingLevel: 2, maxHeadingLevel: 3 },
      },
    });
  });

  it("fills defaults inside array items of each type", () => {
    const out = applyDefaults(
      { ...valid, themeConfig: { navbar: { title: "n", items: [{ label: "a", to: "/" }] } } },
      CONFIG_SHAPE,
    ) as { themeConfig: { navbar: { items: unknown[] } } };
    expect(out.themeConfig.navbar.items).toEqual([{ label: "a", to: "/", position: "left" }]);
  });
});

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

describe("diagnostics", () => {
  it("prints file:line:col first", () => {
    expect(
      formatDiagnostic({
        severity: "warning",
        code: "link-broken",
        message: "m",
        file: "docs/a.md",
        line: 3,
        column: 5,
        hint: "h",
      }),
    ).toBe("docs/a.md:3:5: warning [link-broken] m\n    h");
  });

  it("suggests only plausible typos", () => {
    expect(suggest("/docs/api/types/mian", ["/docs/api/types/main", "/docs/x"])).toBe("/docs/api/types/main");
    expect(suggest("zzzzzz", ["/docs/api/types/main"])).toBeUndefined();
  });
});
