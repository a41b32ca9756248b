import { readFileSync } from "node:fs";
import { join } from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { buildInProcess } from "../helpers/build.ts";
import { copyFixture } from "../helpers/cli.ts";

// A site whose src/theme/MDXComponents is built from the default map's parts, one `@theme/MDXComponents/<X>`
// import each (as react-native-website's is), and a component that renders `@theme/MDXComponents/A`
// (fixture: docusaurus-mdx-map). Before, each of those imports stopped the build (`site-module` error).

let site: string;
let output: string;
const html = (rel: string) => readFileSync(join(site, "build", rel), "utf8");

beforeAll(async () => {
  site = copyFixture("docusaurus-mdx-map");
  const r = await buildInProcess(site);
  output = r.stdout + r.stderr;
  expect(r.code, output).toBe(0);
}, 60_000);

describe("a site's MDX map made of the theme's parts", () => {
  it("builds with no site-module finding", () => {
    expect(output).not.toMatch(/\[site-module\] "@theme\/MDXComponents\//);
  });

  it("a heading its map renders with MDXComponents/Heading has one # link", () => {
    const h2 = /<h2 id="setup"[^>]*>.*?<\/h2>/.exec(html("docs/intro/index.html"))?.[0] ?? "";
    expect(h2.match(/class="hash-link"/g)).toHaveLength(1);
    expect(h2).toContain('class="anchor"');
  });

  it("code blocks stay highlighted, inline code stays inline, the map's own table wrapper is used", () => {
    const page = html("docs/intro/index.html");
    expect(page).toMatch(
      /<div class="codeBlockTitle">tide\.config\.js<\/div>.*<span style="color:var\(--shiki-token-keyword\)">export<\/span>/s,
    );
    expect(page).toContain("<p>Run <code>tide start</code> to begin");
    expect(page).toMatch(/<div class="table-wrapper"><table[^>]*><thead>/);
    expect(page).toMatch(/<img loading="lazy" decoding="async" alt="a shell" src="\/img\/shell.png"\/>/);
  });

  it("a component rendering MDXComponents/A gets the theme's link (external: new tab)", () => {
    expect(html("docs/links/index.html")).toContain(
      '<a href="https://example.com/tidepool/tree/main/docs/links.mdx" target="_blank" rel="noopener noreferrer">docs/links.mdx</a>',
    );
  });

  it("a Docusaurus config without i18n is an English site, as Docusaurus's default", () => {
    expect(html("docs/intro/index.html")).toMatch(/<html lang="en" /);
    expect(html("docs/intro/index.html")).toContain('aria-label="Skip to main content"');
  });
});

describe("markdown imported by the site's code (docs/_platforms.jsx imports shore.md and reef.mdx)", () => {
  it("renders each doc's content where the component is used, code highlighted and links rewritten", () => {
    const page = html("docs/platforms/index.html");
    const shore = /id="tabs-0-panel-shore"[^>]*>(.*?)<\/div><div role="tabpanel"/s.exec(page)?.[1] ?? "";
    expect(shore).toContain(
      '<p>Walk along the <strong>sand</strong> at low tide; see <a href="/docs/reef">the reef</a>.</p>',
    );
    expect(shore).toMatch(/<div class="codeBlockContent"><pre class="shiki docsgen"[^>]*><code><span class="line">/);
    expect(shore).not.toContain("<docsgen-code");
    expect(page).toContain('notes in <a href="https://example.com/tidepool/tree/main/docs/reef.mdx"');
  });

  it("the imported docs are still pages of their own", () => {
    expect(html("docs/shore/index.html")).toContain("<h1>On the shore</h1>");
    expect(html("docs/reef/index.html")).toContain("Snorkel over the reef");
  });
});

describe("a _ partial imported by a React page's component (src/components/_tide-table.md)", () => {
  it("renders as plain MDX: the table (in the site's wrapper), links through the theme's Link", () => {
    expect(html("tides/index.html")).toContain(
      '<div class="table-wrapper"><table><thead><tr><th>Tide</th><th>Time</th><th>Notes</th></tr></thead><tbody><tr><td>High</td><td>06:10</td><td><a href="/docs/intro">Read first</a></td></tr>',
    );
  });

  it("says once, at the import, what plain MDX leaves out", () => {
    const lines = output.split("\n").filter((l) => l.includes("rendered as plain MDX"));
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/^src\/components\/TideTable\.tsx:1:\d+: warning \[site-module\] "\.\/_tide-table\.md"/);
  });
});
