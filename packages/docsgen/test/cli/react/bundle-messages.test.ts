import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Message } from "esbuild";
import { afterAll, describe, expect, it } from "vitest";
import { located } from "../../../cli/react/bundle-messages.ts";

// An import docsgen's own code makes that does not resolve is not the author's fault (issue 48): an installed
// package without cli/ failed every React page with "Could not resolve …/docsgen/cli/react/ssr.tsx" and a hint
// to fix the site's import paths.

/** A docsgen package folder with a site inside it, as a checkout's test fixtures are. */
const root = mkdtempSync(join(tmpdir(), "docsgen-messages-"));
const pkg = join(root, "docsgen");
const site = join(pkg, "test/fixtures/site");
mkdirSync(join(site, "src/pages"), { recursive: true });
writeFileSync(join(site, "src/pages/index.js"), 'import Gone from "./gone";\n');

afterAll(() => rmSync(root, { recursive: true, force: true }));

function message(text: string, file: string): Message {
  return {
    id: "",
    pluginName: "",
    text,
    location: { file, namespace: "file", line: 1, column: 0, length: 1, lineText: "", suggestion: "" },
    notes: [],
    detail: undefined,
  };
}

describe("located: an unresolved import", () => {
  it("of docsgen's own entry names the package, not the site's paths", async () => {
    const m = message(`Could not resolve "${join(pkg, "cli/react/ssr.tsx")}"`, "docsgen-server-entry.js");
    const d = await located({ siteDir: site, packageRoot: `${pkg}/` }, m);
    expect(d.message).toBe(
      `the site's code does not compile: docsgen's own file cli/react/ssr.tsx is missing from its package (${pkg})`,
    );
    expect(d.hint).toContain("docsgen's installed package lacks one of its own files");
    expect(d.hint).not.toContain("Fix the path");
  });

  it("in one of docsgen's templates names the template", async () => {
    const m = message('Could not resolve "./context.ts"', "../../../templates/docusaurus/Layout.tsx");
    const d = await located({ siteDir: site, packageRoot: pkg }, m);
    expect(d.message).toContain(
      `docsgen's own file "./context.ts" (imported by templates/docusaurus/Layout.tsx) is missing from its package`,
    );
  });

  it("in the site's own file is the author's, even in a site inside docsgen's folder", async () => {
    for (const text of ['Could not resolve "./gone"', `Could not resolve "${join(pkg, "cli/x.ts")}"`]) {
      const d = await located({ siteDir: site, packageRoot: pkg }, message(text, "src/pages/index.js"));
      expect(d.message).toBe(`the site's code does not compile: ${text}`);
      expect(d.file).toBe("src/pages/index.js");
      expect(d.hint).toContain("Fix the path");
    }
  });
});
