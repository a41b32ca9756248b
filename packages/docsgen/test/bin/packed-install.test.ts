import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { REPO } from "../helpers/cli.ts";
import { pack, packageFiles, run } from "../helpers/packed.ts";

// The tarball builds what a checkout builds (issue 48): a new user's project installs the packed package
// beside the packages a Docusaurus team has (React, and what the classic template imports), then builds
// the create-docusaurus classic template (React home page, CSS modules, SVG features, blog, an MDX doc with
// the site's component) and `docsgen init`'s site, installed and built with its own package.json. Before,
// every React page failed to compile: the server bundle's entry named a file of cli/, which the package does
// not ship. Each install takes ~25 s from npm's cache (the first run fills it).

/** What the classic template's package.json installs that its pages import; its Docusaurus packages are not. */
const TEAM_PACKAGES = ["react@19", "react-dom@19", "clsx@2", "prism-react-renderer@2"];

const SUMMARY = /docsgen: \d+ pages written to build in [\d.]+ s, \d+ warnings/;

describe("the packed package, installed in a new project", () => {
  let root: string;
  let project: string;
  let pkg: string;
  let before: Map<string, string>;
  let tarball: string;

  beforeAll(() => {
    root = mkdtempSync(join(tmpdir(), "docsgen-packed-"));
    tarball = pack(REPO, root);
    project = join(root, "my-docs");
    cpSync(join(REPO, "test/fixtures/classic-template"), join(project, "website"), { recursive: true });
    writeFileSync(join(project, "package.json"), JSON.stringify({ name: "my-docs", private: true }));
    const installed = run("npm", ["install", "--no-audit", "--no-fund", tarball, ...TEAM_PACKAGES], project);
    if (installed.code !== 0) throw new Error(`npm install failed:\n${installed.output}`);
    pkg = join(project, "node_modules/docsgen");
    before = packageFiles(pkg);
  }, 180_000);

  // The project's node_modules, and the starter's, are large: removing them takes a minute on a busy machine.
  afterAll(() => {
    rmSync(root, { recursive: true, force: true });
  }, 180_000);

  it("builds the classic template: the React home page, its features, blog and an MDX doc", { timeout: 60_000 }, () => {
    const built = run("npx", ["docsgen", "build", "website"], project);
    expect(built.code, built.output).toBe(0);
    expect(built.output).toMatch(SUMMARY);
    const out = join(project, "website/build");
    const home = readFileSync(join(out, "index.html"), "utf8");
    // The hero, rendered by the page from useDocusaurusContext, with its CSS module's class.
    expect(home).toMatch(/<header class="hero hero--primary [\w-]+_heroBanner">/);
    expect(home).toContain('<p class="hero__subtitle">Schedules for every harbour</p>');
    expect(home).toContain("Tidewater Tutorial - 5min ⏱️");
    // HomepageFeatures: each title, and its SVG required as a component.
    for (const title of ["Reads any tide table", "Berths first", "Safe under the keel"]) expect(home).toContain(title);
    expect(home.match(/<svg [^>]*class="[\w-]+_featureSvg" role="img">/g)).toHaveLength(3);
    // custom.css and the CSS modules reach the page's stylesheets.
    const css = readdirSync(join(out, "assets"), { recursive: true, encoding: "utf8" })
      .filter((f) => f.endsWith(".css"))
      .map((f) => readFileSync(join(out, "assets", f), "utf8"))
      .join("\n");
    expect(css).toContain("#1f6f8b");
    expect(css).toMatch(/\.[\w-]+_heroBanner\{/);
    // The MDX doc shows its component's output.
    const mdx = readFileSync(join(out, "docs/getting-started/callouts/index.html"), "utf8");
    expect(mdx).toMatch(/<aside class="[\w-]+_callout [\w-]+_warning" data-tone="warning"><strong[^>]*>Neap tide/);
    // The blog: posts, an author's page (authors.yml), tag pages.
    for (const page of ["blog/welcome", "blog/long-post", "blog/authors/mara", "blog/tags/tides"])
      expect(existsSync(join(out, page, "index.html")), page).toBe(true);
    expect(readFileSync(join(out, "blog/first-post/index.html"), "utf8")).toContain("Mara Quill");
  });

  it("gives the site's pages the project's one React", { timeout: 60_000 }, () => {
    // The page's script and server render resolve React from the package's folder: npm hoisted it, so it is
    // the project's own copy, and there is no second one inside the package.
    const { version } = JSON.parse(readFileSync(join(project, "node_modules/react-dom/package.json"), "utf8"));
    expect(existsSync(join(pkg, "node_modules/react"))).toBe(false);
    expect(existsSync(join(pkg, "node_modules/react-dom"))).toBe(false);
    const home = readFileSync(join(project, "website/build/index.html"), "utf8");
    const script = /<script type="module" src="\/(assets\/site\/page-[\w-]+\.js)"/.exec(home)?.[1];
    expect(script).toBeDefined();
    expect(readFileSync(join(project, "website/build", script ?? ""), "utf8")).toContain(`"${version}"`);
  });

  it("builds `docsgen init`'s site as a newcomer does: npm install, then its npm script", { timeout: 180_000 }, () => {
    expect(run("npx", ["docsgen", "init", "starter"], project).code).toBe(0);
    const site = join(project, "starter");
    // The starter's package.json names docsgen's version, which no registry serves: the tarball stands for it,
    // and npm installs the React the package.json names beside it.
    expect(JSON.parse(readFileSync(join(site, "package.json"), "utf8")).dependencies).toHaveProperty("react");
    const installed = run("npm", ["install", "--no-audit", "--no-fund", tarball], site);
    expect(installed.code, installed.output).toBe(0);
    // Sass is not in the package's dist/: it is loaded from its own installed package.
    mkdirSync(join(site, "src/css"), { recursive: true });
    writeFileSync(join(site, "src/css/theme.scss"), "$tide: #1f6f8b;\n.hero { .title { color: $tide; } }\n");
    const config = join(site, "site.config.ts");
    const text = readFileSync(config, "utf8");
    expect(text).toContain("export default {\n");
    writeFileSync(
      config,
      text.replace("export default {\n", 'export default {\n  customCss: ["./src/css/theme.scss"],\n'),
    );
    const built = run("npm", ["run", "build"], site);
    expect(built.code, built.output).toBe(0);
    expect(built.output).toContain("0 warnings");
    // The MDX page renders the starter's component, compiled against the site's React.
    const mdx = readFileSync(join(site, "build/docs/guides/components/index.html"), "utf8");
    expect(mdx).toMatch(/<span style="background-color:#2e8555[^"]*">src\/components\/Highlight.tsx<\/span>/);
    const home = readFileSync(join(site, "build/index.html"), "utf8");
    const css = [...home.matchAll(/<link rel="stylesheet" href="\/([^"]+)"/g)]
      .map((m) => readFileSync(join(site, "build", m[1]), "utf8"))
      .join("\n");
    expect(css).toContain(".hero .title{color:#1f6f8b}");
  });

  it("is small: no copy of a dependency, no source map of one", () => {
    // 5.2 MB before (issue 48): sass bundled beside its own package, and its 9 MB source map.
    expect(statSync(tarball).size).toBeLessThanOrEqual(3 * 1024 * 1024);
    const files = [...before.keys()];
    expect(files.filter((f) => /(^|\/)sass[.\w-]*\.js$/.test(f))).toEqual([]);
    for (const map of files.filter((f) => f.endsWith(".map"))) {
      const { sources, sourcesContent } = JSON.parse(readFileSync(join(pkg, map), "utf8"));
      expect(
        sources.filter((s: string) => s.includes("node_modules/")),
        map,
      ).toEqual([]);
      expect(sourcesContent, map).toBeUndefined();
    }
  });

  it("reads its own files only: nothing in the installed package is written or changed", () => {
    // Runs last (vitest keeps the order of a file's tests): after every build above.
    const after = packageFiles(pkg);
    expect([...after.keys()].some((f) => f.startsWith("cli/"))).toBe(false);
    expect(after).toEqual(before);
  });
});
