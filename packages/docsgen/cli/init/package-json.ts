import { readFileSync } from "node:fs";
import { join } from "node:path";
import { PACKAGE_ROOT, VERSION } from "../version.ts";

/** The npm scripts of a docsgen site, as create-docusaurus names them: `npm start` serves and rebuilds. */
export const SCRIPTS: Readonly<Record<string, string>> = {
  start: "docsgen serve --watch",
  build: "docsgen build",
  serve: "docsgen serve",
};

/** What a site installs: this docsgen, and the React it renders pages with (one copy, the site's). */
export function siteDependencies(): Record<string, string> {
  const own = JSON.parse(readFileSync(join(PACKAGE_ROOT, "package.json"), "utf8")) as {
    dependencies: Record<string, string>;
  };
  return { docsgen: `^${VERSION}`, react: own.dependencies.react, "react-dom": own.dependencies["react-dom"] };
}

/** An npm package name from a folder's name ("My Docs" → "my-docs"). */
export function packageName(folder: string): string {
  const name = folder
    .toLowerCase()
    .replace(/[^a-z0-9._~-]+/g, "-")
    .replace(/^[-._]+|-+$/g, "");
  return name || "docs";
}

/** The new site's package.json text. */
export function sitePackageJson(folder: string): string {
  const pkg = {
    name: packageName(folder),
    version: "0.0.0",
    private: true,
    scripts: SCRIPTS,
    dependencies: siteDependencies(),
    engines: { node: ">=20.19" },
  };
  return `${JSON.stringify(pkg, null, 2)}\n`;
}

/**
 * What an existing package.json lacks of the scripts and dependencies above, as `"key": "value"` lines to add
 * (none when it has every key, whatever its value). A file that is not JSON lacks everything.
 */
export function missingFromPackageJson(text: string): { scripts: string[]; dependencies: string[] } {
  let pkg: { scripts?: object; dependencies?: object; devDependencies?: object };
  try {
    pkg = JSON.parse(text) ?? {};
  } catch {
    pkg = {};
  }
  const line = ([key, value]: [string, string]) => `${JSON.stringify(key)}: ${JSON.stringify(value)}`;
  const installed = { ...pkg.devDependencies, ...pkg.dependencies };
  return {
    scripts: Object.entries(SCRIPTS)
      .filter(([key]) => !Object.hasOwn(pkg.scripts ?? {}, key))
      .map(line),
    dependencies: Object.entries(siteDependencies())
      .filter(([key]) => !Object.hasOwn(installed, key))
      .map(line),
  };
}
