import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { generateSite } from "../../bench/generate.ts";
import { generateRealSite, REAL_PAGES_PER_VERSION, REAL_VERSIONS, type RealSite } from "../../bench/real-site.ts";

/** Every file under `dir` with its bytes, sorted. */
function snapshot(dir: string): [string, string][] {
  return (readdirSync(dir, { recursive: true, encoding: "utf8" }) as string[])
    .filter((f) => !f.startsWith("node_modules") && statSync(join(dir, f)).isFile())
    .sort()
    .map((f) => [f, readFileSync(join(dir, f), "utf8")]);
}

describe("generateRealSite", () => {
  let tmp = "";
  let site: RealSite;
  beforeAll(() => {
    tmp = mkdtempSync(join(tmpdir(), "real-site-"));
    site = generateRealSite(join(tmp, "full"), REAL_PAGES_PER_VERSION, 20240808);
  }, 60_000); // 11 MB of markdown: seconds on a loaded machine
  afterAll(() => rmSync(tmp, { recursive: true, force: true }));

  it("has the shape of issue 52's site: 1,200 docs over six versions, ~4,500 code blocks, ~1,100 admonitions", () => {
    expect(site.versions).toBe(6);
    expect(site.pages).toBe(1200);
    expect(site.codeBlocks).toBeGreaterThan(4300);
    expect(site.codeBlocks).toBeLessThan(4700);
    expect(site.admonitions).toBeGreaterThan(1000);
    expect(site.admonitions).toBeLessThan(1200);
    expect(site.mermaid).toBe(48);
  });

  it("lays the versions out as Docusaurus does, older versions partly different from newer ones", () => {
    const dir = site.dir;
    expect(JSON.parse(readFileSync(join(dir, "versions.json"), "utf8"))).toEqual(REAL_VERSIONS);
    for (const v of REAL_VERSIONS) {
      expect(existsSync(join(dir, "versioned_sidebars", `version-${v}-sidebars.json`))).toBe(true);
      expect(existsSync(join(dir, "versioned_docs", `version-${v}`, "topic-01", "overview.md"))).toBe(true);
    }
    const current = snapshot(join(dir, "docs"));
    const older = new Map(snapshot(join(dir, "versioned_docs", "version-5.x")));
    const changed = current.filter(([f, text]) => older.get(f) !== text).length;
    expect(older.size).toBe(current.length);
    expect(changed / current.length).toBeGreaterThan(0.05);
    expect(changed / current.length).toBeLessThan(0.3);
  });

  it("configures the site's plugin, Mermaid and an SCSS customCss in a docusaurus.config.js", () => {
    const config = readFileSync(join(site.dir, "docusaurus.config.js"), "utf8");
    expect(config).toContain("beforeDefaultRehypePlugins: [[rehypeShiki, shiki]]");
    expect(config).toContain("langs: Object.keys(bundledLanguages)");
    expect(config).toContain("transformerNotationDiff()");
    expect(config).toContain("markdown: { mermaid: true }");
    expect(config).toContain('customCss: "./src/css/custom.scss"');
    expect(config).toContain('type: "docsVersionDropdown"');
    expect(existsSync(join(site.dir, "src", "css", "custom.scss"))).toBe(true);
    expect(existsSync(join(site.dir, "src", "pages", "index.md"))).toBe(true);
    expect(existsSync(join(site.dir, "site.config.ts"))).toBe(false);
    // The blocks carry what the transformers read: meta highlights and notation comments.
    const docs = snapshot(join(site.dir, "docs"))
      .map(([, t]) => t)
      .join("\n");
    expect(docs).toMatch(/^```\w+ \{\d+,\d+-\d+\}/m);
    expect(docs).toContain("// [!code ++]");
  });

  it("is deterministic: the same size and seed give the same bytes, another seed others", () => {
    const a = generateRealSite(join(tmp, "a"), 20, 7);
    const b = generateRealSite(join(tmp, "b"), 20, 7);
    const c = generateRealSite(join(tmp, "c"), 20, 8);
    expect({ ...a, dir: "" }).toEqual({ ...b, dir: "" });
    expect(snapshot(a.dir)).toEqual(snapshot(b.dir));
    expect(snapshot(c.dir)).not.toEqual(snapshot(a.dir));
  });

  it("counts a generated corpus's code blocks as its files hold them", () => {
    const plain = generateSite(join(tmp, "plain"), 40, 3);
    const fences = snapshot(join(plain.dir, "docs"))
      .map(([, t]) => (t.match(/^```\w+/gm) ?? []).length)
      .reduce((n, k) => n + k, 0);
    expect(plain.codeBlocks).toBe(fences);
  });
});
