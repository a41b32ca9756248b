import { execFileSync } from "node:child_process";
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { afterAll, expect, it } from "vitest";
import { WORKSPACE } from "../../helpers/cli.ts";
import { runInEditor } from "./editor-process.ts";
import { describeWithScw } from "./library.ts";
import { codeSpans, doc, fences, section } from "./markdown.ts";
import { type Block, sectionBlocks, theBlock } from "./page.ts";

// Issue 35, error 2 and build item 4: the library run as the page's reader runs it, in plain Node with no
// editor global, before and after the page's setup file; then the page's Vitest example, run for real by the
// repo's vitest in a throw-away project whose node_modules hold the compiled library and only what the page
// tells the reader to install (issue 51, error 2: SCW imports react without depending on it).

const PAGE = "docs/api/export/export-widget.md";
const blocks = (id: string) => sectionBlocks(PAGE, id);
const titled = (list: Block[], title: string) => theBlock(list, (b) => b.meta.includes(`title="${title}"`), title);
const setup = () => titled(blocks("nodejs"), "test/editor-globals.js").code;

describeWithScw("SCW in plain Node (issue 35, error 2)", (scw) => {
  it("without the editor globals, importing the library fails with the error the page quotes", () => {
    const { reports } = runInEditor(scw(), {
      editor: "plain",
      code: `try { require("slightning-coco-widget"); report("loaded"); } catch (e) { report(String(e)); }`,
    });
    const quoted = theBlock(blocks("nodejs"), (b) => b.lang === "text", "the quoted error").code;
    expect(reports).toEqual([quoted.trim()]);
  });

  it("after the page's setup file: platform NodeJS, NodeJSExport, Utils refuses with the quoted message", () => {
    const { reports } = runInEditor(scw(), {
      editor: "plain",
      code: `${setup()}
        const S = require("slightning-coco-widget");
        report(S.getPlatform());
        const types = { type: "W", info: { title: "w", icon: "i" }, options: { visible: false, global: true },
          properties: [["n", "数", 1]], methods: [], events: [] };
        class W extends S.getSuperWidget(types) {}
        S.exportWidget(types, W, { decorators: [S.generateBlockForProperties] });
        const widget = new S.NodeJSExport.W.widget({ n: 5 });
        report([typeof widget.getN, widget.n === undefined]);
        try { S.Utils.inEditor(); } catch (e) { report(e.message); }`,
    });
    expect(reports).toEqual(["NodeJS", ["function", true], "暂不支持在 Node 中运行"]);
  });

  it("a wrapped widget file does not run in plain Node: React is not defined", () => {
    const { reports } = runInEditor(scw(), {
      editor: "plain",
      code: `
        const { WrapperPlugin } = require("slightning-coco-widget--webpack");
        const assets = { "widget.js": { source: () => "exports.widget = class {};", map: () => null } };
        const compilation = { assets, hooks: { processAssets: { tap: (_, fn) => fn(assets) } } };
        class Source { constructor(code) { this.code = code; } source() { return this.code; } }
        new WrapperPlugin().apply({
          webpack: { Compilation: { PROCESS_ASSETS_STAGE_ADDITIONS: 0 }, sources: { OriginalSource: Source, SourceMapSource: Source } },
          hooks: { compilation: { tap: (_, fn) => fn(compilation) } },
        });
        const file = assets["widget.js"].source();
        // What node does with a .js file: run it as a CommonJS module.
        try { new Function("require", "module", "exports", file)(require, { exports: {} }, {}); report("ran"); }
        catch (e) { report(String(e)); }`,
    });
    expect(reports).toEqual(["ReferenceError: React is not defined"]);
  });
});

describeWithScw("the page's Vitest example runs (issue 35, build item 4)", (scw) => {
  const work = mkdtempSync(join(tmpdir(), "scw-node-testing-"));
  afterAll(() => rmSync(work, { recursive: true, force: true }));

  /**
   * The packages the page tells the reader to install for the test (`npm install --save-dev …`), names without
   * their version (`vitest@4` → `vitest`).
   */
  function installed(): string[] {
    const command = codeSpans(section(doc(PAGE), "nodejs")).find((c) => c.startsWith("npm install --save-dev "));
    if (!command) throw new Error(`${PAGE}: no npm install --save-dev command in #nodejs`);
    return command
      .slice("npm install --save-dev ".length)
      .split(/\s+/)
      .map((spec) => spec.replace(/(?<=.)@[^@/]*$/, ""));
  }

  /**
   * Writes the page's four files and pack.md's tsconfig.json into `work`, with a node_modules holding only what a reader's folder holds: the
   * library as npm installs it (a copy, with its one runtime dependency: a link would let Node find the
   * harness's own react next to the real path) and each package the page names, taken from this checkout.
   */
  function project(config: string): void {
    const files = {
      // The project the page sends the reader to (pack.md's basic flow) has its reference tsconfig.json.
      "tsconfig.json": titled(sectionBlocks("docs/tutorial/fast-start/pack.md", "tsconfig"), "tsconfig.json").code,
      "vitest.config.mjs": config,
      "test/editor-globals.js": setup(),
      "src/counter-widget.ts": titled(blocks("nodejs"), "src/counter-widget.ts").code,
      "test/counter-widget.test.ts": titled(blocks("nodejs"), "test/counter-widget.test.ts").code,
    };
    for (const [name, text] of Object.entries(files)) {
      mkdirSync(dirname(join(work, name)), { recursive: true });
      writeFileSync(join(work, name), text);
    }
    const nm = join(work, "node_modules");
    rmSync(nm, { recursive: true, force: true });
    for (const name of ["slightning-coco-widget", "@slightning/anything-to-string"]) {
      cpSync(join(scw().root, "node_modules", name), join(nm, name), { recursive: true, dereference: true });
    }
    for (const name of installed()) {
      mkdirSync(dirname(join(nm, name)), { recursive: true });
      symlinkSync(join(WORKSPACE, "node_modules", name), join(nm, name), "dir");
    }
  }

  it("the page names vitest 4 (this checkout's major) and react, which SCW imports without depending on it", () => {
    expect(installed()).toEqual(["vitest", "react"]);
    expect(section(doc(PAGE), "nodejs")).toContain("`npm install --save-dev vitest@4 react`");
    // The project it runs in is one that already has SCW: the fast start's, whose install step names it.
    expect(section(doc(PAGE), "nodejs")).toContain("(../../tutorial/fast-start/pack.md#basic)建好的项目");
    expect(fences(section(doc("docs/tutorial/fast-start/pack.md"), "install"), "sh").join("\n")).toMatch(
      /^npm install --save-dev slightning-coco-widget /m,
    );
    const major = (
      JSON.parse(readFileSync(join(WORKSPACE, "node_modules/vitest/package.json"), "utf8")) as { version: string }
    ).version.split(".")[0];
    expect(major).toBe("4");
    const manifest = JSON.parse(
      readFileSync(join(scw().root, "node_modules/slightning-coco-widget/package.json"), "utf8"),
    );
    expect(Object.keys(manifest.dependencies ?? {})).not.toContain("react");
    expect(Object.keys(manifest.peerDependencies ?? {})).not.toContain("react");
  });

  it("without react in the folder, loading SCW fails with the error the page names", () => {
    project(titled(blocks("nodejs"), "vitest.config.mjs").code);
    rmSync(join(work, "node_modules/react"), { force: true });
    const run = vitest();
    expect(run.ok).toBe(false);
    expect(run.output).toContain("Cannot find module 'react'");
    expect(section(doc(PAGE), "nodejs")).toContain("`Cannot find module 'react'`");
  }, 130_000);

  /** `npx vitest run [files]` in the reader's folder, with the checkout's vitest. */
  function vitest(...files: string[]): { ok: boolean; output: string } {
    try {
      const output = execFileSync(
        process.execPath,
        [join(WORKSPACE, "node_modules/vitest/vitest.mjs"), "run", "--root", work, ...files],
        {
          encoding: "utf8",
          stdio: ["ignore", "pipe", "pipe"],
          env: {
            ...process.env,
            CI: "1",
            NO_COLOR: "1",
            VITEST: undefined,
            VITEST_WORKER_ID: undefined,
            VITEST_POOL_ID: undefined,
          },
          timeout: 120_000,
        },
      );
      return { ok: true, output };
    } catch (error) {
      const e = error as { stdout?: string; stderr?: string };
      return { ok: false, output: `${e.stdout ?? ""}${e.stderr ?? ""}` };
    }
  }

  it("with the page's config, its three tests pass", () => {
    project(titled(blocks("nodejs"), "vitest.config.mjs").code);
    const run = vitest();
    expect(run.output).toMatch(/Tests\s+3 passed \(3\)/);
    expect(run.ok).toBe(true);
  }, 130_000);

  it("without setupFiles, the test file fails on the ReferenceError, as the page says", () => {
    project("export default {};\n");
    const run = vitest();
    expect(run.ok).toBe(false);
    expect(run.output).toContain("ReferenceError: __slightning_coco_widget_require__ is not defined");
  }, 130_000);

  // The decorate section's example is a test file added to the same folder, run as the page says: it passes only
  // if decorate gives the keys the page's toEqual names.
  it("the decorate section's test passes in that folder, with nothing more installed", () => {
    const decorate = titled(blocks("decorate"), "test/list-methods.test.ts").code;
    project(titled(blocks("nodejs"), "vitest.config.mjs").code);
    writeFileSync(join(work, "test/list-methods.test.ts"), decorate);
    const command = "npx vitest run test/list-methods.test.ts";
    expect(codeSpans(section(doc(PAGE), "decorate"))).toContain(command);
    const run = vitest(command.split(" ").at(-1) as string);
    expect(run.output).toMatch(/Tests\s+1 passed \(1\)/);
    expect(run.ok).toBe(true);
  }, 130_000);

  // The run-script recipe: a test file that only imports the script. The tutorial's two demo scripts say to run
  // them this way, with the import path they name; their printed lines must reach the reader's report.
  it("the run-script recipe prints what each script logs: the page's own, traverse-demo's, validate-demo's and type.md's read-level", () => {
    const runner = titled(blocks("run-script"), "test/run-script.test.ts").code;
    const command = "npx vitest run test/run-script.test.ts";
    const text = section(doc(PAGE), "run-script");
    expect(codeSpans(text)).toContain(command);
    const scripts = [
      { page: PAGE, id: "run-script", file: "src/hello-script.ts", printed: "当前平台： NodeJS" },
      {
        page: "docs/tutorial/advanced/internal-principle/decorator.md",
        id: "traverse-example",
        file: "src/traverse-demo.ts",
        printed: theBlock(
          sectionBlocks("docs/tutorial/advanced/internal-principle/decorator.md", "traverse-example"),
          (b) => b.lang === "text" && b.code.startsWith("进入分组"),
          "printed lines",
        ).code.trim(),
        // console.dir's print of the changed methods, expanded to the inserted method
        more: theBlock(
          sectionBlocks("docs/tutorial/advanced/internal-principle/decorator.md", "traverse-example"),
          (b) => b.lang === "text" && b.code.includes("anotherTestMethod"),
          "printed methods",
        ).code.trim(),
      },
      {
        page: "docs/tutorial/advanced/internal-principle/overview.md",
        id: "data-types",
        file: "src/validate-demo.ts",
        printed: theBlock(
          sectionBlocks("docs/tutorial/advanced/internal-principle/overview.md", "data-types"),
          (b) => b.lang === "text" && b.code.startsWith("数据有效"),
          "printed lines",
        ).code.trim(),
      },
      {
        page: "docs/api/types/type.md",
        id: "validate-and-type-to-string",
        file: "src/read-level.ts",
        // The error message the page shows under the script, every line of it.
        printed: fences(section(doc("docs/api/types/type.md"), "validate-and-type-to-string"), "text")[1].trim(),
      },
    ];
    for (const script of scripts) {
      const path = `../${script.file.replace(/\.ts$/, "")}`;
      expect(section(doc(script.page), script.id), script.file).toContain(script.page === PAGE ? path : `\`${path}\``);
      project(titled(blocks("nodejs"), "vitest.config.mjs").code);
      const code = titled(sectionBlocks(script.page, script.id), script.file).code;
      writeFileSync(join(work, script.file), code);
      writeFileSync(join(work, "test/run-script.test.ts"), runner.replace("../src/hello-script", path));
      const run = vitest(command.split(" ").at(-1) as string);
      expect(run.ok, run.output).toBe(true);
      expect(run.output).toContain("stdout | test/run-script.test.ts > 运行脚本");
      expect(run.output).toContain(script.printed);
      if ("more" in script) expect(run.output).toContain(script.more);
    }
    expect(text).toContain("`stdout | test/run-script.test.ts > 运行脚本`");
    expect(text).toContain("`当前平台： NodeJS`");
  }, 400_000);
});
