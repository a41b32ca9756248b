import { describe, expect, it } from "vitest";
import { configSchema as CONFIG_SHAPE } from "../../cli/config/schema.ts";
import { validate } from "../../cli/config/validate.ts";
import { formatDiagnostic, suggest } from "../../cli/diagnostics/diagnostic.ts";

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
