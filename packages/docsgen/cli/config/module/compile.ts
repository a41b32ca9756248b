import { existsSync, readFileSync } from "node:fs";
import { isBuiltin, type SourceMapPayload } from "node:module";
import { dirname, join, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { build, type Plugin } from "esbuild";
import { fail } from "../../diagnostics/diagnostic.ts";
import { isWithin, OUTSIDE_SITE } from "../../paths/contain.ts";
import { containedImports } from "../../paths/contained-imports.ts";
import { scriptName, siteDirOf, siteRelative } from "./stack.ts";

/** Told of a package import that does not resolve from the site folder (see LoadOptions.onMissingPackage). */
export type OnMissingPackage = (specifier: string, importer: string) => void;

/** The stand-in module of a missing package (see `onMissingPackage`); config.ts spots it by its name. */
export const MISSING_PACKAGE = "__docsgenMissingPackage";
/** The property of a stand-in that names the package it stands for (`remark-math`). */
export const MISSING_SPECIFIER = "__docsgenMissingSpecifier";
/**
 * The stand-in's code. `names`: the named imports of it in the importing file, made own properties: a named
 * import of a CommonJS module is copied from its own properties (esbuild's interop), not read through `get`.
 * It is no thenable (`then` is undefined): awaiting one that answered `then` with itself would never settle,
 * and Node ends a process whose only work is such an await with exit 13 and no word.
 */
const missingModule = (
  names: readonly string[],
  specifier: string,
) => `const f = function ${MISSING_PACKAGE}() { return p; };
for (const n of ${JSON.stringify(names)}) Object.defineProperty(f, n, { get: () => p, enumerable: true });
const special = { name: "${MISSING_PACKAGE}", ${MISSING_SPECIFIER}: ${JSON.stringify(specifier)}, then: undefined, __esModule: false };
const p = new Proxy(f, {
  get: (t, k) => (Object.hasOwn(special, k) ? special[k] : k === Symbol.toPrimitive ? () => "" : p),
  apply: () => p,
  construct: () => p,
});
module.exports = p;`;

/**
 * The module compiled to one text, with its source map and the site files bundled into it (absolute paths;
 * contained to `packages.root`, else the site folder); a syntax error or missing import is located. As
 * CommonJS, undefined when the module needs ESM (a top-level `await`).
 */
export async function compile(
  file: string,
  relativePath: string,
  format: "cjs" | "esm",
  packages: { onMissing?: OnMissingPackage; provided?: readonly string[]; root?: string } = {},
): Promise<{ code: string; map: SourceMapPayload; inputs: string[] } | undefined> {
  const fileUrl = pathToFileURL(file).href;
  const sources: string[] = [];
  try {
    const result = await build({
      entryPoints: [file],
      bundle: true,
      platform: "node",
      format,
      target: "node20",
      // Node's conditions, not a bundler's: no "module" condition (esbuild's default adds it).
      conditions: [],
      mainFields: ["main"],
      // The containment rule for the site files it bundles; packages stay imports (sitePackages).
      plugins: [
        // Relative imports inside a package bundled from its TypeScript source are the package's own.
        containedImports(packages.root ?? siteDirOf(file, relativePath), (args) => !inPackage(sources, args.importer)),
        sitePackages(format === "esm", packages, sources),
      ],
      metafile: true,
      // A module evaluated from a data: URL has no file of its own: these name the entry file, as Node would.
      define: {
        "import.meta.url": JSON.stringify(fileUrl),
        "import.meta.filename": JSON.stringify(file),
        "import.meta.dirname": JSON.stringify(dirname(file)),
        // CommonJS's own names, which Docusaurus's TypeScript configs use (`path.join(__dirname, …)`). A module
        // that declares its own (`const __dirname = …` in an ES module) keeps it: define replaces free names only.
        // Files of the site it imports get the entry's folder too (one bundle).
        __dirname: JSON.stringify(dirname(file)),
        __filename: JSON.stringify(file),
      },
      // `require(…)` (CommonJS sidebars, and packages in the CommonJS compile) resolves from the module's folder.
      // (The CommonJS compile is given that `require`, see runHere.)
      banner:
        format === "esm"
          ? {
              js: `import { createRequire as __docsgenCreateRequire } from "node:module"; const require = __docsgenCreateRequire(${JSON.stringify(fileUrl)});`,
            }
          : undefined,
      // Stack frames name the module (see throwSite), not a data: URL of its whole text.
      footer: format === "esm" ? { js: `//# sourceURL=${scriptName(file)}` } : undefined,
      sourcemap: "external",
      sourcesContent: false,
      outfile: scriptName(file).replace(/^file:\/\//, "/"),
      write: false,
      logLevel: "silent",
    });
    const code = result.outputFiles.find((f) => f.path.endsWith(".js"))?.text ?? "";
    const mapText = result.outputFiles.find((f) => f.path.endsWith(".map"))?.text ?? "{}";
    // Metafile paths are relative to esbuild's working folder; stand-ins of missing packages are not files.
    const inputs = Object.keys(result.metafile?.inputs ?? {})
      .filter((path) => !/^[\w-]{2,}:/.test(path))
      .map((path) => resolve(path));
    return { code, map: JSON.parse(mapText) as SourceMapPayload, inputs };
  } catch (error) {
    const errors = (error as { errors?: { text: string }[] }).errors ?? [];
    if (format === "cjs" && errors.some((e) => /Top-level await is currently not supported/.test(e.text))) {
      return undefined;
    }
    const first = (error as { errors?: { text: string; location?: { file: string; line: number; column: number } }[] })
      .errors?.[0];
    const where = first?.location?.file ? resolve(first.location.file) : file;
    const outside = first?.text.includes(OUTSIDE_SITE) ?? false;
    fail(
      {
        code: outside ? "path-outside" : "config-load",
        message: `could not compile: ${first?.text ?? String(error)}`,
        file: siteRelative(where, file, relativePath),
        line: first?.location?.line,
        column: first?.location ? first.location.column + 1 : undefined,
        hint: outside
          ? OUTSIDE_HINT
          : /Could not resolve/.test(first?.text ?? "")
            ? "Install the package in the site folder (npm install it there), or fix the import path."
            : "Fix the TypeScript syntax error; the file must `export default` a plain object.",
      },
      error,
    );
  }
}

/** What to do about a module's import of a file outside the site folder. */
const OUTSIDE_HINT =
  "Move the file into the site folder and import it from there (a package is imported by its name, from node_modules).";

/**
 * Leaves every package import external, as an absolute URL of the file esbuild resolves it to from the
 * importing file's folder (with Node's conditions): a module evaluated from a data: URL cannot resolve a
 * bare specifier itself. JSON files of packages are bundled (Node would need an import attribute), and so is
 * a package whose entry is TypeScript source (a monorepo's own remark plugin, `"main": "src/index.ts"`):
 * Node cannot run it, Docusaurus's config loader compiles it. Such packages' folders go into `sources`.
 */
function sitePackages(
  asUrl: boolean,
  { onMissing, provided = [] }: { onMissing?: OnMissingPackage; provided?: readonly string[] },
  sources: string[],
): Plugin {
  return {
    name: "docsgen-site-packages",
    setup(b) {
      b.onResolve({ filter: /^[^./]|^\.[^./]|^\.\.[^/]/ }, async (args) => {
        if (args.pluginData === "docsgen-resolving") return undefined;
        // Builtins, and the modules docsgen gives the code itself (LoadOptions.provided), installed or not.
        if (isBuiltin(args.path) || provided.includes(args.path)) return { path: args.path, external: true };
        const found = await b.resolve(args.path, {
          kind: args.kind,
          resolveDir: args.resolveDir,
          importer: args.importer,
          pluginData: "docsgen-resolving",
        });
        if ((found.errors.length > 0 || !found.path) && onMissing && !args.path.startsWith(".")) {
          onMissing(args.path, args.importer);
          const pluginData = { names: importedNames(args.importer, args.path), specifier: args.path };
          return { path: args.path, namespace: "docsgen-missing", pluginData };
        }
        if (found.errors.length > 0 || !found.path) return undefined; // esbuild reports it, located
        if (found.external) return { path: args.path, external: true };
        if (found.path.endsWith(".json")) return { path: found.path };
        if (TYPESCRIPT.test(found.path)) {
          const root = packageRoot(found.path);
          if (root && !sources.includes(root)) sources.push(root);
          return { path: found.path };
        }
        return {
          path: asUrl && args.kind !== "require-call" ? pathToFileURL(found.path).href : found.path,
          external: true,
        };
      });
      b.onLoad({ filter: /.*/, namespace: "docsgen-missing" }, (args) => ({
        contents: missingModule(
          (args.pluginData as { names: string[] }).names,
          (args.pluginData as { specifier: string }).specifier,
        ),
        loader: "js",
      }));
    },
  };
}

/** A file Node cannot run as it is: TypeScript source. */
const TYPESCRIPT = /\.[cm]?tsx?$/;

/** The folder of the package.json nearest above a file of a package. */
function packageRoot(file: string): string | undefined {
  for (let dir = dirname(file); dir !== dirname(dir); dir = dirname(dir)) {
    if (existsSync(join(dir, "package.json"))) return dir;
  }
  return undefined;
}

/** Whether a file is in one of the package folders. */
const inPackage = (roots: readonly string[], file: string) => roots.some((root) => isWithin(root, file));

/** The names `importer` imports from `specifier` (`import { themes as t } from "x"`: themes). */
function importedNames(importer: string, specifier: string): string[] {
  let text = "";
  try {
    text = readFileSync(importer, "utf8");
  } catch {
    return [];
  }
  const quoted = specifier.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  const names: string[] = [];
  for (const m of text.matchAll(
    new RegExp(`import\\s+(?:type\\s+)?(?:[\\w$]+\\s*,\\s*)?\\{([^}]*)\\}\\s*from\\s*["']${quoted}["']`, "g"),
  )) {
    for (const part of m[1].split(",")) {
      const name = part
        .trim()
        .replace(/^type\s+/, "")
        .split(/\s+as\s+/)[0];
      if (/^[\w$]+$/.test(name)) names.push(name);
    }
  }
  return names;
}
