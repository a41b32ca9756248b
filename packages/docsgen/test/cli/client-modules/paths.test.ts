import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { findClientModule, scriptModules, stylesheetModules } from "../../../cli/client-modules/paths.ts";
import { resolveConfig } from "../../../cli/config/resolve.ts";
import { BuildError } from "../../../cli/diagnostics/diagnostic.ts";

// Issue 50, point 1: client modules are found as Docusaurus finds them, and contained to the site folder.

const dirs: string[] = [];
afterAll(() => {
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
});

/** A scratch folder holding `site/` and what lies beside it, with these files (path → text). */
function scratch(files: Record<string, string>): string {
  const dir = mkdtempSync(join(tmpdir(), "docsgen-client-modules-"));
  dirs.push(dir);
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), text);
  }
  return dir;
}

describe("a client module's path", () => {
  const dir = scratch({
    "site/src/client/a.js": "",
    "site/src/client/folder/index.ts": "",
    "site/plugins/p/own.js": "",
    "site/node_modules/pkg/package.json": '{ "name": "pkg" }',
    "site/node_modules/pkg/style.css": "",
    "node_modules/above/package.json": '{ "name": "above" }',
    "node_modules/above/x.js": "",
    "outside.js": "",
  });
  const site = join(dir, "site");
  symlinkSync(join(dir, "outside.js"), join(site, "src/link.js"));

  it("is found as written, with an extension added, or as a folder's index; relative to what names it", () => {
    expect(findClientModule(site, site, "./src/client/a")).toEqual({ file: join(site, "src/client/a.js") });
    expect(findClientModule(site, site, "./src/client/folder")).toEqual({
      file: join(site, "src/client/folder/index.ts"),
    });
    expect(findClientModule(site, join(site, "plugins/p"), "./own")).toEqual({ file: join(site, "plugins/p/own.js") });
    expect(findClientModule(site, site, join(site, "src/client/a.js"))).toEqual({
      file: join(site, "src/client/a.js"),
    });
    // Without `./`, as `docsgen migrate` writes the paths of `require.resolve` (Docusaurus's path.resolve).
    expect(findClientModule(site, site, "src/client/a.js")).toEqual({ file: join(site, "src/client/a.js") });
  });

  it("is a package's file when bare, from the site's node_modules or a monorepo's above it", () => {
    expect(findClientModule(site, site, "pkg/style.css")).toEqual({ file: join(site, "node_modules/pkg/style.css") });
    expect(findClientModule(site, site, "above/x.js")).toEqual({ file: join(dir, "node_modules/above/x.js") });
  });

  it("is missing, or outside the site folder (written so, or through a symlink) and not a package's", () => {
    expect(findClientModule(site, site, "./src/none")).toEqual({ problem: "missing" });
    expect(findClientModule(site, site, "no-such-package/x.js")).toEqual({ problem: "missing" });
    expect(findClientModule(site, site, "../outside.js")).toEqual({ problem: "outside" });
    expect(findClientModule(site, site, "./src/link.js")).toEqual({ problem: "outside" });
  });

  it("is a stylesheet or a script by its extension, each list in the order given", () => {
    const modules = ["/s/a.css", "/s/b.js", "/s/c.scss", "/s/d.tsx", "/s/e.sass"];
    expect(stylesheetModules(modules)).toEqual(["/s/a.css", "/s/c.scss", "/s/e.sass"]);
    expect(scriptModules(modules)).toEqual(["/s/b.js", "/s/d.tsx"]);
    expect(stylesheetModules(undefined)).toEqual([]);
  });
});

describe("the config's clientModules", () => {
  const config = (modules: string) =>
    `export default {\n  title: "t",\n  url: "https://x.test",\n  clientModules: [\n    ${modules}\n  ],\n};\n`;

  it("resolve to absolute files in order; one outside the site is left out with a warning at its line", async () => {
    const dir = scratch({
      "site/site.config.ts": config('"./src/a.css",\n    "../outside.js",\n    "./src/b"'),
      "site/src/a.css": "",
      "site/src/b.js": "",
      "outside.js": "",
    });
    const resolved = await resolveConfig({ siteDir: join(dir, "site") });
    expect(resolved.clientModules).toEqual([join(dir, "site/src/a.css"), join(dir, "site/src/b.js")]);
    const warnings = resolved.warnings.filter((w) => w.message.includes("clientModules"));
    expect(warnings.map(({ code, message, line }) => ({ code, message, line }))).toEqual([
      {
        code: "config-ignored",
        message: "clientModules[1] names ../outside.js, which is outside the site folder: it is not loaded",
        line: 6,
      },
    ]);
  });

  it("that does not exist is a located error, as Docusaurus's bundler stops at it", async () => {
    const dir = scratch({ "site/site.config.ts": config('"./src/gone.js"') });
    const error = await resolveConfig({ siteDir: join(dir, "site") }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(BuildError);
    expect((error as BuildError).diagnostics.map(({ code, message, line }) => ({ code, message, line }))).toEqual([
      { code: "config-invalid", message: "clientModules[0] names ./src/gone.js, which does not exist", line: 5 },
    ]);
  });

  it("are absent from a config without any: its resolved shape (and cache keys) stay what they were", async () => {
    const dir = scratch({ "site/site.config.ts": 'export default { title: "t", url: "https://x.test" };\n' });
    expect("clientModules" in (await resolveConfig({ siteDir: join(dir, "site") }))).toBe(false);
  });
});
