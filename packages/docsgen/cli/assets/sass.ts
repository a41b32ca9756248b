import { existsSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import type { Message, PartialMessage, Plugin } from "esbuild";
import { type PostCssRun, postcssOf } from "./postcss.ts";
import { outsideImport } from "./sass-outside.ts";

/** What a Sass compile needs beyond the file: where packages are, and who wants to know the files read. */
export interface SassOptions {
  siteDir: string;
  /** The folder the files it reads may come from (ResolvedConfig.rootDir); the site folder by default. */
  rootDir?: string;
  /** Called with each file a stylesheet was compiled from (its partials and `@use`s too), absolute. */
  onFile?: (file: string) => void;
  /** The site's PostCSS plugins, run over the CSS Sass makes, as postcss-loader runs after sass-loader. */
  postcss?: PostCssRun;
}

/** The detail of the esbuild warning for a stylesheet's own `@warn` (read back where the build reports). */
export const SASS_WARNING = "docsgen-sass-warn";

/** How the text of a Sass error begins. */
export const SASS_ERROR = "Sass: ";

/** A Sass stylesheet: `.scss`, or `.sass` (the indented syntax). */
export const SASS_FILE = /\.s[ac]ss$/i;

/**
 * Compiles Sass for esbuild, as `docusaurus-plugin-sass` does for webpack: a stylesheet the site imports
 * (`./x.module.scss` from a component) or names in `customCss` becomes CSS, a `.module.scss` a CSS module.
 * `@use "pkg/x"` and `~pkg/x` are looked up in the site's node_modules. The compiler loads only when a
 * build meets a Sass file, so sites without one pay nothing.
 */
export function sassStylesheets(options: SassOptions): Plugin {
  return {
    name: "docsgen-sass",
    setup(build) {
      build.onLoad({ filter: SASS_FILE }, async (args) => {
        if (args.namespace !== "file") return undefined;
        const sass = await import("sass");
        const modules = join(options.siteDir, "node_modules");
        const warnings: PartialMessage[] = [];
        try {
          const result = sass.compile(args.path, {
            style: "expanded",
            loadPaths: [modules],
            importers: [{ findFileUrl: (url) => (url.startsWith("~") ? tilde(modules, url.slice(1)) : null) }],
            logger: {
              // Deprecations (`@import`, global functions) are the Sass authors' notice to the site's authors,
              // not a difference from Docusaurus, whose build prints them too; `@warn`s are the site's own.
              warn: (message, { deprecation, span }) => {
                if (!deprecation)
                  warnings.push({
                    text: `@warn: ${message}`,
                    detail: SASS_WARNING,
                    location: span ? locationOf(span) : null,
                  });
              },
            },
          });
          const files = result.loadedUrls.filter((u) => u.protocol === "file:").map((u) => fileURLToPath(u));
          for (const file of files) options.onFile?.(file);
          const outside = outsideImport(options.rootDir ?? options.siteDir, args.path, files);
          if (outside) return { errors: [outside], watchFiles: files };
          const after = options.postcss ? await postcssOf(options.postcss, result.css, args.path) : undefined;
          if (after && "errors" in after) return { ...after, watchFiles: files };
          return {
            contents: after ? after.css : result.css,
            loader: /\.module\.s[ac]ss$/i.test(args.path) ? "local-css" : "css",
            resolveDir: dirname(args.path),
            watchFiles: after ? [...files, ...after.files] : files,
            warnings: after ? [...warnings, ...after.warnings] : warnings,
          };
        } catch (error) {
          const span = (error as { span?: SassSpan }).span;
          const text = (error as { sassMessage?: string }).sassMessage ?? (error as Error).message;
          return { errors: [{ text: `${SASS_ERROR}${text}`, location: span ? locationOf(span) : null }] };
        }
      });
    },
  };
}

/** `~bootstrap/scss/x` (sass-loader's old package prefix): the file under node_modules, if it is there. */
function tilde(modules: string, path: string): URL | null {
  const file = join(modules, path);
  return existsSync(dirname(file)) ? pathToFileURL(file) : null;
}

/** The part of a Sass source span that esbuild's messages carry. */
interface SassSpan {
  url?: URL;
  start: { line: number; column: number };
  context?: string;
  text: string;
}

function locationOf(span: SassSpan): Message["location"] {
  return {
    file: span.url?.protocol === "file:" ? fileURLToPath(span.url) : "",
    namespace: "file",
    line: span.start.line + 1,
    column: span.start.column,
    length: span.text.length,
    lineText: (span.context ?? span.text).split("\n")[0] ?? "",
    suggestion: "",
  };
}
