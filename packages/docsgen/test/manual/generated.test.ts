import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { CODE_DOCS } from "../../cli/diagnostics/codes.ts";
import { undocumentedKeys } from "../../scripts/manual/config-reference.ts";
import { unionCodes } from "../../scripts/manual/diagnostics-reference.ts";
import { generatedPages, inRepo } from "../../scripts/manual/generate.ts";

/**
 * The manual's reference pages are generated (scripts/manual/), so they cannot drift from the code: each test
 * fails when its committed page differs. `npm run manual:generate` (UPDATE_MANUAL=1 on this file) rewrites them.
 */
describe("the manual's generated pages", () => {
  for (const page of generatedPages()) {
    it(`${page.path} is up to date`, () => {
      const expected = page.text();
      const path = inRepo(page.path);
      if (process.env.UPDATE_MANUAL) {
        writeFileSync(path, expected);
        return;
      }
      const actual = existsSync(path) ? readFileSync(path, "utf8") : "";
      expect(actual, "run npm run manual:generate").toBe(expected);
    });
  }

  it("documents every key of the config schema", () => {
    expect(undocumentedKeys()).toEqual([]);
  });

  it("documents every code of the DiagnosticCode union, and no other", () => {
    const codes = unionCodes();
    expect(codes.length).toBeGreaterThan(20);
    expect(Object.keys(CODE_DOCS).sort()).toEqual([...codes].sort());
    for (const code of codes) {
      const doc = CODE_DOCS[code as keyof typeof CODE_DOCS];
      expect(doc.example, code).toContain(`[${code}]`);
      expect(doc.fix.length, code).toBeGreaterThan(0);
    }
  });
});
