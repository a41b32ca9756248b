import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { replacedShell } from "../../../cli/theme/shell.ts";

// Issue 50: which of docsgen's shell and doc parts a site's src/theme replaces, whole or in part.

const root = mkdtempSync(join(tmpdir(), "docsgen-shell-"));
afterAll(() => rmSync(root, { recursive: true, force: true }));

function replaced(files: string[]) {
  const dir = mkdtempSync(join(root, "site-"));
  for (const rel of files) {
    const file = join(dir, "src/theme", rel);
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, "export default () => null;");
  }
  return replacedShell(dir).sort();
}

describe("replacedShell", () => {
  it("is nothing for a site without src/theme, or with only components it does not place", () => {
    expect(replaced([])).toEqual([]);
    expect(replaced(["DocItem/Content/index.js", "CodeBlock/index.js"])).toEqual([]);
  });

  it("names each doc part the site swizzles, with the doc's footer, whose place stands for them all", () => {
    expect(replaced(["TOC/index.js"])).toEqual(["DocItem/Footer", "TOC"]);
    expect(replaced(["DocBreadcrumbs.js", "DocPaginator/index.tsx"])).toEqual([
      "DocBreadcrumbs",
      "DocItem/Footer",
      "DocPaginator",
    ]);
  });

  it("names the part a swizzled piece of it belongs to: docsgen's is made of it", () => {
    expect(replaced(["EditThisPage/index.js"])).toEqual(["DocItem/Footer"]);
    expect(replaced(["LastUpdated.js"])).toEqual(["DocItem/Footer"]);
    expect(replaced(["PaginatorNavLink/index.js"])).toEqual(["DocItem/Footer", "DocPaginator"]);
    expect(replaced(["TOCItems/index.js"])).toEqual(["DocItem/Footer", "TOC"]);
  });

  it("adds no doc part to a site that replaces only shell parts", () => {
    expect(replaced(["Footer/Links/index.js", "Root.js"])).toEqual(["Footer", "Root"]);
  });
});
