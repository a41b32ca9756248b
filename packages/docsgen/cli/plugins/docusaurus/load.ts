import { createRequire } from "node:module";
import { dirname, isAbsolute, join, resolve } from "node:path";
import { findFile } from "../../config/module/find-file.ts";
import { runSiteCode, SiteCodeTimeout } from "../../config/module/limits.ts";
import { loadTsModule } from "../../config/module/load.ts";
import type { ResolvedConfig } from "../../config/resolved.ts";
import { resolvePluginPackage, type SitePluginEntry } from "../../config/site-plugins.ts";
import { BuildError } from "../../diagnostics/diagnostic.ts";
import { placeOf, rootDirOf } from "../../paths/contain.ts";
import { relativePath } from "../../paths/relative.ts";
import type { BlogHost } from "./blog-plugin.ts";
import { type PluginPlace, pluginDiagnostic } from "./call.ts";
import { contentStandIns } from "./content-stand-ins.ts";
import type { DocsHost } from "./docs-plugin.ts";
import type { PagesHost } from "./pages-plugin.ts";
import { webpackStandIn } from "./webpack.ts";

/** A plugin function and its options, before it is called. */
export interface LoadedPlugin {
  place: PluginPlace;
  fn: (context: unknown, options: unknown) => unknown;
  options: Record<string, unknown>;
  /** The plugin's file, when the config names one of the site (watch mode rebuilds when it changes). */
  file?: string;
  /** The plugin's folder, which its `getThemePath()` is relative to (the site folder for an inline one). */
  dir: string;
  /** A plugin file's compiled code, its local imports bundled in (what its PostCSS plugins are: postcss.ts). */
  code?: string;
  /** The module's static `validateOptions` and `validateThemeConfig`, where Docusaurus looks for them. */
  statics: PluginStatics;
}

/** A plugin module's static functions, called before the plugin function (validate.ts). */
export interface PluginStatics {
  validateOptions?: (context: { validate: unknown; options: unknown }) => unknown;
  validateThemeConfig?: (context: { validate: unknown; themeConfig: unknown }) => unknown;
}

/**
 * The plugin function of a config entry: a function as it is; a path (relative to the site folder, or
 * absolute as `require.resolve` gives it, with or without its extension) loaded as the config is (compiled,
 * contained to the site folder or `--root`'s, under the time limit); a package required from the site folder. Its export is
 * the function, or its `default`. What cannot be loaded is a located error at the config's line.
 */
export async function loadPlugin(
  config: ResolvedConfig,
  item: SitePluginEntry,
  hosts: { blog: BlogHost; docs: DocsHost; pages: PagesHost },
): Promise<LoadedPlugin> {
  const [head, options] = Array.isArray(item.entry) ? item.entry : [item.entry, undefined];
  const place: PluginPlace = { name: item.written, at: item.at };
  const fail = (message: string, hint: string, code?: "path-outside"): never => {
    throw new BuildError([pluginDiagnostic(config, place, { severity: "error", message, hint, code })]);
  };
  const notLoaded = (error: unknown) => {
    const why = error instanceof SiteCodeTimeout ? error.message : (error as Error).message;
    const hint = "Reinstall the package, or remove it from `plugins`.";
    const diagnostic = pluginDiagnostic(config, place, {
      severity: "error",
      message: `could not be loaded: ${why}`,
      hint,
    });
    return new BuildError([diagnostic], { cause: error });
  };
  const given = options === undefined || options === null ? {} : options;
  if (typeof given !== "object" || Array.isArray(given))
    fail("has options that are not an object", "Give the plugin's options as an object: `[plugin, { … }]`.");
  const own: Omit<LoadedPlugin, "fn" | "statics"> = {
    place,
    options: given as Record<string, unknown>,
    dir: config.siteDir,
  };
  if (typeof head === "function") return { ...own, fn: head as LoadedPlugin["fn"], statics: staticsOf(head) };
  const written = String(head);
  let exported: unknown;
  if (/^\.{0,2}\//.test(written) || isAbsolute(written)) {
    const file = findFile(resolve(config.siteDir, written));
    if (!file)
      return fail(`names ${written}, which does not exist`, "Correct the path: it is relative to the site folder.");
    if (placeOf(rootDirOf(config), file) !== "inside")
      fail(
        `names ${written}, which is outside the site folder`,
        "Move the plugin into the site folder: docsgen runs only the site's own files and packages.",
        "path-outside",
      );
    exported = await loadTsModule(file, relativePath(config.siteDir, file), {
      onCompiled: (code) => {
        own.code = code;
      },
      root: config.rootDir,
      provided: {
        webpack: webpackStandIn,
        ...contentStandIns({
          blog: hosts.blog.module(place),
          docs: hosts.docs.module(place),
          pages: hosts.pages.module(place),
        }),
      },
      namespace: true,
    });
    own.file = file;
    own.dir = dirname(file);
  } else {
    const require = createRequire(join(config.siteDir, "package.json"));
    const found = resolvePluginPackage(written, join(config.siteDir, config.configFile), item.kind);
    if (!found)
      return fail("is not installed in the site folder", `Run \`npm install ${written}\` in the site folder.`);
    const file = found.file;
    own.dir = dirname(file);
    try {
      exported = runSiteCode(() => require(file));
    } catch (error) {
      // Docusaurus loads plugins through a compiler that accepts ES syntax in a CommonJS package (and
      // `__dirname` beside `import`, as a package built by tsc with the wrong settings ships): so does docsgen.
      if (!unrunnableByNode(error)) throw notLoaded(error);
      exported = await loadTsModule(file, relativePath(config.siteDir, file));
    }
  }
  const fn = typeof exported === "function" ? exported : (exported as { default?: unknown } | null)?.default;
  if (typeof fn !== "function")
    fail(
      "exports no plugin function",
      "Export the plugin function: `module.exports = function (context, options) { … }` or `export default`.",
    );
  return { ...own, fn: fn as LoadedPlugin["fn"], statics: staticsOf(exported) };
}

/**
 * Where Docusaurus finds a plugin's static functions: on the module's default export, else among its exports
 * (an ES module's named `export function validateOptions`); on the function itself for one written inline.
 */
function staticsOf(exported: unknown): PluginStatics {
  const module = exported as Record<string, unknown> & { default?: Record<string, unknown> };
  const read = (name: keyof PluginStatics) => {
    const found = module.default?.[name] ?? module[name];
    return typeof found === "function" ? { [name]: found } : {};
  };
  return { ...read("validateOptions"), ...read("validateThemeConfig") };
}

/** An error of Node's module loader about a file's syntax or format, which a compile gets past. */
function unrunnableByNode(error: unknown): boolean {
  if (!(error instanceof Error) || error instanceof SiteCodeTimeout) return false;
  const code = (error as { code?: unknown }).code;
  return (
    error.name === "SyntaxError" ||
    code === "ERR_REQUIRE_ESM" ||
    code === "ERR_REQUIRE_ASYNC_MODULE" ||
    /is not defined in ES module scope/.test(error.message)
  );
}
