// Runs a TypeScript entry on plain Node (>= 20, no type stripping there): esbuild bundles the project's own
// code (dependencies stay external) into a content-addressed folder under node_modules/.cache, then it is
// imported. A manifest of the bundle's inputs (size and mtime of every source file it read) lets the next
// run skip esbuild when nothing changed, and re-bundle when anything did: stale code is never served.
import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, renameSync, statSync, writeFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { patchPlugin } from "./dependency-patches.js";

const root = resolve(dirname(fileURLToPath(import.meta.url)), "..");
const cacheRoot = join(root, "node_modules", ".cache", "docsgen");
const EXTERNAL = [
  "esbuild",
  "fsevents",
  "chokidar",
  "linkinator",
  "lighthouse",
  "chrome-launcher",
  "playwright-core",
  "vitest",
  // 4 MB of JavaScript that only a site with Sass stylesheets loads (assets/sass.ts imports it on demand).
  "sass",
];

/** Bundles `entries` (paths relative to the repo root) and returns the file URLs of the outputs, in order. */
export async function bundleEntries(entries) {
  const manifestPath = manifestPathOf(entries);
  const dir = reusable(manifestPath) ?? (await bundle(entries, manifestPath));
  return entries.map((e) => pathToFileURL(join(dir, e.replace(/\.tsx?$/, ".js"))).href);
}

/** Where the manifest of the last bundle of `entries` is kept. */
export function manifestPathOf(entries) {
  // This file's own text and the patches' are part of the key: changing the bundle options or a patch must
  // re-bundle.
  const code = [import.meta.url, new URL("./dependency-patches.js", import.meta.url)]
    .map((url) => readFileSync(fileURLToPath(url), "utf8"))
    .join("\n");
  return join(cacheRoot, `inputs-${sha(`${entries.join("\n")}\n${code}`)}.json`);
}

/** The folder of the last bundle of these entries, if none of its inputs changed since. */
function reusable(manifestPath) {
  try {
    const { dir, inputs } = JSON.parse(readFileSync(manifestPath, "utf8"));
    if (!existsSync(join(cacheRoot, dir))) return undefined;
    for (const [path, size, mtimeMs] of inputs) {
      const s = statSync(join(root, path));
      if (s.size !== size || s.mtimeMs !== mtimeMs) return undefined;
    }
    return join(cacheRoot, dir);
  } catch {
    return undefined; // no manifest yet, or an input was deleted
  }
}

/** The CLI's entries: main, and the threads a build starts beside it (cli/main.ts finds them next to itself). */
export const CLI_ENTRIES = [
  "cli/main.ts",
  "cli/pipeline/worker.ts",
  "cli/highlight/worker.ts",
  "cli/cache/walk-worker.ts",
];

/**
 * esbuild's options for the CLI's bundle: the same for a checkout's run from the sources (below) and for the
 * package's dist/ (scripts/dist.js). `patches` is the esbuild plugin that applies the dependency patches.
 */
export function bundleOptions(entries, patches) {
  return {
    entryPoints: entries.map((e) => join(root, e)),
    bundle: true,
    platform: "node",
    format: "esm",
    target: "node20",
    // Dependencies are bundled too: one file loads in about half the time of the hundreds of small ESM
    // modules they ship as (measured: ~400 → ~200 ms before the CLI can start, and again in each thread).
    // Kept external: native binaries, optional platform packages, and what is loaded only on demand.
    external: EXTERNAL,
    // A few dependencies' hot loops, made cheaper without changing what they do (dependency-patches.js).
    plugins: [patches],
    banner: {
      js: 'import { createRequire as __createRequire } from "node:module"; const require = __createRequire(import.meta.url);',
    },
    jsx: "automatic",
    // React's production build only (the CLI sets NODE_ENV so, bin/docsgen.js): with the variable left to
    // run time, both builds were bundled, and react-dom's development one was 1 MB more for every thread
    // to load (~25 ms of each start).
    define: { "process.env.NODE_ENV": '"production"' },
    absWorkingDir: root,
    outbase: root,
    splitting: true,
    // Comments and indentation dropped: less source text for every thread to load and keep (some comments
    // hold non-Latin-1 characters, which made V8 store the whole chunk at two bytes per character).
    // The map is a separate file (used with --enable-source-maps), not a data URL inside the code.
    minifyWhitespace: true,
    sourcemap: "linked",
    metafile: true,
    logLevel: "silent",
  };
}

async function bundle(entries, manifestPath) {
  const started = Date.now();
  const { build } = await import("esbuild");
  const result = await build({
    ...bundleOptions(entries, patchPlugin()),
    write: false,
    outdir: join(root, "out"),
  });
  const hash = createHash("sha256");
  for (const f of result.outputFiles) hash.update(f.path).update(f.contents);
  const name = hash.digest("hex").slice(0, 16);
  const dir = join(cacheRoot, name);
  if (!existsSync(dir)) {
    // Write beside, then rename: concurrent runs (tests in parallel) never see a half-written bundle.
    const tmp = `${dir}.${process.pid}.tmp`;
    for (const f of result.outputFiles) {
      const target = join(tmp, f.path.slice(join(root, "out").length));
      mkdirSync(dirname(target), { recursive: true });
      writeFileSync(target, f.contents);
    }
    try {
      renameSync(tmp, dir);
    } catch {
      // another process won the race with identical content
    }
  }
  const inputs = Object.keys(result.metafile.inputs).map((path) => {
    const s = statSync(join(root, path));
    return [path, s.size, s.mtimeMs];
  });
  // A file saved while esbuild read it may not be in this bundle: then record nothing, and re-bundle next time.
  if (inputs.some(([, , mtimeMs]) => mtimeMs >= started - 1000)) return dir;
  const tmpManifest = `${manifestPath}.${process.pid}.tmp`;
  writeFileSync(tmpManifest, JSON.stringify({ dir: name, inputs }));
  renameSync(tmpManifest, manifestPath);
  return dir;
}

function sha(text) {
  return createHash("sha256").update(text).digest("hex").slice(0, 16);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const [entry, ...rest] = process.argv.slice(2);
  process.argv = [process.argv[0], entry, ...rest];
  const [url] = await bundleEntries([entry]);
  await import(url);
}
