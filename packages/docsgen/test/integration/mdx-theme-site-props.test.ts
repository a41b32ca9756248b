import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { buildInProcess } from "../helpers/build.ts";

// react-native-website's docs: `<Tabs values={constants.snackLanguages} defaultValue={…}>`, `constants`
// imported from the site's own module, on 231 pages. docsgen's expansion reads static props only, so the
// labels and the default tab were lost (a warning each); such an element is now the site's code to render.
describe("a theme component whose props read the site's module", () => {
  it("renders with those props: the tabs' labels and default tab, a partial inside still inlined", async () => {
    const site = mkdtempSync(join(tmpdir(), "docsgen-tabs-props-"));
    for (const dir of ["docs", "core", "src/pages"]) mkdirSync(join(site, dir), { recursive: true });
    writeFileSync(
      join(site, "docusaurus.config.js"),
      'module.exports = { title: "T", url: "https://t.example", baseUrl: "/", presets: [["classic", { blog: false }]] };\n',
    );
    writeFileSync(
      join(site, "core/TabsConstants.js"),
      'const snackLanguages = [{ label: "JavaScript", value: "javascript" }, { label: "TypeScript", value: "typescript" }];\nexport default { snackLanguages, defaultSnackLanguage: "typescript" };\n',
    );
    writeFileSync(join(site, "src/pages/index.md"), "# Home\n");
    writeFileSync(join(site, "docs/_setup.md"), "Install the **toolchain** first.\n");
    // A partial with tabs of its own, reading the site's module it imports itself.
    writeFileSync(
      join(site, "docs/_more.md"),
      `import Tabs from '@theme/Tabs'; import TabItem from '@theme/TabItem'; import constants from '@site/core/TabsConstants';

<Tabs values={constants.snackLanguages} defaultValue="javascript">
<TabItem value="javascript">

Partial JS.

</TabItem>
<TabItem value="typescript">

Partial TS.

</TabItem>
</Tabs>
`,
    );
    writeFileSync(
      join(site, "docs/intro.md"),
      `import Tabs from '@theme/Tabs'; import TabItem from '@theme/TabItem'; import constants from '@site/core/TabsConstants';
import Setup from './_setup.md';
import More from './_more.md';

# Intro

<Tabs groupId="language" defaultValue={constants.defaultSnackLanguage} values={constants.snackLanguages}>
<TabItem value="javascript">

JS here.

</TabItem>
<TabItem value="typescript">

TS here.

<Setup />

</TabItem>
</Tabs>

<More />
`,
    );
    const built = await buildInProcess(site);
    expect(built.code, built.stderr).toBe(0);
    expect(built.diagnostics.filter((d) => d.code === "mdx-unsupported")).toEqual([]);
    const html = readFileSync(join(site, "build/docs/intro/index.html"), "utf8");
    const tabs = [...html.matchAll(/role="tab"[^>]*>([^<]*)</g)].map((m) => m[1]);
    expect(tabs).toEqual(["JavaScript", "TypeScript", "JavaScript", "TypeScript"]);
    expect(html).toContain("Partial TS.");
    expect(html).toMatch(/aria-selected="true"[^>]*>TypeScript</);
    expect(html).toContain("TS here.");
    // A partial inside the tabs is still inlined.
    expect(html).toContain("Install the <strong>toolchain</strong> first.");
  }, 60_000);
});
