import { join } from "node:path";
import type { Plugin } from "esbuild";
import { PACKAGE_ROOT } from "../version.ts";
import { APPROXIMATE_MODULES, DOCUSAURUS_MODULES, DOCUSAURUS_SPECIFIER } from "./modules.ts";

/** The text of the esbuild error for a Docusaurus module docsgen does not provide (read back in bundle.ts). */
export const UNSUPPORTED_MODULE = "is not provided by docsgen";

/** The detail of the esbuild warning for a module docsgen provides only in part (read back in bundle.ts). */
export const APPROXIMATE_MODULE = "docsgen-approximate-module";

/**
 * How the site's code finds its modules, on both the server and the browser side:
 * - `react`, `react-dom`, `react/jsx-runtime`: docsgen's copy, whatever the site's node_modules holds (hooks
 *   need the one React that renders them);
 * - the Docusaurus modules docsgen provides (modules.ts), and a located error for any other;
 * - `@site/…`: the site folder.
 */
export function siteModules(siteDir: string): Plugin {
  return {
    name: "docsgen-site-modules",
    setup(build) {
      build.onResolve({ filter: /^react(-dom)?(\/.*)?$/ }, (args) => {
        if (args.pluginData === "docsgen") return undefined;
        return build.resolve(args.path, { kind: args.kind, resolveDir: PACKAGE_ROOT, pluginData: "docsgen" });
      });
      build.onResolve({ filter: DOCUSAURUS_SPECIFIER }, (args) => {
        const own = DOCUSAURUS_MODULES[args.path];
        const approximate = APPROXIMATE_MODULES[args.path];
        if (own && approximate)
          return {
            path: join(PACKAGE_ROOT, own),
            warnings: [{ text: `"${args.path}" ${approximate}`, detail: APPROXIMATE_MODULE }],
          };
        if (own) return { path: join(PACKAGE_ROOT, own) };
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
        return resolved;
      });
    },
  };
}
