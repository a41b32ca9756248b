import { dirname } from "node:path";
import type { Plugin } from "esbuild";

/** The namespace of the ES modules that wrap a required media file. */
const NAMESPACE = "docsgen-media-require";

/**
 * `require("./x.png")` in the site's code, as Docusaurus's webpack gives it: file-loader makes an image an
 * ES module whose default export is its URL, so components write `require("@site/static/img/x.png").default`.
 * esbuild's file loader gives a required file's URL itself (no `.default`): an `<img>` rendered without a src.
 * A require of a media file is resolved as an import would be (the `@site` alias, relative paths), then
 * loaded as a module that re-exports that import's URL as its default; `import x from` is left as it is,
 * where the file loader already gives the URL.
 */
export function mediaRequire(extensions: readonly string[]): Plugin {
  const filter = new RegExp(`\\.(${extensions.map((e) => e.slice(1)).join("|")})$`, "i");
  return {
    name: "docsgen-media-require",
    setup(build) {
      build.onResolve({ filter }, async (args) => {
        if (args.kind !== "require-call") return undefined;
        // Asked as an import: this hook answers requires only, so it is not asked again.
        const resolved = await build.resolve(args.path, {
          kind: "import-statement",
          importer: args.importer,
          resolveDir: args.resolveDir,
        });
        if (resolved.errors.length > 0 || resolved.external) return undefined;
        return { path: resolved.path, namespace: NAMESPACE };
      });
      build.onLoad({ filter: /.*/, namespace: NAMESPACE }, (args) => ({
        contents: `export { default } from ${JSON.stringify(args.path)};`,
        loader: "js",
        resolveDir: dirname(args.path),
      }));
    },
  };
}
