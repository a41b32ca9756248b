import { basename } from "node:path";
import type { Metafile } from "esbuild";
import { contentHash } from "../hash.ts";

/** A browser build's output files, by output-relative path. */
export type OutputFiles = Map<string, Uint8Array>;

/**
 * A chunk that only `import()` loads (a lazily loaded editor) may import CSS. esbuild writes that CSS beside
 * the chunk and nothing loads it; webpack, in Docusaurus, loads it before the chunk's promise resolves. So
 * each such chunk starts by linking its stylesheet and awaiting it (a top-level await: `import()` resolves
 * once the styles apply). A chunk whose bytes change gets a new content-hashed name, and so does every
 * script that names it, so a cached file never names a stylesheet or chunk of another build.
 *
 * `lazy` maps each such chunk to its stylesheet (output-relative paths); `url` makes a path a URL. Returns the
 * old → new name of each renamed file. Sites without lazily loaded CSS pass an empty map: nothing changes.
 */
export function linkLazyStyles(
  files: OutputFiles,
  lazy: ReadonlyMap<string, string>,
  url: (rel: string) => string,
): Map<string, string> {
  const renamed = new Map<string, string>();
  const pending = new Set<string>();
  for (const [chunk, css] of lazy) {
    const code = files.get(chunk);
    if (!code) continue;
    files.set(chunk, Buffer.concat([Buffer.from(prelude(url(css))), code]));
    pending.add(chunk);
  }
  // Each rename rewrites the scripts that name the file, which are renamed in turn. Chunks that import each
  // other would rename forever: the bound stops there with names that are still unique.
  for (let turns = files.size * 2; pending.size > 0 && turns > 0; turns--) {
    const [rel] = pending as Set<string> & [string];
    pending.delete(rel);
    const code = files.get(rel);
    const next = code && rehashed(rel, code);
    if (!code || !next || next === rel) continue;
    files.delete(rel);
    files.set(next, code);
    const origin = [...renamed].find(([, to]) => to === rel)?.[0] ?? rel;
    renamed.set(origin, next);
    const [from, to] = [basename(rel), basename(next)];
    for (const [other, bytes] of files) {
      if (!other.endsWith(".js")) continue;
      const text = Buffer.from(bytes).toString("utf8");
      if (!text.includes(from)) continue;
      files.set(other, Buffer.from(text.split(from).join(to)));
      pending.add(other);
    }
  }
  return renamed;
}

/** The output chunks that no entry names and that have a stylesheet: chunk → stylesheet, output-relative. */
export function lazyStyles(
  metafile: Metafile | undefined,
  entries: readonly string[],
  rel: (out: string) => string,
): Map<string, string> {
  const lazy = new Map<string, string>();
  for (const [out, meta] of Object.entries(metafile?.outputs ?? {})) {
    if (meta.cssBundle && meta.entryPoint && !entries.includes(meta.entryPoint))
      lazy.set(rel(out), rel(meta.cssBundle));
  }
  return lazy;
}

function prelude(href: string): string {
  return `await new Promise((r)=>{const l=document.createElement("link");l.rel="stylesheet";l.href=${JSON.stringify(href)};l.onload=l.onerror=r;document.head.append(l)});\n`;
}

/** `chunks/Editor-Q5IEY2DW.js` with the hash of its bytes now in place of esbuild's (same length). */
function rehashed(rel: string, code: Uint8Array): string | undefined {
  const match = /-([A-Z0-9]{8})\.js$/.exec(rel);
  if (!match) return undefined;
  const hash = contentHash(code).toUpperCase();
  return `${rel.slice(0, match.index)}-${hash}.js`;
}
