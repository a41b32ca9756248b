import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { buildInProcess, type InProcessBuild } from "../helpers/build.ts";
import { copyFixture } from "../helpers/cli.ts";

// Issue 48, point 6: the blog's tags file (Docusaurus 3.5's `blog/tags.yml`: `label`, `permalink` and
// `description` by key; `onInlineTags`) and authors' social icons, on the blog-author-pages fixture with a
// tags file written here. Docusaurus's behaviour read from its utils-validation tagsFile.ts and utils tags.ts.

const TAGS = [
  "release:",
  "  label: Releases",
  "  permalink: /shipped",
  "  description: Every Harbor release, and what changed in it.",
  "internals:",
  "",
].join("\n");

let site: string;
let result: InProcessBuild;
const page = (route: string) => readFileSync(join(site, "build", route, "index.html"), "utf8");

beforeAll(async () => {
  site = copyFixture("blog-author-pages");
  writeFileSync(join(site, "blog/tags.yml"), TAGS);
  const storms = join(site, "blog/2024-04-20-storms.md");
  writeFileSync(storms, readFileSync(storms, "utf8").replace(/^authors:/m, "tags: [weather, release]\nauthors:"));
  result = await buildInProcess(site, { cache: false });
}, 120_000);

describe("the blog's tags file", () => {
  it("gives a tag its label, permalink and description: on its page (and its description meta) and on posts", () => {
    expect(result.code, result.stderr).toBe(0);
    const html = page("blog/tags/shipped");
    expect(html).toMatch(
      /<h1>2 posts tagged with “Releases”<\/h1><p>Every Harbor release, and what changed in it.<\/p>/,
    );
    expect(html).toContain('<meta name="description" content="Every Harbor release, and what changed in it."');
    expect(page("blog/2024/01/10/welcome")).toContain('<a class="tag" href="/harbor/blog/tags/shipped">Releases</a>');
    expect(page("blog/tags")).toMatch(/href="\/harbor\/blog\/tags\/shipped">Releases<span class="tagCount">2</);
  });

  it("a key without fields: the key capitalized, at the key", () => {
    expect(page("blog/tags/internals")).toContain("tagged with “Internals”");
  });

  it("an inline tag (not in the file) keeps its own label and page, with a located warning (onInlineTags: warn)", () => {
    expect(page("blog/tags/weather")).toContain("tagged with “weather”");
    expect(result.diagnostics.filter((d) => d.code === "tag-inline")).toEqual([
      expect.objectContaining({
        severity: "warning",
        file: "blog/2024-04-20-storms.md",
        message: "the tags [weather] are not defined in blog/tags.yml",
      }),
    ]);
  });

  it("onInlineTags: throw fails the build at the post; ignore leaves the file unread, as in Docusaurus", async () => {
    const thrown = await variant('onInlineTags: "throw",');
    expect(thrown.result.code).toBe(1);
    expect(thrown.result.stderr).toContain("blog/2024-04-20-storms.md: error [tag-inline] the tags [weather]");
    const ignored = await variant('onInlineTags: "ignore",');
    expect(ignored.result.code, ignored.result.stderr).toBe(0);
    expect(ignored.result.diagnostics.filter((d) => d.code === "tag-inline")).toEqual([]);
    expect(ignored.page("blog/tags/release")).toContain("tagged with “release”");
  });

  it("a named tags file that does not exist, or two tags on one permalink, fail the build", async () => {
    const missing = await variant('tags: "labels.yml",');
    expect(missing.result.code).toBe(1);
    expect(missing.result.stderr).toContain(
      "docusaurus.config.js: error [config-invalid] the blog's tags file blog/labels.yml does not exist",
    );
    const clash = await variant("", `${TAGS}shipped:\n`);
    expect(clash.result.code).toBe(1);
    expect(clash.result.stderr).toContain(
      'blog/tags.yml: error [config-invalid] the tags "release" and "shipped" have the same permalink /shipped',
    );
  });
});

/** A copy of the fixture with `options` added to its blog's and `tags` as its tags file, built. */
async function variant(options: string, tags = TAGS) {
  const dir = copyFixture("blog-author-pages");
  writeFileSync(join(dir, "blog/tags.yml"), tags);
  const config = join(dir, "docusaurus.config.js");
  writeFileSync(config, readFileSync(config, "utf8").replace("blog: {", `blog: { ${options}`));
  const storms = join(dir, "blog/2024-04-20-storms.md");
  writeFileSync(storms, readFileSync(storms, "utf8").replace(/^authors:/m, "tags: [weather, release]\nauthors:"));
  const result = await buildInProcess(dir, { cache: false });
  return { result, page: (route: string) => readFileSync(join(dir, "build", route, "index.html"), "utf8") };
}

describe("authors' social links", () => {
  it("are icons named by their platform on posts, in the order the authors map gives them", () => {
    const html = page("blog/2024/01/10/welcome");
    const socials = html.slice(html.indexOf('<div class="authorSocials">'));
    expect(socials).toMatch(
      /^<div class="authorSocials"><a class="authorSocialLink" href="https:\/\/github.com\/maraquill" title="GitHub" aria-label="GitHub" rel="noopener noreferrer" target="_blank"><svg class="authorSocialIcon"/,
    );
    for (const label of ["GitHub", "X", "Stack Overflow", "LinkedIn", "Mastodon", "newsletter"])
      expect(html).toContain(`aria-label="${label}"`);
  });

  it("are the same icons on the authors list and author pages", () => {
    const html = page("blog/authors/mara");
    expect(html).toContain('<a class="authorSocialLink" href="https://x.com/mara_q" title="X" aria-label="X"');
    expect(html).toContain('<svg class="authorSocialIcon"');
    expect(page("blog/authors")).toContain('aria-label="newsletter"');
  });
});

describe("the client of a blog without extras", () => {
  it("has no code for tag descriptions or social icons (the define folds them away); this site's has", async () => {
    const plain = copyFixture("blog");
    const built = await buildInProcess(plain, { cache: false });
    expect(built.code, built.stderr).toBe(0);
    const entry = (dir: string, route: string) => {
      const html = readFileSync(join(dir, "build", route, "index.html"), "utf8");
      const src = /<script type="module" src="[^"]*?(assets\/entry-[^"]+)"/.exec(html)?.[1] ?? "";
      return readFileSync(join(dir, "build", src), "utf8");
    };
    expect(entry(plain, "blog")).not.toMatch(/authorSocial|tagDescription/);
    expect(entry(site, "blog")).toMatch(/authorSocial/);
  });
});

describe("the docs' tags file, read by the same code", () => {
  it("gives a doc's tag its label, permalink and description (its page's description meta); inline tags warn", async () => {
    const dir = copyFixture("front-matter");
    writeFileSync(
      join(dir, "docs/tags.yml"),
      "getting started:\n  label: Getting started\n  permalink: /start\n  description: Where to begin.\n",
    );
    const built = await buildInProcess(dir, { cache: false });
    expect(built.code, built.stderr).toBe(0);
    const read = (rel: string) => readFileSync(join(dir, "build", rel, "index.html"), "utf8");
    expect(read("docs/guide/install")).toContain('<a class="tag" href="/fm/docs/tags/start">Getting started</a>');
    const tag = read("docs/tags/start");
    expect(tag).toContain('<meta name="description" content="Where to begin."');
    expect(tag).toContain("Getting started");
    // And shown under the title, before the link to every tag, as Docusaurus's tag page shows it.
    expect(tag).toMatch(/<h1>[^<]*Getting started[^<]*<\/h1><p>Where to begin\.<\/p><a href="\/fm\/docs\/tags">/);
    // `{label: Command line, permalink: /cli}` is an object tag: inline, as in Docusaurus.
    expect(read("docs/guide/install")).toContain('<a class="tag" href="/fm/docs/tags/cli">Command line</a>');
    const inline = built.diagnostics.filter((d) => d.code === "tag-inline").map((d) => `${d.file} ${d.message}`);
    expect(inline.sort()).toEqual([
      "docs/guide/install.md the tags [Command line] are not defined in docs/tags.yml",
      "docs/intro.md the tags [Guides] are not defined in docs/tags.yml",
    ]);
  });
});
