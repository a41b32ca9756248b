// What a build wrote: file walk, raw and gzip sizes, and the first-load assets of one doc page.
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { dirname, join, relative, resolve, sep } from "node:path";
import { gzipSync } from "node:zlib";

export function walk(dir: string): string[] {
  const out: string[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const p = join(dir, entry.name);
    if (entry.isDirectory()) out.push(...walk(p));
    else if (entry.isFile()) out.push(p);
  }
  return out;
}

export interface SizePair {
  raw: number;
  gzip: number;
}

/** gzip at zlib's default level 6 (what `docsgen serve` and nginx `gzip_comp_level 6` send). */
export function sizes(buffers: Buffer[]): SizePair {
  return {
    raw: buffers.reduce((a, b) => a + b.length, 0),
    gzip: buffers.reduce((a, b) => a + gzipSync(b).length, 0),
  };
}

export interface FirstLoad {
  page: string;
  html: SizePair;
  /** The `<script type="module" src>` files the HTML references. */
  jsReferenced: SizePair & { files: string[] };
  /** Those plus their static `import … from "./x.js"` closure (dynamic `import()` chunks excluded). */
  jsWithStaticImports: SizePair & { files: string[] };
  css: SizePair & { files: string[] };
}

function urlToFile(outDir: string, baseUrl: string, url: string): string | undefined {
  const path = decodeURI(url.split(/[?#]/)[0]);
  if (!path.startsWith(baseUrl)) return undefined;
  const file = join(outDir, path.slice(baseUrl.length));
  return existsSync(file) ? file : undefined;
}

function staticImportClosure(entries: string[]): string[] {
  const seen = new Set<string>();
  const queue = [...entries];
  while (queue.length) {
    const file = queue.shift()!;
    if (seen.has(file)) continue;
    seen.add(file);
    const code = readFileSync(file, "utf8");
    // `import{a}from"./x.js"`, `export*from"./x.js"`, `import"./x.js"`; not `import("./x.js")`.
    for (const m of code.matchAll(/(?:\bfrom\s*|\bimport\s*)(["'])(\.{1,2}\/[^"']+)\1/g)) {
      const target = resolve(dirname(file), m[2]);
      if (existsSync(target)) queue.push(target);
    }
  }
  return [...seen];
}

export function firstLoad(outDir: string, baseUrl: string, pageRoute: string): FirstLoad | undefined {
  let html = join(outDir, pageRoute, "index.html");
  if (!existsSync(html)) {
    const fallback = walk(join(outDir, "docs"))
      .filter((f) => f.endsWith(`${sep}index.html`))
      .sort()[0];
    if (!fallback) return undefined;
    html = fallback;
  }
  const text = readFileSync(html, "utf8");
  const scripts: string[] = [];
  const styles: string[] = [];
  for (const tag of text.match(/<script\b[^>]*>/g) ?? []) {
    const src = /\bsrc="([^"]+)"/.exec(tag);
    if (src && /\btype="module"/.test(tag)) {
      const f = urlToFile(outDir, baseUrl, src[1]);
      if (f) scripts.push(f);
    }
  }
  for (const tag of text.match(/<link\b[^>]*>/g) ?? []) {
    const href = /\bhref="([^"]+)"/.exec(tag);
    if (href && /\brel="stylesheet"/.test(tag)) {
      const f = urlToFile(outDir, baseUrl, href[1]);
      if (f) styles.push(f);
    }
  }
  const rel = (files: string[]) => files.map((f) => relative(outDir, f).split(sep).join("/"));
  const closure = staticImportClosure(scripts);
  const read = (files: string[]) => files.map((f) => readFileSync(f));
  return {
    page: relative(outDir, html).split(sep).join("/"),
    html: sizes([readFileSync(html)]),
    jsReferenced: { ...sizes(read(scripts)), files: rel(scripts) },
    jsWithStaticImports: { ...sizes(read(closure)), files: rel(closure) },
    css: { ...sizes(read(styles)), files: rel(styles) },
  };
}

/** Markdown files and bytes under docs/, pages/ and blog/ of a site. */
export function markdownStats(siteDir: string): { files: number; bytes: number } {
  let files = 0;
  let bytes = 0;
  for (const sub of ["docs", "versioned_docs", "pages", join("src", "pages"), "blog"]) {
    const dir = join(siteDir, sub);
    if (!existsSync(dir)) continue;
    for (const f of walk(dir)) {
      if (!f.endsWith(".md") || f.includes(`${sep}node_modules${sep}`)) continue;
      files++;
      bytes += statSync(f).size;
    }
  }
  return { files, bytes };
}

export function readBaseUrl(siteDir: string): string {
  // A generated site has a site.config.ts; the real-site corpus (real-site.ts), a docusaurus.config.js.
  const config = ["site.config.ts", "docusaurus.config.js"].map((f) => join(siteDir, f)).find((f) => existsSync(f));
  const m = config ? /baseUrl:\s*["']([^"']+)["']/.exec(readFileSync(config, "utf8")) : null;
  let base = m ? m[1] : "/";
  if (!base.startsWith("/")) base = `/${base}`;
  return base.endsWith("/") ? base : `${base}/`;
}

/** Total bytes and file count of a folder. */
export function folderSize(dir: string): { bytes: number; files: number } {
  const files = walk(dir);
  return { bytes: files.reduce((a, f) => a + statSync(f).size, 0), files: files.length };
}
