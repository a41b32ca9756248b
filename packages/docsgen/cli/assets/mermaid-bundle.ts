import { join } from "node:path";
import { build, type Plugin } from "esbuild";
import { BROWSER_TARGET } from "./browser-target.ts";
import { inputsOf } from "./styles-bundle.ts";

/** A site's Mermaid settings as its client needs them (`themeConfig.mermaid`, resolved). */
export interface MermaidClient {
  theme: { light: string; dark: string };
  options: Record<string, unknown>;
}

/** The diagrams chunk and the chunks Mermaid splits into (one per kind of diagram, loaded as drawn). */
export interface MermaidChunks {
  /** The chunk the entry imports, output-relative (`assets/chunks/mermaid-HASH.js`). */
  rel: string;
  files: Map<string, Uint8Array>;
  inputs: string[];
}

/** The diagrams chunk's output path; the chunks Mermaid splits into have a name before their hash. */
const DIAGRAMS_CHUNK = /^assets\/chunks\/mermaid-[^-/]+\.js$/;

/** The diagrams chunk among a client's files (output-relative); none for a site that draws no diagram. */
export function diagramsChunkOf(files: ReadonlyMap<string, unknown>): string | undefined {
  for (const rel of files.keys()) if (DIAGRAMS_CHUNK.test(rel)) return rel;
  return undefined;
}

/**
 * Bundles client/mermaid/draw.ts with the `mermaid` package, apart from the entry: only pages with a diagram
 * load it (client/mermaid/enhance.ts). Split, as Mermaid's own build is: a flowchart page loads Mermaid's core
 * and the flowchart's code, not every diagram kind's. It shares nothing with the entry (no React).
 */
export async function bundleMermaid(root: string, minify: boolean, settings: MermaidClient): Promise<MermaidChunks> {
  const result = await build({
    absWorkingDir: root,
    entryPoints: { mermaid: "client/mermaid/draw.ts" },
    bundle: true,
    format: "esm",
    platform: "browser",
    target: BROWSER_TARGET,
    minify,
    write: false,
    outdir: "assets/chunks",
    entryNames: "[name]-[hash]",
    splitting: true,
    chunkNames: "mermaid-[name]-[hash]",
    define: {
      "process.env.NODE_ENV": JSON.stringify(minify ? "production" : "development"),
      DOCSGEN_MERMAID_SETTINGS: JSON.stringify(JSON.stringify(settings)),
    },
    legalComments: "none",
    logLevel: "silent",
    metafile: true,
  });
  const files = new Map<string, Uint8Array>();
  let rel = "";
  for (const file of result.outputFiles) {
    const name = `assets/chunks/${file.path.split(/[\\/]/).pop()}`;
    files.set(name, file.contents);
    if (DIAGRAMS_CHUNK.test(name)) rel = name;
  }
  return { rel, files, inputs: inputsOf(root, result.metafile) };
}

/**
 * The entry of a site with diagrams imports client/mermaid/enhance.ts where others import client/code-blocks.ts:
 * a module swapped at bundling, as client-bundle.ts's versioned app is, so other sites' entries stay byte for byte.
 * So does the script of each of its React pages (client/react-page.tsx, bundled by cli/react/bundle.ts), which
 * runs without the entry: a page that renders `@theme/Mermaid` loads the same diagrams chunk.
 */
export const mermaidEnhancer: Plugin = {
  name: "mermaid-enhancer",
  setup(b) {
    b.onResolve({ filter: /[\\/]code-blocks\.ts$/ }, (args) =>
      /[\\/]client[\\/](entry|react-page)\.tsx$/.test(args.importer)
        ? { path: join(args.resolveDir, "mermaid", "enhance.ts") }
        : undefined,
    );
  },
};

/** The chunk's URL as the entry imports it: relative to the entry, which is in assets/. */
export function chunkFromEntry(chunks: MermaidChunks): string {
  return `./${chunks.rel.slice("assets/".length)}`;
}
