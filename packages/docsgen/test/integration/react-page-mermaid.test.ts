import { existsSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { buildInProcess, type InProcessBuild } from "../helpers/build.ts";
import { copyFixture } from "../helpers/cli.ts";
import { addMermaidPages } from "../helpers/mermaid-pages.ts";

// `<Mermaid value={…} />` of `@theme/Mermaid` in a React page (src/pages/*.tsx), as in MDX: on a site that draws
// diagrams (fixture docusaurus-mermaid), the page keeps the diagram's source in Docusaurus's container and its
// script loads the client's diagrams chunk when the page has one (drawn: test/e2e/react-page-mermaid.test.ts); on a
// site that draws none, a located warning and the source. Pages: test/helpers/mermaid-pages.ts.

/** A copy of the fixture with the two React pages, its config edited, built in this process. */
async function build(edit: (config: string) => string = (c) => c): Promise<{ r: InProcessBuild; out: string }> {
  const site = copyFixture("docusaurus-mermaid");
  addMermaidPages(site);
  const file = join(site, "docusaurus.config.js");
  writeFileSync(file, edit(readFileSync(file, "utf8")));
  const r = await buildInProcess(site, { cache: false });
  expect(r.code, r.stderr).toBe(0);
  return { r, out: join(site, "build") };
}

/** The text of the scripts a page loads as modules, and of the chunks they import statically. */
function scriptsOf(out: string, route: string): string {
  const html = readFileSync(join(out, route, "index.html"), "utf8");
  const seen = new Set<string>();
  const queue = [...html.matchAll(/<script type="module" src="\/([^"]+)"/g)].map((m) => m[1]);
  for (let f = queue.shift(); f !== undefined; f = queue.shift()) {
    if (seen.has(f)) continue;
    seen.add(f);
    const dir = f.slice(0, f.lastIndexOf("/") + 1);
    // Relative (docsgen's entry) or from the root (the React pages' scripts, built with a public path).
    for (const m of readFileSync(join(out, f), "utf8").matchAll(/from\s*["'](\.\/|\/)([^"']+)["']/g))
      queue.push(m[1] === "/" ? m[2] : dir + m[2]);
  }
  return [...seen].map((f) => readFileSync(join(out, f), "utf8")).join("\n");
}

describe("@theme/Mermaid in a React page", () => {
  it("on a site that draws diagrams: the source in Docusaurus's container, and the page's script knows the diagrams chunk", async () => {
    const { r, out } = await build();
    expect(r.stderr).not.toMatch(/mermaid/i);
    const html = readFileSync(join(out, "topology/index.html"), "utf8");
    expect(html).toContain(
      '<div class="docusaurus-mermaid-container"><pre>flowchart LR\n  Edge --&gt; Router\n  Router --&gt; Store</pre></div>',
    );
    const chunk = /"(\/assets\/chunks\/mermaid-[^"/-]+\.js)"/.exec(scriptsOf(out, "topology"))?.[1];
    expect(chunk).toBeDefined();
    expect(existsSync(join(out, chunk as string))).toBe(true);
    // The chunk the docs' diagrams load: one copy of Mermaid in the output.
    expect(scriptsOf(out, "docs/architecture")).toContain(`"./${(chunk as string).slice("/assets/".length)}"`);
  });

  it("on a site that draws none: the source, and a located site-module warning that says what to do", async () => {
    const { r, out } = await build((c) =>
      c.replace('themes: ["@docusaurus/theme-mermaid"],', "").replace(/markdown: \{\s*mermaid: true,\s*\},/, ""),
    );
    const warnings = r.diagnostics.filter((d) => d.code === "site-module");
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatchObject({ severity: "warning", file: "src/pages/topology.tsx", line: 2 });
    expect(warnings[0].message).toContain('"@theme/Mermaid" shows each diagram as its source');
    expect(warnings[0].hint).toContain("@docusaurus/theme-mermaid");
    expect(readFileSync(join(out, "topology/index.html"), "utf8")).toContain(
      '<div class="docusaurus-mermaid-container"><pre>flowchart LR',
    );
    // No trace of Mermaid in the pages' scripts.
    expect(scriptsOf(out, "topology")).not.toMatch(/mermaid-[^"/-]+\.js/);
    expect(readdirSync(join(out, "assets/chunks")).filter((f) => f.startsWith("mermaid-"))).toEqual([]);
  });
});
