import { cpSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { buildInProcess } from "../helpers/build.ts";
import { docsgen, REPO } from "../helpers/cli.ts";
import { gitAs } from "../helpers/git.ts";

// A Docusaurus site in a monorepo whose docs lie beside it (`docs.path: '../docs'`, as react-native-website's):
// refused by the containment rule, built when the user names the repository with `--root`; and `--root`
// widens nothing further: a path outside it, written or through a symlink, is still refused.

const FIXTURE = join(REPO, "test/fixtures/monorepo");
const made: string[] = [];

/** A copy of the fixture (and an `outside` folder beside it holding a secret), to change without touching it. */
function copy(): { repo: string; site: string; outside: string } {
  const dir = mkdtempSync(join(tmpdir(), "docsgen-monorepo-"));
  made.push(dir);
  const repo = join(dir, "repo");
  cpSync(FIXTURE, repo, { recursive: true });
  const outside = join(dir, "outside");
  cpSync(join(FIXTURE, "docs/img"), outside, { recursive: true });
  writeFileSync(join(outside, "secret.md"), "# Secret\n\nThe harbor master's password.\n");
  return { repo, site: join(repo, "website"), outside };
}

afterEach(() => {
  for (const dir of made.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe("a site whose docs lie beside it (--root)", () => {
  it("is refused without --root, with a hint that names it", async () => {
    const { repo, site } = copy();
    const out = join(site, "build");
    const run = await buildInProcess(site, { outDir: out, cache: false });
    expect(run.code).toBe(1);
    expect(run.stderr).toContain("error [path-outside] presets[0][1].docs.path names ../docs");
    expect(run.stderr).toContain(`give --root ${repo}`);
  });

  it("takes --root from the current folder, and only a folder that holds the site (else exit 2)", () => {
    const { repo } = copy();
    const wrong = docsgen(["build", "website", "--root", "docs", "--no-cache"], repo);
    expect(wrong.code).toBe(2);
    expect(wrong.stderr).toContain("--root docs must be a folder that holds the site folder");
    const right = docsgen(["build", "website", "--root", ".", "--no-cache", "-q"], repo);
    expect(right.stderr).not.toContain("error");
    expect(right.code).toBe(0);
  });

  it("builds with --root naming the repository: pages, the image beside the docs, edit links", async () => {
    const { repo, site } = copy();
    const out = join(site, "build");
    const run = await buildInProcess(site, { outDir: out, cache: false, root: repo });
    expect(run.stderr).not.toContain("error");
    expect(run.code).toBe(0);
    const intro = readFileSync(join(out, "docs/intro/index.html"), "utf8");
    expect(intro).toMatch(/<img src="\/assets\/images\/docks-[0-9a-f]+\.png" alt="The docks"\/>/);
    expect(intro).toContain('href="/docs/guides/deploy"');
    // Docusaurus appends the docs folder relative to the site folder, `..` and all.
    expect(intro).toContain('href="https://github.com/example/harbor/edit/main/website/../docs/intro.md"');
    expect(readFileSync(join(out, "docs/guides/deploy/index.html"), "utf8")).toContain('href="/docs/intro"');
    expect(run.diagnostics.filter((d) => d.code === "path-outside")).toEqual([]);
  });

  it("reads the last update of docs beside the site from the repository's history", async () => {
    const { repo, site } = copy();
    const file = join(site, "docusaurus.config.ts");
    writeFileSync(
      file,
      readFileSync(file, "utf8").replace('path: "../docs",', 'path: "../docs",\n          showLastUpdateTime: true,'),
    );
    const git = (args: string[], when: string) => gitAs(repo, args, { when, author: "Ada" });
    git(["init", "-q"], "2024-01-05T10:00:00Z");
    git(["add", "."], "2024-01-05T10:00:00Z");
    git(["commit", "-qm", "harbor"], "2024-01-05T10:00:00Z");
    writeFileSync(join(repo, "docs/intro.md"), `${readFileSync(join(repo, "docs/intro.md"), "utf8")}\nMore.\n`);
    git(["commit", "-qam", "intro"], "2024-02-10T08:30:00Z");
    const out = join(site, "build");
    const run = await buildInProcess(site, { outDir: out, cache: false, root: repo });
    expect(run.code).toBe(0);
    expect(readFileSync(join(out, "docs/intro/index.html"), "utf8")).toContain('dateTime="2024-02-10T08:30:00.000Z"');
    expect(readFileSync(join(out, "docs/guides/deploy/index.html"), "utf8")).toContain(
      'dateTime="2024-01-05T10:00:00.000Z"',
    );
  });

  it("runs a site plugin kept beside the site, and refuses one outside the --root folder", async () => {
    const { repo, site, outside } = copy();
    const plugin = `module.exports = function harbor() {
  return {
    name: "harbor",
    injectHtmlTags: () => ({ headTags: [{ tagName: "meta", attributes: { name: "harbor", content: "docks" } }] }),
  };
};
`;
    writeFileSync(join(repo, "harbor-plugin.js"), plugin);
    writeFileSync(join(outside, "harbor-plugin.js"), plugin);
    const file = join(site, "docusaurus.config.ts");
    const text = readFileSync(file, "utf8");
    writeFileSync(file, text.replace("  presets: [", '  plugins: ["../harbor-plugin.js"],\n  presets: ['));
    const out = join(site, "build");
    const built = await buildInProcess(site, { outDir: out, cache: false, root: repo });
    expect(built.code).toBe(0);
    expect(readFileSync(join(out, "docs/intro/index.html"), "utf8")).toContain('<meta name="harbor" content="docks"');
    writeFileSync(file, text.replace("  presets: [", '  plugins: ["../../outside/harbor-plugin.js"],\n  presets: ['));
    const refused = await buildInProcess(site, { outDir: out, cache: false, root: repo });
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain("error [path-outside]");
  });

  it("lets the config import a file of the repository, and no file outside the --root folder", async () => {
    const { repo, site, outside } = copy();
    writeFileSync(join(repo, "brand.json"), '{ "title": "Harbor of the repository" }\n');
    writeFileSync(join(outside, "brand.json"), '{ "title": "Secret" }\n');
    const file = join(site, "docusaurus.config.ts");
    const text = readFileSync(file, "utf8").replace('title: "Harbor"', "title: brand.title");
    const out = join(site, "build");
    writeFileSync(file, `import brand from "../brand.json";\n${text}`);
    const built = await buildInProcess(site, { outDir: out, cache: false, root: repo });
    expect(built.code).toBe(0);
    expect(readFileSync(join(out, "docs/intro/index.html"), "utf8")).toContain("Harbor of the repository");
    writeFileSync(file, `import brand from "../../outside/brand.json";\n${text}`);
    const refused = await buildInProcess(site, { outDir: out, cache: false, root: repo });
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain("error [path-outside]");
  });

  it("still refuses a docs folder outside the --root folder", async () => {
    const { repo, site, outside } = copy();
    const file = join(site, "docusaurus.config.ts");
    writeFileSync(file, readFileSync(file, "utf8").replace('path: "../docs"', `path: ${JSON.stringify(outside)}`));
    const run = await buildInProcess(site, { outDir: join(site, "build"), cache: false, root: repo });
    expect(run.code).toBe(1);
    expect(run.stderr).toContain(`docs.path names ${outside}, which is outside the --root folder`);
  });

  it("loads a sidebars file beside the site, whose imports stay inside the --root folder", async () => {
    const { repo, site, outside } = copy();
    const file = join(site, "docusaurus.config.ts");
    writeFileSync(file, readFileSync(file, "utf8").replace('"./sidebars.ts"', '"../docs/sidebars.js"'));
    writeFileSync(join(repo, "docs/sidebars.js"), 'module.exports = { docs: require("./order.json") };\n');
    writeFileSync(join(repo, "docs/order.json"), '["guides/deploy", "intro"]\n');
    const out = join(site, "build");
    const built = await buildInProcess(site, { outDir: out, cache: false, root: repo });
    expect(built.code).toBe(0);
    const menu = readFileSync(join(out, "docs/intro/index.html"), "utf8");
    expect(menu.indexOf('href="/docs/guides/deploy"')).toBeLessThan(menu.indexOf('href="/docs/intro"'));
    writeFileSync(join(outside, "secret.cjs"), 'module.exports = ["intro"];\n');
    writeFileSync(join(repo, "docs/sidebars.js"), 'module.exports = { docs: require("../../outside/secret.cjs") };\n');
    const refused = await buildInProcess(site, { outDir: out, cache: false, root: repo });
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain("error [path-outside]");
    expect(refused.stderr).toContain('"../../outside/secret.cjs" is outside the site folder');
  });

  it("still refuses a symlink inside the --root folder that leads outside it", async () => {
    const { repo, site, outside } = copy();
    // A linked doc is skipped, a linked image refused: neither is published.
    symlinkSync(join(outside, "secret.md"), join(repo, "docs/secret.md"));
    symlinkSync(join(outside, "docks.png"), join(repo, "docs/img/linked.png"));
    writeFileSync(join(repo, "docs/map.md"), "# Map\n\n![The map](./img/linked.png)\n");
    const out = join(site, "build");
    const run = await buildInProcess(site, { outDir: out, cache: false, root: repo });
    expect(run.code).toBe(1);
    expect(run.stderr).toContain(
      'docs/map.md:3:1: error [path-outside] image "./img/linked.png" lies outside the site folder',
    );
    expect(run.stderr).toContain(
      "../docs/secret.md: warning [path-outside] this symbolic link leads outside the --root folder",
    );
  });
});
