import { describe, expect, it } from "vitest";
import { docsgen } from "../helpers/cli.ts";

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
    const port = docsgen(["serve", ".", "--port", "abc"]);
    expect(port.code).toBe(2);
    expect(port.stderr).toContain('--port must be a number from 0 to 65535, got "abc"');
  });

  it("a folder without site.config.ts fails with what to do", () => {
    const r = docsgen(["build", "/tmp"]);
    expect(r.code).toBe(1);
    expect(r.stderr).toContain("error [config-load] no site.config.ts in /tmp");
    expect(r.stderr).toContain("Run docsgen in the site folder, or pass it: docsgen build path/to/site.");
  });
});
