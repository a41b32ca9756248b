import { type ChildProcess, spawn } from "node:child_process";
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { REPO, WORKSPACE } from "../helpers/cli.ts";
import { newcomerEnv, pack, packageFiles, run } from "../helpers/packed.ts";

// What a newcomer does (issue 19): a fresh clone of the committed repository, then the README's quick-start
// command exactly as written, then a browser's first request. The clone runs a real `npm ci` (from npm's
// local cache once the suite's own install has filled it, so it takes ~20 s); linking the checkout's
// node_modules would hide a dependency missing from package-lock.json.

const HOME_URL = "http://127.0.0.1:3000/slightning-coco-widget/";
const INSTALL_AND_SERVE_TIMEOUT = 300_000;

/** The first command of the README's quick start (the line before its `#` comment). */
function quickStartCommand(): string {
  const readme = readFileSync(join(WORKSPACE, "README.md"), "utf8");
  const section = /^## Quick start\n[\s\S]*?```sh\n([^\n]*)\n/m.exec(readme);
  if (!section) throw new Error("README.md has no sh block under ## Quick start");
  return section[1].replace(/\s+#.*$/, "").trim();
}

async function waitForHome(server: ChildProcess, log: () => string, timeoutMs: number): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`the quick start exited with ${server.exitCode}:\n${log()}`);
    try {
      const res = await fetch(HOME_URL);
      if (res.status === 200) return await res.text();
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${HOME_URL} did not answer 200 within ${timeoutMs} ms:\n${log()}`);
}

describe("the README's quick start on a fresh clone", () => {
  let clone: string;
  let server: ChildProcess | undefined;
  let output = "";

  beforeAll(() => {
    clone = join(mkdtempSync(join(tmpdir(), "docsgen-newcomer-")), "repo");
    const cloned = run("git", ["clone", "--quiet", "--no-hardlinks", WORKSPACE, clone], tmpdir());
    expect(cloned.code, cloned.output).toBe(0);
  });

  afterAll(() => {
    // Only when a failed test left it running (a process killed by a signal has a signalCode, no exitCode).
    if (server?.pid && server.exitCode === null && server.signalCode === null) process.kill(-server.pid, "SIGTERM");
    rmSync(join(clone, ".."), { recursive: true, force: true });
  });

  it("installs, builds and serves the home page", { timeout: INSTALL_AND_SERVE_TIMEOUT }, async () => {
    // Otherwise a server left running (an earlier `npm start`, say) would answer for the clone's.
    const before = await fetch(HOME_URL).then(
      (res) => `answered ${res.status}`,
      () => undefined,
    );
    expect(before, `${HOME_URL} ${before} before the quick start ran: stop what listens on port 3000`).toBeUndefined();
    const command = quickStartCommand();
    expect(command).toBe("npm ci && npm start");
    // Its own process group, so the whole tree (sh, npm, node) stops when its leader's pid is signalled.
    server = spawn("sh", ["-c", command], { cwd: clone, env: newcomerEnv(), detached: true });
    server.stdout?.on("data", (d) => {
      output += d;
    });
    server.stderr?.on("data", (d) => {
      output += d;
    });
    const html = await waitForHome(server, () => output, INSTALL_AND_SERVE_TIMEOUT - 10_000);
    expect(html).toContain("<title>SLIGHTNING CoCo 控件框架");
    expect(output).toMatch(/docsgen: \d+ pages written to build in [\d.]+ s, 0 warnings/);

    const pid = server.pid as number;
    const exited = new Promise((resolve) => server?.once("exit", resolve));
    process.kill(-pid, "SIGTERM");
    await exited;
    // The shell exits first; the server closes its connections on SIGTERM a moment later.
    const state = () =>
      fetch(HOME_URL).then(
        () => "answering",
        () => "stopped",
      );
    await expect.poll(state, { timeout: 10_000 }).toBe("stopped");
  });

  it("`npm run build` prints its summary line", { timeout: 120_000 }, () => {
    const built = run("npm", ["run", "build"], clone);
    expect(built.code, built.output).toBe(0);
    expect(built.output).toMatch(/docsgen: \d+ pages written to build in [\d.]+ s, 0 warnings/);
  });

  it("another project installs the packed tarball and runs `npx docsgen build`", { timeout: 180_000 }, () => {
    const tarball = pack(join(clone, "packages/docsgen"), join(clone, ".."));
    const project = join(clone, "..", "my-docs");
    cpSync(join(REPO, "test/fixtures/basic"), project, { recursive: true });
    writeFileSync(join(project, "package.json"), JSON.stringify({ name: "my-docs", private: true }));
    const installed = run("npm", ["install", "--save-dev", "--no-audit", "--no-fund", tarball], project);
    expect(installed.code, installed.output).toBe(0);
    // The package runs the JavaScript packed into it: the first build compiles, patches and writes nothing
    // inside the installed package (issue 32).
    const pkg = join(project, "node_modules/docsgen");
    const before = packageFiles(pkg);
    expect([...before.keys()].some((f) => f.startsWith("dist/cli/main.js"))).toBe(true);
    expect([...before.keys()].some((f) => f.startsWith("cli/"))).toBe(false);
    const built = run("npx", ["docsgen", "build"], project);
    expect(built.code, built.output).toBe(0);
    expect(built.output).toMatch(/docsgen: \d+ pages written to build in [\d.]+ s, 0 warnings/);
    expect(packageFiles(pkg)).toEqual(before);

    // A site of the project's own, from `docsgen init`, typed by the package: defineConfig at run time, and
    // the config types for the project's type checker (a wrong type is reported).
    expect(run("npx", ["docsgen", "init", "site2"], project).code).toBe(0);
    const config = join(project, "site2/site.config.ts");
    writeFileSync(
      config,
      readFileSync(config, "utf8")
        .replace('import type { UserConfig } from "docsgen";', 'import { defineConfig } from "docsgen";')
        .replace("export default {", "export default defineConfig({")
        .replace("} satisfies UserConfig;", "});"),
    );
    const second = run("npx", ["docsgen", "build", "site2"], project);
    expect(second.code, second.output).toBe(0);
    expect(second.output).toContain("0 warnings");
    const tsc = ["--noEmit", "--strict", "--module", "esnext", "--moduleResolution", "bundler", "--target", "es2022"];
    const check = () => run(process.execPath, [TSC, ...tsc, "site2/site.config.ts", "site2/sidebars.ts"], project);
    expect(check().code, check().output).toBe(0);
    const wrong = readFileSync(config, "utf8").replace('baseUrl: "/",', "baseUrl: 3,");
    writeFileSync(config, wrong);
    const line = wrong.split("\n").indexOf("  baseUrl: 3,") + 1;
    expect(line).toBeGreaterThan(0);
    expect(check().output).toContain(
      `site.config.ts(${line},3): error TS2322: Type 'number' is not assignable to type 'string'.`,
    );
  });
});

const TSC = join(WORKSPACE, "node_modules/typescript/bin/tsc");
