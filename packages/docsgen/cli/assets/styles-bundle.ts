import { existsSync, readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { build, type Message, type Metafile, type Plugin } from "esbuild";
import type { PostCssPlugins } from "../config/postcss-plugins.ts";
import { BuildError, type Diagnostic } from "../diagnostics/diagnostic.ts";
import { isWithin, OUTSIDE_SITE } from "../paths/contain.ts";
import { containedImports, fromSite } from "../paths/contained-imports.ts";
import { relativePath } from "../paths/relative.ts";
import { POSTCSS_FAILED, POSTCSS_HINT, postcssStylesheets } from "./postcss.ts";
import { SASS_ERROR, sassStylesheets } from "./sass.ts";

/** What the stylesheet is made of. */
export interface StylesOptions {
  minify: boolean;
  /** The docsgen package (templates/ lives there). */
  root: string;
  /** The site's stylesheets (`customCss`), absolute, in order; empty: docsgen's theme alone. */
  customCss: readonly string[];
  /** Where `url(/img/x.png)` in them is looked up, and what their diagnostics are relative to. */
  siteDir: string;
  /** The folder their imports may come from (ResolvedConfig.rootDir) when it is not the site folder (`--root`). */
  rootDir?: string;
  staticDir: string;
  /** The site's plugins' PostCSS plugins (assets/postcss.ts): they run over its stylesheets. */
  postcss?: PostCssPlugins;
  /** The site sets a navbar or footer style or a themed logo: templates/theme-config/styles.css follows the theme. */
  themeConfig?: boolean;
}

/** The one stylesheet every page links, `assets/styles-HASH.css`, and the fonts and images it refers to. */
export interface StyleAssets {
  /** Output-relative path → contents: the stylesheet, and `assets/media/*` when the site's CSS has `url()`s. */
  files: Map<string, Uint8Array>;
  css: string;
  /** The files it was made from, absolute. */
  inputs: string[];
  /** Located warnings about the site's CSS: each package it imports that is not installed. */
  warnings: Diagnostic[];
}

/** Files a `url()` of the site's CSS may name; each is copied under `assets/media/` with a content hash. */
const MEDIA = ["woff2", "woff", "ttf", "otf", "eot", "svg", "png", "jpg", "jpeg", "gif", "webp", "avif", "ico"];

/** The virtual entry of a site with stylesheets of its own (see siteEntry). */
const ENTRY = "docsgen-styles";

/**
 * Bundles the stylesheet. docsgen's theme alone is bundled from templates/styles.css as it always was, so
 * a site without `customCss` gets the same bytes and name. With `customCss`, one file holds, in order: the
 * theme, the Infima bridge (templates/infima-bridge.css: the Infima variables site CSS sets or reads, wired
 * into the theme) and each of the site's stylesheets (Sass compiled: sass.ts), their `@import`s inlined (local files and packages,
 * resolved from the site) and their `url()`s copied with content hashes. Loaded after the theme in the
 * same file, the site's rules win at equal specificity, as they do after Infima in Docusaurus; one file
 * costs such a site no second request.
 */
export async function bundleStyles(options: StylesOptions): Promise<StyleAssets> {
  // More than the theme: one entry imports each part, in order (siteEntry).
  const composed = options.customCss.length > 0 || options.themeConfig === true;
  const warnings: Diagnostic[] = [];
  // The files stylesheets were made from that esbuild's metafile does not name: Sass's partials, what PostCSS
  // plugins read.
  const readFiles = new Set<string>();
  const onFile = (file: string) => readFiles.add(file);
  const postcss = options.postcss ? { plugins: options.postcss, onFile, memo: options } : undefined;
  const rootDir = options.rootDir ?? options.siteDir;
  let result: Awaited<ReturnType<typeof build<{ write: false; metafile: true }>>>;
  try {
    result = await build({
      absWorkingDir: options.root,
      entryPoints: { styles: composed ? ENTRY : "templates/styles.css" },
      bundle: true,
      minify: options.minify,
      write: false,
      outdir: "assets",
      entryNames: "[dir]/[name]-[hash]",
      assetNames: "media/[name]-[hash]",
      target: ["chrome111", "firefox115", "safari16"],
      legalComments: "none",
      logLevel: "silent",
      metafile: true,
      ...(composed
        ? {
            loader: Object.fromEntries(MEDIA.map((ext) => [`.${ext}`, "file" as const])),
            plugins: [
              siteEntry(options),
              // Before staticRoot, which it asks: a site stylesheet's `@import` and `url()` stay in the site.
              containedImports(rootDir, (args) => fromSite(rootDir, args)),
              sassStylesheets({ siteDir: options.siteDir, rootDir, onFile, ...(postcss ? { postcss } : {}) }),
              ...(postcss ? [postcssStylesheets(postcss)] : []),
              staticRoot(options.staticDir, options.siteDir, rootDir),
              missingPackages(options, warnings),
              otherOrigins(options, warnings),
            ],
          }
        : {}),
    });
  } catch (error) {
    const messages = (error as { errors?: Message[] }).errors;
    if (!messages?.length) throw error;
    throw new BuildError(messages.map((m) => located(m, options)));
  }
  // esbuild's own warnings (an unclosed block, an unknown at-rule): the stylesheet is still usable.
  for (const m of result.warnings) warnings.push({ ...located(m, options), severity: "warning", hint: undefined });
  const files = new Map<string, Uint8Array>();
  let css = "";
  for (const f of result.outputFiles) {
    const rel = relativePath(options.root, f.path);
    files.set(rel, f.contents);
    if (/^assets\/styles-[^/]+\.css$/.test(rel)) css = rel;
  }
  const inputs = [...new Set([...inputsOf(options.root, result.metafile), ...readFiles])];
  return { files, css, inputs, warnings };
}

/** The files a build read, absolute; modules a plugin made (`namespace:path`) are not files. */
export function inputsOf(root: string, metafile: Metafile): string[] {
  return Object.keys(metafile.inputs)
    .filter((input) => !/^[\w-]+:/.test(input))
    .map((input) => resolve(root, input));
}

/** The composed entry: the theme, the rules of its themeConfig looks, the bridge, then the site's files, by `@import`. */
function siteEntry(options: StylesOptions): Plugin {
  const imports = [
    join(options.root, "templates", "styles.css"),
    ...(options.themeConfig ? [join(options.root, "templates", "theme-config", "styles.css")] : []),
    ...(options.customCss.length > 0 ? [join(options.root, "templates", "infima-bridge.css")] : []),
    ...options.customCss,
  ];
  return {
    name: "docsgen-styles",
    setup(b) {
      b.onResolve({ filter: new RegExp(`^${ENTRY}$`) }, () => ({ path: ENTRY, namespace: ENTRY }));
      b.onLoad({ filter: /.*/, namespace: ENTRY }, () => ({
        contents: imports.map((file) => `@import ${JSON.stringify(file)};`).join("\n"),
        loader: "css",
        resolveDir: options.siteDir,
      }));
    },
  };
}

/**
 * `url(/img/logo.svg)` in the site's CSS names `static/img/logo.svg`, else `<site>/img/logo.svg`, as in
 * Docusaurus (its bundler's roots: the static folders, then the site folder; a public site writes
 * `url("/static/fonts/x.woff2")`): copied with a content hash like any other `url()`, so it also works
 * under a base URL. A path that is in neither, or would leave the site, is left to esbuild, which reports it.
 */
function staticRoot(staticDir: string, siteDir: string, rootDir: string): Plugin {
  return {
    name: "docsgen-static-root",
    setup(b) {
      b.onResolve({ filter: /^\/[^/]/ }, (args) => {
        if (args.namespace !== "file") return undefined; // the entry's own absolute imports
        const path = args.path.split(/[?#]/)[0];
        const file = [join(staticDir, path), join(siteDir, path)].find((f) => isWithin(rootDir, f) && existsSync(f));
        return file ? { path: file } : undefined;
      });
    },
  };
}

/**
 * An `@import` of a package that is not installed (a site whose `npm install` has not run) is left out with a
 * warning at its line, as the config's own imports get a stand-in (config/load.ts): the rest of the CSS
 * still styles the site. A local file that is missing stays an error.
 */
function missingPackages(options: StylesOptions, warnings: Diagnostic[]): Plugin {
  return {
    name: "docsgen-missing-packages",
    setup(b) {
      b.onResolve({ filter: /^[^./]/ }, async (args) => {
        if (args.kind !== "import-rule" || args.namespace !== "file" || args.pluginData === MISSING) return undefined;
        if (/^[a-z][\w+.-]*:/i.test(args.path)) return undefined; // a URL, data: included
        const { resolveDir, importer, kind } = args;
        const found = await b.resolve(args.path, { resolveDir, importer, kind, pluginData: MISSING });
        if (found.errors.length === 0) return found;
        warnings.push({
          ...at(options, importer, args.path),
          message: `imports "${args.path}", which is not installed in the site folder: its rules are left out`,
          hint: "Install the site's packages (npm install in the site folder).",
        });
        return { path: args.path, namespace: MISSING };
      });
      b.onLoad({ filter: /.*/, namespace: MISSING }, () => ({ contents: "", loader: "css" }));
    },
  };
}

const MISSING = "docsgen-missing-package";

/**
 * A stylesheet or font of another origin (`@import url(https://fonts…)`) stays a link, as in Docusaurus, but
 * docsgen's content security policy lets pages load styles and fonts from the site only: a warning at its
 * line says so, rather than a font that silently never shows. Images of other origins are allowed.
 */
function otherOrigins(options: StylesOptions, warnings: Diagnostic[]): Plugin {
  return {
    name: "docsgen-other-origins",
    setup(b) {
      b.onResolve({ filter: /^(https?:)?\/\//i }, (args) => {
        const font = /\.(woff2?|ttf|otf|eot)([?#]|$)/i.test(args.path);
        if (args.namespace !== "file" || (args.kind !== "import-rule" && !font)) return undefined;
        warnings.push({
          ...at(options, args.importer, args.path),
          message: `loads ${args.path} from another origin, which docsgen's content security policy does not allow: browsers will not load it`,
          hint: "Self-host it: a package of the font (npm), or the files next to the stylesheet, imported by a relative path.",
        });
        return { path: args.path, external: true };
      });
    },
  };
}

/** A warning's place: the stylesheet, and the first line that names `needle`. */
function at(options: StylesOptions, file: string, needle: string): Omit<Diagnostic, "message"> {
  const line =
    readFileSync(file, "utf8")
      .slice(0, 100_000)
      .split("\n")
      .findIndex((l) => l.includes(needle)) + 1;
  return {
    severity: "warning",
    code: "custom-css",
    file: relativePath(options.siteDir, file),
    ...(line > 0 ? { line } : {}),
  };
}

/** An esbuild message about the site's CSS as a diagnostic at its file, line and column. */
function located(m: Message, options: StylesOptions): Diagnostic {
  const where = m.location;
  const file = where?.file && where.file !== ENTRY ? resolve(options.root, where.file) : undefined;
  const outside = m.text.includes(OUTSIDE_SITE);
  const postcss = m.detail === POSTCSS_FAILED;
  return {
    severity: "error",
    code: outside ? "path-outside" : postcss ? "site-plugin" : "custom-css",
    message: m.text,
    ...(file ? { file: relativePath(options.siteDir, file) } : {}),
    ...(where?.line && file ? { line: where.line, column: where.column + 1 } : {}),
    hint: postcss
      ? POSTCSS_HINT
      : outside
        ? "Copy the file into the site folder and import the copy (a package's stylesheet is imported by the package's name)."
        : m.text.startsWith(SASS_ERROR)
          ? "Fix the stylesheet at this place: docsgen compiles Sass as docusaurus-plugin-sass does."
          : "Correct the path (relative to the stylesheet; a path starting with / is looked up in the static folder), or install the package it imports.",
  };
}
