import { readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { buildInProcess } from "../helpers/build.ts";
import { copyFixture } from "../helpers/cli.ts";

// Issue 50, point 2: a site's swizzled DocItem/Footer (fixture: docusaurus-doc-footer, a wrapper around
// @theme-original/DocItem/Footer adding a "Was this helpful?" box that names the doc from useDoc()). Each doc
// shows docsgen's doc footer and the box, rendered for that doc from the site's code.

let site: string;
let output: string;
const html = (rel: string) => readFileSync(join(site, "build", rel), "utf8");
const box = (title: string) =>
  `<div class="lantern-feedback"><p class="lantern-question">Was this helpful? <!-- -->${title}</p><button type="button" class="lantern-yes">Yes</button></div>`;
const EDIT = "https://code.example.com/lantern/edit/main/docs";

beforeAll(async () => {
  site = copyFixture("docusaurus-doc-footer");
  const r = await buildInProcess(site);
  output = r.stdout + r.stderr;
  expect(r.code, output).toBe(0);
}, 60_000);

describe("a swizzled DocItem/Footer wrapping the original", () => {
  it("renders under each doc's content with that doc's title, after docsgen's footer of the doc", () => {
    expect(html("docs/intro/index.html")).toContain(
      `<div data-docsgen-theme="DocItem/Footer"><footer class="theme-doc-footer docusaurus-mt-lg"><div class="row margin-top--sm theme-doc-footer-tags-row"><div class="col"><div class="blogTags"><b>Tags:</b><ul class="padding--none blogTagList"><li><a class="tag" href="/docs/tags/basics">basics</a></li></ul></div></div></div><a href="${EDIT}/intro.md" target="_blank" rel="noopener noreferrer" class="theme-edit-this-page">Edit this page</a></footer>${box("Introduction")}</div></article>`,
    );
    expect(html("docs/wicks/index.html")).toContain(
      `<a href="${EDIT}/wicks.md" target="_blank" rel="noopener noreferrer" class="theme-edit-this-page">Edit this page</a></footer>${box("Trimming wicks")}</div></article>`,
    );
  });

  it("is hydrated by the shell's script, with the doc's useDoc() value in its page data", () => {
    expect(html("docs/intro/index.html")).toMatch(/<script type="module" src="\/assets\/site\/theme-shell-\w+\.js">/);
    const data = JSON.parse(readFileSync(join(site, "build/docs/wicks/page-data.json"), "utf8"));
    expect(data.page.siteParts.doc.metadata).toMatchObject({
      id: "wicks",
      title: "Trimming wicks",
      permalink: "/docs/wicks",
      editUrl: `${EDIT}/wicks.md`,
      version: "current",
      frontMatter: { title: "Trimming wicks" },
      previous: { title: "Introduction", permalink: "/docs/intro" },
    });
  });

  it("wraps docsgen's doc footer as a site without the swizzle shows it, byte for byte", async () => {
    const plain = copyFixture("docusaurus-doc-footer");
    rmSync(join(plain, "src"), { recursive: true });
    const r = await buildInProcess(plain);
    expect(r.code, r.stdout + r.stderr).toBe(0);
    const footer = (page: string) => /<footer class="theme-doc-footer[\s\S]*?<\/footer>/.exec(page)?.[0];
    for (const rel of ["docs/intro/index.html", "docs/wicks/index.html"]) {
      const own = footer(readFileSync(join(plain, "build", rel), "utf8"));
      expect(own, rel).toBeDefined();
      expect(footer(html(rel)), rel).toBe(own);
      expect(readFileSync(join(plain, "build", rel), "utf8")).not.toContain("data-docsgen-theme");
    }
  }, 60_000);

  it("is not warned of: docsgen uses it", () => {
    expect(output).not.toContain("src/theme/DocItem");
  });
});

describe("an ejected DocItem/Footer that reads useDoc()", () => {
  it("renders the doc's edit link, tags and front matter its own way", async () => {
    const other = copyFixture("docusaurus-doc-footer");
    writeFileSync(
      join(other, "src/theme/DocItem/Footer/index.js"),
      [
        'import { useDoc } from "@docusaurus/plugin-content-docs/client";',
        "export default function DocItemFooter() {",
        "  const { metadata, frontMatter } = useDoc();",
        "  return (",
        '    <footer className="lantern-footer">',
        '      {metadata.tags.map((t) => <a key={t.label} className="lantern-tag" href={t.permalink}>{t.label}</a>)}',
        '      {metadata.editUrl && <a className="lantern-edit" href={metadata.editUrl}>Improve {frontMatter.title ?? metadata.title}</a>}',
        "    </footer>",
        "  );",
        "}",
      ].join("\n"),
    );
    const r = await buildInProcess(other);
    expect(r.code, r.stdout + r.stderr).toBe(0);
    const page = (rel: string) => readFileSync(join(other, "build", rel), "utf8");
    expect(page("docs/intro/index.html")).toContain(
      `<div data-docsgen-theme="DocItem/Footer"><footer class="lantern-footer"><a class="lantern-tag" href="/docs/tags/basics">basics</a><a class="lantern-edit" href="${EDIT}/intro.md">Improve <!-- -->Introduction</a></footer></div>`,
    );
    expect(page("docs/wicks/index.html")).toContain(
      `<footer class="lantern-footer"><a class="lantern-edit" href="${EDIT}/wicks.md">Improve <!-- -->Trimming wicks</a></footer>`,
    );
  }, 60_000);

  it("an ejected copy that needs Docusaurus's theme internals is left out for docsgen's, with a located warning", async () => {
    const other = copyFixture("docusaurus-doc-footer");
    writeFileSync(
      join(other, "src/theme/DocItem/Footer/index.js"),
      [
        'import TagsListInline from "@theme/TagsListInline";',
        'import { useDoc } from "@docusaurus/plugin-content-docs/client";',
        "export default function DocItemFooter() {",
        "  const { metadata } = useDoc();",
        "  return <footer><TagsListInline tags={metadata.tags} /></footer>;",
        "}",
      ].join("\n"),
    );
    const r = await buildInProcess(other);
    const said = r.stdout + r.stderr;
    expect(r.code, said).toBe(0);
    expect(said).toMatch(/src\/theme\/DocItem\/Footer\/index\.js:1.*unbuilt.*@theme\/TagsListInline/);
    const page = readFileSync(join(other, "build/docs/intro/index.html"), "utf8");
    expect(page).not.toContain("data-docsgen-theme");
    expect(page).toContain('<footer class="theme-doc-footer docusaurus-mt-lg">');
  }, 60_000);

  it("a component that throws fails the build, located in the site's source and naming the doc", async () => {
    const other = copyFixture("docusaurus-doc-footer");
    writeFileSync(
      join(other, "src/theme/DocItem/Footer/index.js"),
      [
        'import { useDoc } from "@docusaurus/plugin-content-docs/client";',
        "export default function DocItemFooter() {",
        "  const { metadata } = useDoc();",
        '  if (metadata.id === "wicks") throw new Error("no wick rating yet");',
        "  return null;",
        "}",
      ].join("\n"),
    );
    const r = await buildInProcess(other);
    expect(r.code).not.toBe(0);
    expect(r.stdout + r.stderr).toMatch(
      /src\/theme\/DocItem\/Footer.*rendered for docs\/wicks\.md: no wick rating yet/,
    );
  }, 60_000);
});
