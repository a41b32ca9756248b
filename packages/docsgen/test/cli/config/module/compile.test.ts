import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { loadTsModule } from "../../../../cli/config/module/load.ts";
import { BuildError } from "../../../../cli/diagnostics/diagnostic.ts";

// A monorepo's own remark plugin, linked into the site's node_modules by the workspace (as on
// react-native-website): its package.json names TypeScript source, which Node cannot run and Docusaurus's
// config loader compiles.

const made: string[] = [];
afterAll(() => {
  for (const dir of made) rmSync(dir, { recursive: true, force: true });
});

/** A monorepo: `website/` with its config, `plugins/remark-title/` linked as `@repo/remark-title`. */
function monorepo(helper: string): string {
  const repo = mkdtempSync(join(tmpdir(), "docsgen-monorepo-"));
  made.push(repo);
  const files: Record<string, string> = {
    "plugins/remark-title/package.json": '{"name":"@repo/remark-title","type":"module","main":"src/index.ts"}',
    "plugins/remark-title/src/index.ts": `import type { Options } from "./options.ts";
import { upper } from "case-pkg";
import { suffix } from "./suffix";
export default function remarkTitle(options: Options = {}): string {
  return upper(options.prefix ?? "") + suffix;
}
`,
    "plugins/remark-title/src/options.ts": "export interface Options { prefix?: string }\n",
    "plugins/remark-title/src/suffix.ts": helper,
    "node_modules/case-pkg/package.json": '{"name":"case-pkg","main":"index.js"}',
    "node_modules/case-pkg/index.js": "exports.upper = (s) => s.toUpperCase();",
    "website/docusaurus.config.ts":
      'import remarkTitle from "@repo/remark-title";\nexport default { title: remarkTitle({ prefix: "scw" }) };\n',
  };
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(repo, path)), { recursive: true });
    writeFileSync(join(repo, path), text);
  }
  mkdirSync(join(repo, "website/node_modules/@repo"), { recursive: true });
  symlinkSync(join(repo, "plugins/remark-title"), join(repo, "website/node_modules/@repo/remark-title"));
  return repo;
}

describe("a package whose entry is TypeScript source", () => {
  it("is compiled with the config, its own files and packages with it", async () => {
    const repo = monorepo('export const suffix: string = " plugin";\n');
    const config = await loadTsModule(join(repo, "website/docusaurus.config.ts"), "docusaurus.config.ts");
    expect(config).toEqual({ title: "SCW plugin" });
  });

  it("throws located in the package's own file", async () => {
    const repo = monorepo('export const suffix: string = (() => { throw new Error("no suffix"); })();\n');
    const error = await loadTsModule(join(repo, "website/docusaurus.config.ts"), "docusaurus.config.ts").catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(BuildError);
    expect((error as Error).message).toMatch(/plugins\/remark-title\/src\/suffix\.ts:1:\d+: error .*no suffix/);
  });

  it("does not open the site's own files to imports from outside the site folder", async () => {
    const repo = monorepo('export const suffix = "";\n');
    writeFileSync(join(repo, "secret.ts"), 'export default "secret";\n');
    writeFileSync(
      join(repo, "website/docusaurus.config.ts"),
      'import secret from "../secret.ts";\nimport remarkTitle from "@repo/remark-title";\nexport default { title: remarkTitle() + secret };\n',
    );
    const error = await loadTsModule(join(repo, "website/docusaurus.config.ts"), "docusaurus.config.ts").catch(
      (e: unknown) => e,
    );
    expect((error as Error).message).toMatch(/path-outside/);
  });
});

describe("a package Node cannot parse", () => {
  it("is named with its line, not the import that loads it", async () => {
    const site = mkdtempSync(join(tmpdir(), "docsgen-bad-package-"));
    made.push(site);
    mkdirSync(join(site, "node_modules/bad"), { recursive: true });
    writeFileSync(join(site, "node_modules/bad/package.json"), '{"name":"bad","main":"index.js"}');
    writeFileSync(join(site, "node_modules/bad/index.js"), "const a = 1;\nfunction f() {\n  return a +;\n}\n");
    writeFileSync(join(site, "docusaurus.config.ts"), 'import f from "bad";\nexport default { title: String(f) };\n');
    const error = await loadTsModule(join(site, "docusaurus.config.ts"), "docusaurus.config.ts").catch(
      (e: unknown) => e,
    );
    expect((error as Error).message).toMatch(/^node_modules\/bad\/index\.js:3:1: error .*SyntaxError/);
  });
});

describe("a dynamic import in the module", () => {
  it("loads the package when the code runs, as in a file (a remark plugin's `await import`)", async () => {
    const site = mkdtempSync(join(tmpdir(), "docsgen-dynamic-import-"));
    made.push(site);
    mkdirSync(join(site, "node_modules/visit-pkg"), { recursive: true });
    writeFileSync(
      join(site, "node_modules/visit-pkg/package.json"),
      '{"name":"visit-pkg","type":"module","exports":"./i.js"}',
    );
    writeFileSync(join(site, "node_modules/visit-pkg/i.js"), 'export const visit = () => "visited";');
    writeFileSync(
      join(site, "docusaurus.config.ts"),
      'export default { plugin: async () => (await import("visit-pkg")).visit() };\n',
    );
    const config = (await loadTsModule(join(site, "docusaurus.config.ts"), "docusaurus.config.ts")) as {
      plugin: () => Promise<string>;
    };
    expect(await config.plugin()).toBe("visited");
  });
});
