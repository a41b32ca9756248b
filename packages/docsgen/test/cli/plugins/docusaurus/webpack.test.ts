import { describe, expect, it } from "vitest";
import { readWebpack, type WebpackSettings, webpackStandIn } from "../../../../cli/plugins/docusaurus/webpack.ts";

// A site plugin's configureWebpack (issue 50, point 1, part 3): what esbuild can do the same is applied, the
// rest is named in a warning.

const fresh = (): WebpackSettings => ({ alias: {}, define: {} });
type Ctor = new (...args: unknown[]) => unknown;
const standIn = (name: string) => webpackStandIn[name] as Ctor;

describe("a site plugin's webpack settings", () => {
  it("apply resolve.alias and the DefinePlugin of the stand-in, flattened as webpack reads them", () => {
    const into = fresh();
    const DefinePlugin = standIn("DefinePlugin");
    const warnings = readWebpack(
      [
        {
          resolve: { alias: { "@lib$": "/site/src/lib.js", "@rel": "./src/rel" } },
          plugins: [new DefinePlugin({ VERSION: '"1.2"', "process.env": { DEBUG: "false" }, LIMIT: 3 })],
        },
      ],
      into,
      "/site",
    );
    expect(warnings).toEqual([]);
    expect(into).toEqual({
      alias: { "@lib": "/site/src/lib.js", "@rel": "/site/src/rel" },
      define: { VERSION: '"1.2"', "process.env.DEBUG": "false", LIMIT: "3" },
    });
  });

  it("read real webpack's DefinePlugin by its definitions, and refuse code esbuild cannot define", () => {
    class DefinePlugin {
      constructor(readonly definitions: Record<string, unknown>) {}
    }
    const into = fresh();
    const warnings = readWebpack([{ plugins: [new DefinePlugin({ OK: "true", CALL: "Date.now()" })] }], into, "/site");
    expect(into.define).toEqual({ OK: "true" });
    expect(warnings).toEqual(['its DefinePlugin definition "CALL" is not a JSON value or a name: it is not applied']);
  });

  it("name every other plugin and rule, and give monaco-editor's plugin a recipe", () => {
    const MonacoWebpackPlugin = class MonacoWebpackPlugin {};
    const warnings = readWebpack(
      [
        {
          plugins: [new (standIn("ProvidePlugin"))({ $: "jquery" }), new MonacoWebpackPlugin()],
          module: { rules: [{ test: /\.txt$/, use: ["raw-loader"] }, { test: /\.md$/ }] },
          resolve: { extensions: [".ts", ".tsx", ".js"], fallback: { fs: false } },
          output: { publicPath: "/x/" },
        },
      ],
      fresh(),
      "/site",
    );
    expect(warnings[0]).toBe("adds the webpack plugin ProvidePlugin, which docsgen does not run");
    expect(warnings[1]).toMatch(
      /^adds monaco-editor's webpack plugin, which docsgen does not run: .*Recipe: copy `node_modules\/monaco-editor\/min\/vs` into the static folder/,
    );
    expect(warnings.slice(2)).toEqual([
      "adds the webpack rule raw-loader, which docsgen does not run",
      "adds the webpack rule for /\\.md$/, which docsgen does not run",
      "sets webpack's `output`, which docsgen does not use",
      // `extensions` lists only what esbuild resolves anyway: nothing to say.
      "sets webpack's `resolve.fallback`, which docsgen does not use",
    ]);
  });
});
