/**
 * PostCSS over the site's stylesheets, with the plugins its Docusaurus plugins gave in `configurePostCss`
 * (plugins/docusaurus/postcss.ts): each stylesheet of `customCss`, what they `@import`, and the CSS (modules
 * too) the site's components import, file by file before esbuild bundles it, as postcss-loader does for
 * webpack before css-loader. Sass is compiled first (sass.ts). docsgen's own stylesheets are not the site's:
 * they are left as they are. PostCSS loads only for a site with such plugins.
 */
import { readFile } from "node:fs/promises";
import { dirname, join } from "node:path";
import type { PartialMessage, Plugin } from "esbuild";
import fg from "fast-glob";
import { siteCodeTimeoutMs } from "../config/module/limits.ts";
import { callHere } from "../config/module/run-here.ts";
import { type PostCssPlugins, rememberedPostCss } from "../config/postcss-plugins.ts";
import { isWithin } from "../paths/contain.ts";
import { PACKAGE_ROOT } from "../version.ts";

/** The detail of the esbuild error for a stylesheet the PostCSS plugins failed on (read back where located). */
export const POSTCSS_FAILED = "docsgen-postcss-failed";

/** The detail of the esbuild warning a PostCSS plugin gave (read back where located). */
export const POSTCSS_WARNING = "docsgen-postcss-warning";

/** What to do about a stylesheet the PostCSS plugins failed on. */
export const POSTCSS_HINT =
  "Fix the stylesheet at this place, or the PostCSS plugin, which the site plugin named adds in its configurePostCss.";

/** How the plugins are run for one bundle. */
export interface PostCssRun {
  plugins: PostCssPlugins;
  /** Hears of each file a plugin said it read (Tailwind's config and content files): the bundle's inputs. */
  onFile?: (file: string) => void;
  /**
   * The bundle's options object: the stylesheets it makes are remembered under it, so the server and browser
   * builds of the site's code, which load the same files, run the plugins once.
   */
  memo: object;
}

/** A stylesheet after PostCSS, or the error esbuild reports for it. */
export type PostCssOutcome =
  | { css: string; warnings: PartialMessage[]; files: string[] }
  | { errors: PartialMessage[] };

/** esbuild's plugin: `.css` files of the site, read and run through PostCSS. */
export function postcssStylesheets(run: PostCssRun): Plugin {
  return {
    name: "docsgen-postcss",
    setup(build) {
      build.onLoad({ filter: /\.css$/i }, async (args) => {
        if (args.namespace !== "file" || OWN.some((dir) => isWithin(dir, args.path))) return undefined;
        const done = await postcssOf(run, await readFile(args.path, "utf8"), args.path);
        if ("errors" in done) return done;
        return {
          contents: done.css,
          // As esbuild loads them untouched: a CSS module's classes are scoped.
          loader: /\.module\.css$/i.test(args.path) ? "local-css" : "css",
          resolveDir: dirname(args.path),
          warnings: done.warnings,
          watchFiles: done.files,
        };
      });
    },
  };
}

/** docsgen's own stylesheets (its theme, the components it provides). */
const OWN = ["templates", "client", "shared"].map((dir) => join(PACKAGE_ROOT, dir));

const made = new WeakMap<object, Map<string, Promise<PostCssOutcome>>>();

/** One stylesheet (`file`'s, or what Sass made of it) through the plugins, once per bundle and text. */
export function postcssOf(run: PostCssRun, css: string, file: string): Promise<PostCssOutcome> {
  const memo = made.get(run.memo) ?? new Map<string, Promise<PostCssOutcome>>();
  made.set(run.memo, memo);
  const key = `${file}\0${css}`;
  const outcome = memo.get(key) ?? processed(run, css, file);
  memo.set(key, outcome);
  return outcome.then((o) => {
    if ("files" in o) for (const f of o.files) run.onFile?.(f);
    return o;
  });
}

/** The PostCSS result's pieces docsgen reads. */
interface Processed {
  css: string;
  messages: { type: string; file?: string; dir?: string; glob?: string }[];
  warnings(): { text: string; plugin?: string; line?: number; column?: number }[];
}

/**
 * The plugins' run, as the site's code runs (config/module/): the synchronous part under the time limit, what
 * it awaits within the same limit. What a plugin throws is the stylesheet's error, naming the plugin.
 */
async function processed(run: PostCssRun, css: string, file: string): Promise<PostCssOutcome> {
  const { default: postcss } = await import("postcss");
  const plugins = rememberedPostCss(run.plugins) as Parameters<typeof postcss>[0][];
  let lazy: ReturnType<ReturnType<typeof postcss>["process"]> | undefined;
  const timeoutMs = siteCodeTimeoutMs();
  const answer = await callHere(() => {
    lazy = postcss(plugins).process(css, { from: file, to: file });
    return lazy.async();
  }, timeoutMs);
  if (answer.kind === "value") {
    const result = answer.value as Processed;
    const warnings = result.warnings().map((w) => ({
      text: `${w.plugin ? `the PostCSS plugin ${w.plugin} warns: ` : ""}${w.text}`,
      detail: POSTCSS_WARNING,
      location: { file, line: w.line ?? 0, column: Math.max(0, (w.column ?? 1) - 1) },
    }));
    return { css: result.css, warnings, files: dependencies(result.messages) };
  }
  const by = `(configurePostCss of ${run.plugins.configuredBy.join(", ")})`;
  if (answer.kind !== "threw")
    return failed(file, `the PostCSS plugins ${by} did not finish on this stylesheet within ${timeoutMs / 1000} s`);
  const error = (answer.cause ?? {}) as ThrownByPostCss;
  const at = error.line ?? error.postcssNode?.source?.start?.line;
  const column = error.column ?? error.postcssNode?.source?.start?.column;
  // The plugin running when a plain `throw` came: PostCSS names it only in errors it made itself.
  const running = (lazy as { result?: { lastPlugin?: { postcssPlugin?: string } } } | undefined)?.result;
  const plugin = error.plugin ?? running?.lastPlugin?.postcssPlugin;
  const reason = error.reason ?? answer.error.message;
  const text =
    !plugin && error.name === "CssSyntaxError"
      ? `PostCSS could not read this stylesheet ${by}: ${reason}`
      : `the PostCSS plugin ${plugin ?? "(unnamed)"} ${by} threw on this stylesheet: ${reason}`;
  return failed(file, text, at, column);
}

/** What PostCSS puts on an error: the plugin, the place in the stylesheet, the node it was visiting. */
interface ThrownByPostCss {
  name?: string;
  plugin?: string;
  reason?: string;
  line?: number;
  column?: number;
  postcssNode?: { source?: { start?: { line: number; column: number } } };
}

function failed(file: string, text: string, line?: number, column?: number): PostCssOutcome {
  const location = { file, line: line ?? 0, column: Math.max(0, (column ?? 1) - 1) };
  return { errors: [{ text, detail: POSTCSS_FAILED, location: line ? location : { file } }] };
}

/**
 * The files the plugins said they read: a `dependency` (a config file), and for a `dir-dependency` (Tailwind's
 * content globs) the files it matches with every folder beneath, whose change in entries is a file added.
 */
function dependencies(messages: Processed["messages"]): string[] {
  const files: string[] = [];
  for (const m of messages) {
    if (m.type === "dependency" && m.file) files.push(m.file);
    if (m.type !== "dir-dependency" || !m.dir) continue;
    const options = { cwd: m.dir, absolute: true, ignore: ["**/node_modules/**"], dot: false };
    files.push(m.dir, ...fg.sync(m.glob ?? "**/*", options), ...fg.sync("**", { ...options, onlyDirectories: true }));
  }
  return [...new Set(files)];
}
