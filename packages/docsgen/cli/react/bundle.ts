import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createRequire, SourceMap } from "node:module";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { type BuildOptions, build, type Message, type Metafile, type Plugin } from "esbuild";
import { mermaidEnhancer } from "../assets/mermaid-bundle.ts";
import { sassStylesheets } from "../assets/sass.ts";
import { clientModulesEntry } from "../client-modules/script.ts";
import { BuildError, type Diagnostic } from "../diagnostics/diagnostic.ts";
import { MEDIA_EXTENSIONS } from "../paths/media.ts";
import { relativePath } from "../paths/relative.ts";
import { isExcluded, swizzleFallback } from "../theme/fallback.ts";
import { shellEntries, shellEntry, shellServerLines } from "../theme/shell.ts";
import { PACKAGE_ROOT } from "../version.ts";
import { dedupe, located, siteWarnings } from "./bundle-messages.ts";
import { entryReact } from "./entry-react.ts";
import { type BundleMap, runContained } from "./failure.ts";
import { InfimaPicker } from "./infima.ts";
import { lazyStyles, linkLazyStyles } from "./lazy-css.ts";
import { markdownImports } from "./markdown-imports.ts";
import { mdxProvider } from "./mdx-components.ts";
import { MDX_ENTRY, MDX_LIST_ENTRY, mdxModules, mdxServerLines } from "./mdx-entries.ts";
import { mediaRequire } from "./media-require.ts";
import { minifyScript, TARGET } from "./minify.ts";
import { globalDataContext, pageEntries, serverPageLines } from "./page-entries.ts";
import { siteModules } from "./plugin.ts";
import type { CompiledSiteCode, SiteCode, SiteCodeOptions } from "./site-code.ts";
import { svgComponents } from "./svg.ts";

/** Files components and their CSS import by URL (images, fonts, video): published as they are, hashed. */
const MEDIA = MEDIA_EXTENSIONS;

/** Where the pages' browser files go in the output. */
const OUT = "assets/site";

/**
 * Compiles the site's React pages with esbuild: one server bundle (all pages, rendered in this process with
 * docsgen's React), and one browser entry per page for hydration, sharing chunks. CSS modules are scoped
 * (`local-css`, esbuild's default for `.module.css`) with the same names on both sides, since both builds
 * see the same modules. Throws a located BuildError when the code does not compile or imports a
 * Docusaurus module docsgen does not provide.
 */
export async function bundleSiteCode(options: SiteCodeOptions): Promise<SiteCode> {
  return loadSiteCode(options, await compileSiteCode(options));
}

/**
 * Both esbuild builds; their errors, located, in one BuildError. When the only errors are swizzled components
 * importing Docusaurus internals, built again without them, each a warning (theme/fallback.ts).
 */
export async function compileSiteCode(options: SiteCodeOptions): Promise<CompiledSiteCode> {
  const excluded: string[] = [];
  const fallbacks: Diagnostic[] = [];
  for (;;) {
    try {
      const compiled = await compileOnce(excluded.length > 0 ? withoutExcluded(options, excluded) : options);
      return fallbacks.length > 0 ? { ...compiled, warnings: [...fallbacks, ...compiled.warnings] } : compiled;
    } catch (error) {
      const fallback = swizzleFallback(error, excluded);
      if (!fallback) throw error;
      excluded.push(...fallback.names);
      fallbacks.push(...fallback.warnings);
    }
  }
}

/** The options without the left-out components: a shell part among them is docsgen's own again, with no place. */
function withoutExcluded(options: SiteCodeOptions, excluded: readonly string[]): SiteCodeOptions {
  const { shell, ...rest } = options;
  const kept = shell?.filter((name) => !isExcluded(name, excluded));
  return { ...rest, excludedTheme: excluded, ...(kept?.length ? { shell: kept } : {}) };
}

async function compileOnce(options: SiteCodeOptions): Promise<CompiledSiteCode> {
  const [server, browser] = await Promise.allSettled([serverBuild(options), browserBundle(options)]);
  if (server.status === "fulfilled" && browser.status === "fulfilled") {
    // What only the browser build reads (the client modules) counts too: a change to it compiles again.
    const inputs = [...new Set([...server.value.inputs, ...browser.value.inputs])];
    return { ...server.value, ...browser.value, inputs };
  }
  const reasons = [server, browser].flatMap((r) => (r.status === "rejected" ? [r.reason as unknown] : []));
  if (!reasons.every((r) => r instanceof BuildError)) throw reasons.find((r) => !(r instanceof BuildError));
  throw new BuildError(dedupe(reasons.flatMap((r) => (r as BuildError).diagnostics)), { cause: reasons[0] });
}

/** Loads the server bundle into this process; a module that throws as it loads is a located failure. */
export function loadSiteCode(options: SiteCodeOptions, compiled: CompiledSiteCode): SiteCode {
  const dir = mkdtempSync(join(tmpdir(), "docsgen-site-"));
  const outfile = join(dir, "server.cjs");
  let parsed: SourceMap | undefined;
  const map = () => (parsed ??= new SourceMap(JSON.parse(compiled.server.map)));
  const bundle: BundleMap = { file: outfile, sourcesDir: options.siteDir, map };
  const require = createRequire(import.meta.url);
  try {
    writeFileSync(outfile, compiled.server.js);
    // `translate()` at a module's top level reads the locale's messages as the module loads.
    (globalThis as { __docsgenMessages?: unknown }).__docsgenMessages =
      (JSON.parse(options.mdxContext) as { messages?: unknown }).messages ?? {};
    const where = { siteDir: options.siteDir, while: "the site's modules loaded", bundle };
    const server = runContained(where, () => require(outfile) as SiteCode["server"]);
    const { files, assets, warnings, inputs } = compiled;
    return { server, bundle, files, assets, warnings, inputs, infima: new InfimaPicker() };
  } finally {
    // Each build loads a bundle of its own (watch mode rebuilds): Node's module cache must not keep them all.
    delete require.cache[outfile];
    rmSync(dir, { recursive: true, force: true });
  }
}

/** `onSassFile` hears of each file a Sass stylesheet was compiled from (the metafile names only the first). */
function shared(options: SiteCodeOptions, onSassFile?: (file: string) => void): BuildOptions {
  const mode = options.minify ? "production" : "development";
  return {
    absWorkingDir: options.siteDir,
    bundle: true,
    jsx: "automatic",
    write: false,
    logLevel: "silent",
    legalComments: "none",
    define: { "process.env.NODE_ENV": JSON.stringify(mode), ...options.webpack?.define },
    // The site's plugins' webpack aliases (plugins/docusaurus/webpack.ts), only when they set some.
    ...(options.webpack ? { alias: options.webpack.alias } : {}),
    // Media imported by components: one hashed file, the same URL on both sides.
    loader: {
      // Docusaurus (babel) reads JSX in .js files.
      ".js": "jsx",
      ...Object.fromEntries(MEDIA.map((ext) => [ext, "file" as const])),
    },
    // Relative to OUT, where the browser build writes: chunk imports and media URLs both start there.
    assetNames: "media/[name]-[hash]",
    publicPath: `${options.baseUrl}${OUT}/`,
    plugins: [
      // Before the modules that resolve `@site/…`: the first plugin to resolve a path is the last one asked.
      mediaRequire(MEDIA.filter((ext) => ext !== ".svg")),
      markdownImports(options.mdx, options.siteDir, options.rootDir),
      siteModules(options.siteDir, {
        rootDir: options.rootDir,
        diagrams: options.mermaidChunk !== undefined,
        ...(options.themeDirs ? { themes: options.themeDirs } : {}),
        ...(options.excludedTheme ? { excluded: options.excludedTheme } : {}),
      }),
      ...(options.globalData ? [globalDataContext] : []),
      sassStylesheets({ siteDir: options.siteDir, rootDir: options.rootDir, onFile: onSassFile }),
      svgComponents,
      mdxModules(options.mdx, options.mdxLists),
      mdxProvider(options.siteDir),
      ...(options.shell?.length ? [shellEntries(options.shell)] : []),
    ],
  };
}

async function serverBuild(
  options: SiteCodeOptions,
): Promise<Pick<CompiledSiteCode, "server" | "warnings" | "inputs">> {
  const entry = [
    `export { renderPage, renderMdx, renderShell } from ${JSON.stringify(join(PACKAGE_ROOT, "templates/docusaurus/ssr.tsx"))};`,
    ...serverPageLines(options),
    ...(options.shell?.length ? shellServerLines(options.shell) : []),
    ...mdxServerLines(options.mdx),
  ].join("\n");
  const sassFiles = new Set<string>();
  const result = await compile(options, {
    ...shared(options, (file) => sassFiles.add(file)),
    stdin: { contents: entry, resolveDir: options.siteDir, sourcefile: SERVER_ENTRY, loader: "js" },
    platform: "node",
    format: "cjs",
    target: "node20",
    // Not written (write: false): the source map's paths are relative to its folder (BundleMap.sourcesDir).
    outfile: join(options.siteDir, "server.cjs"),
    sourcemap: "external",
    metafile: true,
  });
  const js = result.outputFiles.find((f) => f.path.endsWith(".cjs"));
  const map = result.outputFiles.find((f) => f.path.endsWith(".cjs.map"));
  if (!js || !map) throw new Error("internal: esbuild wrote no server bundle");
  // Only the server build's warnings: the browser build sees the same imports.
  const warnings = siteWarnings(options, result.warnings);
  const inputs = [...new Set([...filesOf(options.siteDir, result.metafile), ...sassFiles])];
  return { server: { js: js.contents, map: map.text }, warnings, inputs };
}

/**
 * The browser side: React pages in one build (each page's script hydrates the whole document, with its own
 * React), in another what runs beside docsgen's entry with its React (entry-react.ts): pages with the site's
 * components in MDX, and on every page the shell parts it replaces and its client modules (client-modules/).
 */
async function browserBundle(options: SiteCodeOptions): Promise<Pick<SiteCode, "files" | "assets" | "inputs">> {
  const pages = options.pages.map((p, i) => ({
    name: `page-${i}`,
    in: `${p.props ? "docsgen-route:" : "docsgen-page:"}${p.absPath}`,
    file: p.file,
  }));
  const mdx = options.mdx.flatMap((p, i) =>
    p.excerpt ? [] : [{ name: `mdx-${i}`, in: `${MDX_ENTRY}${p.absPath}`, file: p.file }],
  );
  if (options.shell?.length) mdx.push(shellEntry());
  if (options.clientModules?.length) mdx.push(clientModulesEntry());
  // A list page's assets are named by its route (files have no leading slash).
  mdx.push(
    ...(options.mdxLists ?? []).map((l, i) => ({ name: `mdx-list-${i}`, in: `${MDX_LIST_ENTRY}${i}`, file: l.route })),
  );
  const built = await Promise.all([
    pages.length > 0 ? browserBuild(options, pages, []) : undefined,
    mdx.length > 0 ? browserBuild(options, mdx, [entryReact]) : undefined,
  ]);
  const files = new Map<string, Uint8Array>();
  const assets = new Map<string, { js: string; css?: string }>();
  const inputs = new Set(built.flatMap((b) => b?.inputs ?? []));
  for (const b of built) {
    for (const [rel, contents] of b?.files ?? []) files.set(rel, contents);
    for (const [file, asset] of b?.assets ?? []) assets.set(file, asset);
  }
  return { files, assets, inputs: [...inputs] };
}

async function browserBuild(
  options: SiteCodeOptions,
  entries: { name: string; in: string; file: string }[],
  first: Plugin[],
): Promise<Pick<SiteCode, "files" | "assets" | "inputs">> {
  const outdir = join(options.siteDir, OUT);
  const result = await compile(options, {
    ...shared(options),
    entryPoints: entries.map((e) => ({ in: e.in, out: e.name })),
    platform: "browser",
    format: "esm",
    target: TARGET,
    splitting: true,
    // Not minifyIdentifiers: it renames CSS module classes too, differently from the server bundle's names.
    minifyWhitespace: options.minify,
    minifySyntax: options.minify,
    outdir,
    entryNames: "[name]-[hash]",
    chunkNames: "chunks/[name]-[hash]",
    metafile: true,
    define: {
      ...shared(options).define,
      // React pages render no blog page: templates/Blog.tsx's extras fold away (blog/extras.ts).
      DOCSGEN_BLOG_EXTRAS: "false",
      DOCSGEN_UI_STRINGS: JSON.stringify(JSON.stringify(options.strings)),
      DOCSGEN_MDX_CONTEXT: JSON.stringify(options.mdxContext),
      ...(options.mermaidChunk ? { DOCSGEN_MERMAID_CHUNK: JSON.stringify(options.mermaidChunk) } : {}),
    },
    plugins: [
      // A React page's script draws its diagrams as docsgen's entry does (client/mermaid/enhance.ts).
      ...(options.mermaidChunk ? [mermaidEnhancer] : []),
      ...first,
      ...(shared(options).plugins ?? []),
      pageEntries(options),
    ],
  });
  const rel = (abs: string) => `${OUT}/${relativePath(outdir, abs)}`;
  const files = new Map<string, Uint8Array>();
  for (const f of result.outputFiles) {
    // Identifiers minified apart, after the build: in the build, minifyIdentifiers renames CSS module
    // classes too, and the server bundle's names would no longer match. React 19 ships unminified code.
    const minified = options.minify && f.path.endsWith(".js");
    files.set(rel(f.path), minified ? await minifyScript(f.text) : f.contents);
  }
  const outRel = (out: string) => rel(join(options.siteDir, out));
  const lazy = lazyStyles(
    result.metafile,
    entries.map((e) => e.in),
    outRel,
  );
  const renamed = linkLazyStyles(files, lazy, (path) => `${options.baseUrl}${path}`);
  const assets = new Map<string, { js: string; css?: string }>();
  for (const [out, meta] of Object.entries(result.metafile?.outputs ?? {})) {
    const entry = entries.find((e) => meta.entryPoint === e.in);
    if (!entry) continue;
    const js = renamed.get(outRel(out)) ?? outRel(out);
    const css = meta.cssBundle ? outRel(meta.cssBundle) : undefined;
    assets.set(entry.file, { js, ...(css ? { css } : {}) });
  }
  return { files, assets, inputs: filesOf(options.siteDir, result.metafile) };
}

/** The server build's entry, given on stdin: a file of no folder. */
const SERVER_ENTRY = "docsgen-server-entry.js";

/** The files on disk a build read (its metafile names them relative to its working folder, or in a namespace). */
function filesOf(siteDir: string, metafile: Metafile | undefined): string[] {
  return Object.keys(metafile?.inputs ?? {})
    .filter((path) => path !== SERVER_ENTRY && !/^[\w-]+:/.test(path))
    .map((path) => resolve(siteDir, path));
}

/** esbuild's build, its errors made located diagnostics. */
async function compile(options: SiteCodeOptions, build_: BuildOptions) {
  try {
    return await build({ ...build_, write: false });
  } catch (error) {
    const errors = (error as { errors?: Message[] }).errors;
    if (!errors?.length) throw error;
    throw new BuildError(await Promise.all(errors.map((m) => located(options, m))), { cause: error });
  }
}
