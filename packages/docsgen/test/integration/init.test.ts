import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { docsgen, REPO } from "../helpers/cli.ts";
import { startDocsgenServe, startNginx } from "../helpers/servers.ts";

// `docsgen init` (issue 32; issue 48 point 4): from an empty folder to what create-docusaurus gives a newcomer,
// in docsgen's site format: npm scripts, a .gitignore, a footer, a category, a component used from MDX, a
// GitHub Pages workflow; a site that builds with no warnings and serves.

const STARTER = [
  ".github/workflows/deploy.yml",
  ".gitignore",
  "docs/guides/_category_.json",
  "docs/guides/components.mdx",
  "docs/guides/deploy.md",
  "docs/guides/writing.md",
  "docs/intro.md",
  "package.json",
  "pages/index.md",
  "sidebars.ts",
  "site.config.ts",
  "src/components/Highlight.tsx",
];

/** Every file under `dir`, relative, sorted. */
function filesOf(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => join(e.parentPath, e.name).slice(dir.length + 1))
    .sort();
}

/** `conf` less what `pattern` matches, which it must (a deploy page describing a config that changed fails). */
function cut(conf: string, pattern: RegExp): string {
  expect(conf, String(pattern)).toMatch(pattern);
  return conf.replace(pattern, "\n");
}

/** The starter's deploy page's steps 2 and 3 for deploy/nginx.conf, for a site at "/" (step 1 is the helper's). */
const nginxAtRoot = (conf: string) =>
  [
    /\n {2}location = \/ \{\n[^}]*\}\n/,
    /\n {2}location = \/slightning-coco-widget \{\n[^}]*\}\n/,
    /\n {2}location \/ \{\n[^}]*\}\n/,
  ]
    .reduce(cut, conf)
    .replaceAll("/slightning-coco-widget/", "/");

const git = (args: string[], cwd: string) => spawnSync("git", args, { cwd, encoding: "utf8" });

describe("docsgen init", () => {
  it("writes the starter, which builds with 0 warnings (its component, footer, category) and serves", async () => {
    const dir = join(mkdtempSync(join(tmpdir(), "docsgen-init-")), "my-docs");
    const made = docsgen(["init", dir, "--title", 'Acme "Docs" 文档']);
    expect(made.code, made.stderr).toBe(0);
    expect(made.stdout).toContain(`created a site in my-docs/ (${STARTER.length} files)`);
    expect(made.stdout).toMatch(/Next:\n {4}cd \S+my-docs\n {4}npm install .*\n {4}npm start /);
    expect(filesOf(dir)).toEqual(STARTER);

    const built = docsgen(["build", dir]);
    expect(built.code, built.stderr).toBe(0);
    expect(built.stdout).toMatch(/docsgen: 7 pages written to build in [\d.]+ s, 0 warnings/);
    const page = (route: string) => readFileSync(join(dir, "build", route, "index.html"), "utf8");
    // The title, a JSON string in the config and the home page's front matter, whatever it holds.
    expect(page("")).toContain("Acme &quot;Docs&quot; 文档");
    // The MDX page renders src/components/Highlight.tsx.
    expect(page("docs/guides/components")).toMatch(
      /<span style="background-color:#2e8555[^"]*">src\/components\/Highlight.tsx<\/span>/,
    );
    // The sidebar: the intro, then the category from docs/guides/_category_.json with its generated index.
    const intro = page("docs/intro");
    expect(intro).toMatch(
      /menu__link--active" href="\/docs\/intro"[^>]*>Introduction<\/a>.*href="\/docs\/category\/guides">Guides</,
    );
    expect(page("docs/category/guides")).toContain("Writing pages, using components and publishing the site.");
    expect(intro).toMatch(
      /<footer [^>]*>.*footer__title">Docs<.*href="\/docs\/guides\/deploy">Deploying<.*Built with docsgen\./,
    );

    const server = await startDocsgenServe(join(dir, "build"), dir);
    try {
      const doc = await fetch(`${server.origin}/docs/guides/writing`);
      expect(doc.status).toBe(200);
      expect(await doc.text()).toContain("Writing pages");
    } finally {
      await server.stop();
    }
  });

  it("writes package.json with the npm scripts and docsgen's own version, a .gitignore and the Pages workflow", () => {
    const dir = join(mkdtempSync(join(tmpdir(), "docsgen-init-")), "Team Docs");
    expect(docsgen(["init", dir]).code).toBe(0);
    const own = JSON.parse(readFileSync(join(REPO, "package.json"), "utf8"));
    expect(JSON.parse(readFileSync(join(dir, "package.json"), "utf8"))).toMatchObject({
      name: "team-docs",
      private: true,
      scripts: { start: "docsgen serve --watch", build: "docsgen build", serve: "docsgen serve" },
      dependencies: {
        docsgen: `^${own.version}`,
        react: own.dependencies.react,
        "react-dom": own.dependencies["react-dom"],
      },
    });
    // What a build leaves (the output, the build cache in node_modules/.cache) is not for git.
    expect(docsgen(["build", dir]).code).toBe(0);
    mkdirSync(join(dir, "build.tmp-1"));
    writeFileSync(join(dir, "build.tmp-1/index.html"), "");
    expect(git(["init", "-q"], dir).status).toBe(0);
    const untracked = git(["status", "--porcelain", "--untracked-files=all"], dir).stdout;
    expect(untracked).toContain("?? site.config.ts");
    expect(untracked).toContain("?? .github/workflows/deploy.yml");
    expect(untracked).not.toMatch(/build|node_modules/);
    // GitHub Pages: install from the lock file, build with the npm script, upload build/, deploy.
    const workflow = readFileSync(join(dir, ".github/workflows/deploy.yml"), "utf8");
    const steps = [
      "actions/checkout@",
      "actions/setup-node@",
      "run: npm ci",
      "run: npm run build",
      "actions/upload-pages-artifact@",
      "path: build",
      "actions/deploy-pages@",
    ];
    expect(steps.map((s) => workflow.indexOf(s))).toEqual(steps.map((s) => workflow.indexOf(s)).sort((a, b) => a - b));
    expect(steps.filter((s) => !workflow.includes(s))).toEqual([]);
    expect(workflow).toMatch(/pages: write[\s\S]*id-token: write/);
  });

  it('is served by the shipped nginx config, edited for baseUrl "/" as its deploy page says', async () => {
    const dir = join(mkdtempSync(join(tmpdir(), "docsgen-init-")), "site");
    expect(docsgen(["init", dir]).code).toBe(0);
    const steps = readFileSync(join(dir, "docs/guides/deploy.md"), "utf8");
    expect(steps).toContain("node_modules/docsgen/deploy/nginx.conf");
    expect(steps).toContain("`location = / { … }`, `location = /slightning-coco-widget { … }` and the last one");
    expect(docsgen(["build", dir]).code).toBe(0);
    const nginx = await startNginx(join(dir, "build"), nginxAtRoot);
    try {
      const get = (path: string) => fetch(`${nginx.origin}${path}`, { redirect: "manual" });
      const home = await get("/");
      expect(home.status).toBe(200);
      expect(home.headers.get("content-security-policy")).toContain("default-src 'self'");
      expect(await home.text()).toContain("My Docs");
      expect((await get("/docs/guides/components")).status).toBe(200);
      for (const [path, to] of [
        ["/docs/intro/", "/docs/intro"],
        ["/docs/intro.html", "/docs/intro"],
        ["/index.html", "/"],
      ]) {
        const r = await get(path);
        expect([r.status, r.headers.get("location")], path).toEqual([301, to]);
      }
      const missing = await get("/docs/nope");
      expect(missing.status).toBe(404);
      expect(await missing.text()).toContain("My Docs");
      expect((await get("/.docsgen/headers.json")).status).toBe(404);
    } finally {
      await nginx.stop();
    }
  });

  it("keeps a package.json that is there, saying what it lacks", () => {
    const dir = mkdtempSync(join(tmpdir(), "docsgen-init-"));
    const mine = `${JSON.stringify({ name: "mine", scripts: { build: "make" }, devDependencies: { docsgen: "file:../docsgen.tgz" } })}\n`;
    writeFileSync(join(dir, "package.json"), mine);
    const r = docsgen(["init", dir]);
    expect(r.code, r.stderr).toBe(0);
    expect(readFileSync(join(dir, "package.json"), "utf8")).toBe(mine);
    expect(r.stdout).toContain(`created a site in`);
    expect(r.stdout).toContain(`${join(dir, "package.json")}: kept as it is`);
    expect(r.stdout).toContain('"scripts": { "start": "docsgen serve --watch", "serve": "docsgen serve" }');
    expect(r.stdout).toMatch(/"dependencies": \{ "react": "[^"]+", "react-dom": "[^"]+" \}/);
    expect(docsgen(["build", dir]).code).toBe(0);
  });

  it("refuses to overwrite, naming the files, and writes nothing", () => {
    const dir = mkdtempSync(join(tmpdir(), "docsgen-init-"));
    writeFileSync(join(dir, "site.config.ts"), "// mine\n");
    const r = docsgen(["init", dir]);
    expect(r.code).toBe(2);
    expect(r.stderr).toContain("already has site.config.ts; nothing was written");
    expect(readFileSync(join(dir, "site.config.ts"), "utf8")).toBe("// mine\n");
    expect(filesOf(dir)).toEqual(["site.config.ts"]);
  });
});
