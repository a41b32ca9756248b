import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { docsgen } from "../helpers/cli.ts";
import { startDocsgenServe } from "../helpers/servers.ts";

// `docsgen init` (issue 32): from an empty folder to a site that builds with no warnings and serves.
describe("docsgen init", () => {
  it("scaffolds a site that builds with 0 warnings and serves its home page and docs", async () => {
    const dir = join(mkdtempSync(join(tmpdir(), "docsgen-init-")), "my-docs");
    const made = docsgen(["init", dir, "--title", "Acme Docs"]);
    expect(made.code, made.stderr).toBe(0);
    expect(made.stdout).toContain("created a site in my-docs/ (5 files)");
    const built = docsgen(["build", dir]);
    expect(built.code, built.stderr).toBe(0);
    expect(built.stdout).toMatch(/docsgen: 4 pages written to build in [\d.]+ s, 0 warnings/);
    const server = await startDocsgenServe(join(dir, "build"), dir);
    try {
      const home = await fetch(`${server.origin}/`);
      expect(home.status).toBe(200);
      expect(await home.text()).toContain("Acme Docs");
      const doc = await fetch(`${server.origin}/docs/writing`);
      expect(doc.status).toBe(200);
      expect(await doc.text()).toContain("Writing pages");
    } finally {
      await server.stop();
    }
  });

  it("refuses to overwrite, naming the files, and writes nothing", () => {
    const dir = mkdtempSync(join(tmpdir(), "docsgen-init-"));
    writeFileSync(join(dir, "site.config.ts"), "// mine\n");
    const r = docsgen(["init", dir]);
    expect(r.code).toBe(2);
    expect(r.stderr).toContain("already has site.config.ts; nothing was written");
    expect(readFileSync(join(dir, "site.config.ts"), "utf8")).toBe("// mine\n");
    expect(docsgen(["init", dir]).stderr).not.toContain("docs/intro.md");
  });
});
