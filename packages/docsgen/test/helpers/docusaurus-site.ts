import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { buildInProcess } from "./build.ts";
import { type CliResult, copyFixture } from "./cli.ts";

/**
 * Copies the docusaurus-site fixture (a Docusaurus site with no site.config.ts, issue 33) and builds it. Its
 * config imports `prism-react-renderer`, as Docusaurus's templates do, and its custom.css imports a brand
 * package: the site's node_modules get stand-ins, so the imports resolve from the site folder as a real
 * install would. Built in this process (helpers/build.ts).
 */
export async function buildDocusaurusSite(): Promise<{ site: string; out: string; result: CliResult }> {
  const site = docusaurusSite();
  return { site, out: join(site, "build"), result: await buildInProcess(site) };
}

/** A copy of the docusaurus-site fixture with its packages' stand-ins installed, not built. */
export function docusaurusSite(): string {
  const site = copyFixture("docusaurus-site");
  const pkg = join(site, "node_modules", "prism-react-renderer");
  mkdirSync(pkg, { recursive: true });
  writeFileSync(
    join(pkg, "package.json"),
    '{ "name": "prism-react-renderer", "version": "2.4.0", "main": "index.js" }',
  );
  writeFileSync(join(pkg, "index.js"), "exports.themes = { github: { plain: {} }, dracula: { plain: {} } };\n");
  const brand = join(site, "node_modules", "@lantern", "brand");
  mkdirSync(brand, { recursive: true });
  writeFileSync(join(brand, "package.json"), '{ "name": "@lantern/brand", "version": "1.0.0" }');
  writeFileSync(join(brand, "tokens.css"), ":root {\n  --lantern-cream: #fff7ed;\n}\n");
  return site;
}
