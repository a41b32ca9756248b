import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { expect, it } from "vitest";
import { StagedOutput } from "../../../cli/write/output.ts";

// Issue 50: the default locale's build carries the other locales' folders over as they are. One that wrote
// into such a folder itself (a page at /en/ on a site with an en locale) kept its own folder, and the whole
// en locale's output was gone from the site.
it("carries another locale's folder over whole, in place of what this build wrote there", async () => {
  const target = join(mkdtempSync(join(tmpdir(), "docsgen-staged-")), "build");
  mkdirSync(join(target, "en/docs"), { recursive: true });
  writeFileSync(join(target, "en/docs/index.html"), "en's page");
  writeFileSync(join(target, "index.html"), "old home");
  const output = new StagedOutput(target, ["en"]);
  await output.writeAll(
    new Map([
      ["index.html", "new home"],
      ["en/index.html", "the default locale's page at /en"],
    ]),
  );
  await output.finish();
  expect(readFileSync(join(target, "index.html"), "utf8")).toBe("new home");
  expect(readFileSync(join(target, "en/docs/index.html"), "utf8")).toBe("en's page");
  expect(existsSync(join(target, "en/index.html"))).toBe(false);
});
