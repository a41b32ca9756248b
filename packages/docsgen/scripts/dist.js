// `npm pack` runs this (the prepack script): the CLI compiled into dist/ with bin/tsrun.js's esbuild options,
// the dependency patches applied. A patch that no longer applies stops the pack, naming the package and
// version, so a tarball never ships a silently slower build.
import { spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import { existsSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { build } from "esbuild";
import { PATCHES, patchPlugin, patchSource } from "../bin/dependency-patches.js";
import { bundleOptions, CLI_ENTRIES } from "../bin/tsrun.js";
import { ownSourceMaps } from "./dist-maps.js";

const root = resolve(dirname(fileURLToPath(import.meta.url)), "..");
const dist = join(root, "dist");

/**
 * `node_modules/<package>/<path>` as Node finds it from the package folder: the nearest one up the tree (in the
 * repository's npm workspace, dependencies are installed in the workspace's root, two folders up).
 */
function installed(file) {
  for (let dir = root; ; dir = dirname(dir)) {
    if (existsSync(join(dir, file)) || dirname(dir) === dir) return join(dir, file);
  }
}

for (const patch of PATCHES) {
  const { missed } = patchSource(patch.file, readFileSync(installed(patch.file), "utf8"));
  if (missed.length > 0) {
    const name = patch.file
      .split("/")
      .slice(1, patch.file.includes("/@") ? 3 : 2)
      .join("/");
    const { version } = JSON.parse(readFileSync(installed(`node_modules/${name}/package.json`), "utf8"));
    console.error(
      `docsgen pack: the dependency patch for ${name}@${version} (${patch.file}) no longer applies.\n` +
        "  Bring it up to date in bin/dependency-patches.js, or remove it, then pack again.",
    );
    process.exit(1);
  }
}

rmSync(dist, { recursive: true, force: true });
const result = await build({ ...bundleOptions(CLI_ENTRIES, patchPlugin()), outdir: dist, write: true });
// DEBUG=docsgen maps docsgen's own frames; the dependencies' maps and every source's text stay out.
ownSourceMaps(dist);
// What a site imports from "docsgen" (defineConfig, the config types): a module of its own, and its types.
await build({
  entryPoints: [join(root, "cli/config/public.ts")],
  outfile: join(dist, "config.js"),
  bundle: true,
  format: "esm",
  platform: "neutral",
  logLevel: "silent",
});
const tsc = spawnSync(process.execPath, [installed("node_modules/typescript/bin/tsc"), "-p", "tsconfig.types.json"], {
  cwd: root,
  stdio: "inherit",
});
if (tsc.status !== 0) process.exit(1);
// The bundle's identity, for the build cache (cli/cache/fingerprint.ts): a hash of every byte it holds.
const hash = createHash("sha256");
for (const file of Object.keys(result.metafile.outputs).sort())
  if (existsSync(join(root, file))) hash.update(file).update(readFileSync(join(root, file)));
writeFileSync(join(dist, "bundle-id"), hash.digest("hex").slice(0, 16));
