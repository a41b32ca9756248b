// Runs a TypeScript entry on plain Node (>= 20, no type stripping there): esbuild bundles the project's own
// code (dependencies stay external) into a content-addressed file under node_modules/.cache, then imports it.
// Bundling takes tens of milliseconds, so it runs every time and can never serve stale code.
import { createHash } from "node:crypto";
import { existsSync, mkdirSync, renameSync, writeFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { build } from "esbuild";

const root = resolve(dirname(fileURLToPath(import.meta.url)), "..");

/** Bundles `entries` (paths relative to the repo root) and returns the file URLs of the outputs, in order. */
export async function bundleEntries(entries) {
  const result = await build({
    entryPoints: entries.map((e) => join(root, e)),
    bundle: true,
    platform: "node",
    format: "esm",
    target: "node20",
    packages: "external",
    jsx: "automatic",
    write: false,
    absWorkingDir: root,
    outdir: join(root, "out"),
    outbase: root,
    splitting: true,
    sourcemap: "inline",
    logLevel: "silent",
  });
  const hash = createHash("sha256");
  for (const f of result.outputFiles) hash.update(f.path).update(f.contents);
  const dir = join(root, "node_modules", ".cache", "docsgen", hash.digest("hex").slice(0, 16));
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
  return entries.map((e) => pathToFileURL(join(dir, e.replace(/\.tsx?$/, ".js"))).href);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const [entry, ...rest] = process.argv.slice(2);
  process.argv = [process.argv[0], entry, ...rest];
  const [url] = await bundleEntries([entry]);
  await import(url);
}
