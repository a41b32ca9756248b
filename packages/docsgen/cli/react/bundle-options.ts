import type { BuildOptions } from "esbuild";
import { isPagePart } from "../../shared/page-parts.ts";
import { docPartsFolded } from "../assets/doc-parts-folded.ts";
import { postcssStylesheets } from "../assets/postcss.ts";
import { sassStylesheets } from "../assets/sass.ts";
import { MEDIA_EXTENSIONS } from "../paths/media.ts";
import { navbarPartsNone, shellEntries } from "../theme/shell.ts";
import { generatedConfig } from "./generated-config.ts";
import { markdownImports } from "./markdown-imports.ts";
import { mdxProvider } from "./mdx-components.ts";
import { mdxModules } from "./mdx-entries.ts";
import { mediaRequire } from "./media-require.ts";
import { globalDataContext } from "./page-entries.ts";
import { siteModules } from "./plugin.ts";
import type { SiteCodeOptions } from "./site-code.ts";
import { svgComponents } from "./svg.ts";
import { themeConfigParts } from "./theme-config-parts.ts";

/** Files components and their CSS import by URL (images, fonts, video): published as they are, hashed. */
const MEDIA = MEDIA_EXTENSIONS;

/** Where the pages' browser files go in the output. */
export const OUT = "assets/site";

/**
 * What the server and browser builds of the site's code (bundle.ts) share: how modules resolve and load.
 * `onFile` hears of the files stylesheets were made from that the metafile omits: Sass partials, PostCSS reads.
 */
export function sharedOptions(options: SiteCodeOptions, onFile?: (file: string) => void): BuildOptions {
  const mode = options.minify ? "production" : "development";
  const postcss = options.postcss && { plugins: options.postcss, memo: options, ...(onFile ? { onFile } : {}) };
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
      ...(options.themeConfig ? [themeConfigParts] : []),
      ...navbarPartsNone(options.shell),
      // Before the modules that resolve `@site/…`: the first plugin to resolve a path is the last one asked.
      mediaRequire(MEDIA.filter((ext) => ext !== ".svg")),
      markdownImports(options.mdx, options.siteDir, options.rootDir),
      generatedConfig(options.mdxContext),
      siteModules(options.siteDir, {
        rootDir: options.rootDir,
        diagrams: options.mermaidChunk !== undefined,
        ...(options.themeDirs ? { themes: options.themeDirs } : {}),
        ...(options.excludedTheme ? { excluded: options.excludedTheme } : {}),
      }),
      ...(options.globalData ? [globalDataContext] : []),
      sassStylesheets({
        siteDir: options.siteDir,
        rootDir: options.rootDir,
        ...(onFile ? { onFile } : {}),
        ...(postcss ? { postcss } : {}),
      }),
      ...(postcss ? [postcssStylesheets(postcss)] : []),
      svgComponents,
      mdxModules(options.mdx, options.mdxLists),
      mdxProvider(options.siteDir),
      ...(options.shell?.length ? [shellEntries(options.shell)] : []),
      // Its React pages include docsgen's layout: without doc parts, as docsgen's client has it.
      ...(options.shell?.some(isPagePart) ? [] : [docPartsFolded]),
    ],
  };
}
