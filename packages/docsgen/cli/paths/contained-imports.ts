import { existsSync } from "node:fs";
import { isAbsolute, sep } from "node:path";
import type { OnResolveArgs, OnResolveResult, Plugin, ResolveResult } from "esbuild";
import { isPackageFile, isWithin, OUTSIDE_SITE, placeOf } from "./contain.ts";

/**
 * The containment rule (contain.ts) for what esbuild bundles of the site's code: a path the code writes
 * (`./x`, `../x`, `/x`, `@site/x`; in CSS, `@import` and `url()` too) names a file that lies in the site folder
 * once symlinks are followed. Packages (bare names) come from node_modules wherever it is (a hoisted
 * monorepo's), so they are not looked at.
 */

/** A relative or absolute path, as opposed to a package or a URL (`https:`; `//host/x` is told apart below). */
const SITE_PATH = /^(?:\.{1,2}(?:\/|$)|\/)/;

/** Marks a resolution asked for by a containment rule itself, so it is not checked twice. */
export const CONTAINED = "docsgen-contained";

/**
 * `resolved`, or the located error for `written` when the file it names is outside the site folder and not a
 * package's (`../node_modules/pkg/x.css` with node_modules linked from a monorepo is a package's).
 */
export function containedResult(siteDir: string, written: string, resolved: ResolveResult): OnResolveResult {
  const { namespace, path } = resolved;
  if (namespace === "file" && path && placeOf(siteDir, path) === "outside" && !isPackageFile(path))
    return { errors: [{ text: `"${written}" ${OUTSIDE_SITE}` }] };
  return resolved;
}

/**
 * An esbuild plugin refusing relative and absolute paths to files outside the site folder, from the importers
 * `fromSite` accepts (the site's own files; a package's files are the package's). Registered before the
 * plugins that resolve such paths (a static root), it sees their answer and checks it.
 */
export function containedImports(siteDir: string, fromSite: (args: OnResolveArgs) => boolean): Plugin {
  return {
    name: "docsgen-contained-imports",
    setup(b) {
      b.onResolve({ filter: SITE_PATH }, async (args) => {
        if (args.pluginData === CONTAINED || args.path.startsWith("//") || !fromSite(args)) return undefined;
        const { kind, resolveDir, importer, namespace } = args;
        // With the importer's namespace, so that the plugins after this one (a static root) answer as they would.
        const found = await b.resolve(args.path, { kind, resolveDir, importer, namespace, pluginData: CONTAINED });
        if (found.errors.length > 0) return undefined; // esbuild reports it, located, as it always has
        return containedResult(siteDir, args.path, found);
      });
    },
  };
}

/**
 * The importer is the site's own code: a file of the site (not of a package), or a page's compiled MDX. The
 * server bundle's entry, docsgen's own and given on stdin, is named as a file of the site folder that is not
 * there.
 */
export function fromSite(siteDir: string, args: OnResolveArgs): boolean {
  if (args.namespace === "docsgen-mdx") return true;
  const importer = args.importer;
  return (
    args.namespace === "file" &&
    isAbsolute(importer) &&
    isWithin(siteDir, importer) &&
    !importer.split(sep).includes("node_modules") &&
    existsSync(importer)
  );
}
