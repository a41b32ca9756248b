import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";

/**
 * The docsgen package folder (bin/, templates/, client/ live there), found by walking up from this module:
 * the CLI runs bundled from node_modules/.cache/docsgen/<hash>/cli/, in a checkout or an installed copy.
 */
function findPackage(): { root: string; version: string } {
  let url = new URL(".", import.meta.url);
  for (let i = 0; i < 10; i++) {
    try {
      const pkg = JSON.parse(readFileSync(new URL("package.json", url), "utf8")) as { name?: string; version?: string };
      if (pkg.name === "docsgen" && pkg.version) return { root: fileURLToPath(url), version: pkg.version };
    } catch {
      // not here; keep walking
    }
    url = new URL("..", url);
  }
  return { root: fileURLToPath(new URL("..", import.meta.url)), version: "0.0.0" };
}

const pkg = findPackage();
export const VERSION = pkg.version;
export const PACKAGE_ROOT = pkg.root;
