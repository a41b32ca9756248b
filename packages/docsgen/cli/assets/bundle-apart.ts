import { build, type Plugin } from "esbuild";
import { BROWSER_TARGET } from "./browser-target.ts";
import { inputsOf } from "./styles-bundle.ts";

/** What a module built apart is: its entry in the docsgen package, and what its build adds. */
export interface ApartOptions {
  /** The docsgen package (client/ lives there). */
  root: string;
  entry: string;
  minify: boolean;
  /** Map what it shares with the entry to what the entry exposes (entryShared), among others. */
  plugins?: Plugin[];
  /** Constants inlined beside `process.env.NODE_ENV`. */
  define?: Record<string, string>;
}

/**
 * A lazily loaded module built on its own, as `assets/chunks/<name>-<hash>.js`, loaded by URL. As a split
 * point of the main build, any module it shares with the entry (React above all) went into a chunk of its
 * own that every page loads: the search dialog's React chunk and the helpers the tabs pulled out cost
 * 0.8 KiB gzip of first-load JS.
 */
export async function bundleApart(
  options: ApartOptions,
): Promise<{ rel: string; contents: Uint8Array; inputs: string[] }> {
  const { root, minify } = options;
  const result = await build({
    absWorkingDir: root,
    entryPoints: [options.entry],
    bundle: true,
    format: "esm",
    platform: "browser",
    target: BROWSER_TARGET,
    jsx: "automatic",
    minify,
    write: false,
    outdir: "assets/chunks",
    entryNames: "[name]-[hash]",
    define: { "process.env.NODE_ENV": JSON.stringify(minify ? "production" : "development"), ...options.define },
    legalComments: "none",
    logLevel: "silent",
    metafile: true,
    plugins: options.plugins ?? [],
  });
  const [file] = result.outputFiles;
  return {
    rel: `assets/chunks/${file.path.split(/[\\/]/).pop()}`,
    contents: file.contents,
    inputs: inputsOf(root, result.metafile),
  };
}
