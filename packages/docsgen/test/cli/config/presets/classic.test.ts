import { describe, expect, it } from "vitest";
import {
  classicOptions,
  classicPreset,
  classicPresetModule,
  packageOf,
} from "../../../../cli/config/presets/classic.ts";
import { presetNames } from "../../../../cli/config/presets/run.ts";

const context = { siteConfig: { themeConfig: {} } };

describe("the classic preset's stand-in", () => {
  it("returns the entries Docusaurus's classic preset returns for a build", () => {
    const { plugins, themes } = classicPreset(context, {
      docs: { routeBasePath: "/" },
      blog: false,
      gtag: { trackingID: "G-1" },
      theme: { customCss: "./custom.css" },
    });
    expect(plugins).toEqual([
      ["@docusaurus/plugin-content-docs", { routeBasePath: "/" }],
      "@docusaurus/plugin-content-pages",
      ["@docusaurus/plugin-google-gtag", { trackingID: "G-1" }],
      ["@docusaurus/plugin-sitemap", {}],
    ]);
    expect(themes).toEqual([["@docusaurus/theme-classic", { customCss: "./custom.css" }]]);
    expect(classicPreset({ siteConfig: { themeConfig: { algolia: { appId: "x" } } } }).themes).toContain(
      "@docusaurus/theme-search-algolia",
    );
  });

  it("throws on keys the classic preset does not know, as Docusaurus's does", () => {
    expect(() => classicPreset(context, { beam: "amber" })).toThrow("Unrecognized keys beam");
  });

  it("is callable as the module and as its default export", () => {
    expect(classicPresetModule(context, {})).toEqual(classicPresetModule.default(context, {}));
  });
});

describe("classicOptions", () => {
  it("reads the classic preset's entries back as its options; the other entries are the site's", () => {
    const options = { docs: { routeBasePath: "/" }, blog: { path: "news" }, theme: { customCss: "./c.css" } };
    const own = ["./plugins/beam", { beam: "amber" }];
    const { plugins, themes } = classicPreset(context, options);
    const read = classicOptions([...plugins, own], [...themes, "./theme"]);
    expect(read.options).toEqual({ ...options, pages: {} });
    expect(read.plugins).toEqual([own]);
    expect(read.themes).toEqual(["./theme"]);
  });

  it("turns a content plugin the preset leaves out off, and knows require.resolve'd paths", () => {
    const read = classicOptions(["/site/node_modules/@docusaurus/plugin-content-docs/lib/index.js"], []);
    expect(read.options).toEqual({ docs: {}, blog: false, pages: false });
  });

  it("leaves a second docs instance (with its own id) to the site's plugins", () => {
    const second = ["@docusaurus/plugin-content-docs", { id: "api" }];
    expect(classicOptions([second], []).plugins).toEqual([second]);
  });
});

describe("preset names", () => {
  it("are tried as Docusaurus's shorthand does", () => {
    expect(presetNames("harbor")).toEqual(["harbor", "@docusaurus/preset-harbor", "docusaurus-preset-harbor"]);
    expect(presetNames("@ionic-docs/preset-classic")).toEqual([
      "@ionic-docs/preset-classic",
      "@ionic-docs/docusaurus-preset-preset-classic",
    ]);
    expect(presetNames("@lighthouse")).toEqual(["@lighthouse/docusaurus-preset"]);
    expect(packageOf("/a/node_modules/x/node_modules/@s/p/lib/index.js")).toBe("@s/p");
  });
});
