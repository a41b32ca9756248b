import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { buildInProcess } from "../helpers/build.ts";

// Real-sites survey (react-native-website): a page with the site's code that includes a markdown partial
// holding raw HTML stopped the build with "error: Cannot compile `mdxjsEsm` node …" and no file, after four
// minutes of a 2,000-page build. Whatever docsgen does with such a page, a failure names the file.

const sites: string[] = [];
afterAll(() => {
  for (const s of sites) rmSync(s, { recursive: true, force: true });
});

function site(files: Record<string, string>): string {
  const dir = mkdtempSync(join(tmpdir(), "docsgen-located-"));
  sites.push(dir);
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), text);
  }
  return dir;
}

describe("a file the markdown steps fail on", () => {
  it("is named by the error, or the page builds", async () => {
    const dir = site({
      "docusaurus.config.js": 'module.exports = { title: "T", url: "https://example.test", baseUrl: "/" };\n',
      "core/labels.tsx": 'export default { os: "Linux" };\n',
      "docs/setup.mdx":
        '---\ntitle: Setup\n---\n\nimport labels from "@site/core/labels";\nimport Steps from "./_steps.md";\n\nOn {labels.os}:\n\n<Steps />\n',
      "docs/_steps.md": "<h3>Install the tools</h3>\n\nRun the installer.\n",
    });
    const r = await buildInProcess(dir);
    if (r.code !== 0) {
      const errors = r.stderr.split("\n").filter((line) => /\berror\b/.test(line) && !line.startsWith(" "));
      expect(errors.length, r.stderr).toBeGreaterThan(0);
      for (const line of errors) expect(line, r.stderr).toMatch(/^docs\/setup\.mdx(:\d+)*: error \[/);
    } else expect(r.stderr).not.toContain("error");
  }, 60_000);

  // The crash itself: the partial's raw HTML is parsed with the page's MDX nodes passed through, and
  // sanitized as anywhere else, inside the site's components too (the public site's partials sit in tabs).
  it("a partial with raw HTML renders inside a page with the site's code", async () => {
    const dir = site({
      "docusaurus.config.js": 'module.exports = { title: "T", url: "https://example.test", baseUrl: "/" };\n',
      "core/labels.tsx": 'export default { os: "Linux" };\n',
      "docs/setup.mdx":
        '---\ntitle: Setup\n---\n\nimport labels from "@site/core/labels";\nimport Tabs from "@theme/Tabs";\nimport TabItem from "@theme/TabItem";\nimport Steps from "./_steps.md";\n\nOn {labels.os}:\n\n<Tabs>\n<TabItem value="a" label="A">\n\n<Steps />\n\n</TabItem>\n</Tabs>\n',
      "docs/_steps.md": "<h3>Install the tools</h3>\n\nRun <b>the</b> installer <script>alert(1)</script>.\n",
    });
    const r = await buildInProcess(dir);
    expect(r.code, r.stderr).toBe(0);
    const html = readFileSync(join(dir, "build/docs/setup/index.html"), "utf8").replaceAll("<!-- -->", "");
    expect(html).toContain("On Linux");
    expect(html).toMatch(/<h3[^>]*>Install the tools/);
    expect(html).toContain("<b>the</b>");
    expect(html).not.toContain("alert(1)");
    expect(r.stderr).toMatch(/docs\/setup\.mdx:\d+:\d+: warning \[html-unsafe\] the <script> element/);
  }, 60_000);
});
