import { join } from "node:path";
import type { Plugin } from "esbuild";
import type { ResolvedConfig } from "../config/resolved.ts";
import { PACKAGE_ROOT } from "../version.ts";

/**
 * The script of the site's client modules that are scripts, on every page docsgen's entry renders: a build of
 * the site's code of its own (react/bundle.ts), beside docsgen's entry and after it, with its React. It imports
 * the modules in Docusaurus's order, then runs their lifecycles (client/client-modules.ts). React pages
 * import the same modules in their own script (react/page-entries.ts), which has its own React. A site
 * without client modules has no such script, and its client is unchanged (assets/client-bundle.ts swaps in
 * the router that tells the modules of each move only for a site with some: client/router-lifecycles.ts).
 */

/** The script's URL, and the stylesheet of what the modules import (SiteData.clientModules). */
export interface ClientModulesScript {
  js: string;
  css?: string;
}

// Declared here rather than in shared/site-data.ts, which docsgen's client bundles: esbuild names minified
// symbols by the characters of the sources, so any change to that file's text, even a type, would rename the
// client's symbols, and every site's client would change.
declare module "../../shared/site-data.ts" {
  interface SiteData {
    /** The script of the site's client modules, loaded by every page; absent for a site without. */
    clientModules?: ClientModulesScript;
  }
}

/** Where the script is in the site code's assets (SiteCode.assets): not a file of the site. */
export const CLIENT_MODULES_ASSET = "docsgen:client-modules";

/** The entry's name as esbuild's metafile names it (namespace:path), which is how bundle.ts finds its output. */
const ENTRY = "docsgen-client-modules:modules";

/** What imports the modules and hands them to the lifecycles (the script's entry, and each React page's). */
export function clientModulesLines(modules: readonly string[]): string[] {
  const start = JSON.stringify(join(PACKAGE_ROOT, "client/client-modules.ts"));
  return [
    ...modules.map((file, i) => `import * as M${i} from ${JSON.stringify(file)};`),
    `import { startClientModules } from ${start};`,
    `startClientModules([${modules.map((_, i) => `M${i}`).join(", ")}]);`,
  ];
}

/** The browser entry point of the script, for the build of scripts that run beside docsgen's entry. */
export function clientModulesEntry(): { name: string; in: string; file: string } {
  return { name: "client-modules", in: ENTRY, file: CLIENT_MODULES_ASSET };
}

/** Loads the script's entry. */
export function clientModulesEntries(modules: readonly string[]): Plugin {
  return {
    name: "docsgen-client-modules",
    setup(build) {
      build.onResolve({ filter: new RegExp(`^${ENTRY}$`) }, () => ({
        path: "modules",
        namespace: "docsgen-client-modules",
      }));
      build.onLoad({ filter: /.*/, namespace: "docsgen-client-modules" }, () => ({
        contents: clientModulesLines(modules).join("\n"),
        resolveDir: PACKAGE_ROOT,
        loader: "js",
      }));
    },
  };
}

/** The script's URL, and its stylesheet's when the modules import CSS; undefined for a site without. */
export function clientModulesScript(
  config: Pick<ResolvedConfig, "baseUrl">,
  code: { assets: ReadonlyMap<string, { js: string; css?: string }> } | undefined,
): ClientModulesScript | undefined {
  const asset = code?.assets.get(CLIENT_MODULES_ASSET);
  if (!asset) return undefined;
  return { js: config.baseUrl + asset.js, ...(asset.css ? { css: config.baseUrl + asset.css } : {}) };
}
