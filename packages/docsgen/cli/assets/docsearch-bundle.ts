import { readFileSync } from "node:fs";
import { build, type OutputFile, type Plugin } from "esbuild";
import type { DocSearchOptions } from "../../shared/docsearch.ts";
import { BROWSER_TARGET } from "./browser-target.ts";
import { bundleApart } from "./bundle-apart.ts";
import { inputsOf } from "./styles-bundle.ts";

/** What the DocSearch dialog's chunk is built from: the docsgen package, the minify switch, the config's options. */
export interface DocSearchBundleOptions {
  root: string;
  minify: boolean;
  options: DocSearchOptions;
}

/** The chunk (`assets/chunks/DocSearchDialog-HASH.js`), and its stylesheet among `extra`. */
export interface DocSearchChunk {
  rel: string;
  contents: Uint8Array;
  inputs: string[];
  /** `assets/css/docsearch-HASH.css`: linked by the chunk on first open, never by a page. */
  extra: [string, Uint8Array][];
}

/**
 * The search dialog of a site DocSearch serves (client/search/DocSearchDialog.tsx with @docsearch/react), built
 * apart from the entry as docsgen's own dialog is: a page loads it on the first open of the search button
 * only. The config's options and the stylesheet's URL are inlined; React is the entry's (sharedReact).
 */
export async function bundleDocSearch({ root, minify, options }: DocSearchBundleOptions): Promise<DocSearchChunk> {
  const css = await build({
    absWorkingDir: root,
    entryPoints: { docsearch: "client/search/docsearch.css" },
    bundle: true,
    minify,
    // Browsers only: es2022 is a JavaScript target.
    target: BROWSER_TARGET.filter((t) => !t.startsWith("es")),
    write: false,
    outdir: "assets/css",
    entryNames: "[name]-[hash]",
    legalComments: "none",
    logLevel: "silent",
    metafile: true,
  });
  const cssRel = `assets/css/${nameOf(css.outputFiles[0])}`;
  const js = await bundleApart({
    root,
    entry: "client/search/DocSearchDialog.tsx",
    minify,
    define: {
      DOCSGEN_DOCSEARCH: JSON.stringify(JSON.stringify(options)),
      DOCSGEN_DOCSEARCH_CSS: JSON.stringify(cssRel),
    },
    plugins: [sharedReact, noEvalProbe],
  });
  return {
    ...js,
    inputs: [...new Set([...js.inputs, ...inputsOf(root, css.metafile)])],
    extra: [[cssRel, css.outputFiles[0].contents]],
  };
}

function nameOf(file: OutputFile): string {
  return file.path.split(/[\\/]/).pop() as string;
}

/**
 * React, as the entry exposes it (client/shared-modules.ts): hooks need the instance that renders them.
 * A CommonJS stand-in, so DocSearch's default and named imports of React both read the entry's.
 */
const sharedReact: Plugin = {
  name: "shared-react",
  setup(b) {
    b.onResolve({ filter: /^react(\/jsx-runtime)?$/ }, (args) => ({ path: args.path, namespace: "shared-react" }));
    b.onLoad({ filter: /.*/, namespace: "shared-react" }, (args) => ({
      contents: `module.exports = globalThis.__docsgenShared.${args.path === "react" ? "react" : "jsx"};`,
      loader: "js",
    }));
  },
};

/**
 * The zod bundled in @docsearch/react (for Ask AI's messages) probes whether `new Function` is allowed the first
 * time it builds an object schema, which DocSearch does on load. Under docsgen's policy (no `'unsafe-eval'`)
 * the probe is refused and the browser reports a CSP violation on every page that opens search. The answer
 * is known at build time, so the probe is replaced by it: zod then validates without compiled code, as it does
 * where eval is refused. A version of the package without the probe is bundled as it is.
 */
const EVAL_PROBE = 'try{return new Function(""),!0}catch(e){return!1}';
const noEvalProbe: Plugin = {
  name: "no-eval-probe",
  setup(b) {
    b.onLoad({ filter: /[\\/]@docsearch[\\/]react[\\/]dist[\\/]esm[\\/]DocSearchModal\.js$/ }, (args) => ({
      contents: readFileSync(args.path, "utf8").replace(EVAL_PROBE, "return!1"),
      loader: "js",
    }));
  },
};
