import { readFileSync } from "node:fs";
import { join } from "node:path";
import { build } from "esbuild";
import { describe, expect, it } from "vitest";
import { docPartsFolded } from "../../../cli/assets/doc-parts-folded.ts";
import { PACKAGE_ROOT } from "../../../cli/version.ts";

// The client of a site without doc parts bundles DocPage without their places: what is left is DocPage's own
// parts, exactly where the places held them.

const DOC_PAGE = join(PACKAGE_ROOT, "templates/DocPage.tsx");

async function loaded(plugins: (typeof docPartsFolded)[]): Promise<string> {
  const r = await build({
    entryPoints: [DOC_PAGE],
    bundle: false,
    write: false,
    jsx: "automatic",
    format: "esm",
    plugins,
  });
  return r.outputFiles[0]?.text ?? "";
}

const calls = (code: string, name: string) => code.replace(/\s+/g, "").split(`jsx(${name},{`).length - 1;

describe("docPartsFolded", () => {
  it("leaves out every place and its import, keeping docsgen's own parts where the places held them", async () => {
    const source = readFileSync(DOC_PAGE, "utf8");
    const places = source.split("<SitePart ").length - 1;
    expect(places).toBe(3);
    const whole = await loaded([]);
    const folded = await loaded([docPartsFolded]);
    expect(calls(whole, "SitePart")).toBe(places);
    expect(folded).not.toContain("SitePart");
    for (const own of ["Breadcrumbs", "Paginator", "TocDesktop"]) {
      expect(calls(folded, own), own).toBe(1);
      expect(calls(whole, own), own).toBe(1);
    }
    // Nothing else goes: every other element DocPage renders is there, as many times.
    expect(folded.split("/* @__PURE__ */").length).toBe(whole.split("/* @__PURE__ */").length - places);
  });
});
