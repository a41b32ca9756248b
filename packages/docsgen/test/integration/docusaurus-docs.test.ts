import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { buildInProcess } from "../helpers/build.ts";
import { copyFixture, docsgen } from "../helpers/cli.ts";

// Issue 33, part 6: docs exactly as Docusaurus reads them (fixture: docusaurus-docs, a handbook written the
// way Docusaurus sites write theirs). Its config makes every broken link, anchor and markdown link fatal,
// as `onBrokenLinks: "throw"` does in the Docusaurus site it stands for: every link resolves, or it fails.
let out: string;
const read = (rel: string) => readFileSync(join(out, rel), "utf8");
const content = (rel: string) => {
  const html = read(rel);
  return html.slice(html.indexOf('id="__docsgen_content"'), html.indexOf("</article>"));
};
/** The content without the highlighter's spans. */
const plain = (rel: string) => content(rel).replace(/<\/?span[^>]*>/g, "");
/** The one output file under `assets/<folder>/` named after `name`. */
const asset = (folder: string, name: string, ext: string) =>
  new RegExp(`/handbook/assets/${folder}/${name}-[0-9a-f]{8}\\.${ext}`).exec(content(page))?.[0];
let page = "";

beforeAll(async () => {
  const site = copyFixture("docusaurus-docs");
  out = join(site, "build");
  const r = await buildInProcess(site);
  expect(r.code, r.stderr).toBe(0);
  expect(r.stdout).toMatch(/8 pages written to .*, 0 warnings$/m);
});

describe("heading ids in .mdx", () => {
  it("{#id} sets the id and leaves the heading text, also around emphasis", () => {
    const html = content("docs/intro/index.html");
    expect(html).toContain('<h1 id="welcome">Welcome to Tidewater</h1>');
    expect(html).toMatch(/<h2 id="first-steps" class="anchor">First steps<a href="#first-steps"/);
    expect(html).toMatch(/<h2 id="layout" class="anchor">Where <em>things<\/em> live<a/);
    expect(html).not.toContain("{#");
  });
});

describe("mdx-code-block fences", () => {
  it("render as MDX in .mdx and .md files: no import line, no fence, the tabs drawn", () => {
    for (const rel of ["docs/setup/install/index.html", "docs/setup/configure/index.html"]) {
      const html = content(rel);
      expect(html, rel).not.toMatch(/import Tabs|mdx-code-block|&#x3C;TabItem|&lt;TabItem/);
      expect(html, rel).toContain('<ul role="tablist"');
    }
    expect(content("docs/setup/install/index.html")).toContain('data-group-id="os"');
    // Tabs opened in one fence and closed in a later one, with code blocks between (a common Docusaurus shape).
    expect(plain("docs/setup/configure/index.html")).toMatch(
      /data-group-id="format"[\s\S]*tabs-0-panel-toml[\s\S]*path = [\s\S]*tabs-0-panel-yaml[\s\S]*path: \/srv\/share/,
    );
  });

  it("leave other fences as code, even when they show MDX", () => {
    expect(plain("docs/setup/install/index.html")).toContain('<code>&#x3C;Tabs groupId="os" /></code>');
  });
});

describe("links resolve as in Docusaurus", () => {
  it("a URL that already carries the base URL is not prefixed again (links and JSX images)", () => {
    const html = content("docs/intro/index.html");
    expect(html).toContain('<a href="/handbook/docs/setup/install">Install the daemon</a>');
    expect(html).toContain('<img src="/handbook/img/flow.svg"');
    expect(html).toContain('<a href="/handbook/">home page</a>');
    expect(html).not.toContain("/handbook/handbook");
  });

  it("relative URLs from index and README pages resolve from their own folder", () => {
    const setup = content("docs/setup/index.html");
    expect(setup).toContain('<a href="/handbook/docs/setup/install">Install</a>');
    expect(setup).toContain('<a href="/handbook/docs/setup/configure">Configure</a>');
    expect(setup).toContain('<a href="/handbook/docs/intro">introduction</a>');
    const reference = content("docs/reference/index.html");
    expect(reference).toContain('<a href="/handbook/docs/reference/commands#flags">flags</a>');
  });

  it("@site/ paths work for links to docs, linked files and images", () => {
    page = "docs/intro/index.html";
    expect(content(page)).toContain('<a href="/handbook/docs/reference/commands#flags">command reference</a>');
    const image = asset("images", "flow", "svg");
    const pdf = asset("files", "checklist", "pdf");
    expect(image && pdf).toBeTruthy();
    expect(existsSync(join(out, (image ?? "").replace("/handbook/", "")))).toBe(true);
    expect(readFileSync(join(out, (pdf ?? "").replace("/handbook/", "")), "latin1")).toContain("go-live checklist");
  });

  it("files linked next to a doc (.zip, .docx) are published and linked", () => {
    page = "docs/setup/index.html";
    for (const [name, ext] of [
      ["sample-config", "zip"],
      ["runbook-template", "docx"],
    ]) {
      const url = asset("files", name, ext);
      expect(url, name).toBeTruthy();
      expect(existsSync(join(out, (url ?? "").replace("/handbook/", "")))).toBe(true);
    }
  });
});

describe("sidebars with arrays nested in arrays", () => {
  it("are flattened in order, as Docusaurus does", () => {
    const sidebar = read("docs/intro/index.html");
    const order = ["docs/intro", "docs/setup", "docs/setup/install", "docs/setup/configure", "docs/reference"].map(
      (route) => sidebar.indexOf(`href="/handbook/${route}"`),
    );
    expect(order.every((at) => at > 0)).toBe(true);
    expect([...order].sort((a, b) => a - b)).toEqual(order);
  });
});

describe("a site with many broken files", () => {
  it("reports every error of every failing file in one run", () => {
    const site = copyFixture("docusaurus-docs");
    const docs = join(site, "docs");
    // Two errors in one .mdx file, one in another, a .md page with bad front matter and a bad _category_.json.
    writeFileSync(join(docs, "broken-a.mdx"), "# A\n\nText <b>never closed\n\nMore {oops here} text.\n");
    writeFileSync(join(docs, "broken-b.mdx"), "# B\n\n<Tabs>\n\nleft open\n");
    writeFileSync(join(docs, "broken-c.md"), "---\nsidebar_position: first\n---\n\n# C\n");
    writeFileSync(join(docs, "setup", "_category_.json"), '{ "label": "Setup", "position": "second" }\n');
    const errorsOf = (threads: string) => {
      const r = docsgen(["build", site, "--threads", threads]);
      expect(r.code).toBe(1);
      return r.stderr.split("\n").filter((l) => / error \[/.test(l));
    };
    const errors = errorsOf("1");
    // The same with worker threads, each parsing batches of the files.
    expect(errorsOf("2")).toEqual(errors);
    expect(errors).toEqual([
      expect.stringMatching(/^docs\/broken-a\.mdx:3:\d+: error \[mdx-parse\] .*closing tag for `<b>`/),
      expect.stringMatching(/^docs\/broken-a\.mdx:5:\d+: error \[mdx-parse\] .*acorn/),
      expect.stringMatching(/^docs\/broken-b\.mdx:3:1: error \[mdx-parse\] .*closing tag for `<Tabs>`/),
      expect.stringMatching(/^docs\/broken-c\.md:2: error \[front-matter\] .*sidebar_position/),
      expect.stringMatching(/^docs\/setup\/_category_\.json:1: error \[sidebar\] .*position/),
    ]);
  });
});
