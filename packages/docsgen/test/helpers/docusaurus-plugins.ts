import { mkdirSync, symlinkSync } from "node:fs";
import { dirname, join } from "node:path";
import { copyFixture, WORKSPACE } from "./cli.ts";

/** The markdown plugin packages the docusaurus-plugins fixture's config imports. */
const PACKAGES = ["remark-math", "rehype-katex", "@docusaurus/remark-plugin-npm2yarn"];

/**
 * A scratch copy of the docusaurus-plugins fixture (issue 33, part 5) with its plugin packages installed:
 * linked from docsgen's own node_modules into the site's, so they load from the site folder as after
 * `npm install` there.
 */
export function pluginSite(): string {
  return withPackages(copyFixture("docusaurus-plugins"), PACKAGES);
}

/** Installs packages in a scratch site: linked from docsgen's own node_modules, as after `npm install` there. */
export function withPackages(site: string, names: readonly string[]): string {
  for (const name of names) {
    const link = join(site, "node_modules", name);
    mkdirSync(dirname(link), { recursive: true });
    symlinkSync(join(WORKSPACE, "node_modules", name), link, "dir");
  }
  return site;
}
