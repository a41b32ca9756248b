import { readFileSync } from "node:fs";
import { join } from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { buildInProcess } from "../helpers/build.ts";
import { copyFixture } from "../helpers/cli.ts";

// Issue 15, part 10: whatever docsgen does not build gets one located warning saying what to do, and a
// file that is not UTF-8 is named at its first bad byte (fixture: unbuilt, a Docusaurus site with React
// pages, versioned docs that no versions.json lists, translations and a GBK-encoded doc).
let out: string;
let output: string;

beforeAll(async () => {
  const site = copyFixture("unbuilt");
  out = join(site, "build");
  const r = await buildInProcess(site);
  expect(r.code).toBe(0);
  output = r.stdout + r.stderr;
});

describe("no silent skips (issue 15, part 10)", () => {
  it("names the first byte that is not UTF-8, at its line and column, and still builds the page", () => {
    expect(output).toContain(
      "docs/legacy.md:4:1: warning [encoding] the file is not valid UTF-8: byte 0xd5 at offset 46",
    );
    const html = readFileSync(join(out, "docs/legacy/index.html"), "utf8");
    expect(html).toContain("The first lines are ASCII.");
    expect(html).toContain("\uFFFD");
  });

  it("warns about React pages and markdown pages in src/pages, not about partials", () => {
    expect(output).toContain("src/pages/index.js: warning [unbuilt] this React page is not built");
    expect(output).toContain("src/pages/about.md: warning [unbuilt] this markdown page is not built");
    expect(output).not.toContain("_helper.js");
  });

  it("warns once about versioned docs and sidebars", () => {
    expect(output.match(/versioned_docs\/: warning \[unbuilt\]/g)).toHaveLength(1);
    expect(output.match(/versioned_sidebars\/: warning \[unbuilt\]/g)).toHaveLength(1);
  });

  it("warns once per translated plugin folder, and reads code.json without a word", () => {
    expect(output.match(/i18n\/fr\/docusaurus-plugin-content-docs\/: warning \[unbuilt\]/g)).toHaveLength(1);
    expect(output).toContain("i18n/fr/docusaurus-theme-classic/: warning [unbuilt]");
    expect(output).not.toContain("code.json");
  });

  it("warns about Docusaurus's own config (where a second docs or blog instance is declared), and custom CSS", () => {
    expect(output).toContain("docusaurus.config.js: warning [unbuilt] docusaurus.config.js is not read");
    // Its swizzled Footer is used (issue 50): every page shows what it renders, nothing.
    expect(output).not.toContain("src/theme/");
    expect(output).toContain("src/css/custom.css: warning [unbuilt] this stylesheet is not loaded");
  });

  it("warns that the site has no home page (its React home page is not built)", () => {
    expect(output).toContain("pages/index.md: warning [home-missing]");
  });

  it("reports these and nothing else", () => {
    expect(output).toMatch(/, 10 warnings$/m);
  });
});
