import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import fg from "fast-glob";
import { describe, expect, it } from "vitest";
import { REPO, SCW, WORKSPACE } from "../helpers/cli.ts";

// Issue 48, point 3: docsgen is a package of its own, and the SCW site and the manual are sites that use it,
// as a team's site would. The repository is an npm workspace: a private root, the package, the sites.

interface PackageJson {
  name: string;
  version: string;
  private?: boolean;
  workspaces?: string[];
  files?: string[];
  scripts?: Record<string, string>;
  dependencies?: Record<string, string>;
}

const read = (dir: string) => JSON.parse(readFileSync(join(dir, "package.json"), "utf8")) as PackageJson;
const SITES = ["sites/scw", "sites/manual"];

describe("the npm workspace", () => {
  it("has a private root listing the package and the two sites", () => {
    const root = read(WORKSPACE);
    expect(root.private).toBe(true);
    expect(root.workspaces).toEqual(["packages/docsgen", ...SITES]);
  });

  it("makes docsgen a publishable package: not private, and shipping no site's files", () => {
    const pkg = read(REPO);
    expect(pkg.name).toBe("docsgen");
    expect(pkg.private).toBeUndefined();
    for (const site of ["docs", "pages", "static", "src", "site.config.ts", "sidebars.ts", "manual"]) {
      expect(existsSync(join(REPO, site)), `packages/docsgen/${site}`).toBe(false);
      expect(pkg.files ?? [], site).not.toContain(site);
    }
  });

  it("gives each site a package.json that depends on this docsgen and builds with its CLI", () => {
    const { version } = read(REPO);
    for (const site of SITES) {
      const pkg = read(join(WORKSPACE, site));
      expect(pkg.private, site).toBe(true);
      expect(pkg.dependencies?.docsgen, site).toBe(version);
      expect(pkg.scripts?.build, site).toBe("docsgen build");
      expect(existsSync(join(WORKSPACE, site, "site.config.ts")), site).toBe(true);
    }
  });

  it("runs the SCW site from the root's npm start, as the README's quick start says", () => {
    expect(read(WORKSPACE).scripts?.start).toBe("npm start -w sites/scw");
    expect(read(SCW).scripts?.start).toBe("docsgen build && docsgen serve");
  });

  it("lets a site reach docsgen only by the package's name, never by a path into the package", () => {
    const files = fg.sync(["sites/*/*.ts", "sites/*/src/**/*.{ts,tsx,js,jsx}", "sites/*/{docs,pages}/**/*.mdx"], {
      cwd: WORKSPACE,
    });
    expect(files.length).toBeGreaterThan(4);
    const reaching = files.filter((file) =>
      /from\s+["'](\.\.?\/)+(packages\/docsgen|cli|templates|shared|client)\//.test(
        readFileSync(join(WORKSPACE, file), "utf8"),
      ),
    );
    expect(reaching).toEqual([]);
    expect(readFileSync(join(SCW, "site.config.ts"), "utf8")).toContain('from "docsgen"');
  });
});
