import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { beforeAll, describe, expect, it } from "vitest";
import { copyFixture, docsgen } from "../helpers/cli.ts";

// Issue 33, part 5: Mermaid diagrams as @docusaurus/theme-mermaid draws them (fixture: docusaurus-mermaid, a
// Docusaurus site with `markdown.mermaid`, the theme and `themeConfig.mermaid`). The server HTML keeps each
// diagram's source in Docusaurus's container; the browser draws it (test/e2e/mermaid.test.ts). Also the
// configurations Docusaurus handles differently: the flag without the theme, the theme without the flag.

/** A copy of the fixture with its config edited, built. */
function build(edit: (config: string) => string = (c) => c) {
  const site = copyFixture("docusaurus-mermaid");
  const file = join(site, "docusaurus.config.js");
  writeFileSync(file, edit(readFileSync(file, "utf8")));
  const result = docsgen(["build", site]);
  const out = join(site, "build");
  return { result, out, read: (rel: string) => readFileSync(join(out, rel), "utf8") };
}

/** The diagram containers of a page, with their `<pre>` source as written in the HTML. */
const diagrams = (html: string) =>
  [...html.matchAll(/<div class="docusaurus-mermaid-container"><pre>([^<]*)<\/pre><\/div>/g)].map((m) => m[1]);
const chunks = (out: string) => readdirSync(join(out, "assets", "chunks")).filter((f) => f.startsWith("mermaid-"));
const withoutTheme = (c: string) => c.replace('themes: ["@docusaurus/theme-mermaid"],', "");
const withoutFlag = (c: string) => c.replace(/markdown: \{\s*mermaid: true,\s*\},/, "");

/** The JS a page loads before it is interactive: its module scripts and what they import statically, gzip. */
function firstLoadJs(out: string, html: string): { files: string[]; gzip: number } {
  const files: string[] = [];
  const queue = [...html.matchAll(/<script type="module" src="\/([^"]+)"/g)].map((m) => m[1]);
  for (let f = queue.shift(); f !== undefined; f = queue.shift()) {
    if (files.includes(f)) continue;
    files.push(f);
    const text = readFileSync(join(out, f), "utf8");
    const dir = f.slice(0, f.lastIndexOf("/") + 1);
    for (const m of text.matchAll(/(?:^|[;}])import\s*(?:[^"'()]*from\s*)?["']\.\/([^"']+)["']/g))
      queue.push(dir + m[1]);
  }
  return { files, gzip: files.reduce((a, f) => a + gzipSync(readFileSync(join(out, f)), { level: 9 }).length, 0) };
}

let site: ReturnType<typeof build>;
beforeAll(() => {
  site = build();
}, 120_000);

describe("a Docusaurus site with markdown.mermaid and @docusaurus/theme-mermaid", () => {
  it("builds without a word about Mermaid", () => {
    expect(site.result.code, site.result.stderr).toBe(0);
    expect(site.result.stderr).not.toMatch(/mermaid/i);
  });

  it("writes each ```mermaid fence of a .md doc as its source in Docusaurus's container, not as code", () => {
    const html = site.read("docs/architecture/index.html");
    expect(diagrams(html)).toEqual([
      "flowchart LR\n  Producer --&gt; Broker\n  Broker --&gt;|route| Queue\n  Queue --&gt; Consumer",
      "sequenceDiagram\n  participant P as Producer\n  participant B as Broker\n  P-&gt;&gt;B: publish(order)\n  B--&gt;&gt;P: ack",
    ]);
    expect(html).not.toContain("language-mermaid");
  });

  it("draws the fences and <Mermaid value> of an .mdx doc alike", () => {
    const html = site.read("docs/guides/delivery/index.html");
    expect(diagrams(html)).toEqual([
      "flowchart TD\n  Send --&gt; Ok{Delivered?}\n  Ok --&gt;|yes| Done\n  Ok --&gt;|no| Retry --&gt; Send",
      "pie title Deliveries by outcome\n  &quot;Delivered&quot; : 96\n  &quot;Retried&quot; : 3\n  &quot;Dropped&quot; : 1",
      // MDX drops the indentation of the attribute's continuation lines (in Docusaurus too).
      "sequenceDiagram\nConsumer-&gt;&gt;Broker: ack(42)\nBroker--&gt;&gt;Consumer: done",
    ]);
    expect(html).toContain("tabs-container");
  });

  it("bundles Mermaid into lazy chunks that a page without a diagram does not load", () => {
    const names = chunks(site.out);
    expect(names.length).toBeGreaterThan(1);
    const html = site.read("docs/intro/index.html");
    expect(diagrams(html)).toEqual([]);
    const first = firstLoadJs(site.out, html);
    expect(first.files.some((f) => /mermaid/.test(f))).toBe(false);
    expect(first.gzip / 1024).toBeLessThanOrEqual(80);
    const entry = readFileSync(join(site.out, first.files[0]), "utf8");
    const [lazy] = entry.match(/\.\/chunks\/mermaid-[A-Z0-9]+\.js/) ?? [];
    expect(lazy && names.includes(lazy.slice("./chunks/".length))).toBe(true);
  });
});

describe("Mermaid configured as Docusaurus does not draw it", () => {
  it("markdown.mermaid without the theme: the diagram renders nothing, as Docusaurus's classic theme, with a warning", () => {
    const built = build(withoutTheme);
    expect(built.result.code, built.result.stderr).toBe(0);
    expect(built.result.stderr).toMatch(
      /docs\/architecture\.md:5:1: warning \[markdown\] this mermaid diagram renders nothing: `markdown\.mermaid` is on, but `@docusaurus\/theme-mermaid` is not in `themes`/,
    );
    const html = built.read("docs/architecture/index.html");
    expect(html).not.toContain("Producer");
    expect(html).not.toContain("docusaurus-mermaid-container");
    expect(chunks(built.out)).toEqual([]);
  });

  it("the theme without markdown.mermaid: fences stay code, with a warning; <Mermaid value> is drawn", () => {
    const built = build(withoutFlag);
    expect(built.result.code, built.result.stderr).toBe(0);
    expect(built.result.stderr).toMatch(
      /docs\/architecture\.md:5:1: warning \[markdown\] mermaid diagrams are not drawn: the block is shown as code/,
    );
    expect(built.read("docs/architecture/index.html")).toContain('<div class="theme-code-block">');
    const delivery = built.read("docs/guides/delivery/index.html");
    expect(diagrams(delivery)).toHaveLength(1);
    expect(delivery).toContain("<span>flowchart TD</span>");
    expect(chunks(built.out).length).toBeGreaterThan(0);
  });

  it("neither: code with a warning, and no trace of Mermaid in the client", () => {
    const plain = build((c) => withoutFlag(withoutTheme(c)));
    expect(plain.result.code, plain.result.stderr).toBe(0);
    expect(plain.result.stderr).toMatch(
      /docs\/architecture\.md:5:1: warning \[markdown\] mermaid diagrams are not drawn/,
    );
    expect(chunks(plain.out)).toEqual([]);
    const html = plain.read("docs/intro/index.html");
    const first = firstLoadJs(plain.out, html);
    expect(readFileSync(join(plain.out, first.files[0]), "utf8")).not.toMatch(/mermaid/);
    // What diagrams cost a page without one on a site that has them: the few bytes that look for a diagram.
    const withDiagrams = firstLoadJs(site.out, site.read("docs/intro/index.html"));
    expect(withDiagrams.files).toHaveLength(first.files.length);
    expect(withDiagrams.gzip - first.gzip).toBeGreaterThan(0);
    expect(withDiagrams.gzip - first.gzip).toBeLessThan(300);
  });
});
