import { mkdirSync, mkdtempSync, readdirSync, readFileSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { basename, dirname, join } from "node:path";
import { expect, it } from "vitest";
import { buildInProcess } from "./build.ts";
import { copyFixture } from "./cli.ts";

// Issue 47, item 3: what the attack tables of test/integration/attacks-*.test.ts share. A copy of the
// mdx-components fixture, and beside it a folder outside the site whose files carry a marker that must never
// reach the output.

/** A file outside the site folder, with a marker that must never reach the output. */
export const SECRET = "SECRET-7f3a9c";

export interface Case {
  site: string;
  /** The outside folder, as the site's files write it from the site folder (`../docsgen-outside-…`). */
  out: string;
  outDir: string;
}

export function setUp(): Case {
  const site = copyFixture("mdx-components");
  const outDir = mkdtempSync(join(tmpdir(), "docsgen-outside-"));
  writeFileSync(join(outDir, "secret.js"), `export default "${SECRET}";\n`);
  writeFileSync(join(outDir, "secret.cjs"), `module.exports = "${SECRET}";\n`);
  writeFileSync(join(outDir, "_secret.scss"), `.leak::after { content: "${SECRET}"; }\n`);
  writeFileSync(join(outDir, "secret.css"), `.leak::after { content: "${SECRET}"; }\n`);
  writeFileSync(join(outDir, "secret.png"), SECRET);
  writeFileSync(join(outDir, "sidebars.js"), `module.exports = { docs: ["intro"] }; // ${SECRET}\n`);
  writeFileSync(join(outDir, "authors.yml"), `ada:\n  name: ${SECRET}\n`);
  mkdirSync(join(outDir, "docs"));
  writeFileSync(join(outDir, "docs/intro.md"), `# ${SECRET}\n`);
  return { site, outDir, out: `../${basename(outDir)}` };
}

export const write = (site: string, rel: string, text: string) => {
  mkdirSync(dirname(join(site, rel)), { recursive: true });
  writeFileSync(join(site, rel), text);
};
export const edit = (site: string, rel: string, fn: (s: string) => string) => {
  const before = readFileSync(join(site, rel), "utf8");
  const after = fn(before);
  expect(after, `${rel} was not changed`).not.toBe(before);
  writeFileSync(join(site, rel), after);
};
export const page = (specifier: string) =>
  `import secret from "${specifier}";\n\nexport default function Leak() {\n  return <p>{String(secret)}</p>;\n}\n`;
export const config = (c: Case, fn: (s: string) => string) => edit(c.site, "docusaurus.config.js", fn);

/** Every file of a folder, read as text (empty when there is none). */
export function textOf(dir: string): string {
  try {
    return readdirSync(dir, { recursive: true, withFileTypes: true })
      .filter((e) => e.isFile())
      .map((e) => readFileSync(join(e.parentPath, e.name), "latin1"))
      .join("\n");
  } catch {
    return "";
  }
}

/** A package in a node_modules folder that lies outside the site, linked into it (a hoisted monorepo). */
export function linkedPackages(c: Case): void {
  const pkg = join(c.outDir, "node_modules/lamp-kit");
  mkdirSync(join(pkg, "scss"), { recursive: true });
  writeFileSync(join(pkg, "package.json"), '{ "name": "lamp-kit", "version": "1.0.0", "main": "index.js" }\n');
  writeFileSync(join(pkg, "index.js"), 'exports.glow = "lamp-kit glow";\n');
  writeFileSync(join(pkg, "scss/_theme.scss"), ".lamp-kit { color: #b45309; }\n");
  writeFileSync(join(pkg, "theme.css"), ".lamp-kit-css { color: #b45309; }\n");
  symlinkSync(join(c.outDir, "node_modules"), join(c.site, "node_modules"));
}

/**
 * An attack: what the site does, then the file and line of the located error (its number, or a text the line
 * holds: a config key's line moves with the edit), and its code.
 */
export type Attack = [name: string, attack: (c: Case) => void, file: string, line: number | string, code: string];

/** Each attack is a failed build with its located error, and the marker in no output file. */
export function refusedEach(attacks: Attack[]): void {
  it.each(attacks)("%s: a located error", async (_name, attack, file, line, code) => {
    const c = setUp();
    attack(c);
    const r = await buildInProcess(c.site, { cache: false });
    expect(r.code, r.stderr).toBe(1);
    const escaped = file.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&");
    const found = new RegExp(`^${escaped}:(\\d+)(:\\d+)?: error \\[${code}\\] .*outside the site folder`, "m").exec(
      r.stderr,
    );
    expect(found, r.stderr).not.toBeNull();
    const at = Number(found?.[1]);
    if (typeof line === "number") expect(at).toBe(line);
    else expect(readFileSync(join(c.site, file), "utf8").split("\n")[at - 1]).toContain(line);
    expect(textOf(join(c.site, "build"))).not.toContain(SECRET);
  });
}

/** A legitimate use: what the site does, and a text its output holds. */
export type Allowed = [name: string, use: (c: Case) => void, shown: string];

/** Each use builds, with no containment error, and its output shows it. */
export function allowedEach(uses: Allowed[]): void {
  it.each(uses)("%s", async (_name, use, shown) => {
    const c = setUp();
    use(c);
    const r = await buildInProcess(c.site, { cache: false });
    expect(r.code, r.stderr).toBe(0);
    expect(r.stderr).not.toContain("outside the site folder");
    expect(textOf(join(c.site, "build"))).toContain(shown);
  });
}
