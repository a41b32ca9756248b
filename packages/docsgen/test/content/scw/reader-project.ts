import { execFileSync } from "node:child_process";
import {
  chmodSync,
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  symlinkSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { WORKSPACE } from "../../helpers/cli.ts";
import { buildOnce, cacheKey, SCW_SOURCE, tsc } from "./library.ts";
import { doc, section } from "./markdown.ts";

// A reader's widget folder, built with a real webpack 5 the way the pages say: `npx webpack`, `npm run build:coco`.
// Its node_modules holds what the reader's `npm install` puts there and nothing else:
// - the three SCW packages, which the registry these machines reach does not have, compiled from
//   ../shared/scw-source with each package's own tsconfig into the layout its package.json names (the
//   published dist/ folders: ES modules, which webpack reads as the reader's build would);
// - every other package of pack.md's install commands (webpack, webpack-cli, webpack-merge, typescript,
//   ts-loader), and what npm installs with slightning-coco-widget--webpack (its peer dependencies @babel/*, its
//   dependency browser-env): links to this checkout's dev dependencies of the same majors.
// The compiled packages are cached under os.tmpdir() like library.ts's folder, so each test run compiles them once.

const PACK = "docs/tutorial/fast-start/pack.md";
/** Bump when the layout of the compiled packages changes. */
const RECIPE = "scw-reader-packages-1";
const SCW_PACKAGES = ["slightning-coco-widget", "slightning-coco-widget--webpack", "@slightning/anything-to-string"];
/** What npm installs along with the webpack package: its peer dependencies (npm 7+) and its one dependency. */
const WITH_WEBPACK_PACKAGE = ["@babel/generator", "@babel/parser", "@babel/template", "@babel/traverse", "browser-env"];
/**
 * What npm installs along with slightning-coco-widget that a build reads: its @types/react 18 (pack.md#jsx says
 * the reader need not install it), which this checkout has under another name, next to its own React 19 types.
 */
const WITH_SCW: Record<string, string> = { "@types/react": "@types/react-18" };

/** The packages of pack.md's `npm install --save-dev …` commands (#install), names without their version. */
export function packInstalls(): string[] {
  const install = section(doc(PACK), "install");
  const commands = [...install.matchAll(/^npm install --save-dev (.+)$/gm)].map((m) => m[1]);
  if (commands.length === 0) throw new Error(`${PACK}: no npm install --save-dev command in #install`);
  return commands.flatMap((c) => c.trim().split(/\s+/)).map((spec) => spec.replace(/(?<=.)@[^@/]*$/, ""));
}

/** Compiles the three packages as their builds do (tsc only: the webpack-made bundle of anything-to-string is not used by a web build). */
async function compilePackages(source: string, out: string): Promise<void> {
  const nm = join(out, "node_modules");
  const scw = join(nm, "slightning-coco-widget");
  const pack = join(nm, "slightning-coco-widget--webpack");
  const ats = join(nm, "@slightning/anything-to-string");
  const scratch = join(out, "scratch");
  const common = ["--noCheck", "--skipLibCheck", "--pretty", "false"];
  const at = (dir: string, config: string, outDir: string, declarationDir: string, ...extra: string[]) =>
    tsc(["-p", join(source, dir, config), ...common, "--outDir", outDir, "--declarationDir", declarationDir, ...extra]);
  const webpackPackage = "slightning-coco-widget--webpack";
  await Promise.all([
    at("slightning-coco-widget", "tsconfig.json", join(scw, "dist/src"), join(scw, "dist/types")),
    at("anything-to-string", "tsconfig.json", join(ats, "dist/esm"), join(ats, "dist/types")),
    at(
      "anything-to-string",
      "tsconfig.json",
      join(ats, "dist/cjs"),
      join(scratch, "a"),
      "--module",
      "commonjs",
      "--moduleResolution",
      "node",
    ),
  ]);
  await Promise.all([
    at(webpackPackage, "tsconfig.src.json", join(pack, "dist/cjs"), join(pack, "dist/types")),
    at(webpackPackage, "tsconfig.src-esm.json", join(pack, "dist/esm"), join(scratch, "b"), "--declaration"),
    at(webpackPackage, "tsconfig.runtime.json", join(pack, "dist/runtime/esm"), join(pack, "dist/runtime/types")),
    at(
      webpackPackage,
      "tsconfig.runtime-cjs.json",
      join(pack, "dist/runtime/cjs"),
      join(scratch, "c"),
      "--declaration",
    ),
  ]);
  cpSync(join(source, "slightning-coco-widget/package.json"), join(scw, "package.json"));
  cpSync(join(source, "anything-to-string/package.json"), join(ats, "package.json"));
  cpSync(join(source, webpackPackage, "package.json"), join(pack, "package.json"));
  // npm keeps the file mode of a package's bin; tsc writes it without the execute bit.
  chmodSync(join(pack, "dist/cjs/bin/build.js"), 0o755);
  writeFileSync(join(out, "COMPLETE"), `${RECIPE}\n`);
}

let compiled: Promise<string> | undefined;

/** The folder whose node_modules holds the three compiled SCW packages (compiled once per source and checkout). */
export function scwPackages(): Promise<string> {
  compiled ??= (async () => {
    if (!SCW_SOURCE) throw new Error("../shared/scw-source is missing");
    const source = SCW_SOURCE;
    const final = join(tmpdir(), `docsgen-scw-reader-${cacheKey(source, RECIPE)}`);
    return buildOnce(
      final,
      () => existsSync(join(final, "COMPLETE")),
      (work) => compilePackages(source, work),
    );
  })();
  return compiled;
}

/** Links each bin of the package at node_modules/<name> into node_modules/.bin, as npm does. */
function linkBins(nm: string, name: string): void {
  const manifest = JSON.parse(readFileSync(join(nm, name, "package.json"), "utf8")) as {
    bin?: string | Record<string, string>;
  };
  const bins = typeof manifest.bin === "string" ? { [name.split("/").at(-1) as string]: manifest.bin } : manifest.bin;
  mkdirSync(join(nm, ".bin"), { recursive: true });
  for (const [command, file] of Object.entries(bins ?? {})) {
    symlinkSync(join("..", name, file), join(nm, ".bin", command));
  }
}

/**
 * A new folder holding `files` (path → text), an `npm init -y` package.json unless `files` has one, and the
 * node_modules a reader has after pack.md's install commands.
 */
export async function readerProject(files: Record<string, string>): Promise<string> {
  const packages = join(await scwPackages(), "node_modules");
  const folder = mkdtempSync(join(tmpdir(), "scw-reader-"));
  const all = { "package.json": `${JSON.stringify(initPackage(), null, 2)}\n`, ...files };
  for (const [name, text] of Object.entries(all)) {
    mkdirSync(dirname(join(folder, name)), { recursive: true });
    writeFileSync(join(folder, name), text);
  }
  const nm = join(folder, "node_modules");
  const installed = [...packInstalls(), ...WITH_WEBPACK_PACKAGE, "@slightning/anything-to-string"];
  const aliases = Object.values(WITH_SCW);
  const linked = withDependencies([...installed.filter((name) => !SCW_PACKAGES.includes(name)), ...aliases]).filter(
    (name) => !aliases.includes(name),
  );
  for (const [name, checkoutName] of Object.entries(WITH_SCW)) {
    mkdirSync(dirname(join(nm, name)), { recursive: true });
    symlinkSync(join(WORKSPACE, "node_modules", checkoutName), join(nm, name), "dir");
  }
  for (const name of [...installed.filter((name) => SCW_PACKAGES.includes(name)), ...linked]) {
    mkdirSync(dirname(join(nm, name)), { recursive: true });
    // A copy, as npm installs it: a link would let Node and webpack find the checkout's packages next to it.
    if (SCW_PACKAGES.includes(name)) cpSync(join(packages, name), join(nm, name), { recursive: true });
    else symlinkSync(join(WORKSPACE, "node_modules", name), join(nm, name), "dir");
    if (installed.includes(name)) linkBins(nm, name);
  }
  return folder;
}

/**
 * `names` and every package they depend on that npm hoists to the top of node_modules (those at the top of this
 * checkout's): the webpack package requires @babel/types, which only its @babel peers bring, from there.
 */
function withDependencies(names: string[]): string[] {
  const found = new Set<string>();
  const visit = (name: string): void => {
    const manifest = join(WORKSPACE, "node_modules", name, "package.json");
    if (found.has(name) || !existsSync(manifest)) return;
    found.add(name);
    const { dependencies = {} } = JSON.parse(readFileSync(manifest, "utf8")) as {
      dependencies?: Record<string, string>;
    };
    for (const dependency of Object.keys(dependencies)) visit(dependency);
  };
  for (const name of names) {
    if (!existsSync(join(WORKSPACE, "node_modules", name))) throw new Error(`${name} is not a dev dependency here`);
    visit(name);
  }
  return [...found];
}

/** The package.json `npm init -y` writes in a folder named my-widget. */
function initPackage() {
  return {
    name: "my-widget",
    version: "1.0.0",
    main: "index.js",
    scripts: { test: 'echo "Error: no test specified" && exit 1' },
    license: "ISC",
  };
}

/** What a command printed (stdout and stderr together, in order) and whether it exited with 0. */
export interface CommandRun {
  ok: boolean;
  output: string;
}

/** Runs a command the page shows (`npx webpack`, `npm run build:coco`) in the reader's folder, offline. */
export function runCommand(folder: string, command: string): CommandRun {
  const [program, ...args] = command.split(" ");
  if (program !== "npx" && program !== "npm") throw new Error(`not a command a page shows: ${command}`);
  try {
    const output = execFileSync("sh", ["-c", `${program} ${args.join(" ")} 2>&1`], {
      cwd: folder,
      encoding: "utf8",
      timeout: 240_000,
      env: { ...process.env, NO_COLOR: "1", FORCE_COLOR: "0", npm_config_offline: "true", npm_config_yes: "false" },
    });
    return { ok: true, output };
  } catch (error) {
    const e = error as { stdout?: string };
    return { ok: false, output: e.stdout ?? String(error) };
  }
}

/** The files of the reader's dist folder, sorted. */
export function distFiles(folder: string): string[] {
  return existsSync(join(folder, "dist")) ? readdirSync(join(folder, "dist")).sort() : [];
}
