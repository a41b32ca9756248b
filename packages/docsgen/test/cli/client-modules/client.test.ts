import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { bundleClient } from "../../../cli/assets/client-bundle.ts";
import { resolveConfig } from "../../../cli/config/resolve.ts";
import { clientOptions } from "../../../cli/threads/threads.ts";
import type { UiStrings } from "../../../shared/strings.ts";

// Issue 50, point 1: the router tells the client modules of each move only where a site has some; the client of
// a site without is what it was (its first-load JS is on a budget: test/integration/site.test.ts).

const strings = { search: "Search" } as unknown as UiStrings;
const text = (files: Map<string, Uint8Array>, rel: string) => new TextDecoder().decode(files.get(rel));

describe("docsgen's client and the site's client modules", () => {
  it("has the router's lifecycle calls only for a site with client modules that are scripts", async () => {
    const plain = await bundleClient({ minify: true, strings: strings });
    const told = await bundleClient({ minify: true, strings: strings, clientModules: true });
    expect(text(plain.files, plain.js)).not.toContain("__docsgenRouteUpdate");
    expect(text(told.files, told.js)).toContain("__docsgenRouteUpdate");
  }, 60_000);

  it("bundles a site's stylesheet modules after customCss, and asks for the router's calls only for scripts", async () => {
    const site = mkdtempSync(join(tmpdir(), "docsgen-client-modules-"));
    after.push(site);
    mkdirSync(join(site, "src"));
    for (const f of ["custom.css", "module.css", "module.js"]) writeFileSync(join(site, "src", f), "");
    const write = (modules: string) =>
      writeFileSync(
        join(site, "site.config.ts"),
        `export default { title: "t", url: "https://x.test", customCss: "./src/custom.css", clientModules: [${modules}] };\n`,
      );
    write('"./src/module.css"');
    const styles = clientOptions(await resolveConfig({ siteDir: site }));
    expect(styles.styles?.customCss).toEqual([join(site, "src/custom.css"), join(site, "src/module.css")]);
    expect("clientModules" in styles).toBe(false);
    write('"./src/module.css", "./src/module"');
    expect(clientOptions(await resolveConfig({ siteDir: site })).clientModules).toBe(true);
  });
});

const after: string[] = [];
afterAll(() => {
  for (const d of after) rmSync(d, { recursive: true, force: true });
});
