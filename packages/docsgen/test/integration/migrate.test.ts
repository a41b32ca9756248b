import { existsSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { buildInProcess } from "../helpers/build.ts";
import { copyFixture, docsgen } from "../helpers/cli.ts";
import { buildDocusaurusSite, docusaurusSite } from "../helpers/docusaurus-site.ts";

// Issue 33, part 1: `docsgen migrate` writes a site.config.ts from a Docusaurus config, for teams leaving its
// format; the site it describes is the one `docsgen build` made from the Docusaurus config.

/** Every file under `dir`, relative, sorted. */
function files(dir: string): string[] {
  return (readdirSync(dir, { recursive: true, withFileTypes: true }) as import("node:fs").Dirent[])
    .filter((e) => e.isFile())
    .map((e) => join(e.parentPath, e.name).slice(dir.length + 1))
    .sort();
}

describe("docsgen migrate", () => {
  it("writes a site.config.ts that builds the same site, and lists what it does not carry over", async () => {
    const { site, out, result } = await buildDocusaurusSite();
    expect(result.code, result.stderr).toBe(0);
    const r = docsgen(["migrate", site]);
    expect(r.code, r.stderr).toBe(0);
    expect(r.stdout).toMatch(
      /^docsgen: wrote site\.config\.ts from docusaurus\.config\.ts; \d+ settings are not carried over/m,
    );
    expect(r.stderr).toContain('plugins[0] is ignored by docsgen: the plugin "@docusaurus/plugin-ideal-image"');
    const text = readFileSync(join(site, "site.config.ts"), "utf8");
    expect(text).toContain('import type { UserConfig } from "docsgen";');
    expect(text).toContain('routeBasePath: "guide"');
    expect(text).not.toMatch(/sidebarItemsGenerator|presets|plugins/);
    // DocSearch is read since issue 33, part 5: carried over.
    expect(text).toMatch(/algolia: \{\s*appId: "APP",\s*apiKey: "KEY",\s*indexName: "lantern"/);
    // Read by docsgen since issue 33, part 5: carried over.
    expect(text).toContain("showLastUpdateTime: true");
    // The preset's gtag becomes the top-level key, and scripts and head tags are carried over (issue 33, part 4).
    expect(text).toMatch(/gtag: \{\s*trackingID: "G-EXAMPLE"/);
    expect(text).toContain('src: "https://plausible.example.com/js/script.js"');

    const again = join(mkdtempSync(join(tmpdir(), "docsgen-migrated-")), "build");
    const b = await buildInProcess(site, { outDir: again });
    expect(b.code, b.stderr).toBe(0);
    expect(b.stderr).not.toContain("config-ignored");
    expect(files(again)).toEqual(files(out));
    for (const f of files(out)) expect(readFileSync(join(again, f)), f).toEqual(readFileSync(join(out, f)));
  });

  it("carries Mermaid over, and says when the theme and markdown.mermaid disagree (issue 33, part 5)", () => {
    const site = copyFixture("docusaurus-mermaid");
    const r = docsgen(["migrate", site]);
    expect(r.code, r.stderr).toBe(0);
    expect(r.stderr).not.toMatch(/mermaid/i);
    const text = readFileSync(join(site, "site.config.ts"), "utf8");
    expect(text).toMatch(/markdown: \{\s*mermaid: true/);
    expect(text).toMatch(/mermaid: \{\s*theme: \{\s*light: "neutral",\s*dark: "dark",\s*\}/);
    const b = docsgen(["build", site]);
    expect(b.code, b.stderr).toBe(0);
    expect(readFileSync(join(site, "build", "docs/architecture/index.html"), "utf8")).toContain(
      '<div class="docusaurus-mermaid-container"><pre>flowchart LR',
    );

    const themeOnly = copyFixture("docusaurus-mermaid");
    const config = join(themeOnly, "docusaurus.config.js");
    writeFileSync(config, readFileSync(config, "utf8").replace(/markdown: \{\s*mermaid: true,\s*\},/, ""));
    expect(docsgen(["migrate", themeOnly]).stderr).toContain(
      "docusaurus.config.js: warning [config-ignored] @docusaurus/theme-mermaid without markdown.mermaid has no counterpart in site.config.ts",
    );
  });

  it("never overwrites a site.config.ts, and says when there is nothing to migrate (exit 2)", () => {
    const site = docusaurusSite();
    expect(docsgen(["migrate", site]).code).toBe(0);
    const second = docsgen(["migrate", site]);
    expect(second.code).toBe(2);
    expect(second.stderr).toContain("already has site.config.ts; nothing was written");
    const empty = mkdtempSync(join(tmpdir(), "docsgen-empty-"));
    const none = docsgen(["migrate", empty]);
    expect(none.code).toBe(2);
    expect(none.stderr).toContain("has no docusaurus.config.{ts,mts,js,mjs,cjs}; nothing to migrate");
    expect(existsSync(join(empty, "site.config.ts"))).toBe(false);
  });
});
