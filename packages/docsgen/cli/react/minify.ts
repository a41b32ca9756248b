import { transform } from "esbuild";

/** The browsers docsgen's own client is built for (assets/client-bundle.ts). */
export const TARGET = ["es2022", "chrome111", "firefox115", "safari16"];

/** A script of the site's code minified apart, identifiers too (bundle.ts says why apart). */
export async function minifyScript(code: string): Promise<Uint8Array> {
  const out = await transform(code, { minify: true, format: "esm", target: TARGET, legalComments: "none" });
  return new TextEncoder().encode(out.code);
}
