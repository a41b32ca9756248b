import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { buildInProcess } from "../helpers/build.ts";
import { copyFixture, docsgen } from "../helpers/cli.ts";

/** Builds a good fixture once, breaks one thing, rebuilds: the error must be located and the output kept. */
async function breakAndBuild(mutate: (site: string) => void) {
  const site = copyFixture("basic");
  expect((await buildInProcess(site)).code).toBe(0);
  const before = readFileSync(join(site, "build/index.html"), "utf8");
  mutate(site);
  const r = await buildInProcess(site);
  expect(r.code).toBe(1);
  expect(r.stderr).toContain("build failed; the previous output was left untouched");
  expect(readFileSync(join(site, "build/index.html"), "utf8")).toBe(before);
  return r.stderr;
}

const edit = (site: string, rel: string, fn: (s: string) => string) =>
  writeFileSync(join(site, rel), fn(readFileSync(join(site, rel), "utf8")));

describe("bad input stops the build with a located message", () => {
  it("block quotes nested 5,000 deep: a located error, not a stack overflow", async () => {
    const started = Date.now();
    const err = await breakAndBuild((s) =>
      edit(s, "docs/guide/first.md", (t) => `${t}\n\n${"> ".repeat(5000)}深处。\n`),
    );
    expect(err).toMatch(
      /^docs\/guide\/first\.md:10: error \[markdown-nesting\] block quotes or lists nested 5000 levels/m,
    );
    expect(Date.now() - started).toBeLessThan(20_000);
  });

  it("a list nested 3,000 deep: a located error within seconds (the parser would run for minutes)", async () => {
    const started = Date.now();
    const list = Array.from({ length: 3000 }, (_, i) => `${"  ".repeat(i)}- 第 ${i} 层`).join("\n");
    const err = await breakAndBuild((s) => edit(s, "docs/guide/first.md", (t) => `${t}\n\n${list}\n`));
    expect(err).toMatch(
      /^docs\/guide\/first\.md:\d+: error \[markdown-nesting\] block quotes or lists nested 101 levels/m,
    );
    expect(Date.now() - started).toBeLessThan(20_000);
  });

  it("100 levels still build", async () => {
    const site = copyFixture("basic");
    const list = Array.from({ length: 99 }, (_, i) => `${"  ".repeat(i)}- 第 ${i} 层`).join("\n");
    edit(site, "docs/guide/first.md", (t) => `${t}\n\n${list}\n\n${"> ".repeat(100)}引用。\n`);
    const r = await buildInProcess(site);
    expect(r.code, r.stderr).toBe(0);
  });

  it("invalid front matter YAML", async () => {
    const err = await breakAndBuild((s) =>
      edit(s, "docs/guide/first.md", (t) => t.replace("sidebar_position: 1", "sidebar_position: [1\ntitle: x")),
    );
    expect(err).toMatch(/^docs\/guide\/first\.md:\d+(:\d+)?: error \[front-matter\] invalid front matter YAML/m);
  });

  it("a mistyped front matter value", async () => {
    const err = await breakAndBuild((s) =>
      edit(s, "docs/guide/first.md", (t) => t.replace("sidebar_position: 1", "sidebar_position: first")),
    );
    expect(err).toContain(
      'docs/guide/first.md:2: error [front-matter] front matter "sidebar_position" must be a number',
    );
  });

  it("a sidebar naming a doc id that does not exist, with a suggestion", async () => {
    const err = await breakAndBuild((s) => edit(s, "sidebars.ts", (t) => t.replace('"intro/second"', '"intro/secnd"')));
    expect(err).toContain(
      'sidebars.ts:4: error [sidebar] sidebar "intro" names doc id "intro/secnd", which does not exist',
    );
    expect(err).toContain('Did you mean "intro/second"?');
  });

  // Docusaurus builds a doc listed in two sidebars (a public site's versioned sidebars do): a located
  // warning, both sidebars list it, its page shows the first (real-sites survey).
  it("a doc in two sidebars builds, with a located warning", async () => {
    const site = copyFixture("basic");
    edit(site, "sidebars.ts", (t) => t.replace("guide: [", 'guide: ["intro/welcome", '));
    const r = await buildInProcess(site);
    expect(r.code, r.stderr).toBe(0);
    expect(r.stderr).toContain(
      'sidebars.ts:7: warning [sidebar-shared] doc "intro/welcome" is in two sidebars ("intro" and "guide"); its page shows "intro"',
    );
    const sidebars = join(site, "build/assets/sidebars");
    const guide = readdirSync(sidebars).find((f) => f.startsWith("guide-")) ?? "";
    expect(readFileSync(join(sidebars, guide), "utf8")).toContain('"docId":"intro/welcome"');
    const welcome = readFileSync(join(site, "build/docs/intro/welcome/index.html"), "utf8");
    expect(welcome).toMatch(/sidebars\/intro-[0-9a-f]+\.json/);
    expect(welcome).not.toMatch(/sidebars\/guide-/);
  });

  it("a config value of the wrong type", async () => {
    const err = await breakAndBuild((s) =>
      edit(s, "site.config.ts", (t) => t.replace('baseUrl: "/fixture/"', "baseUrl: 42")),
    );
    expect(err).toContain("site.config.ts:5: error [config-invalid] baseUrl must be a string, got number 42");
  });

  it("an unknown config key, with the nearest valid key", async () => {
    const err = await breakAndBuild((s) => edit(s, "site.config.ts", (t) => t.replace("tagline:", "tagLine:")));
    expect(err).toContain("site.config.ts:3: error [config-invalid] tagLine is not a known option");
    expect(err).toContain('Did you mean "tagline"?');
  });

  it("a navbar item of unknown type, naming the item", async () => {
    const err = await breakAndBuild((s) =>
      edit(s, "site.config.ts", (t) =>
        t.replace('{ href: "https://example.com/repo"', '{ type: "dropdwn", href: "https://example.com/repo"'),
      ),
    );
    expect(err).toMatch(/themeConfig\.navbar\.items\[2\] \(.*"label":"Repo".*\) has unknown type "dropdwn"/);
  });

  it("a broken markdown image fails the build (onBrokenMarkdownImages: throw)", async () => {
    const err = await breakAndBuild((s) =>
      edit(s, "docs/guide/start.md", (t) => t.replace("./pic.svg", "./missing.svg")),
    );
    expect(err).toContain(
      'docs/guide/start.md:8:4: error [markdown-image-broken] image "./missing.svg" does not exist',
    );
  });
});

describe("link findings by default: a broken link fails the build, as in Docusaurus; anchors and markdown links warn", () => {
  it("reports broken links, anchors and markdown links with file:line:col and a suggestion", async () => {
    const site = copyFixture("basic");
    edit(
      site,
      "docs/intro/second.md",
      (t) => `${t}\n[a](/docs/guide/frist) [b](./welcome.md#nope) [c](./gone.md) [d](#custom-idd)\n`,
    );
    const r = await buildInProcess(site);
    // Docusaurus's `onBrokenLinks` defaults to `throw` (issue 48, point 8).
    expect(r.code).toBe(1);
    expect(r.stderr).toContain(
      'docs/intro/second.md:9:1: error [link-broken] link to "/docs/guide/frist" points to route /docs/guide/frist, which is not built\n    Did you mean /docs/guide/first?',
    );
    expect(r.stderr).toContain(
      'docs/intro/second.md:9:24: warning [anchor-broken] anchor "#nope" does not exist on /docs/intro/welcome',
    );
    expect(r.stderr).toContain(
      'docs/intro/second.md:9:47: warning [markdown-link-broken] markdown link "./gone.md" points to no doc or page',
    );
    expect(r.stderr).toContain(
      'warning [anchor-broken] anchor "#custom-idd" does not exist on /docs/intro/second\n    Did you mean #custom-id?',
    );
    expect(r.stderr).toContain("docsgen: build failed; the previous output was left untouched");
  });
});

describe("a config that never finishes loading (issue 36)", () => {
  // Spawned: the bug was the process's (Node ended it with exit code 13 before the build could say a word).
  it("a top-level await that never settles: exit 1 with a located message (it exited 13 and printed nothing)", () => {
    const site = copyFixture("basic");
    edit(site, "site.config.ts", (t) => `await new Promise(() => {});\n${t}`);
    const r = docsgen(["build", site]);
    expect(r.code).toBe(1);
    expect(r.stderr).toMatch(
      /^site\.config\.ts: error \[config-load\] stopped before it finished loading: a top-level `await` waits on a promise that never settles/m,
    );
  });
});

describe("limits checked before the parser runs (issue 36)", () => {
  it("12 KB of emphasis markers in one paragraph: exit 1 naming the file and line (it overflowed the stack)", async () => {
    const site = copyFixture("basic");
    edit(site, "docs/guide/first.md", (t) => `${t}\n\n${"*".repeat(6000)}x${"*".repeat(6000)}\n`);
    const started = Date.now();
    const r = await buildInProcess(site);
    expect(r.code).toBe(1);
    expect(r.stderr).toMatch(
      /^docs\/guide\/first\.md:\d+: error \[markdown-nesting\] 6000 emphasis markers \(`\*`, `_`, `~`\) left open in one paragraph/m,
    );
    expect(Date.now() - started).toBeLessThan(20_000);
  });

  it("a YAML alias bomb in front matter: exit 1 naming the file and key, in seconds (it took 27 s and 2 GB)", async () => {
    const site = copyFixture("basic");
    const lines = [`  a0: &a0 [${Array(9).fill('"lol"').join(",")}]`];
    for (let i = 1; i < 9; i++)
      lines.push(
        `  a${i}: &a${i} [${Array(9)
          .fill(`*a${i - 1}`)
          .join(",")}]`,
      );
    edit(site, "docs/guide/first.md", (t) => t.replace(/^---\n/, `---\nsidebar_custom_props:\n${lines.join("\n")}\n`));
    const started = Date.now();
    const r = await buildInProcess(site);
    expect(r.code).toBe(1);
    expect(r.stderr).toMatch(
      /^docs\/guide\/first\.md:2: error \[front-matter\] "sidebar_custom_props" expands to more than 100,000 values through its aliases/m,
    );
    expect(Date.now() - started).toBeLessThan(20_000);
  });
});
