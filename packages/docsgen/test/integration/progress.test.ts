import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { generateSite } from "../../bench/generate.ts";
import { BIN, docsgen } from "../helpers/cli.ts";

/*
 * Live progress (issue 18, part 4): under a pseudo-terminal (util-linux `script`), a build that runs past
 * 2 s redraws one line with the step and pages parsed and rendered; piped, or with CI set, it prints
 * exactly what it always printed: the summary line.
 */

/** What the progress line starts each redraw with: carriage return, erase the line. */
const ERASE = "\r\u001b[2K";
const hasScript = spawnSync("script", ["--version"]).status === 0;
let dir: string;

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), "docsgen-progress-"));
  // Big enough for a cold build to pass 2 s (~3 MB of markdown; about 5 s here).
  generateSite(dir, 300, 4);
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** Runs the CLI with a terminal as stdout: returns everything the terminal received. */
function underTerminal(args: string[], env: NodeJS.ProcessEnv = {}): string {
  const command = [process.execPath, BIN, ...args].map((a) => `'${a}'`).join(" ");
  const r = spawnSync("script", ["-qfec", command, "/dev/null"], {
    encoding: "utf8",
    env: { ...process.env, CI: "", ...env, TERM: "xterm", NO_COLOR: "1" },
  });
  expect(r.status, r.stdout + r.stderr).toBe(0);
  return r.stdout;
}

describe.runIf(hasScript)("progress on a terminal", () => {
  it("redraws a line with the step and pages parsed and rendered of the total", { timeout: 180_000 }, () => {
    const out = underTerminal(["build", dir, "--no-cache"]);
    const lines = out
      .replaceAll(ERASE, "\n")
      .split(/\r?\n/)
      .filter((l) => l.trim() !== "");
    const progress = lines.filter((l) => l.startsWith("  … "));
    expect(progress.length).toBeGreaterThan(2);
    expect(progress.some((l) => /· parse markdown · parsed \d[\d,]*\/301/.test(l))).toBe(true);
    expect(progress.some((l) => /· rendered \d[\d,]*\/\d[\d,]*/.test(l))).toBe(true);
    // The summary ends it, on a line of its own.
    expect(lines.at(-1)).toMatch(/^docsgen: \d+ pages written to build in \d+\.\d\d s, 0 warnings\r?$/);
  });

  it("stays quiet with CI set", { timeout: 180_000 }, () => {
    const out = underTerminal(["build", dir, "--no-cache"], { CI: "true" });
    expect(out.trim()).toMatch(/^docsgen: \d+ pages written to build in \d+\.\d\d s, 0 warnings$/);
  });
});

describe("progress when piped", () => {
  it("prints only the summary line, as before", { timeout: 180_000 }, () => {
    const r = docsgen(["build", dir, "--no-cache"]);
    expect(r.code, r.stderr).toBe(0);
    expect(r.stdout).toMatch(/^docsgen: \d+ pages written to build in \d+\.\d\d s, 0 warnings\n$/);
    expect(r.stderr).toBe("");
  });
});
