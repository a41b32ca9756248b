import { spawnSync } from "node:child_process";
import {
  copyFileSync,
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  statSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { coldContext } from "../../cli/cache/cold-context.ts";
import { resolveConfig } from "../../cli/config/resolve.ts";
import { BuildError } from "../../cli/diagnostics/diagnostic.ts";
import type { Logger } from "../../cli/diagnostics/log.ts";
import { build } from "../../cli/pipeline/build.ts";
import { copyFixture, REPO, WORKSPACE } from "../helpers/cli.ts";
import { foreignCode } from "./inspect.ts";
import { CATEGORY, FRONT_MATTER, JSX, MARKDOWN, RAW_HTML } from "./payloads.ts";
import { type Random, seeded } from "./random.ts";

// Issue 36, part 6: a seeded, time-bounded generator of hostile and random sites. For each input the build
// succeeds or fails with located diagnostics, writes nothing outside its output, and publishes no code that
// is not docsgen's own; a sample of the pages passes the Nu HTML checker. DOCSGEN_FUZZ_SECONDS sets the
// budget (CI: 40 s; a long run: DOCSGEN_FUZZ_SECONDS=1800), DOCSGEN_FUZZ_SEED the seed (default 36; a failure prints it).

const SECONDS = Number(process.env.DOCSGEN_FUZZ_SECONDS ?? 40);
// A fixed seed by default: CI must not pass or fail by chance. Other seeds are for long runs by hand.
const SEED = Number(process.env.DOCSGEN_FUZZ_SEED ?? 36);

const quiet: Logger = { level: "quiet", info() {}, error() {} };

/** One generated input: a copy of the basic fixture with random docs, maybe a category file and a changed config. */
function generate(random: Random): { site: string; kinds: string[] } {
  // In a folder of its own, beside a canary: the whole folder is checked for writes.
  const site = join(copyFixture("basic"), "site");
  cpSync(join(REPO, "test/fixtures/basic"), site, { recursive: true });
  writeFileSync(join(site, "../canary.txt"), "canary");
  const kinds: string[] = [];
  const docs = join(site, "docs/fuzz");
  mkdirSync(docs);
  copyFileSync(join(site, "docs/guide/pic.svg"), join(docs, "pic.svg"));
  for (let i = 0, n = 1 + random.int(3); i < n; i++) {
    const mdx = random.chance(0.35);
    const lines: string[] = [];
    for (let j = 0, m = 1 + random.int(6); j < m; j++) {
      const pool = random.chance(0.4) ? RAW_HTML : mdx && random.chance(0.5) ? JSX : MARKDOWN;
      lines.push(random.pick(pool));
    }
    // Most front matter is ordinary: with every doc's taken from the hostile list, nearly every input was
    // refused before it rendered, and the pages' checks saw little.
    const fm = random.chance(0.3) ? [random.pick(FRONT_MATTER)] : random.chance(0.3) ? ["title: 标题"] : [];
    const body = `${fm.length > 0 ? `---\n${fm.join("\n")}\n---\n\n` : ""}${lines.join("\n\n")}\n`;
    writeFileSync(join(docs, `page-${i}.${mdx ? "mdx" : "md"}`), random.chance(0.05) ? mangle(random, body) : body);
    kinds.push(mdx ? "mdx" : "markdown", ...(fm.length > 0 ? ["front matter"] : []));
  }
  if (random.chance(0.3)) {
    writeFileSync(join(docs, "_category_.json"), random.pick(CATEGORY));
    kinds.push("category");
  }
  if (random.chance(0.15)) {
    const file = join(site, "site.config.ts");
    writeFileSync(file, random.pick(CONFIGS)(readFileSync(file, "utf8")));
    kinds.push("config");
  }
  return { site, kinds };
}

/** Bytes no editor would save: invalid UTF-8, a cut-off tail. */
function mangle(random: Random, text: string): Buffer {
  const bytes = Buffer.from(text);
  for (let i = 0; i < 5; i++) bytes[random.int(bytes.length)] = 0x80 + random.int(0x40);
  return bytes.subarray(0, bytes.length - random.int(3));
}

const CONFIGS: ((config: string) => string)[] = [
  (c) => c.replace('"Fixture Site"', '"</title><script>alert(1)</script>"'),
  (c) => c.replace('href: "https://example.com/repo"', 'href: "javascript:alert(1)"'),
  (c) => c.replace('tagline: "A tiny site for docsgen tests",', 'tagline: 42, taglin: "typo",'),
  (c) => c.replace('baseUrl: "/fixture/"', 'baseUrl: "/../../"'),
  (c) => c.replace("export default {", 'throw new Error("配置出错");\nexport default {'),
  (c) => c.replace('label: "Repo"', 'label: "<img src=x onerror=alert(1)>"'),
];

/** Every file below `dir` (but the site's output and cache) with its size and modification time. */
function stamps(dir: string): Map<string, string> {
  const out = new Map<string, string>();
  for (const e of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    const path = join(e.parentPath, e.name);
    if (/^[\\/]site[\\/](build|\.build|node_modules)/.test(path.slice(dir.length))) continue;
    const s = statSync(path, { throwIfNoEntry: false });
    if (s && !e.isDirectory()) out.set(path, `${s.size} ${s.mtimeMs}`);
  }
  return out;
}

function htmlFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile() && e.name.endsWith(".html"))
    .map((e) => join(e.parentPath, e.name));
}

describe("fuzzing the build with hostile and random sites", () => {
  it(
    `holds for every input within ${SECONDS} s (seed ${SEED})`,
    async () => {
      const random = seeded(SEED);
      const sample = mkdtempSync(join(tmpdir(), "docsgen-fuzz-sample-"));
      const counts = { inputs: 0, built: 0, refused: 0, pages: 0 };
      const byKind = new Map<string, number>();
      const deadline = Date.now() + SECONDS * 1000;
      while (Date.now() < deadline || counts.inputs < 5) {
        const { site, kinds } = generate(random);
        const replay = `(input ${counts.inputs + 1}, DOCSGEN_FUZZ_SEED=${SEED}, ${site})`;
        counts.inputs++;
        for (const k of new Set(kinds)) byKind.set(k, (byKind.get(k) ?? 0) + 1);
        const sandbox = join(site, "..");
        const before = stamps(sandbox);
        try {
          const config = await resolveConfig({ siteDir: site });
          await build(config, quiet, coldContext({ threads: 1 }));
          counts.built++;
        } catch (error) {
          if (!(error instanceof BuildError)) throw new Error(`not a located diagnostic ${replay}`, { cause: error });
          const unlocated = error.diagnostics.filter((d) => d.file === undefined);
          expect(unlocated, `every error names its file ${replay}`).toEqual([]);
          counts.refused++;
        }
        expect(stamps(sandbox), `nothing written outside the output ${replay}`).toEqual(before);
        expect(existsSync("/tmp/PWNED"), `a slug aimed at /tmp/PWNED ${replay}`).toBe(false);
        let headers: { "Content-Security-Policy": string } | undefined;
        try {
          headers = JSON.parse(readFileSync(join(site, "build/.docsgen/headers.json"), "utf8"));
        } catch {
          continue; // refused: no output
        }
        const hashes = new Set(headers?.["Content-Security-Policy"].match(/'sha256-[^']+'/g) ?? []);
        const baseUrl = /baseUrl: "([^"]*)"/.exec(readFileSync(join(site, "site.config.ts"), "utf8"))?.[1] ?? "/";
        for (const file of htmlFiles(join(site, "build"))) {
          counts.pages++;
          const found = foreignCode(readFileSync(file, "utf8"), { hashes, assets: `${baseUrl}assets/` });
          expect(found, `foreign code in ${file} ${replay}`).toEqual([]);
          if (file.includes("/docs/fuzz/") && random.chance(0.3))
            copyFileSync(file, join(sample, `${counts.inputs}-${readdirSync(sample).length}.html`));
        }
      }
      const validated = vnu(sample);
      console.log(
        `fuzz (seed ${SEED}): ${counts.inputs} inputs (${[...byKind].map(([k, n]) => `${n} ${k}`).join(", ")}); ` +
          `${counts.built} built, ${counts.refused} refused with located errors; ${counts.pages} pages inspected, ` +
          `${validated} passed the Nu HTML checker`,
      );
    },
    (SECONDS + 240) * 1000,
  );
});

/** Runs the Nu HTML checker over the sampled pages; returns how many it checked (it fails the test on any error). */
function vnu(dir: string): number {
  const files = readdirSync(dir).map((f) => join(dir, f));
  if (files.length === 0) return 0;
  const jar = join(WORKSPACE, "node_modules/vnu-jar/build/dist/vnu.jar");
  // What the author wrote and docsgen publishes as written, as Docusaurus does, is the author's to judge:
  // heading levels, CSS values in style attributes, images without alt text, ids and ARIA attributes given
  // in raw HTML. Everything else is docsgen's.
  const authors =
    ".*(skipping \\d+ heading levels?|^CSS: |element must have an “alt” attribute|^Duplicate ID|“aria-[a-z]+” attribute must not be specified).*";
  const args = ["-jar", jar, "--errors-only", "--format", "text", "--filterpattern", authors, ...files];
  const r = spawnSync("java", args, { encoding: "utf8" });
  expect(r.error, "java must be installed (.ci/run installs default-jre-headless)").toBeUndefined();
  expect(`${r.stdout}${r.stderr}`.replace(/Document checking completed\. No errors found\.\s*/g, "").trim()).toBe("");
  return files.length;
}
