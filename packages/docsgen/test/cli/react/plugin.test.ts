import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { build } from "esbuild";
import { afterAll, describe, expect, it } from "vitest";
import { siteModules } from "../../../cli/react/plugin.ts";
import { PACKAGE_ROOT } from "../../../cli/version.ts";

/*
 * A Docusaurus module docsgen provides (`@theme/Heading`) is the same module however the site's code reaches
 * it: by its Docusaurus name, or through docsgen's own files' relative imports. esbuild takes a module's kind
 * (its CommonJS interop) from the first way it reaches the file, so two kinds made a build's bytes vary
 * from run to run.
 */

const site = mkdtempSync(join(tmpdir(), "docsgen-plugin-"));
afterAll(() => rmSync(site, { recursive: true, force: true }));

/** The bundle of one import of the heading component, for the server. */
async function bundleOf(specifier: string): Promise<string> {
  const result = await build({
    stdin: { contents: `export { default } from ${JSON.stringify(specifier)};`, resolveDir: site, loader: "js" },
    bundle: true,
    write: false,
    platform: "node",
    format: "esm",
    jsx: "automatic",
    logLevel: "silent",
    plugins: [siteModules(site)],
  });
  return result.outputFiles[0]?.text ?? "";
}

describe("docsgen's Docusaurus modules", () => {
  it("are bundled as the same module by their name as by their file", async () => {
    const byName = await bundleOf("@theme/Heading");
    const byFile = await bundleOf(join(PACKAGE_ROOT, "templates/docusaurus/Heading.tsx"));
    expect(byName).toContain("function Heading");
    expect(byName).toBe(byFile);
  });
});
