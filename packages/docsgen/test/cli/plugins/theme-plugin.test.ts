import { mkdirSync, mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { codeMessages, pluginThemeDir } from "../../../cli/plugins/docusaurus/theme-plugin.ts";

// A site plugin's getThemePath() is site code's say: used only when it names a folder of the site or a package.
describe("pluginThemeDir", () => {
  const root = mkdtempSync(join(tmpdir(), "docsgen-theme-path-"));
  const site = join(root, "site");
  mkdirSync(join(site, "plugins/buoy/components"), { recursive: true });
  mkdirSync(join(root, "elsewhere"), { recursive: true });

  it("reads the folder relative to the plugin's own folder", () => {
    expect(pluginThemeDir("./components", join(site, "plugins/buoy"), site)).toEqual({
      dir: join(site, "plugins/buoy/components"),
    });
  });

  it("gives nothing when the hook gives nothing", () => {
    expect(pluginThemeDir(undefined, site, site)).toBeUndefined();
  });

  it("refuses a folder outside the site, a missing folder, and a value that is not a name", () => {
    expect(pluginThemeDir("../../../elsewhere", join(site, "plugins/buoy"), site)).toEqual({
      problem: "getThemePath() names ../../../elsewhere, which is outside the site folder and not a package's",
    });
    expect(pluginThemeDir("./nope", site, site)).toEqual({
      problem: "getThemePath() names ./nope, which is not a folder",
    });
    expect(pluginThemeDir(42, site, site)).toEqual({ problem: "getThemePath() gave no folder name" });
  });
});

describe("codeMessages", () => {
  it("keeps the text messages and names the others", () => {
    expect(codeMessages({ "a.b": "Hi", "a.c": 3 })).toEqual({
      messages: { "a.b": "Hi" },
      problem: "getDefaultCodeTranslationMessages() gave messages that are not text: a.c",
    });
    expect(codeMessages(undefined)).toEqual({ messages: {} });
    expect(codeMessages(["x"]).problem).toBe("getDefaultCodeTranslationMessages() gave no object of messages");
  });
});
