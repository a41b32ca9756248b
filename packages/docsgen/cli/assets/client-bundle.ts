import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { build, type Plugin } from "esbuild";
import type { DocSearchOptions } from "../../shared/docsearch.ts";
import type { UiStrings } from "../../shared/strings.ts";
import type { Diagnostic } from "../diagnostics/diagnostic.ts";
import { PACKAGE_ROOT } from "../version.ts";
import { authorPagesApp } from "./author-pages-app.ts";
import { BROWSER_TARGET } from "./browser-target.ts";
import { bundleApart } from "./bundle-apart.ts";
import { docPartsFolded } from "./doc-parts-folded.ts";
import { bundleDocSearch, type DocSearchChunk } from "./docsearch-bundle.ts";
import { bundleMermaid, chunkFromEntry, type MermaidClient, mermaidEnhancer } from "./mermaid-bundle.ts";
import { bundleStyles, inputsOf, type StyleAssets, type StylesOptions } from "./styles-bundle.ts";
import { themeConfigApp } from "./theme-config-app.ts";

export interface ClientAssets {
  /** Output-relative paths (`assets/js/entry-HASH.js`) → file contents. */
  files: Map<string, Uint8Array>;
  js: string;
  css: string;
  /** The search dialog's chunk (loaded on first open; see SiteData.searchChunk). */
  searchChunk?: string;
  /** The files the bundle was made from, absolute (client-cache.ts keeps it while they stay the same). */
  inputs?: string[];
  /** The files the stylesheet alone was made from (watch mode bundles it again when one changes). */
  styleInputs?: string[];
  /** Located warnings about the site's stylesheets, reported with the build's. */
  warnings?: Diagnostic[];
}

/** What the client is bundled from: the site's language and, when it has any, its stylesheets. */
export interface ClientOptions {
  minify: boolean;
  root?: string;
  strings: UiStrings;
  /** A versioned site: its client loads the versions chunk (client/versions.tsx); others have no trace of it. */
  versions?: boolean;
  /** A translated site: its App is the same chunk's, for the locale dropdown's links of each page. */
  locales?: boolean;
  /** The site's stylesheets and where their `url()`s resolve (styles-bundle.ts); none: the theme alone. */
  styles?: Omit<StylesOptions, "minify" | "root">;
  /** A site that draws Mermaid diagrams: its pages with one load the diagrams chunk (mermaid-bundle.ts). */
  mermaid?: MermaidClient;
  /** A blog with an authors map or a tags file: its pages show authors' social icons and tags' descriptions (blog/extras.ts). */
  blogExtras?: boolean;
  /** A site whose `src/theme` or theme packages replace a part of the shell (theme/shell.ts): its App leaves it their place. */
  themeShell?: boolean;
  /** A site whose `src/theme` replaces a part of each doc (shared/page-parts.ts): its DocPage keeps their places. */
  docParts?: boolean;
  /**
   * A site that sets a navbar or footer style, a footer logo, a dark-mode navbar logo or an ungrouped blog
   * sidebar (theme/config-styles.ts): its App is templates/theme-config/App.tsx, and its stylesheet has their
   * rules (templates/theme-config/styles.css).
   */
  themeConfig?: boolean;
  /** A site with client modules that are scripts (cli/client-modules/): its router calls their lifecycles. */
  clientModules?: boolean;
  /** A blog with an authors map: its App lays the author pages out in the blog's layout (author-pages-app.ts). */
  blogAuthors?: boolean;
  /** A site DocSearch serves (config/docsearch.ts): its dialog's chunk replaces docsgen's own search dialog. */
  docsearch?: DocSearchOptions;
}

/**
 * Bundles the hydration client and the stylesheet with content-hashed names: the scripts (bundleScripts)
 * and the stylesheet (styles-bundle.ts), apart, so watch mode can bundle the site's CSS again alone.
 */
export async function bundleClient(options: ClientOptions): Promise<ClientAssets> {
  const [scripts, styles] = await Promise.all([bundleScripts(options), bundleClientStyles(options)]);
  return withStyles(scripts, styles);
}

/** The stylesheet of a client: docsgen's theme, then the site's own stylesheets. */
export function bundleClientStyles(options: ClientOptions): Promise<StyleAssets> {
  const root = options.root ?? PACKAGE_ROOT;
  const site = options.styles ?? { customCss: [], siteDir: root, staticDir: root };
  return bundleStyles({ minify: options.minify, root, ...site, ...(options.themeConfig ? { themeConfig: true } : {}) });
}

/** A client with (another) stylesheet: the previous one's files replaced by these. */
export function withStyles(client: ClientAssets, styles: StyleAssets): ClientAssets {
  const files = new Map(client.files);
  if (client.css) files.delete(client.css);
  for (const rel of client.files.keys()) if (rel.startsWith("assets/media/")) files.delete(rel);
  for (const [rel, contents] of styles.files) files.set(rel, contents);
  const scriptInputs = (client.inputs ?? []).filter((input) => !client.styleInputs?.includes(input));
  return {
    ...client,
    files,
    css: styles.css,
    inputs: [...new Set([...scriptInputs, ...styles.inputs])].sort(),
    styleInputs: styles.inputs,
    warnings: styles.warnings.length > 0 ? styles.warnings : undefined,
  };
}

/**
 * The hydration client: one small ESM bundle, React is the bulk of it, and the chunks loaded on demand.
 * `root` is the docsgen package (templates/ and client/ live there). `strings` is the site language's
 * interface text: inlined as the client's one catalogue, so a page loads no other language's text.
 */
async function bundleScripts(options: ClientOptions): Promise<ClientAssets> {
  const root = options.root ?? PACKAGE_ROOT;
  const [tabs, search, mermaid] = await Promise.all([
    bundleApart({ root, entry: "client/tabs.ts", minify: options.minify }),
    options.docsearch
      ? bundleDocSearch({ root, minify: options.minify, options: options.docsearch })
      : bundleApart({
          root,
          entry: "client/search/SearchDialog.tsx",
          minify: options.minify,
          plugins: [entryShared, ...(options.versions ? [versionedSearch] : [])],
        }),
    options.mermaid ? bundleMermaid(root, options.minify, options.mermaid) : undefined,
  ]);
  const plugins = [
    ...(options.versions || options.locales ? [versionedApp] : []),
    // Before the author pages' App, which the themed App wraps.
    ...(options.themeConfig ? [themeConfigApp] : []),
    ...(options.blogAuthors ? [authorPagesApp] : []),
    ...(options.docParts ? [] : [docPartsFolded]),
    ...(options.clientModules ? [routerLifecycles] : []),
    ...(mermaid ? [mermaidEnhancer] : []),
  ];
  const result = await build({
    absWorkingDir: root,
    entryPoints: { entry: "client/entry.tsx" },
    bundle: true,
    format: "esm",
    platform: "browser",
    target: BROWSER_TARGET,
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
      DOCSGEN_TABS_CHUNK: JSON.stringify(tabs.rel),
      // false folds templates/Blog.tsx's extras away: the bundle is what it was before they existed.
      DOCSGEN_BLOG_EXTRAS: options.blogExtras ? "true" : "false",
      // false folds templates/App.tsx's ThemePart to docsgen's own part.
      DOCSGEN_THEME_SHELL: options.themeShell ? "true" : "false",
      // false folds templates/DocPage.tsx's place for a doc part the site replaces (DocItem/Footer) away.
      docsgen_doc_parts: options.themeShell ? "true" : "false",
      ...(mermaid ? { DOCSGEN_MERMAID_CHUNK: JSON.stringify(chunkFromEntry(mermaid)) } : {}),
    },
    legalComments: "none",
    logLevel: "silent",
    metafile: true,
    ...(plugins.length > 0 ? { plugins } : {}),
  });
  const files = new Map<string, Uint8Array>([
    [tabs.rel, tabs.contents],
    [search.rel, search.contents],
    ...(mermaid?.files ?? []),
    // DocSearch's stylesheet, which its chunk links on first open.
    ...("extra" in search ? (search as DocSearchChunk).extra : []),
  ]);
  let js = "";
  const searchChunk = search.rel;
  for (const f of result.outputFiles) {
    const rel = f.path
      .slice(root.length)
      .replace(/^[\\/]+/, "")
      .split("\\")
      .join("/");
    files.set(rel, f.contents);
    if (/^assets\/entry-[^/]+\.js$/.test(rel)) js = rel;
  }
  const inputs = [
    ...new Set([...tabs.inputs, ...search.inputs, ...(mermaid?.inputs ?? []), ...inputsOf(root, result.metafile)]),
  ].sort();
  return { files, js, css: "", searchChunk, inputs };
}

/**
 * A versioned or translated site's client: the entry's App is client/versioned-app.tsx, which wraps the theme's App. A
 * module swapped at bundling, not a branch in the entry: any change to the entry's source, even code the
 * minifier drops, renames its minified symbols, and every site's bundle would change.
 */
const versionedApp: Plugin = {
  name: "versioned-app",
  setup(b) {
    b.onResolve({ filter: /[\\/]templates[\\/]App\.tsx$/ }, (args) =>
      /[\\/]client[\\/]entry\.tsx$/.test(args.importer)
        ? { path: join(args.resolveDir, "versioned-app.tsx") }
        : undefined,
    );
  },
};

/** A site with client modules: the entry's router tells them of each move (client/router-lifecycles.ts). */
const routerLifecycles: Plugin = {
  name: "router-lifecycles",
  setup(b) {
    b.onResolve({ filter: /[\\/]router\.ts$|^\.\/router\.ts$/ }, (args) =>
      /[\\/]client[\\/]entry\.tsx$/.test(args.importer)
        ? { path: join(args.resolveDir, "router-lifecycles.ts") }
        : undefined,
    );
  },
};

/** A versioned site's search dialog searches the version read: client/search/versioned-search.ts. */
const versionedSearch: Plugin = {
  name: "versioned-search",
  setup(b) {
    b.onResolve({ filter: /[\\/]sharded-search\.ts$/ }, (args) =>
      /[\\/]SearchDialog\.tsx$/.test(args.importer)
        ? { path: join(args.resolveDir, "versioned-search.ts") }
        : undefined,
    );
  },
};

/**
 * What the search dialog shares with the entry: one React (hooks need the instance that renders them) and
 * the strings context the app provides. The entry puts them on `globalThis.__docsgenShared`
 * (client/shared-modules.ts); the dialog's imports of them read it instead of bundling second copies.
 */
const SHIMS: Record<string, string> = {
  react: "export const { useCallback, useEffect, useMemo, useRef, useState } = globalThis.__docsgenShared.react;",
  "react/jsx-runtime": "export const { Fragment, jsx, jsxs } = globalThis.__docsgenShared.jsx;",
  "strings-context": "export const { useStrings } = globalThis.__docsgenShared;",
};

const entryShared: Plugin = {
  name: "entry-shared",
  setup(b) {
    b.onResolve({ filter: /^react(\/jsx-runtime)?$|[\\/]strings-context\.ts$/ }, (args) => ({
      path: args.path.endsWith("strings-context.ts") ? "strings-context" : args.path,
      namespace: "entry-shared",
    }));
    b.onLoad({ filter: /.*/, namespace: "entry-shared" }, (args) => ({ contents: SHIMS[args.path], loader: "js" }));
  },
};

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
