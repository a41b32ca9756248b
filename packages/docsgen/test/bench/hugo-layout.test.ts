import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { generateSite } from "../../bench/generate.ts";
import { HUGO_INSTALL_HINT, hugoSeries, hugoVersion } from "../../bench/peers.ts";

// The bench's Hugo reference must do the work issue 18 compares with: page list, TOC h2–h3, highlighting.
describe("bench/hugo: the Hugo reference layout", () => {
  const tmp = mkdtempSync(join(tmpdir(), "docsgen-hugo-test-"));
  afterAll(() => rmSync(tmp, { recursive: true, force: true }));

  it("builds a generated corpus with a page list, an h2–h3 table of contents and chroma highlighting", async () => {
    if (!hugoVersion()) throw new Error(`hugo is not installed: ${HUGO_INSTALL_HINT}`);
    const site = join(tmp, "site");
    generateSite(site, 30, 7);
    const series = hugoSeries(site, 30, 1, tmp);
    await series.run(0);
    const pageDir = join(series.outDir, "topic-01", "overview");
    const html = readFileSync(join(pageDir, "index.html"), "utf8");
    // The page list: the top-level sections (this one marked) and the pages of this page's folder only
    // (the corpus's folders have no _index.md, so Hugo's current section would be the whole topic).
    const nav = /<nav>([\s\S]*?)<\/nav>/.exec(html)?.[1] ?? "";
    expect(nav).toContain('<a href="/topic-01/" aria-current="true">');
    expect(nav).toContain('<a href="/topic-01/overview/">');
    const pageLinks = [...nav.matchAll(/<a href="(\/topic-[^"]+\/[^"]+\/)">/g)].map((m) => m[1]);
    expect(pageLinks.every((href) => /^\/topic-01\/[^/]+\/$/.test(href))).toBe(true);
    // The table of contents lists h2 and h3 headings, no h1 or h4.
    const toc = /<nav id="TableOfContents">([\s\S]*?)<\/nav>/.exec(html)?.[1] ?? "";
    const h2 = [...html.matchAll(/<h2 id="([^"]+)"/g)].map((m) => m[1]);
    const h3 = [...html.matchAll(/<h3 id="([^"]+)"/g)].map((m) => m[1]);
    expect(h2.length).toBeGreaterThan(0);
    for (const id of [...h2, ...h3]) expect(toc).toContain(`href="#${id}"`);
    // `{#explicit-id}` headings keep their id, as in docsgen.
    const explicit = readdirSync(join(site, "docs"), { recursive: true, encoding: "utf8" })
      .filter((f) => f.endsWith(".md"))
      .map((f) => ({ f, id: /^#{2,3} .* \{#([\w-]+)\}$/m.exec(readFileSync(join(site, "docs", f), "utf8"))?.[1] }))
      .find((x) => x.id);
    expect(explicit).toBeDefined();
    const explicitHtml = readFileSync(join(series.outDir, explicit!.f.replace(/\.md$/, ""), "index.html"), "utf8");
    expect(explicitHtml).toContain(`id="${explicit!.id}"`);
    // Fenced code is highlighted by chroma: coloured spans inside the <pre>.
    expect(html).toMatch(
      /<pre tabindex="0" style="[^"]*"><code class="language-\w+" data-lang="\w+"><span style="display:flex;"><span><span style="color:#/,
    );
    const result = series.finish();
    expect(result.build.exitCodes).toEqual([0]);
    expect(result.build.wallTime.runs).toBe(1);
    expect(result.output?.files.median).toBeGreaterThan(30);
  }, 60_000);
});
