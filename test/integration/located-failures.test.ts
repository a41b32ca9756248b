import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
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
});
