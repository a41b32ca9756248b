import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { buildInProcess } from "../helpers/build.ts";

// Real-sites survey (react-native-website): `turbo-native-modules.md` with `id: turbo-native-modules-introduction`
// is /docs/turbo-native-modules-introduction in Docusaurus (a doc's URL is its id's). docsgen built it at the
// file's name without a word, and 43 links to it broke.

const sites: string[] = [];
afterAll(() => {
  for (const s of sites) rmSync(s, { recursive: true, force: true });
});

describe("a doc's front matter id", () => {
  it("names its URL, as in Docusaurus; a slug still wins, and a folder's index keeps the folder's URL", async () => {
    const dir = mkdtempSync(join(tmpdir(), "docsgen-doc-id-"));
    sites.push(dir);
    const files: Record<string, string> = {
      "docusaurus.config.js": 'module.exports = { title: "T", url: "https://example.test", baseUrl: "/" };\n',
      "docs/turbo.md": "---\nid: turbo-intro\n---\n\n# Turbo\n\nSee [the guide](guide/setup-steps).\n",
      "docs/guide/setup.md": "---\nid: setup-steps\n---\n\n# Setup\n\nBack to [turbo](../turbo-intro).\n",
      "docs/guide/index.md": "---\nid: overview\n---\n\n# Guide\n",
      "docs/other.md": "---\nid: other-id\nslug: /elsewhere\n---\n\n# Other\n",
    };
    for (const [path, text] of Object.entries(files)) {
      mkdirSync(dirname(join(dir, path)), { recursive: true });
      writeFileSync(join(dir, path), text);
    }
    const r = await buildInProcess(dir);
    expect(r.code, r.stderr).toBe(0);
    expect(r.stderr).not.toContain("link-broken");
    for (const route of ["docs/turbo-intro", "docs/guide/setup-steps", "docs/guide", "docs/elsewhere"])
      expect(existsSync(join(dir, "build", route, "index.html")), route).toBe(true);
    expect(existsSync(join(dir, "build/docs/turbo/index.html"))).toBe(false);
  }, 60_000);

  it.each([["../../x"], ["a/b"], [".."]])(
    "%s, which would leave its folder (Docusaurus refuses a slash), is a located error and nothing is written",
    async (id) => {
      const dir = mkdtempSync(join(tmpdir(), "docsgen-doc-id-"));
      sites.push(dir);
      mkdirSync(join(dir, "docs/fuzz"), { recursive: true });
      writeFileSync(
        join(dir, "docusaurus.config.js"),
        'module.exports = { title: "T", url: "https://example.test", baseUrl: "/" };\n',
      );
      writeFileSync(join(dir, "docs/fuzz/page.md"), `---\ntitle: Page\nid: "${id}"\n---\n\n# Page\n`);
      const r = await buildInProcess(dir);
      expect(r.code).toBe(1);
      expect(r.stderr).toContain(`docs/fuzz/page.md:3: error [path-outside] front matter "id"`);
      expect(existsSync(join(dir, "build"))).toBe(false);
      expect(existsSync(join(dir, "x"))).toBe(false);
    },
    60_000,
  );
});
