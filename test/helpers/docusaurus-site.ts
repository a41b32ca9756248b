import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { type CliResult, copyFixture, docsgen } from "./cli.ts";

/**
 * Copies the docusaurus-site fixture (a Docusaurus site with no site.config.ts, issue 33) and builds it. Its
 * config imports `prism-react-renderer`, as Docusaurus's templates do: the site's node_modules get a stand-in
 * with the same exports, so the import resolves from the site folder as a real install would.
 */
export function buildDocusaurusSite(): { site: string; out: string; result: CliResult } {
  const site = copyFixture("docusaurus-site");
  const pkg = join(site, "node_modules", "prism-react-renderer");
  mkdirSync(pkg, { recursive: true });
  writeFileSync(
    join(pkg, "package.json"),
    '{ "name": "prism-react-renderer", "version": "2.4.0", "main": "index.js" }',
  );
  writeFileSync(join(pkg, "index.js"), "exports.themes = { github: { plain: {} }, dracula: { plain: {} } };\n");
  return { site, out: join(site, "build"), result: docsgen(["build", site]) };
}
