import { appendFileSync, existsSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { STAGES } from "../../cli/diagnostics/profile.ts";
import type { BuildProfile } from "../../cli/diagnostics/profile-file.ts";
import { copyFixture, docsgen } from "../helpers/cli.ts";

// Issue 52, point 1: where a versioned site's build time goes, per stage and per version, when DOCSGEN_PROFILE
// asks for it; nothing written when it does not.

/** The versioned fixture with a code block on every intro page and a remark plugin of the site's own. */
function site(): string {
  const dir = copyFixture("versioned-site");
  for (const intro of ["docs/intro.md", "versioned_docs/version-2.0/intro.md", "versioned_docs/version-1.0/intro.md"])
    appendFileSync(join(dir, intro), "\n```ts\nconst answer: number = 42;\n```\n");
  const config = join(dir, "docusaurus.config.js");
  const text = readFileSync(config, "utf8");
  // A plugin that walks the whole tree: its time is the site's, not docsgen's parse.
  const plugin = `remarkPlugins: [function countNodes() { return (tree) => { let n = 0; const walk = (x) => { n++; for (const c of x.children ?? []) walk(c); }; walk(tree); }; }],`;
  writeFileSync(config, text.replace('sidebarPath: "./sidebars.js",', `sidebarPath: "./sidebars.js", ${plugin}`));
  return dir;
}

function build(dir: string, threads: number, profile?: string) {
  const out = join(dir, "out");
  const r = docsgen(["build", dir, "--out-dir", out, "--threads", String(threads)], dir, {
    env: profile ? { DOCSGEN_PROFILE: profile } : {},
  });
  expect(r.stderr).toBe("");
  expect(r.code).toBe(0);
}

function read(file: string): BuildProfile {
  return JSON.parse(readFileSync(file, "utf8")) as BuildProfile;
}

describe("DOCSGEN_PROFILE", () => {
  it("profiles every stage and every version, within the build's time (one thread)", () => {
    const dir = site();
    const file = join(dir, "profile.json");
    build(dir, 1, file);
    const profile = read(file);
    expect(Object.keys(profile.versions).sort()).toEqual(["1.0", "2.0", "current", "site-wide"]);
    for (const version of ["current", "2.0", "1.0"]) {
      const t = profile.versions[version];
      expect(t.pages, version).toBeGreaterThan(0);
      expect(t.blocks, version).toBe(1);
      for (const stage of ["parse", "plugins", "highlight", "render", "search", "write"] as const)
        expect(t.ms[stage], `${version} ${stage}`).toBeGreaterThan(0);
    }
    for (const stage of STAGES) expect(profile.stages[stage], stage).toBeGreaterThan(0);
    // One thread does everything, one section at a time: the stages cannot add up to more than the build.
    const sum = STAGES.reduce((a, s) => a + profile.stages[s], 0);
    expect(sum).toBeLessThanOrEqual(profile.wallMs);
    expect(profile.steps.map((s) => s.name)).toContain("write files");
  });

  it("sums what the worker threads and the highlight thread measured", () => {
    const dir = site();
    const file = join(dir, "profile.json");
    build(dir, 2, file);
    const profile = read(file);
    expect(profile.threads).toBe(2);
    for (const version of ["current", "2.0", "1.0"]) {
      const t = profile.versions[version];
      expect(t.blocks, version).toBe(1);
      for (const stage of ["parse", "plugins", "highlight", "render", "write"] as const)
        expect(t.ms[stage], `${version} ${stage}`).toBeGreaterThan(0);
    }
  });

  it("writes nothing when not asked", () => {
    const dir = site();
    build(dir, 1);
    expect(existsSync(join(dir, "profile.json"))).toBe(false);
  });
});
