import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { MISSING_PACKAGE } from "../../../cli/config/module/compile.ts";
import { loadTsModule } from "../../../cli/config/module/load.ts";
import { resolveConfig } from "../../../cli/config/resolve.ts";
import { BuildError } from "../../../cli/diagnostics/diagnostic.ts";

/*
 * Issue 36, "hangs and errors that say nothing": site.config.ts and the sidebars load from the site folder
 * (a bare import resolves in the site's node_modules), under a time limit, and every failure is located.
 */

const sites: string[] = [];
afterAll(() => {
  for (const s of sites) rmSync(s, { recursive: true, force: true });
});

/** A scratch folder with these files (path → text). */
function folder(files: Record<string, string>): string {
  const dir = mkdtempSync(join(tmpdir(), "docsgen-load-"));
  sites.push(dir);
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), text);
  }
  return dir;
}

/** The message a load fails with, formatted as the CLI prints it. */
async function failure(dir: string, file: string, timeoutMs?: number): Promise<string> {
  try {
    await loadTsModule(join(dir, file), file, { timeoutMs });
  } catch (error) {
    expect(error).toBeInstanceOf(BuildError);
    return (error as Error).message;
  }
  throw new Error("the load succeeded");
}

const PACKAGES = {
  "node_modules/cjs-pkg/package.json": '{"name":"cjs-pkg","main":"main.js"}',
  "node_modules/cjs-pkg/main.js": 'exports.title = "from cjs-pkg";',
  "node_modules/esm-pkg/package.json": '{"name":"esm-pkg","type":"module","exports":{"import":"./i.js"}}',
  "node_modules/esm-pkg/i.js": "export const themes = { light: 'github' };",
};

describe("loadTsModule", () => {
  it("resolves a bare import from the site's own node_modules, and leaves no file behind", async () => {
    const dir = folder({
      ...PACKAGES,
      "site.config.ts":
        'import { title } from "cjs-pkg";\nimport { themes } from "esm-pkg";\nexport default { title, themes, url: import.meta.url };\n',
    });
    // A temporary folder of the test's own: other tests and processes write to the shared one meanwhile.
    const temp = mkdtempSync(join(tmpdir(), "load-temp-"));
    const was = process.env.TMPDIR;
    process.env.TMPDIR = temp;
    try {
      expect(await loadTsModule(join(dir, "site.config.ts"), "site.config.ts")).toEqual({
        title: "from cjs-pkg",
        themes: { light: "github" },
        url: `file://${join(dir, "site.config.ts")}`,
      });
    } finally {
      if (was === undefined) delete process.env.TMPDIR;
      else process.env.TMPDIR = was;
    }
    expect(readdirSync(dir).sort()).toEqual(["node_modules", "site.config.ts"]);
    expect(readdirSync(temp)).toEqual([]);
    rmSync(temp, { recursive: true });
  });

  it("a busy loop stops at the time limit with a located message (it hung the build)", async () => {
    const started = Date.now();
    const message = await failure(
      folder({ "site.config.ts": "while (true) {}\nexport default {};\n" }),
      "site.config.ts",
      500,
    );
    expect(message).toMatch(
      /^site\.config\.ts: error \[config-load\] did not finish loading within 0\.5 s\n {4}Look for a loop/,
    );
    expect(Date.now() - started).toBeLessThan(5_000);
  });

  it("a top-level await that never settles is named at once (the CLI exited 13 and printed nothing)", async () => {
    const started = Date.now();
    const message = await failure(
      folder({ "site.config.ts": "await new Promise(() => {});\nexport default {};\n" }),
      "site.config.ts",
    );
    expect(message).toMatch(
      /^site\.config\.ts: error \[config-load\] stopped before it finished loading: a top-level `await` waits on a promise that never settles/,
    );
    expect(Date.now() - started).toBeLessThan(5_000);
  });

  it("a top-level await on a timer that never fires stops at the time limit", async () => {
    const message = await failure(
      folder({ "site.config.ts": "await new Promise((r) => setTimeout(r, 1e9));\nexport default {};\n" }),
      "site.config.ts",
      500,
    );
    expect(message).toMatch(/^site\.config\.ts: error \[config-load\] did not finish loading within 0\.5 s/);
  });

  it("a throw names the file and line of the throw, in an imported file of the site too", async () => {
    const dir = folder({
      "site.config.ts": 'import { navbar } from "./config/navbar.ts";\nexport default { navbar };\n',
      "config/navbar.ts":
        'const items = [];\n\nexport const navbar = make();\nfunction make() {\n  throw new RangeError("no items");\n}\n',
    });
    expect(await failure(dir, "site.config.ts")).toMatch(
      /^config\/navbar\.ts:5:9: error \[config-load\] threw while loading: RangeError: no items/,
    );
    const direct = folder({
      "site.config.ts": 'const a = 1;\nif (a) throw new Error("stop here");\nexport default {};\n',
    });
    expect(await failure(direct, "site.config.ts")).toMatch(
      /^site\.config\.ts:2:14: error \[config-load\] threw while loading: stop here/,
    );
  });

  it("process.exit() in the module is a located error, not the end of the build", async () => {
    const message = await failure(
      folder({ "site.config.ts": "process.exit(3);\nexport default {};\n" }),
      "site.config.ts",
    );
    expect(message).toMatch(
      /^site\.config\.ts:1:9: error \[config-load\] threw while loading: called process\.exit\(3\)/,
    );
  });

  // Issue 47, item 4: a config function's call is under the limit too: before and after its first `await`.
  it.each([
    ["before its first await", "export default function config() {\n  while (true) {}\n}\n"],
    ["after its first await", "export default async function config() {\n  await null;\n  while (true) {}\n}\n"],
    [
      "after a timer it awaits",
      "export default async () => {\n  await new Promise((r) => setTimeout(r, 5));\n  while (true) {}\n};\n",
    ],
  ])("a config function that loops %s stops at the time limit (it hung the build)", async (_, text) => {
    const dir = folder({ "docusaurus.config.js": text });
    const started = Date.now();
    const load = loadTsModule(join(dir, "docusaurus.config.js"), "docusaurus.config.js", {
      callDefault: true,
      timeoutMs: 500,
    });
    await expect(load).rejects.toThrow(
      /^docusaurus\.config\.js: error \[config-load\] did not finish loading within 0\.5 s/,
    );
    expect(Date.now() - started).toBeLessThan(4_000);
    // This thread is free again: a config function that settles loads as before.
    const ok = folder({ "docusaurus.config.js": "export default async () => { await null; return { a: 1 }; };\n" });
    expect(await loadTsModule(join(ok, "docusaurus.config.js"), "docusaurus.config.js", { callDefault: true })).toEqual(
      {
        a: 1,
      },
    );
  });

  it("process.reallyExit(), the undocumented way out process.exit() ends with, is the same located error", async () => {
    const message = await failure(
      folder({ "site.config.ts": "(process as any).reallyExit(0);\nexport default {};\n" }),
      "site.config.ts",
    );
    expect(message).toMatch(
      /^site\.config\.ts:1:18: error \[config-load\] threw while loading: called process\.exit\(0\)/,
    );
  });

  it("a missing package is a located compile error saying to install it", async () => {
    const message = await failure(
      folder({ "site.config.ts": 'import x from "not-installed";\nexport default { x };\n' }),
      "site.config.ts",
    );
    expect(message).toMatch(
      /^site\.config\.ts:1:15: error \[config-load\] could not compile: Could not resolve "not-installed"\n {4}Install the package/,
    );
  });

  // Issue 33: Docusaurus configs, as Docusaurus evaluates them.
  it("__dirname and __filename name the module, in CommonJS and ESM compiles; one the module declares wins", async () => {
    const dir = folder({
      "a.ts": "export default { d: __dirname, f: __filename };\n",
      "b.ts": "await 0;\nexport default { d: __dirname };\n",
      "c.mts":
        'import { dirname } from "node:path";\nconst __dirname = dirname(import.meta.filename) + "/own";\nexport default { d: __dirname };\n',
    });
    expect(await loadTsModule(join(dir, "a.ts"), "a.ts")).toEqual({ d: dir, f: join(dir, "a.ts") });
    expect(await loadTsModule(join(dir, "b.ts"), "b.ts")).toEqual({ d: dir });
    expect(await loadTsModule(join(dir, "c.mts"), "c.mts")).toEqual({ d: `${dir}/own` });
  });

  it("callDefault: an async config function is called and awaited, in this thread and in a thread of its own", async () => {
    const dir = folder({
      "a.js": "module.exports = async function createConfig() { return { title: await Promise.resolve('a') }; };\n",
      "b.ts": "await 0;\nexport default async () => ({ title: 'b' });\n",
    });
    expect(await loadTsModule(join(dir, "a.js"), "a.js", { callDefault: true })).toEqual({ title: "a" });
    expect(await loadTsModule(join(dir, "b.ts"), "b.ts", { callDefault: true })).toEqual({ title: "b" });
  });

  it("onMissingPackage: a package that is not installed is a stand-in, named imports included", async () => {
    const dir = folder({
      "docusaurus.config.ts":
        'import { themes as prism } from "prism-react-renderer";\nconst math = require("remark-math");\nexport default { title: "t", prism: prism.github, plugins: [math] };\n',
    });
    const missing: string[] = [];
    const value = (await loadTsModule(join(dir, "docusaurus.config.ts"), "docusaurus.config.ts", {
      onMissingPackage: (specifier) => missing.push(specifier),
    })) as { title: string; prism: () => unknown; plugins: (() => unknown)[] };
    expect(value.title).toBe("t");
    expect(value.prism.name).toBe(MISSING_PACKAGE);
    expect(value.plugins[0].name).toBe(MISSING_PACKAGE);
    expect([...new Set(missing)].sort()).toEqual(["prism-react-renderer", "remark-math"]);
  });

  it("onMissingPackage: require.resolve of a plugin that is not installed gives its name; a missing file still throws", async () => {
    const dir = folder({
      "docusaurus.config.js":
        'module.exports = { themes: [require.resolve("@example/docusaurus-search")], css: require.resolve("./custom.css") };\n',
      "custom.css": "a {}\n",
    });
    const missing: string[] = [];
    const onMissingPackage = (specifier: string) => missing.push(specifier);
    expect(await loadTsModule(join(dir, "docusaurus.config.js"), "docusaurus.config.js", { onMissingPackage })).toEqual(
      {
        themes: ["@example/docusaurus-search"],
        css: join(dir, "custom.css"),
      },
    );
    expect([...new Set(missing)]).toEqual(["@example/docusaurus-search"]);
    writeFileSync(join(dir, "docusaurus.config.js"), 'module.exports = { css: require.resolve("./gone.css") };\n');
    await expect(
      loadTsModule(join(dir, "docusaurus.config.js"), "docusaurus.config.js", { onMissingPackage }),
    ).rejects.toThrow(BuildError);
  });

  // A public site's config (real-sites survey): `sidebarPath: require.resolve("./sidebars")` beside a
  // sidebars.ts. Docusaurus's loader adds the TypeScript extension; the build stopped at `Cannot find module`.
  it("require.resolve of a relative path without its .ts extension finds the .ts file, as Docusaurus does", async () => {
    const dir = folder({
      "docusaurus.config.ts":
        'export default { sidebarPath: require.resolve("./sidebars"), theme: require.resolve("./src/theme") };\n',
      "sidebars.ts": "export default { docs: [] };\n",
      "src/theme/index.tsx": "export default 1;\n",
    });
    expect(await loadTsModule(join(dir, "docusaurus.config.ts"), "docusaurus.config.ts")).toEqual({
      sidebarPath: join(dir, "sidebars.ts"),
      theme: join(dir, "src/theme/index.tsx"),
    });
  });

  it("a module with a top-level await loads (in a thread), functions in its default export included", async () => {
    const dir = folder({
      ...PACKAGES,
      "sidebars.ts":
        'import { title } from "cjs-pkg";\nconst items = await Promise.resolve(["a", title]);\nexport default { docs: items, fn: function editUrl() {} };\n',
    });
    const value = (await loadTsModule(join(dir, "sidebars.ts"), "sidebars.ts")) as { docs: string[]; fn: () => void };
    expect(value.docs).toEqual(["a", "from cjs-pkg"]);
    expect(typeof value.fn).toBe("function");
    expect(value.fn.name).toBe("editUrl");
  });

  it("CommonJS and JSON sidebars", async () => {
    const dir = folder({
      ...PACKAGES,
      "sidebars.js": 'module.exports = { docs: [require("cjs-pkg").title] };\n',
      "sidebars.json": '{ "docs": ["intro"] }\n',
      "bad.json": '{ "docs": ["intro",] }\n',
    });
    expect(await loadTsModule(join(dir, "sidebars.js"), "sidebars.js")).toEqual({ docs: ["from cjs-pkg"] });
    expect(await loadTsModule(join(dir, "sidebars.json"), "sidebars.json")).toEqual({ docs: ["intro"] });
    expect(await failure(dir, "bad.json")).toMatch(/^bad\.json:1:19: error \[config-load\]/);
  });
});

describe("resolveConfig", () => {
  it("a Docusaurus-style config importing a package of the site loads", async () => {
    const dir = folder({
      ...PACKAGES,
      "site.config.ts": [
        'import { title } from "cjs-pkg";',
        "export default {",
        '  title, url: "https://example.test",',
        '  themeConfig: { navbar: { title: "x", items: [] } },',
        "};",
        "",
      ].join("\n"),
    });
    expect((await resolveConfig({ siteDir: dir })).title).toBe("from cjs-pkg");
  });
});
