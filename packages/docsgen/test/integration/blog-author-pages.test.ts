import { spawnSync } from "node:child_process";
import { chmodSync, existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { BIN, type CliResult, copyFixture, docsgen } from "../helpers/cli.ts";
import { gitAs } from "../helpers/git.ts";

// Issue 33, part 5: the blog's authors list and author pages as Docusaurus 3.5 makes them (authors.yml with
// `page` and socials, posts by several authors, inline guests, postsPerPage), and last-update lines on posts
// and markdown pages from one git process. Fixture: blog-author-pages, made a git repository here.

let site: string;
/** A `git` first on the PATH that notes each call of the build, then runs the real one. */
let shim: string;
let result: CliResult;
const read = (rel: string) => readFileSync(join(site, "build", rel), "utf8");
const page = (route: string) => read(join(route, "index.html"));

const git = (args: string[], when: string, author: string) => gitAs(site, args, { when, author });

function build(dir: string): CliResult {
  writeFileSync(join(shim, "calls"), "");
  const r = spawnSync(process.execPath, [BIN, "build", dir], {
    encoding: "utf8",
    env: { ...process.env, NO_COLOR: "1", PATH: `${shim}:${process.env.PATH}`, DOCSGEN_GIT_LOG: join(shim, "calls") },
  });
  return { code: r.status ?? -1, stdout: r.stdout, stderr: r.stderr };
}

const gitCalls = () => readFileSync(join(shim, "calls"), "utf8").split("\n").filter(Boolean).length;
const lastUpdated = (html: string) => /<span class="theme-last-updated">.*?<\/span>/.exec(html)?.[0];

beforeAll(() => {
  site = copyFixture("blog-author-pages");
  shim = join(site, "..", `${site.split("/").pop()}-bin`);
  mkdirSync(shim, { recursive: true });
  const real = spawnSync("sh", ["-c", "command -v git"], { encoding: "utf8" }).stdout.trim();
  writeFileSync(join(shim, "git"), `#!/bin/sh\necho "$*" >> "$DOCSGEN_GIT_LOG"\nexec ${real} "$@"\n`);
  chmodSync(join(shim, "git"), 0o755);
  git(["init", "-q"], "2024-07-01T09:00:00Z", "Ada");
  git(["add", "."], "2024-07-01T09:00:00Z", "Ada");
  git(["commit", "-qm", "site"], "2024-07-01T09:00:00Z", "Ada");
  const welcome = join(site, "blog/2024-01-10-welcome.md");
  writeFileSync(welcome, `${readFileSync(welcome, "utf8")}\nUpdated with the 1.0.1 fixes.\n`);
  git(["commit", "-qam", "welcome: 1.0.1"], "2024-08-02T10:30:00Z", "Lin");
  result = build(site);
}, 120_000);

describe("blog author pages", () => {
  it("build with nothing left warned about author pages or the last-update options", () => {
    expect(result.code, result.stderr).toBe(0);
    expect(result.stderr).not.toMatch(/author page|authorsBasePath|showLastUpdate|last_update/);
  });

  it("the authors list shows every author of the map with their count of listed posts", () => {
    const html = page("blog/authors");
    expect(html).toContain("<title>Authors | Harbor</title>");
    expect(html).toContain('class="blog-wrapper plugin-blog plugin-id-default blog-authors-list-page');
    // Mara has three listed posts (her unlisted one is not counted), Tom two, Ines one.
    expect(html).toMatch(
      /<a href="\/harbor\/blog\/authors\/mara"><h2 class="authorName">Mara Quill<\/h2><\/a><span class="tagCount">3<\/span>/,
    );
    expect(html).toMatch(
      /<a href="\/harbor\/blog\/authors\/tom"><h2 class="authorName">Tom Reyes<\/h2><\/a><span class="tagCount">2<\/span>/,
    );
    // Ines has no page: her name links to her own URL.
    expect(html).toMatch(
      /<a href="https:\/\/ines\.example\.com"><h2 class="authorName">Ines Varga<\/h2><\/a><span class="tagCount">1<\/span>/,
    );
    expect(html.indexOf("Mara Quill")).toBeLessThan(html.indexOf("Tom Reyes"));
  });

  it("socials become Docusaurus's URLs: handles of known platforms, full URLs as written, other platforms kept", () => {
    const html = page("blog/authors");
    for (const href of [
      "https://github.com/maraquill",
      "https://x.com/mara_q",
      "https://stackoverflow.com/users/82609",
      "https://www.linkedin.com/in/mara-quill/",
      "https://mastodon.social/@tomreyes",
      "https://news.example.com/tom",
    ])
      expect(html).toContain(`href="${href}"`);
    expect(html).toContain('title="Stack Overflow"');
    expect(html).toContain('title="newsletter"');
  });

  it("an author's page: name, title, image, socials, description, the link to all authors, then their posts", () => {
    const html = page("blog/authors/mara");
    expect(html).toContain("<title>Mara Quill - 3 posts | Harbor</title>");
    expect(html).toContain("blog-authors-posts-page");
    expect(html).toContain('<h1 class="authorName">Mara Quill</h1>');
    expect(html).toContain("Harbor maintainer");
    expect(html).toContain('src="/harbor/img/mara.svg"');
    expect(html).toContain("<p>Mara writes about queues, retries and the harbor master.</p>");
    expect(html).toContain('<a href="/harbor/blog/authors">View all authors</a>');
    expect(html).toContain('href="https://github.com/maraquill"');
    // Two posts a page, newest first; the unlisted one is not there.
    expect(html).toContain("Surviving storms");
    expect(html).toContain("How Harbor queues work");
    expect(html).not.toContain("Welcome to the Harbor blog</a></h2>");
    expect(html).not.toContain("Notes we keep for later</a></h2>");
    expect(html).toContain('href="/harbor/blog/authors/mara/authors/2"');
  });

  it("page 2 of an author is at <page>/authors/2, as Docusaurus names it, and links back", () => {
    const html = page("blog/authors/mara/authors/2");
    expect(html).toContain("<title>Mara Quill - 3 posts | Harbor</title>");
    expect(html).toContain("Welcome to the Harbor blog");
    expect(html).toMatch(/href="\/harbor\/blog\/authors\/mara"[^>]*>(<div[^>]*>)?[^<]*Newer entries/);
  });

  it("`page: { permalink }` puts the page there; an author without `page` has none", () => {
    const html = page("blog/authors/tom");
    expect(html).toContain("<title>Tom Reyes - 2 posts | Harbor</title>");
    expect(html).toContain("Harbor 2.0");
    expect(html).toContain("Welcome to the Harbor blog");
    expect(existsSync(join(site, "build/blog/authors/tom-dev"))).toBe(false);
    expect(existsSync(join(site, "build/blog/authors/ines"))).toBe(false);
  });

  it("on posts and list pages, an author's name links to their page; front matter can override the map", () => {
    const welcome = page("blog/2024/01/10/welcome");
    expect(welcome).toContain('<a href="/harbor/blog/authors/mara">Mara Quill</a>');
    expect(welcome).toContain('<a href="/harbor/blog/authors/tom">Tom Reyes</a>');
    expect(welcome).toContain('src="/harbor/img/mara.svg"');
    const release = page("blog/2024/06/01/release-2");
    expect(release).toContain('<a href="/harbor/blog/authors/tom">Tom Reyes</a>');
    expect(release).toContain("Acting lead");
    expect(release).not.toContain("Release manager");
    const guest = page("blog/2024/03/01/guest");
    expect(guest).toContain('<a href="https://ines.example.com">Ines Varga</a>');
    expect(guest).toContain('<a href="https://guest.example.com">Guest Writer</a>');
    expect(page("blog")).toContain('<a href="/harbor/blog/authors/tom">Tom Reyes</a>');
  });

  it("the sitemap and the search index list the authors list and the author pages", () => {
    const sitemap = read("sitemap.xml");
    expect(sitemap).toContain("https://harbor.example.com/harbor/blog/authors<");
    expect(sitemap).toContain("https://harbor.example.com/harbor/blog/authors/mara<");
    expect(sitemap).toContain("https://harbor.example.com/harbor/blog/authors/mara/authors/2<");
    const fragments = readdirSync(join(site, "build/search/p")).map(
      (f) => JSON.parse(read(join("search/p", f))) as { url: string; title: string },
    );
    expect(fragments).toContainEqual(
      expect.objectContaining({ url: "/harbor/blog/authors/mara", title: "Mara Quill" }),
    );
    expect(fragments).toContainEqual(expect.objectContaining({ url: "/harbor/blog/authors", title: "Authors" }));
  });
});

describe("last-update lines of posts and pages", () => {
  it("come from git history, with one git process for the whole site", () => {
    expect(lastUpdated(page("blog/2024/01/10/welcome"))).toMatch(/Aug 2, 2024.*<b>Lin<\/b>/);
    expect(lastUpdated(page("blog/2024/02/14/queues"))).toMatch(/Jul 1, 2024.*<b>Ada<\/b>/);
    expect(page("blog/2024/01/10/welcome")).toMatch(
      /<footer class="docusaurus-mt-lg"><div class="row margin-top--sm theme-blog-footer-edit-meta-row">/,
    );
    // The pages plugin shows the date only (showLastUpdateTime), under the page.
    const about = lastUpdated(page("about"));
    expect(about).toContain("Jul 1, 2024");
    expect(about).not.toContain("Ada");
    expect(page("about")).toContain('<div class="row margin-top--sm theme-pages-footer-edit-meta-row">');
    expect(gitCalls()).toBe(1);
  });

  it("front matter `last_update` wins over git", () => {
    expect(lastUpdated(page("blog/2024/04/20/storms"))).toMatch(/May 1, 2024.*<b>Harbor editors<\/b>/);
  });

  it("list pages and the docs (their option off) show none", () => {
    expect(page("blog")).not.toContain("theme-last-updated");
    expect(page("docs/intro")).not.toContain("theme-last-updated");
  });

  it("a site that shows no last-update line runs no git process and makes no author pages", () => {
    const plain = copyFixture("blog");
    const built = build(plain);
    expect(built.code, built.stderr).toBe(0);
    expect(gitCalls()).toBe(0);
    expect(existsSync(join(plain, "build/blog/authors"))).toBe(false);
  });
});

describe("a translated blog's authors", () => {
  it("each locale's author pages come from its authors map: i18n/<locale>/docusaurus-plugin-content-blog/authors.yml", () => {
    const kite = copyFixture("translated-site");
    writeFileSync(join(kite, "blog/authors.yml"), "lin:\n  name: 林木\n  title: 维护者\n  page: true\n");
    writeFileSync(
      join(kite, "i18n/en/docusaurus-plugin-content-blog/authors.yml"),
      "lin:\n  name: Lin Mu\n  title: Maintainer\n  page: true\n",
    );
    const built = docsgen(["build", kite]);
    expect(built.code, built.stderr).toBe(0);
    const html = (rel: string) => readFileSync(join(kite, "build", rel, "index.html"), "utf8");
    expect(html("blog/authors/lin")).toContain("<title>林木 - 1 篇博文 | 风筝</title>");
    expect(html("blog/authors")).toContain("<title>作者 | 风筝</title>");
    expect(html("en/blog/authors/lin")).toContain("<title>Lin Mu - One post | 风筝</title>");
    expect(html("en/blog/authors/lin")).toContain('<a href="/kite/en/blog/authors">View all authors</a>');
    expect(html("en/blog/2024/05/01/welcome")).toContain('<a href="/kite/en/blog/authors/lin">Lin Mu</a>');
  });
});
