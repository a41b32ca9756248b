import { gzipSync } from "node:zlib";
import { build } from "esbuild";
import type { UiStrings } from "../../shared/strings.ts";
import { PACKAGE_ROOT } from "../version.ts";

export interface ClientAssets {
  /** Output-relative paths (`assets/js/entry-HASH.js`) → file contents. */
  files: Map<string, Uint8Array>;
  js: string;
  css: string;
  /** The search dialog's chunk (loaded on first open; see SiteData.searchChunk). */
  searchChunk?: string;
}

/**
 * Bundles the hydration client and the stylesheet with content-hashed names. One small ESM bundle;
 * React is the bulk of it. `root` is the docsgen package (templates/ and client/ live there). `strings` is
 * the site language's interface text: inlined as the client's one catalogue, so a page loads no other
 * language's text.
 */
export async function bundleClient(options: {
  minify: boolean;
  root?: string;
  strings: UiStrings;
}): Promise<ClientAssets> {
  const root = options.root ?? PACKAGE_ROOT;
  const result = await build({
    absWorkingDir: root,
    entryPoints: { entry: "client/entry.tsx", styles: "templates/styles.css" },
    bundle: true,
    format: "esm",
    platform: "browser",
    target: ["es2022", "chrome111", "firefox115", "safari16"],
    jsx: "automatic",
    minify: options.minify,
    write: false,
    outdir: "assets",
    entryNames: "[dir]/[name]-[hash]",
    // Code splitting: lazy features (search) load their own chunk on first use.
    splitting: true,
    chunkNames: "chunks/[name]-[hash]",
    define: {
      "process.env.NODE_ENV": JSON.stringify(options.minify ? "production" : "development"),
      // A JSON string, parsed once by the entry: an object value would be injected as a lazily initialised
      // module of its own (esbuild's define), which weighs more.
      DOCSGEN_UI_STRINGS: JSON.stringify(JSON.stringify(options.strings)),
    },
    legalComments: "none",
    logLevel: "silent",
    metafile: false,
  });
  const files = new Map<string, Uint8Array>();
  let js = "";
  let css = "";
  let searchChunk: string | undefined;
  for (const f of result.outputFiles) {
    const rel = f.path
      .slice(root.length)
      .replace(/^[\\/]+/, "")
      .split("\\")
      .join("/");
    files.set(rel, f.contents);
    if (/^assets\/entry-[^/]+\.js$/.test(rel)) js = rel;
    if (/^assets\/styles-[^/]+\.css$/.test(rel)) css = rel;
    if (/^assets\/chunks\/SearchDialog-[^/]+\.js$/.test(rel)) searchChunk = rel;
  }
  return { files, js, css, searchChunk };
}

export interface AssetWeight {
  raw: number;
  gzip: number;
}

/**
 * What a page loads before it is interactive: the entry module plus the chunks it imports statically
 * (lazy chunks such as search are not counted), and the stylesheet.
 */
export function firstLoadWeight(client: ClientAssets): { js: AssetWeight; css: AssetWeight } {
  const weigh = (files: string[]): AssetWeight =>
    files.reduce(
      (w, f) => {
        const data = client.files.get(f) ?? new Uint8Array();
        return { raw: w.raw + data.length, gzip: w.gzip + gzipSync(data, { level: 9 }).length };
      },
      { raw: 0, gzip: 0 },
    );
  const entry = new TextDecoder().decode(client.files.get(client.js));
  const imported = [...entry.matchAll(/(?:^|[;}])import\s*(?:[^"']*from\s*)?["']\.\/([^"']+)["']/g)].map(
    (m) => `assets/${m[1]}`,
  );
  return { js: weigh([client.js, ...imported]), css: weigh([client.css]) };
}
