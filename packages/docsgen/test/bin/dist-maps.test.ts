import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { SourceMap, type SourceMapPayload } from "node:module";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { build } from "esbuild";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { filterMap, isOwnSource, ownSourceMaps } from "../../scripts/dist-maps.js";

// The package's source maps keep docsgen's own code only (issue 48): every position of docsgen's code maps
// where esbuild's full map maps it, and no position of a dependency's code maps anywhere.

let dir: string;
let full: SourceMapPayload;
let code: string;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), "docsgen-maps-"));
  const dep = join(dir, "node_modules/dep");
  mkdirSync(dep, { recursive: true });
  writeFileSync(join(dep, "package.json"), '{ "name": "dep", "main": "index.js" }');
  writeFileSync(
    join(dep, "index.js"),
    "export function shout(word) {\n  const loud = word.toUpperCase();\n  return loud + '!';\n}\n",
  );
  mkdirSync(join(dir, "cli"));
  writeFileSync(join(dir, "cli/util.ts"), "export const twice = (s: string): string => {\n  return s + s;\n};\n");
  // Bundled in import order: docsgen's util, then the dependency, then docsgen's main, so a dependency's
  // code sits after docsgen's and must not be taken for it.
  writeFileSync(
    join(dir, "cli/main.ts"),
    'import { twice } from "./util.ts";\nimport { shout } from "dep";\nexport function run(name: string) {\n  const word = twice(name);\n  return shout(word);\n}\n',
  );
  const result = await build({
    entryPoints: [join(dir, "cli/main.ts")],
    bundle: true,
    format: "esm",
    platform: "node",
    minifyWhitespace: true,
    sourcemap: "linked",
    outdir: join(dir, "dist"),
    absWorkingDir: dir,
    write: true,
    logLevel: "silent",
  });
  expect(result.errors).toEqual([]);
  full = JSON.parse(readFileSync(join(dir, "dist/main.js.map"), "utf8"));
  code = readFileSync(join(dir, "dist/main.js"), "utf8");
});

afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** Every generated position of the bundle, as [line, column]. */
function positions(): [number, number][] {
  return code.split("\n").flatMap((text, line) => [...text].map((_, column) => [line, column] as [number, number]));
}

describe("filterMap", () => {
  it("maps docsgen's code as the full map does, and a dependency's code nowhere", () => {
    expect(full.sources.some((s) => s.includes("node_modules/dep"))).toBe(true);
    const filtered = filterMap(full, isOwnSource);
    if (!filtered) throw new Error("docsgen's code lost its map");
    expect(filtered.sources).toEqual(full.sources.filter(isOwnSource));
    expect(filtered.sourcesContent).toBeUndefined();
    const before = new SourceMap(full);
    const after = new SourceMap(filtered);
    let own = 0;
    let dependency = 0;
    for (const [line, column] of positions()) {
      const was = before.findEntry(line, column) as { originalSource?: string };
      const now = after.findEntry(line, column) as { originalSource?: string };
      if (was.originalSource && isOwnSource(was.originalSource)) {
        own++;
        expect(now).toEqual(was);
      } else if (was.originalSource) {
        dependency++;
        expect(now.originalSource, `${line}:${column}`).toBeUndefined();
      }
    }
    expect(own).toBeGreaterThan(0);
    expect(dependency).toBeGreaterThan(0);
  });

  it("leaves no map for code made only of dependencies", () => {
    expect(filterMap({ ...full, sources: full.sources.map((s) => `node_modules/x/${s}`) }, isOwnSource)).toBe(
      undefined,
    );
  });
});

describe("ownSourceMaps", () => {
  it("removes a dependencies-only map and the script's link to it", () => {
    const out = join(dir, "only-deps");
    mkdirSync(out);
    writeFileSync(join(out, "chunk.js"), "var a=1;\n//# sourceMappingURL=chunk.js.map\n");
    writeFileSync(
      join(out, "chunk.js.map"),
      JSON.stringify({ version: 3, sources: ["../node_modules/x/a.js"], names: [], mappings: "AAAA" }),
    );
    ownSourceMaps(out);
    expect(() => readFileSync(join(out, "chunk.js.map"))).toThrow();
    expect(readFileSync(join(out, "chunk.js"), "utf8")).toBe("var a=1;\n");
  });
});
