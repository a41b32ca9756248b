import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  renameSync,
  statSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { describe, expect, it } from "vitest";
import { coldContext } from "../../cli/cache/cold-context.ts";
import { resolveLocales } from "../../cli/config/resolve.ts";
import { BuildError } from "../../cli/diagnostics/diagnostic.ts";
import type { Logger } from "../../cli/diagnostics/log.ts";
import { buildLocales } from "../../cli/pipeline/locales.ts";
import { docusaurusSite } from "../helpers/docusaurus-site.ts";
import { foreignCode } from "./inspect.ts";
import { type Random, seeded } from "./random.ts";
import { FILE_EDITS, NAME_EDITS, OWN_DOT_FILES, SECRET, type SiteEdit, VALUE_EDITS } from "./site-payloads.ts";

// Issue 47, part 7: a seeded, time-bounded generator of Docusaurus sites whose own surface is hostile: the
// names their config gives, the values that reach the CSP and the HTML, their static files and their code's
// paths (site-payloads.ts). For each input the build succeeds or fails with located errors only, and then
// writes nothing outside its output, publishes nothing from beside the site, lets no static file into the
// output's `.docsgen/` (nginx includes from there), and writes a CSP, nginx headers, canonical links and a
// sitemap that hold no injected source, line or URL scheme. Every payload is tried alone once, in order, then
// random pairs until the budget ends. DOCSGEN_FUZZ_SECONDS, DOCSGEN_FUZZ_SEED: as fuzz.test.ts.

const SECONDS = Number(process.env.DOCSGEN_FUZZ_SECONDS ?? 40);
const SEED = Number(process.env.DOCSGEN_FUZZ_SEED ?? 47);
/** DOCSGEN_FUZZ_TABLE=1 prints a line per payload: holds or fails, built or refused. */
const TABLE = process.env.DOCSGEN_FUZZ_TABLE === "1";
const EDITS: readonly SiteEdit[] = [...NAME_EDITS, ...VALUE_EDITS, ...FILE_EDITS];
/** Script hosts the fixture and its payloads name over https: the config's own scripts, not foreign code. */
const CONFIG_SCRIPT = /^https:\/\/(plausible\.example\.com|www\.googletagmanager\.com|ok\.example\.com)\//;

const quiet: Logger = { level: "quiet", info() {}, error() {} };

/** A copy of the docusaurus-site fixture in a sandbox folder of its own, beside the secret, with `edits` applied. */
function generate(edits: readonly SiteEdit[]): { sandbox: string; site: string; applied: string[] } {
  const sandbox = mkdtempSync(join(tmpdir(), "docsgen-site-fuzz-"));
  const site = join(sandbox, "site");
  renameSync(docusaurusSite(), site);
  writeFileSync(join(sandbox, "secret.js"), `export default ${JSON.stringify(SECRET)};\n`);
  writeFileSync(join(sandbox, "secret.css"), `.secret::after { content: "${SECRET}"; }\n`);
  const configFile = join(site, "docusaurus.config.ts");
  const applied: string[] = [];
  for (const edit of edits) {
    const change = edit.kind === "config" ? edit : edit.config;
    if (change) {
      const text = readFileSync(configFile, "utf8");
      if (!text.includes(change.find)) continue; // an earlier edit of the pair replaced the same text
      writeFileSync(configFile, text.replace(change.find, change.replace));
    }
    if (edit.kind === "files")
      for (const [path, content] of Object.entries(edit.files)) {
        mkdirSync(dirname(join(site, path)), { recursive: true });
        writeFileSync(join(site, path), content);
      }
    applied.push(JSON.stringify(edit));
  }
  return { sandbox, site, applied };
}

/** Every file below `dir` but the site's output, with its size and modification time. */
function stamps(dir: string): Map<string, string> {
  const out = new Map<string, string>();
  for (const e of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    const path = join(e.parentPath, e.name);
    if (/^[\\/]site[\\/](build|\.build|node_modules[\\/]\.cache)([\\/]|$)/.test(path.slice(dir.length))) continue;
    const s = statSync(path, { throwIfNoEntry: false });
    if (s && !e.isDirectory()) out.set(path, `${s.size} ${s.mtimeMs}`);
  }
  return out;
}

function filesBelow(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => join(e.parentPath, e.name));
}

/** A CSP source docsgen may write: a keyword, a hash, a scheme it allows, or an https host with no wildcard but a leading `*.`. */
const CSP_SOURCE =
  /^('self'|'none'|'unsafe-inline'|'sha256-[A-Za-z0-9+/]+=*'|data:|blob:|https:|https:\/\/(\*\.)?[a-z0-9-]+(\.[a-z0-9-]+)+(:\d+)?(\/[A-Za-z0-9._~/-]*)?)$/;

/** An absolute http(s) URL, or a path of the site (not `//host`, which leaves it). */
const SAFE_URL = /^(https?:\/\/[^\s"'<>]+|\/(?!\/)[^\s"'<>]*)$/;

/** What a finished output must hold, whatever the input was. */
function checkOutput(out: string, replay: string): void {
  const dot = join(out, ".docsgen");
  const dotFiles = existsSync(dot) ? readdirSync(dot) : [];
  expect(
    dotFiles.filter((f) => !OWN_DOT_FILES.has(f)),
    `only docsgen's files in .docsgen/ ${replay}`,
  ).toEqual([]);
  const headers = JSON.parse(readFileSync(join(dot, "headers.json"), "utf8")) as Record<string, string>;
  const csp = headers["Content-Security-Policy"];
  for (const directive of csp.split(";")) {
    const [, ...sources] = directive.trim().split(/\s+/);
    const bad = sources.filter((s) => !CSP_SOURCE.test(s));
    expect(bad, `CSP sources of "${directive.trim().split(" ")[0]}" ${replay}`).toEqual([]);
  }
  // Lines were split at \n; a CR or another control character left in one is an injected header or rule.
  for (const line of readFileSync(join(dot, "nginx-headers.conf"), "utf8").split("\n").filter(Boolean))
    expect(line, `nginx-headers.conf ${replay}`).toMatch(/^add_header [A-Za-z-]+ "[^"\\]*" always;$/);
  if (dotFiles.includes("nginx-redirects.conf"))
    for (const line of readFileSync(join(dot, "nginx-redirects.conf"), "utf8").split("\n").filter(Boolean))
      expect(line, `nginx-redirects.conf ${replay}`).toMatch(
        /^(location = \/[^\s{};"'\\]*[^\s{};"'\\/] \{| {2}return 301 (\/|https?:\/\/[a-z0-9.-]+\/)[^\s{};"'\\]*\$is_args\$args;|\}|#.*)$/,
      );
  for (const conf of dotFiles.filter((f) => f.endsWith(".conf")))
    expect(hasControl(readFileSync(join(dot, conf), "utf8")), `a control character in ${conf} ${replay}`).toBe(false);
  const hashes = new Set(csp.match(/'sha256-[^']+'/g) ?? []);
  for (const file of filesBelow(out)) {
    const text = readFileSync(file, "utf8");
    expect(text.includes(SECRET), `${file} holds a file from beside the site ${replay}`).toBe(false);
    if (file.endsWith(".html")) {
      const base = /<link rel="canonical" href="([^"]*)"/.exec(text)?.[1];
      if (base !== undefined) expect(base, `canonical link of ${file} ${replay}`).toMatch(SAFE_URL);
      // A client redirect's page (plugins/redirects/redirects.ts) is docsgen's: its refresh may go to a safe URL only.
      const redirect = /<meta http-equiv="refresh" content="0; url=([^"]*)"/.exec(text)?.[1];
      if (redirect !== undefined) expect(redirect, `redirect of ${file} ${replay}`).toMatch(SAFE_URL);
      const assets = /<script[^>]+src="([^"]*\/)assets\//.exec(text)?.[1] ?? "/";
      const found = foreignCode(text, { hashes, assets: `${assets}assets/` }).filter(
        (f) =>
          !CONFIG_SCRIPT.test(/^<script src="(.*)">$/.exec(f)?.[1] ?? "") &&
          !(redirect !== undefined && f === "<meta http-equiv=refresh>"),
      );
      expect(found, `foreign code in ${file} ${replay}`).toEqual([]);
    }
    if (file.endsWith("sitemap.xml"))
      for (const [, loc] of text.matchAll(/<loc>([^<]*)<\/loc>/g))
        expect(loc, `sitemap ${replay}`).toMatch(/^https?:\/\/[^\s"<>]+$/);
  }
}

/** Lines were split at \n: a CR or another control character left in a file is an injected header or rule. */
function hasControl(text: string): boolean {
  return [...text].some((c) => c !== "\n" && (c.charCodeAt(0) < 0x20 || c.charCodeAt(0) === 0x7f));
}

async function attempt(edits: readonly SiteEdit[], label: string): Promise<"built" | "refused"> {
  const { sandbox, site, applied } = generate(edits);
  const replay = `(${label}, DOCSGEN_FUZZ_SEED=${SEED}, ${site}: ${applied.join(" + ")})`;
  const before = stamps(sandbox);
  let outcome: "built" | "refused" = "built";
  try {
    const configs = await resolveLocales({ siteDir: site, outDir: "build" });
    await buildLocales(configs, quiet, () => coldContext({ threads: 1 }));
  } catch (error) {
    if (!(error instanceof BuildError)) throw new Error(`not a located diagnostic ${replay}`, { cause: error });
    const unlocated = error.diagnostics.filter((d) => d.severity === "error" && d.file === undefined);
    expect(unlocated, `every error names its file ${replay}`).toEqual([]);
    outcome = "refused";
  }
  expect(stamps(sandbox), `nothing written outside the output ${replay}`).toEqual(before);
  expect(existsSync(join(sandbox, "pwned")), `a name aimed outside the output ${replay}`).toBe(false);
  if (outcome === "built") checkOutput(join(site, "build"), replay);
  return outcome;
}

function pair(random: Random): SiteEdit[] {
  return [random.pick(EDITS), random.pick(EDITS)];
}

describe("fuzzing a Docusaurus site's own names, values, static files and code paths", () => {
  it(
    `holds for each payload alone, then for random pairs within ${SECONDS} s (seed ${SEED})`,
    async () => {
      const counts = { built: 0, refused: 0 };
      // Each payload alone: every one that does not hold is reported, not only the first.
      const failures: string[] = [];
      for (const [i, edit] of EDITS.entries()) {
        try {
          const outcome = await attempt([edit], `payload ${i + 1}`);
          const wanted = edit.expect ?? "refused";
          if (wanted !== "either") expect(outcome, `payload ${i + 1} ${JSON.stringify(edit)}`).toBe(wanted);
          counts[outcome]++;
          if (TABLE) console.log(`holds\t${outcome}\t${JSON.stringify(edit)}`);
        } catch (error) {
          failures.push((error as Error).message.split("\n")[0]);
          if (TABLE) console.log(`FAILS\t\t${JSON.stringify(edit)}\t${(error as Error).message.split("\n")[0]}`);
        }
      }
      expect(failures).toEqual([]);
      const random = seeded(SEED);
      const deadline = Date.now() + SECONDS * 1000;
      let pairs = 0;
      while (Date.now() < deadline) counts[await attempt(pair(random), `pair ${++pairs}`)]++;
      console.log(
        `site fuzz (seed ${SEED}): ${EDITS.length} payloads alone and ${pairs} pairs; ${counts.built} built, ` +
          `${counts.refused} refused with located errors`,
      );
    },
    (SECONDS + 600) * 1000,
  );
});
