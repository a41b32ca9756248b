import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { buildFailure, buildInProcess } from "../helpers/build.ts";
import { copyFixture, docsgen } from "../helpers/cli.ts";

// Issue 50, point 1: a Docusaurus config's own presets run (fixture: docusaurus-presets, whose
// ./presets/lighthouse wraps the classic preset as ionic's @ionic-docs/preset-classic does: docs at the
// site's root, no blog, a plugin of the site and a theme of its own).

/** The line of `presets[0]` in the site's config: the one after `presets: [`. */
const presetLine = (site: string) =>
  readFileSync(join(site, "docusaurus.config.js"), "utf8")
    .split("\n")
    .findIndex((l) => l.includes("presets: [")) + 2;

/** A copy of the fixture whose preset is `code` (the module's source). */
function siteWithPreset(code: string): string {
  const site = copyFixture("docusaurus-presets");
  writeFileSync(join(site, "presets/lighthouse/index.js"), code);
  return site;
}

let site: string;
let output: string;
const html = (rel: string) => readFileSync(join(site, "build", rel), "utf8");

beforeAll(async () => {
  site = copyFixture("docusaurus-presets");
  const r = await buildInProcess(site);
  output = r.stdout + r.stderr;
  expect(r.code, output).toBe(0);
}, 60_000);

describe("a preset of the site's own, wrapping the classic preset", () => {
  it("gives the docs the options it sets: they are served at the site's root", () => {
    expect(html("index.html")).toContain("The light shows the way");
    expect(html("keeping/index.html")).toContain("Trim the wick at dusk.");
    expect(() => html("docs/keeping/index.html")).toThrow();
  });

  it("turns the blog off, as its classic options say", () => {
    expect(() => html("blog/index.html")).toThrow();
  });

  it("runs the plugin it adds, with the options the preset gives it", () => {
    for (const page of ["index.html", "keeping/index.html", "welcome/index.html"])
      expect(html(page), page).toContain('<meta name="lighthouse-beam" content="amber">');
  });

  it("uses the theme it adds: its footer is every page's", () => {
    for (const page of ["index.html", "welcome/index.html"])
      expect(html(page), page).toContain('<footer class="footer lighthouse-footer">Keeper&#x27;s cottage</footer>');
  });

  it("passes the classic theme's customCss on, and is not reported as ignored", () => {
    const css = readFileSync(
      join(site, "build", html("index.html").match(/href="\/(assets\/styles-\w+\.css)"/)?.[1] ?? ""),
      "utf8",
    );
    expect(css).toContain(".lighthouse-beam-amber");
    expect(output).not.toMatch(/presets\[0\]|is not run/);
  });
});

describe("a preset installed as a package", () => {
  it("runs by its short name, with what it returns read as the config's own entries", async () => {
    const withPackage = copyFixture("docusaurus-presets");
    const pkg = join(withPackage, "node_modules/docusaurus-preset-harbor");
    mkdirSync(join(pkg, "lib"), { recursive: true });
    writeFileSync(
      join(pkg, "package.json"),
      '{"name":"docusaurus-preset-harbor","version":"1.0.0","main":"lib/index.js"}',
    );
    // As ionic's preset: compiled TypeScript, a file of its own, and Docusaurus's plugins by require.resolve
    // although they are not installed.
    writeFileSync(join(pkg, "lib/route.js"), 'exports.route = "guide";\n');
    writeFileSync(
      join(pkg, "lib/index.js"),
      `"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
const { route } = require("./route");
function preset(context, opts = {}) {
  return {
    themes: [[require.resolve("@docusaurus/theme-classic"), opts.theme]],
    plugins: [
      require.resolve("@docusaurus/plugin-ideal-image"),
      [require.resolve("@docusaurus/plugin-content-docs"), { ...opts.docs, routeBasePath: route }],
    ],
  };
}
exports.default = preset;
`,
    );
    const config = join(withPackage, "docusaurus.config.js");
    writeFileSync(
      config,
      readFileSync(config, "utf8")
        .replace('"./presets/lighthouse"', '"harbor"')
        .replace(/\n {8}beam: "amber",/, ""),
    );
    writeFileSync(join(withPackage, "docs/intro.md"), "# Introduction\n\nThe light shows the way.\n");
    writeFileSync(join(withPackage, "src/pages/welcome.md"), "# Welcome\n");
    const r = await buildInProcess(withPackage);
    expect(r.code, r.stderr).toBe(0);
    expect(readFileSync(join(withPackage, "build/guide/keeping/index.html"), "utf8")).toContain("Trim the wick");
    // What docsgen does not run is named at the preset's line, with where the preset returns it.
    expect(r.stderr).toContain(
      `docusaurus.config.js:${presetLine(withPackage)}: warning [config-ignored] presets[0] returns plugins[0], which is ignored by docsgen: the plugin "@docusaurus/plugin-ideal-image" is not run`,
    );
  }, 60_000);

  it("stays a located warning when it is not installed", async () => {
    const missing = copyFixture("docusaurus-presets");
    const config = join(missing, "docusaurus.config.js");
    writeFileSync(config, readFileSync(config, "utf8").replace('"./presets/lighthouse"', '"@lighthouse/preset-gone"'));
    const r = await buildInProcess(missing);
    expect(r.stderr).toContain(
      `docusaurus.config.js:${presetLine(missing)}: warning [config-ignored] presets[0] is ignored by docsgen: the preset "@lighthouse/preset-gone" is not run: it is not installed in the site folder (installed, docsgen runs it as Docusaurus does)`,
    );
  }, 60_000);
});

describe("a preset that goes wrong", () => {
  const timeout = process.env.DOCSGEN_SITE_CODE_TIMEOUT_MS;
  afterEach(() => {
    if (timeout === undefined) delete process.env.DOCSGEN_SITE_CODE_TIMEOUT_MS;
    else process.env.DOCSGEN_SITE_CODE_TIMEOUT_MS = timeout;
  });

  it("is a located error naming it, at the config's line and its throw, when it throws", async () => {
    const failing = siteWithPreset('module.exports = function lighthouse() {\n  throw new Error("no lamp oil");\n};\n');
    const [error] = await buildFailure(failing);
    expect(error).toMatchObject({
      severity: "error",
      code: "config-load",
      file: "docusaurus.config.js",
      line: presetLine(failing),
    });
    expect(error.message).toBe(
      'the preset "./presets/lighthouse" (presets[0]) threw (presets/lighthouse/index.js:2:9): no lamp oil',
    );
  }, 30_000);

  it("is a located error, never a hang, when it never finishes (through the CLI)", () => {
    for (const body of ["while (true) {}", "return new Promise(() => {});"]) {
      const hanging = siteWithPreset(`module.exports = function lighthouse() {\n  ${body}\n};\n`);
      const r = docsgen(["build", hanging], undefined, {
        env: { DOCSGEN_SITE_CODE_TIMEOUT_MS: "500" },
        timeoutMs: 60_000,
      });
      expect(r.code, r.stderr).toBe(1);
      expect(r.stderr).toContain(
        `docusaurus.config.js:${presetLine(hanging)}: error [config-load] the preset "./presets/lighthouse" (presets[0]) did not finish within 0.5 s`,
      );
    }
  }, 120_000);

  it("is checked before its answer is read: no preset object is an error, an entry that is none a warning", async () => {
    const [error] = await buildFailure(siteWithPreset('module.exports = () => "a beam";\n'));
    expect(error.message).toBe('the preset "./presets/lighthouse" (presets[0]) returned no preset object');
    const odd = siteWithPreset(
      'module.exports = () => ({ plugins: [42, [require.resolve("../../plugins/beam"), { beam: "red" }]] });\n',
    );
    writeFileSync(join(odd, "docs/intro.md"), "# Introduction\n");
    writeFileSync(join(odd, "src/pages/welcome.md"), "# Welcome\n");
    const r = await buildInProcess(odd);
    expect(r.stderr).toContain(
      "presets[0] returns plugins[0], which is not a plugin entry (a name, a function, or [either, options]); it is left out",
    );
    expect(readFileSync(join(odd, "build/welcome/index.html"), "utf8")).toContain('content="red"');
  }, 60_000);
});
