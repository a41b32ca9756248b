import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { join, relative } from "node:path";
import { buildSync } from "esbuild";
import ts from "typescript";
import { afterAll, describe, expect, it } from "vitest";
import { SCW } from "../../helpers/cli.ts";
import { runInEditor } from "./editor-process.ts";
import { describeWithScw, SCW_SOURCE } from "./library.ts";
import { readZip, writeZip, type ZipEntry } from "./zip.ts";

// The starter project offered on /docs/tutorial/fast-start/pack#starter (static/starter/): its zip matches the
// plain files, its source type-checks against the declarations generated from the SCW source with the
// starter's own tsconfig, it exports a working widget in CoCo, and its webpack config builds on what the
// webpack package really exports.

const STARTER = join(SCW, "static/starter/scw-widget-starter");
const ZIP = join(SCW, "static/starter/scw-widget-starter.zip");
const PACK = join(SCW, "docs/tutorial/fast-start/pack.md");

/** The starter as zip entries: the folder itself, then its files and folders, sorted, `/`-separated. */
function starterEntries(): ZipEntry[] {
  const entries: ZipEntry[] = [{ name: "scw-widget-starter/", data: Buffer.alloc(0) }];
  const walk = (dir: string): void => {
    for (const name of readdirSync(dir).sort()) {
      const path = join(dir, name);
      const inZip = `scw-widget-starter/${relative(STARTER, path).split("\\").join("/")}`;
      if (statSync(path).isDirectory()) {
        entries.push({ name: `${inZip}/`, data: Buffer.alloc(0) });
        walk(path);
      } else entries.push({ name: inZip, data: readFileSync(path) });
    }
  };
  walk(STARTER);
  return entries;
}

const starterFile = (name: string): string => readFileSync(join(STARTER, name), "utf8");

describe("the starter download", () => {
  it("has the files a webpack + TypeScript widget project needs", () => {
    for (const file of ["package.json", "tsconfig.json", "webpack.config.js", "src/index.ts", "README.md"]) {
      expect(existsSync(join(STARTER, file)), file).toBe(true);
    }
  });

  it("the zip holds exactly the plain files (UPDATE_STARTER_ZIP=1 rewrites it)", () => {
    const expected = starterEntries();
    if (process.env.UPDATE_STARTER_ZIP === "1") writeFileSync(ZIP, writeZip(expected));
    const actual = readZip(readFileSync(ZIP));
    expect(actual.map((e) => e.name)).toEqual(expected.map((e) => e.name));
    for (const [i, entry] of actual.entries()) {
      expect(entry.data.toString("utf8"), entry.name).toBe(expected[i].data.toString("utf8"));
    }
  });

  it("pack.md offers the zip and shows the starter's tsconfig.json as its reference tsconfig", () => {
    const pack = readFileSync(PACK, "utf8");
    expect(pack).toContain("](/starter/scw-widget-starter.zip)");
    const fence = /^```jsonc title="tsconfig\.json"\n([\s\S]*?)^```$/m.exec(pack.slice(pack.indexOf("{#tsconfig}")));
    expect(fence?.[1]).toBe(starterFile("tsconfig.json"));
  });

  it("README.md and pack.md name exactly the starter's npm scripts", () => {
    const scripts = Object.keys(
      (JSON.parse(starterFile("package.json")) as { scripts: Record<string, string> }).scripts,
    );
    const named = (text: string) => [...new Set([...text.matchAll(/npm run (\w+)/g)].map((m) => m[1]))].sort();
    expect(named(starterFile("README.md"))).toEqual([...scripts].sort());
    const pack = readFileSync(PACK, "utf8");
    const starter = pack.slice(pack.indexOf("{#starter}"), pack.indexOf("{#basic}"));
    expect(named(starter)).toEqual([...scripts].sort());
    expect(starter).toContain(`${["零", "一", "两", "三", "四"][scripts.length]}个 npm 命令`);
  });

  it("package.json lists every package the config, the scripts and the source use", () => {
    const manifest = JSON.parse(starterFile("package.json")) as {
      private?: boolean;
      scripts: Record<string, string>;
      devDependencies: Record<string, string>;
    };
    expect(manifest.private).toBe(true);
    const used = new Set<string>();
    for (const file of ["webpack.config.js", "src/index.ts"]) {
      for (const m of starterFile(file).matchAll(/(?:require\(|from )"([^".][^"]*)"/g)) {
        if (!m[1].startsWith("node:")) used.add(m[1]);
      }
    }
    used.add("ts-loader"); // named as a loader in webpack.config.js
    used.add("webpack").add("webpack-cli"); // the webpack command of the scripts
    used.add("typescript"); // tsc of the typecheck script, and ts-loader's peer
    expect(Object.keys(manifest.devDependencies).sort()).toEqual([...used].sort());
    expect(manifest.devDependencies["slightning-coco-widget"]).toBe("^2.10.2");
    expect(manifest.devDependencies["slightning-coco-widget--webpack"]).toBe("^2.5.2");
    expect(manifest.scripts.build).toBe("webpack --mode production");
  });
});

describeWithScw("the starter project against the real SCW library", (scw) => {
  const work = mkdtempSync(join(tmpdir(), "docsgen-starter-"));
  afterAll(() => rmSync(work, { recursive: true, force: true }));

  it("src/index.ts type-checks with the starter's tsconfig against the generated declarations, and emits", () => {
    cpSync(STARTER, work, { recursive: true });
    // The declarations as installed packages: node_modules/<name> → <typesRoot>/<name>.
    const modules = join(work, "node_modules");
    mkdirSync(join(modules, "@slightning"), { recursive: true });
    for (const name of [
      "slightning-coco-widget",
      "slightning-coco-widget--webpack",
      "@slightning/anything-to-string",
    ]) {
      symlinkSync(join(scw().typesRoot, name), join(modules, name), "dir");
    }
    const config = ts.getParsedCommandLineOfConfigFile(
      join(work, "tsconfig.json"),
      {},
      {
        ...ts.sys,
        onUnRecoverableConfigFileDiagnostic: (d) => {
          throw new Error(ts.flattenDiagnosticMessageText(d.messageText, "\n"));
        },
      },
    );
    if (!config) throw new Error("tsconfig.json did not parse");
    expect(config.errors).toEqual([]);
    expect(config.fileNames.map((f) => relative(work, f))).toEqual(["src/index.ts"]);
    const program = ts.createProgram(config.fileNames, config.options);
    const problems = ts.getPreEmitDiagnostics(program).map((d) => {
      const where = d.file
        ? `${relative(work, d.file.fileName)}:${d.file.getLineAndCharacterOfPosition(d.start ?? 0).line + 1}`
        : "";
      return `${where} ${ts.flattenDiagnosticMessageText(d.messageText, "\n")}`;
    });
    expect(problems).toEqual([]);
    // ts-loader needs TypeScript to emit JavaScript: the tsconfig must not stop it (noEmit, emitDeclarationOnly).
    const written: string[] = [];
    const result = program.emit(undefined, (name) => written.push(name));
    expect(result.emitSkipped).toBe(false);
    expect(written.some((name) => name.endsWith("index.js"))).toBe(true);
  });

  it("the tsconfig suits the webpack path", () => {
    const { config } = ts.parseConfigFileTextToJson("tsconfig.json", starterFile("tsconfig.json"));
    const { options, errors } = ts.convertCompilerOptionsFromJson(config.compilerOptions, STARTER);
    expect(errors).toEqual([]);
    const compile = (code: string) => ts.transpileModule(code, { compilerOptions: options }).outputText;
    // import/export and import() stay for webpack (tree shaking, the external-import loader sees import()).
    expect(compile('export const load = () => import("some-library");')).toContain('import("some-library")');
    // JSX becomes React.createElement: SCW.config makes `react` the editor's React (checked below).
    expect(compile("export const e = <div />;").replace(/\s/g, "")).toContain('React.createElement("div"');
    // Class fields are assigned, not defined: a field a CoCo prop shares a name with is not reset.
    expect(compile("export class A { x = 1 }")).not.toContain("defineProperty");
    expect(options.sourceMap).toBe(true);
    expect(options.noEmit).toBeUndefined();
  });

  it("src/index.ts exports the countdown widget in CoCo, and it counts down", () => {
    const source = starterFile("src/index.ts");
    const driver = `
      const ticks = [];
      globalThis.setInterval = (fn) => { ticks.push(fn); return ticks.length; };
      globalThis.clearInterval = () => {};
      const exported = editorExports;
      report({
        type: exported.types.type,
        methods: exported.types.methods.map((m) => m.key),
        events: exported.types.events.map((e) => e.key),
      });
      const widget = new exported.widget({});
      Object.assign(widget, { seconds: 2 }); // CoCo sets the props after construction
      widget.start();
      ticks[0](); ticks[0]();
      report(widget.getRemaining());
      globalThis.pending = new Promise((resolve) => setTimeout(resolve, 100)); // Logger writes asynchronously
    `;
    const { reports, calls } = runInEditor(scw(), { editor: "CoCo", code: `${source}\n${driver}` });
    expect(reports[0]).toEqual({
      type: "MY_COUNTDOWN_WIDGET",
      methods: ["start", "stop", "getRemaining"],
      events: ["onTick", "onFinish"],
    });
    expect(reports[1]).toBe(0);
    expect(calls.filter((c) => c.method === "emit").map((c) => c.args)).toEqual([
      ["onTick", 1],
      ["onTick", 0],
      ["onFinish"],
    ]);
    expect(calls.filter((c) => c.method === "widgetLog").map((c) => c.args)).toEqual([["开始倒计时：2 秒"]]);
  });

  it("bundled (esbuild standing in for webpack) and wrapped by the real WrapperPlugin, it loads as a CoCo widget file", () => {
    // webpack and ts-loader are not installed here: esbuild bundles the same entry with the starter's tsconfig,
    // CommonJS output and react external as SCW.config sets them, and `global` defined as webpack defines it.
    const bundle = buildSync({
      entryPoints: [join(STARTER, "src/index.ts")],
      tsconfig: join(STARTER, "tsconfig.json"),
      bundle: true,
      write: false,
      format: "cjs",
      platform: "browser",
      target: "es2017",
      external: ["react"],
      define: { global: "globalThis" },
      nodePaths: [join(scw().root, "node_modules")],
      logLevel: "silent",
    }).outputFiles[0].text;
    const bundleFile = join(work, "bundle.js");
    writeFileSync(bundleFile, bundle);
    const { reports, calls } = runInEditor(scw(), {
      editor: "CoCo",
      code: `
        const SCW = require("slightning-coco-widget--webpack");
        const bundle = require("node:fs").readFileSync(${JSON.stringify(bundleFile)}, "utf8");
        const asset = { source: () => bundle, map: () => null };
        const compilation = { assets: { "output-widget.js": asset }, hooks: { processAssets: { tap: (options, fn) => fn(compilation.assets) } } };
        class OriginalSource { constructor(code) { this.code = code; } source() { return this.code; } }
        const compiler = {
          webpack: { Compilation: { PROCESS_ASSETS_STAGE_ADDITIONS: 0 }, sources: { OriginalSource, SourceMapSource: OriginalSource } },
          hooks: { compilation: { tap: (name, fn) => fn(compilation) } },
        };
        for (const plugin of SCW.config.plugins) plugin.apply(compiler);
        const file = compilation.assets["output-widget.js"].source();
        // What the editor does with a widget file: run it with its require and an exports object, then read exports.
        const widgetExports = {};
        new Function("require", "exports", "React", file)(globalThis.__slightning_coco_widget_require__, widgetExports, {});
        report({ wrapped: file.includes("SLIGHTNING CoCo Widget Wrapper"), keys: Object.keys(widgetExports).sort(), type: widgetExports.types.type });
        const widget = new widgetExports.widget({});
        widget.seconds = 1;
        globalThis.setInterval = (fn) => { fn(); return 1; };
        widget.start();
        report(widget.getRemaining());`,
    });
    expect(reports).toEqual([{ wrapped: true, keys: ["types", "widget"], type: "MY_COUNTDOWN_WIDGET" }, 0]);
    expect(calls.filter((c) => c.method === "emit").map((c) => c.args[0])).toEqual(["onTick", "onFinish"]);
  });

  it("webpack.config.js merges SCW.config with rules and options the webpack package works with", () => {
    const configSource = starterFile("webpack.config.js");
    const code = `
      const SCW = require("slightning-coco-widget--webpack");
      const merges = [];
      const merge = (...configs) => { merges.push(configs); return configs; };
      const modules = { "webpack-merge": { merge }, "slightning-coco-widget--webpack": SCW, "node:path": require("node:path") };
      const configModule = { exports: undefined };
      new Function("require", "module", "__dirname", ${JSON.stringify(configSource)})((id) => modules[id], configModule, "/starter");
      for (const mode of ["production", "development"]) {
        const [base, own] = configModule.exports({}, { mode });
        report({
          mode,
          baseIsScwConfig: base === SCW.config,
          ownKeys: Object.keys(own).sort(),
          own: { mode: own.mode, devtool: own.devtool, entry: own.entry, output: own.output,
                 loaders: own.module.rules.map((r) => r.use), tsRule: own.module.rules.map((r) => r.test.test("src/index.ts")) },
        });
      }
      report({
        library: SCW.config.output.library,
        externals: SCW.config.externals,
        plugins: SCW.config.plugins.map((p) => p.constructor.name),
        ruleLoaders: SCW.config.module.rules.map((r) => r.use),
        loaders: SCW.Loaders,
      });
    `;
    const { reports } = runInEditor(scw(), { editor: "none", code });
    const [production, development, scwConfig] = reports as [
      { baseIsScwConfig: boolean; ownKeys: string[]; own: Record<string, unknown> },
      { baseIsScwConfig: boolean; own: Record<string, unknown> },
      {
        library: unknown;
        externals: unknown;
        plugins: string[];
        ruleLoaders: string[];
        loaders: Record<string, string>;
      },
    ];
    expect(production.baseIsScwConfig).toBe(true);
    expect(development.baseIsScwConfig).toBe(true);
    // The starter adds no plugins and leaves output.library and externals to SCW.config: one WrapperPlugin,
    // CommonJS output, the editor's React.
    expect(production.ownKeys).toEqual(["devtool", "entry", "mode", "module", "output", "resolve", "stats"]);
    expect(production.own).toEqual({
      mode: "production",
      devtool: false,
      entry: "./src/index.ts",
      output: { path: "/starter/dist", filename: "output-widget.js" },
      loaders: ["ts-loader"],
      tsRule: [true],
    });
    expect(development.own).toMatchObject({ mode: "development", devtool: "eval-source-map" });
    expect(scwConfig.library).toEqual({ type: "commonjs" });
    expect(scwConfig.externals).toEqual({ react: "var React" });
    expect(scwConfig.plugins).toEqual(["WrapperPlugin", "BuildTimeConvertPlugin"]);
    // SCW.config's own rules name loaders of the Loaders table, and each is a path the package exports.
    const exportsMap = JSON.parse(
      readFileSync(join(scw().root, "node_modules/slightning-coco-widget--webpack/package.json"), "utf8"),
    ).exports as Record<string, { default: string }>;
    for (const loader of scwConfig.ruleLoaders) {
      expect(Object.values(scwConfig.loaders)).toContain(loader);
      const target = exportsMap[loader.replace("slightning-coco-widget--webpack/", "./")];
      expect(target, loader).toBeDefined();
      expect(existsSync(join(scw().root, "node_modules/slightning-coco-widget--webpack", target.default)), loader).toBe(
        true,
      );
    }
  });
});

describeWithScw("pack.md: the import steps and the reference tsconfig agree with the library", (scw) => {
  const pack = readFileSync(PACK, "utf8");

  it("the labels the import steps quote are the ones SCW's own importWidget looks for in the CoCo editor", () => {
    const steps = pack.slice(pack.indexOf("{#import-into-coco}"), pack.indexOf("{#release}"));
    const adapter = readFileSync(
      join(scw().root, "node_modules/slightning-coco-widget/lib/slightning/adapters/coco.js"),
      "utf8",
    );
    for (const label of ["导入自定义控件", "覆盖"]) {
      expect(steps).toContain(`“${label}”`);
      expect(adapter).toContain(`"${label}"`);
    }
    const editorUrl = /`(https:\/\/coco\.codemao\.cn\/editor\/)`/.exec(steps)?.[1] ?? "";
    const { reports } = runInEditor(scw(), {
      editor: "CoCo",
      href: editorUrl,
      code: `report(require("slightning-coco-widget").Utils.inEditorWindow());`,
    });
    expect(reports[0]).toBe(true);
  });

  it("SCW itself compiles to the target the reference tsconfig names", () => {
    if (!SCW_SOURCE) throw new Error("unreachable: describeWithScw runs only with the source");
    const own = ts.parseConfigFileTextToJson(
      "tsconfig.json",
      readFileSync(join(SCW_SOURCE, "slightning-coco-widget/tsconfig.json"), "utf8"),
    );
    const starter = ts.parseConfigFileTextToJson("tsconfig.json", starterFile("tsconfig.json"));
    expect(starter.config.compilerOptions.target).toBe(own.config.compilerOptions.target);
    expect(starter.config.compilerOptions.lib).toEqual(own.config.compilerOptions.lib);
    expect(pack).toContain(`SCW 自己就编译到 ${own.config.compilerOptions.target}`);
  });

  it("the starter table describes the widget the starter exports", () => {
    const row = pack.split("\n").find((l) => l.startsWith("| `src/index.ts` |")) ?? "";
    const { reports } = runInEditor(scw(), {
      editor: "CoCo",
      code: `${starterFile("src/index.ts")}\nreport(editorExports.types);`,
    });
    const types = reports[0] as {
      properties: unknown[];
      methods: unknown[];
      events: unknown[];
      isInvisibleWidget: boolean;
    };
    const count = ["零", "一", "两", "三", "四"];
    expect(row).toContain(`${count[types.properties.length]}个属性`);
    expect(row).toContain(`${count[types.methods.length]}个方法`);
    expect(row).toContain(`${count[types.events.length]}个事件`);
    expect(types.isInvisibleWidget).toBe(true);
    expect(row).toContain("不可见");
  });
});
