import { execFileSync } from "node:child_process";
import { existsSync, readFileSync, statSync, utimesSync, writeFileSync } from "node:fs";
import { type AddressInfo, createServer } from "node:net";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, describe, expect, it } from "vitest";
import { manifestPathOf } from "../../bin/tsrun.js";
import { copyFixture, docsgen, REPO, SCW } from "../helpers/cli.ts";

const ROOT = fileURLToPath(new URL("../..", import.meta.url));

describe("docsgen command line", () => {
  it("--help lists the commands and the exit codes", () => {
    const r = docsgen(["--help"]);
    expect(r.code).toBe(0);
    for (const command of [
      "build [options] [siteDir]",
      "serve [options] [siteDir]",
      "check-links [options] [siteDir]",
    ]) {
      expect(r.stdout).toContain(command);
    }
    expect(r.stdout).toContain("Exit codes: 0 success, 1 build or check failure");
  });

  it("--version prints the package version", () => {
    expect(docsgen(["--version"]).stdout.trim()).toBe("2.10.0");
  });

  it("wrong usage exits 2 with a message", () => {
    const unknown = docsgen(["bogus"]);
    expect(unknown.code).toBe(2);
    expect(unknown.stderr).toContain("unknown command 'bogus'");
    const port = docsgen(["serve", SCW, "--port", "abc"]);
    expect(port.code).toBe(2);
    expect(port.stderr).toContain('--port must be a number from 0 to 65535, got "abc"');
    // Docusaurus's verbs get docsgen's way to do the same (issue 48): `start` is serve --watch.
    const start = docsgen(["start"]);
    expect(start.code).toBe(2);
    expect(start.stderr).toBe(
      'docsgen: "start" is a docusaurus command; with docsgen, use docsgen serve --watch (serves the site and rebuilds it on every save).\n',
    );
    for (const verb of ["deploy", "clear", "swizzle", "write-translations", "docs:version"]) {
      const r = docsgen([verb]);
      expect(r.code, verb).toBe(2);
      expect(r.stderr, verb).toMatch(
        verb === "swizzle" ? /unknown command 'swizzle'/ : /is a docusaurus command; with docsgen, use /,
      );
    }
    // An unknown option of a command, too (commander used to exit 1 there itself).
    const option = docsgen(["build", "--bogus"]);
    expect(option.code).toBe(2);
    expect(option.stderr).toContain("unknown option '--bogus'");
  });

  it("serve on a busy port says so at once, before building, with the next free port (issue 48)", async () => {
    const holder = createServer();
    const port = await new Promise<number>((resolve) =>
      holder.listen(0, "127.0.0.1", () => resolve((holder.address() as AddressInfo).port)),
    );
    try {
      const site = copyFixture("basic");
      // With --watch it used to build, fail to listen, and keep watching without serving.
      const r = docsgen(["serve", site, "--port", String(port), "--watch"], REPO, { timeoutMs: 60_000 });
      expect(r.code).toBe(1);
      expect(r.stderr).toMatch(
        new RegExp(
          `^docsgen: port ${port} at 127\\.0\\.0\\.1 is in use by another program\\. Stop that program, or serve on the next free port: add --port \\d+\\.$`,
          "m",
        ),
      );
      expect(existsSync(join(site, "build")), "nothing is built").toBe(false);
    } finally {
      holder.close();
    }
  });

  it("a folder without site.config.ts fails with what to do", () => {
    const r = docsgen(["build", "/tmp"]);
    expect(r.code).toBe(1);
    expect(r.stderr).toContain("error [config-load] no site.config.ts in /tmp");
    expect(r.stderr).toContain("Run docsgen in the site folder, or pass it: docsgen build path/to/site.");
  });
});

describe("bin/tsrun.js (how the CLI runs its TypeScript)", () => {
  const valueFile = join(ROOT, "test/fixtures/tsrun/value.ts");
  const original = readFileSync(valueFile, "utf8");
  const run = () =>
    execFileSync(process.execPath, ["bin/tsrun.js", "test/fixtures/tsrun/entry.ts"], { cwd: ROOT }).toString().trim();
  afterAll(() => writeFileSync(valueFile, original));
  // This entry's manifest: its mtime changes only when esbuild runs.
  const manifests = () => statSync(manifestPathOf(["test/fixtures/tsrun/entry.ts"])).mtimeMs;

  it("reuses the bundle while its inputs are unchanged and never serves stale code", () => {
    // Saved "a while ago": a file saved while esbuild reads it is never trusted (see bin/tsrun.js).
    writeFileSync(valueFile, 'export const value: string = "first";\n');
    utimesSync(valueFile, new Date(Date.now() - 60_000), new Date(Date.now() - 60_000));
    expect(run()).toBe("first");
    const before = manifests();
    expect(run()).toBe("first");
    expect(manifests()).toEqual(before); // reused: esbuild did not run, no manifest was rewritten
    // Same size, new content: the manifest compares mtimes too.
    writeFileSync(valueFile, 'export const value: string = "other";\n');
    utimesSync(valueFile, new Date(Date.now() - 30_000), new Date(Date.now() - 30_000));
    expect(run()).toBe("other");
    expect(manifests()).not.toEqual(before);
  });
});
