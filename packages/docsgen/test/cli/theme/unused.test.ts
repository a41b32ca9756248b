import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { OWN_COMPONENTS } from "../../../cli/react/theme-modules.ts";
import { themeFindings } from "../../../cli/theme/unused.ts";

// Issue 50, point 2: which of a site's swizzled components docsgen warns it does not use, and why.

const root = mkdtempSync(join(tmpdir(), "docsgen-unused-"));
afterAll(() => rmSync(root, { recursive: true, force: true }));

function site(files: string[]) {
  const dir = mkdtempSync(join(root, "site-"));
  for (const rel of files) {
    const file = join(dir, "src/theme", rel);
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, "export default () => null;");
  }
  return themeFindings(dir, OWN_COMPONENTS).map((d) => `${d.file}: ${d.message}`);
}

describe("themeFindings", () => {
  it("warns of a part of docsgen's component swizzled alone that docsgen's is not made of", () => {
    expect(site(["Footer/LinkItem/index.js", "Admonition/Icon/Tip.js"])).toEqual([
      "src/theme/Admonition/Icon/Tip.js: Admonition/Icon/Tip is a part of Docusaurus's Admonition; docsgen's Admonition is not made of it, so it is not used",
      "src/theme/Footer/LinkItem/index.js: Footer/LinkItem is a part of Docusaurus's Footer; docsgen's Footer is not made of it, so it is not used",
    ]);
  });

  it("uses the footer's parts docsgen's footer is made of without a word", () => {
    expect(
      site(["Footer/Layout/index.js", "Footer/Links/index.js", "Footer/Copyright/index.js", "Footer/Logo/index.js"]),
    ).toEqual([]);
  });

  it("leaves a part of the site's own component to it, and uses the shell's parts and Root without a word", () => {
    expect(
      site([
        "Footer/index.tsx",
        "Footer/Links/index.tsx",
        "Root.tsx",
        "NotFound/Content/index.tsx",
        "DocItem/Footer.js",
      ]),
    ).toEqual([]);
  });

  it("uses the navbar's SearchBar and item types without a word, and warns of the item components beside them", () => {
    expect(site(["SearchBar/index.js", "NavbarItem/ComponentTypes.js", "NavbarItem/DefaultNavbarItem.js"])).toEqual([
      "src/theme/NavbarItem/DefaultNavbarItem.js: docsgen's theme has no NavbarItem/DefaultNavbarItem; it is not used",
    ]);
  });

  it("warns of a component docsgen's theme has not, and of its parts only through it", () => {
    expect(site(["Navbar/index.js", "Navbar/Logo/index.js", "DocItem/Layout/index.js"])).toEqual([
      "src/theme/DocItem/Layout/index.js: docsgen's theme has no DocItem/Layout; it is not used",
      "src/theme/Navbar/index.js: docsgen's theme has no Navbar; it is not used",
    ]);
  });
});
