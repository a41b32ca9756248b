import { join } from "node:path";
import type { OnResolveArgs, Plugin, ResolveResult } from "esbuild";
import { CONTAINED, containedResult, fromSite } from "../paths/contained-imports.ts";
import { resolveTheme, themeLayers } from "../theme/aliases.ts";
import { PACKAGE_ROOT } from "../version.ts";
import { APPROXIMATE_MODULES, DOCUSAURUS_SPECIFIER } from "./modules.ts";
import { OWN_COMPONENTS, OWN_MODULES } from "./theme-modules.ts";

/** The text of the esbuild error for a Docusaurus module docsgen does not provide (read back in bundle.ts). */
export const UNSUPPORTED_MODULE = "is not provided by docsgen";

/** The detail of the esbuild warning for a module docsgen provides only in part (read back in bundle.ts). */
export const APPROXIMATE_MODULE = "docsgen-approximate-module";

/** The detail of the esbuild warning for `@theme/Mermaid` on a site that draws no diagram (read back in bundle.ts). */
export const UNDRAWN_MERMAID = "docsgen-undrawn-mermaid";

/**
 * How the site's code finds its modules, on both the server and the browser side:
 * - `react`, `react-dom`, `react/jsx-runtime`: docsgen's copy, whatever the site's node_modules holds (hooks
 *   need the one React that renders them);
 * - the Docusaurus modules docsgen provides (modules.ts), and a located error for any other;
 * - `@site/…`: the site folder.
 * - `@theme/X`, `@theme-original/X`, `@theme-init/X`: the site's `src/theme/X`, a theme package's X (`themes`:
 *   their component folders, in the config's order) or docsgen's, by Docusaurus's rules (theme/aliases.ts).
 * `diagrams`: the site draws Mermaid diagrams; without, a page's import of `@theme/Mermaid` is a located warning
 * (its diagram stays its source; Docusaurus needs `@docusaurus/theme-mermaid` for that import). The import in
 * compiled MDX is not: the markdown stage warns about its diagram (markdown/mermaid.ts).
 */
export function siteModules(
  siteDir: string,
  options: {
    staticDir?: string;
    diagrams?: boolean;
    themes?: readonly string[];
    excluded?: readonly string[];
    /** The folder the site's code may import from (ResolvedConfig.rootDir); the site folder by default. */
    rootDir?: string;
  } = {},
): Plugin {
  const staticDir = options.staticDir ?? join(siteDir, "static");
  const rootDir = options.rootDir ?? siteDir;
  const contained = (written: string, resolved: ResolveResult) => containedResult(rootDir, written, resolved);
  return {
    name: "docsgen-site-modules",
    setup(build) {
      /** What esbuild resolves `args` to without this plugin's own rules, which asked. */
      const resolveAsWritten = (args: OnResolveArgs) =>
        build.resolve(args.path, {
          kind: args.kind,
          resolveDir: args.resolveDir,
          importer: args.importer,
          pluginData: CONTAINED,
        });
      // The containment rule (paths/contain.ts): a relative or absolute import in the site's code names a file
      // of the site. A package (a bare import) comes from node_modules, wherever its files are.
      build.onResolve({ filter: /^(?:\.{1,2}(?:\/|$)|\/)/ }, async (args) => {
        if (args.pluginData === CONTAINED || !fromSite(rootDir, args)) return undefined;
        // `/data/users.json` is a path from the static folder, then from the site folder, as Docusaurus's
        // webpack `resolve.roots` makes it.
        for (const root of args.path.startsWith("/") ? [staticDir, siteDir] : []) {
          const fromRoot = await build.resolve(`.${args.path}`, {
            kind: args.kind,
            resolveDir: root,
            pluginData: CONTAINED,
          });
          if (fromRoot.errors.length === 0) return contained(args.path, fromRoot);
        }
        const resolved = await resolveAsWritten(args);
        if (resolved.errors.length > 0) return { errors: resolved.errors };
        return contained(args.path, resolved);
      });
      build.onResolve({ filter: /^react(-dom)?(\/.*)?$/ }, (args) => {
        if (args.pluginData === "docsgen") return undefined;
        return build.resolve(args.path, { kind: args.kind, resolveDir: PACKAGE_ROOT, pluginData: "docsgen" });
      });
      // Docusaurus's module names are esbuild aliases of docsgen's files: resolved by esbuild itself, as
      // docsgen's own relative imports of the same files are. A path handed back by a plugin has no
      // package.json "type", and esbuild took a module's kind (its CommonJS interop) from whichever way
      // reached it first, so the same build wrote different bytes from run to run.
      build.initialOptions.alias = {
        ...build.initialOptions.alias,
        ...Object.fromEntries(Object.entries(OWN_MODULES).map(([name, file]) => [name, join(PACKAGE_ROOT, file)])),
      };
      // A theme module the site or a theme package overrides: its file. docsgen's own goes on to the aliases.
      const layers = themeLayers(siteDir, options.themes ?? [], OWN_COMPONENTS, options.excluded);
      if (layers)
        build.onResolve({ filter: /^@theme(-original|-init)?\// }, async (args) => {
          const target = resolveTheme(layers, args.path, args.importer);
          if (target === undefined || target === "docsgen") return undefined;
          const resolved = await build.resolve(target.file, {
            kind: args.kind,
            resolveDir: siteDir,
            pluginData: CONTAINED,
          });
          if (resolved.errors.length > 0) return { errors: resolved.errors };
          return contained(args.path, resolved);
        });
      // Only messages here: without a path, esbuild goes on to resolve the name, through the aliases.
      build.onResolve({ filter: DOCUSAURUS_SPECIFIER }, (args) => {
        const own = OWN_MODULES[args.path];
        const approximate = APPROXIMATE_MODULES[args.path];
        if (own && approximate)
          return { warnings: [{ text: `"${args.path}" ${approximate}`, detail: APPROXIMATE_MODULE }] };
        if (own && args.path === "@theme/Mermaid" && !options.diagrams && args.namespace !== "docsgen-mdx")
          return {
            warnings: [
              {
                text: `"${args.path}" shows each diagram as its source: this site does not draw Mermaid diagrams`,
                detail: UNDRAWN_MERMAID,
              },
            ],
          };
        if (own) return undefined;
        return {
          errors: [
            {
              text: `"${args.path}" ${UNSUPPORTED_MODULE}`,
              detail: args.path,
            },
          ],
        };
      });
      build.onResolve({ filter: /^@site\// }, async (args) => {
        const resolved = await build.resolve(`./${args.path.slice("@site/".length)}`, {
          kind: args.kind,
          resolveDir: siteDir,
        });
        // Named as written: `./src/…` would not be found in the file that imports it.
        if (resolved.errors.length > 0) return { errors: [{ text: `Could not resolve "${args.path}"` }] };
        // `@site/../x`, or a link in the site to a file elsewhere, is outside as `../x` is (issue 47).
        return contained(args.path, resolved);
      });
    },
  };
}
