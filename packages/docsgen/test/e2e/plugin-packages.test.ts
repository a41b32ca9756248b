import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openRecording, type ServedFixture, serveFixture } from "../helpers/browser.ts";

// A plugin package as docusaurus-plugin-image-zoom 2.0.0 ships it (kuizuo/blog uses it): compiled by tsc into
// a CommonJS package whose file still has `import` beside `module.exports` and `__dirname`, which Node refuses
// and Docusaurus's loader compiles; its client module reads its options from `@generated/docusaurus.config`.
let fixture: ServedFixture;

function addPackagePlugin(site: string) {
  const pkg = join(site, "node_modules/docusaurus-plugin-zoomish");
  mkdirSync(join(pkg, "lib"), { recursive: true });
  writeFileSync(
    join(pkg, "package.json"),
    '{"name":"docusaurus-plugin-zoomish","version":"2.0.0","main":"lib/index.js"}',
  );
  writeFileSync(
    join(pkg, "lib/index.js"),
    `import path from "path";
const here = __dirname;
module.exports = function () {
  return { name: "docusaurus-plugin-zoomish", getClientModules: () => [path.resolve(here, "./zoom")] };
};
`,
  );
  writeFileSync(
    join(pkg, "lib/zoom.js"),
    `import siteConfig from "@generated/docusaurus.config";
const { zoom } = siteConfig.themeConfig;
export function onRouteDidUpdate() {
  document.documentElement.dataset.zoomSelector = zoom.selector + " in " + siteConfig.title;
}
`,
  );
  const config = join(site, "docusaurus.config.ts");
  writeFileSync(
    config,
    readFileSync(config, "utf8")
      .replace("plugins: [", 'plugins: ["zoomish",')
      .replace("onBrokenLinks:", 'themeConfig: { zoom: { selector: ".markdown img" } },\n  onBrokenLinks:'),
  );
}

beforeAll(async () => {
  fixture = await serveFixture("docusaurus-site-plugins", addPackagePlugin);
});

afterAll(async () => {
  await fixture?.stop();
});

describe("a plugin package Node cannot load as it is", () => {
  it("runs, and its client module reads the site's config from @generated/docusaurus.config", async () => {
    const context = await fixture.browser.newContext();
    const { page, errors } = await openRecording(context, `${fixture.origin}/orchard/docs/intro`);
    await page.waitForSelector("html[data-zoom-selector]");
    expect(await page.getAttribute("html", "data-zoom-selector")).toBe(".markdown img in Orchard");
    expect(errors).toEqual([]);
    await context.close();
  });
});
