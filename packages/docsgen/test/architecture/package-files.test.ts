import { existsSync, readFileSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import fg from "fast-glob";
import { describe, expect, it } from "vitest";

// What the CLI compiles at run time from its own package (issue 48): the client, the Docusaurus modules a
// site's pages import, the server render around them. An installed package has only what package.json's
// `files` lists, and no cli/ sources: a file named from cli/, or one such a file imports, must be shipped.
// test/bin/packed-install.test.ts builds from the real tarball; this is the quick check of the same rule.

const REPO = join(import.meta.dirname, "../..");

/** Package-relative paths of docsgen's own source files named in the CLI's code ("client/tabs.ts"). */
function namedSources(): string[] {
  const NAMED = /["'](?:cli|templates|client|shared)\/[\w/.-]+\.(?:tsx?|css)["']/g;
  const named = new Set<string>();
  for (const file of fg.sync("cli/**/*.{ts,tsx}", { cwd: REPO })) {
    for (const m of readFileSync(join(REPO, file), "utf8").matchAll(NAMED)) named.add(m[0].slice(1, -1));
  }
  return [...named].sort();
}

/** `entries` and every module they import through relative paths, transitively. */
function closure(entries: string[]): string[] {
  const IMPORT = /(?:^|\n)\s*(?:import|export)\s[^;]*?from\s+["'](\.[^"']+)["']|import\(\s*["'](\.[^"']+)["']\s*\)/g;
  const seen = new Set<string>();
  const queue = [...entries];
  for (let file = queue.pop(); file !== undefined; file = queue.pop()) {
    if (seen.has(file) || !existsSync(join(REPO, file))) continue;
    seen.add(file);
    if (!/\.tsx?$/.test(file)) continue;
    for (const m of readFileSync(join(REPO, file), "utf8").matchAll(IMPORT)) {
      queue.push(relative(REPO, resolve(REPO, dirname(file), m[1] ?? m[2])).replaceAll("\\", "/"));
    }
  }
  return [...seen].sort();
}

/** Whether package.json's `files` takes `file` into the tarball. */
function shipped(file: string): boolean {
  const { files } = JSON.parse(readFileSync(join(REPO, "package.json"), "utf8")) as { files: string[] };
  return files.some((entry) => file === entry || file.startsWith(`${entry}/`));
}

describe("the files the CLI compiles from its package", () => {
  it("exist, and are shipped with everything they import", () => {
    const named = namedSources();
    expect(named.filter((f) => !existsSync(join(REPO, f)))).toEqual([]);
    expect(closure(named).filter((f) => !shipped(f))).toEqual([]);
  });
});

// `docsgen init` copies templates/starter/ from the installed package (issue 48, point 4): every file of it must
// be in the tarball. npm pack leaves some names out whatever `files` says (a .gitignore above all, which the
// starter keeps as `gitignore`).
const PACK_DROPS = /(^|\/)(\.gitignore|\.npmignore|\.npmrc|package-lock\.json|node_modules|\.git|\.DS_Store)(\/|$)/;

describe("the starter docsgen init writes", () => {
  it("is shipped, with no file npm pack would leave out", () => {
    const starter = fg.sync("templates/starter/**", { cwd: REPO, dot: true });
    expect(starter).toContain("templates/starter/site.config.ts");
    expect(starter.filter((f) => !shipped(f) || PACK_DROPS.test(f))).toEqual([]);
  });
});
