import {
  existsSync,
  lstatSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  symlinkSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { buildInProcess } from "../helpers/build.ts";
import { copyFixture } from "../helpers/cli.ts";

// Issue 36, "one containment rule": nothing is written outside the output folder, nothing from outside the
// site folder is published. Each case is an attack that succeeded before the rule.

const edit = (site: string, rel: string, fn: (s: string) => string) =>
  writeFileSync(join(site, rel), fn(readFileSync(join(site, rel), "utf8")));

const withFrontMatter = (site: string, rel: string, lines: string) =>
  edit(site, rel, (t) => (t.startsWith("---\n") ? t.replace(/^---\n/, `---\n${lines}\n`) : `---\n${lines}\n---\n${t}`));

/** Every file below a folder, relative to it. */
function filesUnder(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => !e.isDirectory())
    .map((e) => join(e.parentPath, e.name).slice(dir.length + 1));
}

/** A good build, then a bad one: it must fail with the message, leaving the output and the sources as they were. */
async function refused(site: string, mutate: () => void): Promise<string> {
  expect((await buildInProcess(site, { cache: false })).code).toBe(0);
  const before = filesUnder(join(site, "build")).sort();
  const intro = readFileSync(join(site, "docs/intro/welcome.md"), "utf8");
  mutate();
  const r = await buildInProcess(site);
  expect(r.code, r.stderr).toBe(1);
  expect(r.stderr).toContain("the previous output was left untouched");
  expect(filesUnder(join(site, "build")).sort()).toEqual(before);
  expect(readFileSync(join(site, "docs/intro/welcome.md"), "utf8")).toBe(intro);
  return r.stderr;
}

describe("routes never leave the output folder", () => {
  it("a doc slug climbing into the docs folder is a located error, and the doc is left alone", async () => {
    const site = copyFixture("basic");
    const err = await refused(site, () =>
      withFrontMatter(site, "docs/guide/first.md", "slug: /../../docs/intro/welcome"),
    );
    expect(err).toMatch(/^docs\/guide\/first\.md:2: error \[path-outside\] front matter "slug"/m);
  });

  it("a slug aimed anywhere on disk writes nothing there", async () => {
    const site = copyFixture("basic");
    const target = mkdtempSync(join(tmpdir(), "docsgen-pwned-"));
    const depth = "../".repeat(12);
    const err = await refused(site, () =>
      withFrontMatter(site, "docs/guide/first.md", `slug: /x/${depth}${target.slice(1)}/PWNED`),
    );
    expect(err).toContain('[path-outside] front matter "slug"');
    expect(readdirSync(target)).toEqual([]);
  });

  it("a tag whose permalink climbs is a located error; a label cannot climb (its slug keeps letters and digits)", async () => {
    const site = copyFixture("basic");
    const err = await refused(site, () =>
      withFrontMatter(site, "docs/guide/first.md", "tags:\n  - label: x\n    permalink: /../../../escape"),
    );
    expect(err).toMatch(/^docs\/guide\/first\.md:2: error \[path-outside\] front matter "tags" names the tag "x"/m);
    // A label whose slug is empty would take the tags list's path.
    const site3 = copyFixture("basic");
    expect(await refused(site3, () => withFrontMatter(site3, "docs/guide/first.md", "tags: [..]"))).toContain(
      '[path-outside] front matter "tags" names the tag "..", whose slug is empty',
    );
    // Docusaurus's slug of a label is lodash's kebab case: `../../escape` is `escape`, under the tags route.
    const site2 = copyFixture("basic");
    withFrontMatter(site2, "docs/guide/first.md", "tags: [../../escape]");
    const r = await buildInProcess(site2, { cache: false });
    expect(r.code, r.stderr).toBe(0);
    expect(existsSync(join(site2, "build/docs/tags/escape/index.html"))).toBe(true);
  });

  it("a blog slug with .. is a located error", async () => {
    const site = copyFixture("blog");
    expect((await buildInProcess(site, { cache: false })).code).toBe(0);
    edit(site, "blog/2024-01-05-hello.md", (t) => t.replace(/^---\n/, "---\nslug: ../../../escaped\n"));
    const r = await buildInProcess(site);
    expect(r.code).toBe(1);
    expect(r.stderr).toMatch(/^blog\/2024-01-05-hello\.md:2: error \[path-outside\] front matter "slug"/m);
  });

  it("a relative doc slug may climb folders, as in Docusaurus, but never above the docs root", async () => {
    const site = copyFixture("basic");
    withFrontMatter(site, "docs/guide/advanced/deep.md", "slug: ../../../../../../moved");
    const r = await buildInProcess(site, { cache: false });
    expect(r.code, r.stderr).toBe(0);
    expect(existsSync(join(site, "build/docs/moved/index.html"))).toBe(true);
  });

  it("a category page slug with .. is a located error", async () => {
    const site = copyFixture("basic");
    const err = await refused(site, () =>
      writeFileSync(
        join(site, "docs/guide/advanced/_category_.json"),
        JSON.stringify({ label: "指南", link: { type: "generated-index", slug: "/../../../escape" } }),
      ),
    );
    expect(err).toContain("[sidebar]");
    expect(err).toContain('slug "/../../../escape" has a ".." segment');
  });
});

describe("files from outside the site are never published", () => {
  it("markdown and raw HTML images outside the site are located errors, and never copied", async () => {
    const site = copyFixture("basic");
    const up = "../".repeat(15);
    const err = await refused(site, () =>
      edit(
        site,
        "docs/guide/first.md",
        (t) => `${t}\n![](${up}etc/passwd)\n\n<img src="${up}etc/hostname" />\n\n![](/../${up}proc/self/environ)\n`,
      ),
    );
    expect(err).toMatch(/first\.md:\d+:\d+: error \[path-outside\] image "(\.\.\/)+etc\/passwd" lies outside/);
    expect(err).toMatch(/error \[path-outside\] image "(\.\.\/)+etc\/hostname"/);
    expect(err).toMatch(/error \[path-outside\] image "\/(\.\.\/)+proc\/self\/environ"/);
  });

  it("an MDX import of a file outside the site is a located error", async () => {
    const site = copyFixture("basic");
    const outside = mkdtempSync(join(tmpdir(), "docsgen-outside-"));
    writeFileSync(join(outside, "secret.md"), "TOP SECRET\n");
    const err = await refused(site, () =>
      writeFileSync(
        join(site, "docs/guide/imports.mdx"),
        `# 导入\n\nimport Secret from '${"../".repeat(15)}${outside.slice(1)}/secret.md';\n\n<Secret />\n`,
      ),
    );
    expect(err).toMatch(/^docs\/guide\/imports\.mdx:3:\d+: error \[path-outside\] the partial .* outside the site/m);
  });

  it("symlinks in docs/ to files or folders outside the site, or to the site itself, are skipped with a warning", async () => {
    const site = copyFixture("basic");
    const outside = mkdtempSync(join(tmpdir(), "docsgen-outside-"));
    writeFileSync(join(outside, "secret.md"), "# TOP SECRET\n");
    mkdirSync(join(outside, "more"));
    writeFileSync(join(outside, "more/page.md"), "# ALSO SECRET\n");
    symlinkSync(join(outside, "secret.md"), join(site, "docs/secret.md"));
    symlinkSync(join(outside, "more"), join(site, "docs/sysdoc"));
    symlinkSync("..", join(site, "docs/up"));
    const r = await buildInProcess(site, { cache: false });
    expect(r.code, r.stderr).toBe(0);
    expect(r.stderr).toMatch(/^docs\/secret\.md: warning \[path-outside\] this symbolic link leads outside/m);
    expect(r.stderr).toMatch(/^docs\/sysdoc: warning \[path-outside\] this symbolic link leads outside/m);
    expect(r.stderr).toMatch(/^docs\/up: warning \[path-outside\] this symbolic link leads to a folder this build/m);
    const published = filesUnder(join(site, "build"))
      .filter((f) => /\.(html|md|txt|json)$/.test(f))
      .map((f) => readFileSync(join(site, "build", f), "utf8"))
      .join("\n");
    expect(published).not.toContain("SECRET");
    expect(filesUnder(join(site, "build")).some((f) => f.includes("up/"))).toBe(false);
  });

  it("a symlinked folder inside the site is followed once", async () => {
    const site = copyFixture("basic");
    mkdirSync(join(site, "shared-docs"));
    writeFileSync(join(site, "shared-docs/page.md"), "# 链接进来的页\n");
    symlinkSync("../shared-docs", join(site, "docs/linked"));
    const r = await buildInProcess(site, { cache: false });
    expect(r.code, r.stderr).toBe(0);
    expect(readFileSync(join(site, "build/docs/linked/page/index.html"), "utf8")).toContain("链接进来的页");
  });

  it("static/ files are copied as files; links outside the site are skipped", async () => {
    const site = copyFixture("basic");
    const outside = mkdtempSync(join(tmpdir(), "docsgen-outside-"));
    writeFileSync(join(outside, "passwd"), "root:x:0:0\n");
    symlinkSync(join(outside, "passwd"), join(site, "static/passwd"));
    symlinkSync("../docs", join(site, "static/docs-link"));
    symlinkSync("img/logo.svg", join(site, "static/logo-link.svg"));
    for (let round = 0; round < 2; round++) {
      const r = await buildInProcess(site);
      expect(r.code, r.stderr).toBe(0);
      expect(r.stderr).toMatch(/^static\/passwd: warning \[path-outside\] this symbolic link leads outside/m);
    }
    expect(existsSync(join(site, "build/passwd"))).toBe(false);
    for (const rel of ["logo-link.svg", "docs-link/guide/first.md"]) {
      expect(lstatSync(join(site, "build", rel)).isSymbolicLink(), rel).toBe(false);
      expect(lstatSync(join(site, "build", rel)).isFile(), rel).toBe(true);
    }
  });

  it.each([
    ["404.html", "404.html"],
    ["sitemap.xml", "sitemap.xml"],
    ["a page", "docs/guide/first/index.html"],
  ])("a static file with the path of %s is a located error", async (_, rel) => {
    const site = copyFixture("basic");
    const err = await refused(site, () => {
      mkdirSync(join(site, "static", rel, ".."), { recursive: true });
      writeFileSync(join(site, "static", rel), "replaced");
    });
    expect(err).toContain(
      `static/${rel}: error [path-outside] this static file has the path of a file the build generates`,
    );
  });

  it("a static file with the path of the nginx headers is a located error: .docsgen/ is docsgen's own (issue 47)", async () => {
    const site = copyFixture("basic");
    const err = await refused(site, () => {
      mkdirSync(join(site, "static/.docsgen"), { recursive: true });
      writeFileSync(join(site, "static/.docsgen/nginx-headers.conf"), "replaced");
    });
    expect(err).toContain(
      "static/.docsgen/nginx-headers.conf: error [path-reserved] this static file cannot be published at .docsgen/nginx-headers.conf",
    );
  });

  it("a static llms.txt replaces docsgen's own, with a warning", async () => {
    const site = copyFixture("basic");
    writeFileSync(join(site, "static/llms.txt"), "# mine\n");
    const r = await buildInProcess(site, { cache: false });
    expect(r.code, r.stderr).toBe(0);
    expect(r.stderr).toContain("static/llms.txt: warning [path-outside] this static file replaces the llms.txt");
    expect(readFileSync(join(site, "build/llms.txt"), "utf8")).toBe("# mine\n");
  });
});
