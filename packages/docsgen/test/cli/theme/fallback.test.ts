import { describe, expect, it } from "vitest";
import { BuildError, type Diagnostic } from "../../../cli/diagnostics/diagnostic.ts";
import { isExcluded, swizzleFallback } from "../../../cli/theme/fallback.ts";

const moduleError = (file: string, module: string): Diagnostic => ({
  severity: "error",
  code: "site-module",
  message: `"${module}" is not provided by docsgen: it cannot be imported here`,
  file,
  line: 2,
});

describe("swizzleFallback", () => {
  it("leaves out each top folder of src/theme whose files import what docsgen does not provide", () => {
    const error = new BuildError([
      moduleError("src/theme/Navbar/Content/index.tsx", "@docusaurus/theme-common/internal"),
      moduleError("src/theme/Navbar/index.tsx", "@theme/NavbarItem"),
      moduleError("src/theme/Logo.tsx", "@theme/Icon/Menu"),
    ]);
    const fallback = swizzleFallback(error, []);
    expect(fallback?.names).toEqual(["Navbar", "Logo"]);
    expect(fallback?.warnings[0]).toMatchObject({
      severity: "warning",
      code: "unbuilt",
      file: "src/theme/Navbar/Content/index.tsx",
      line: 2,
      message:
        "the site's Navbar is not used: it imports \"@docusaurus/theme-common/internal\", which docsgen does not provide; docsgen's own Navbar is used in its place",
    });
  });

  it("leaves out a component that imports a package not installed (one that comes with Docusaurus's theme)", () => {
    const missing: Diagnostic = {
      severity: "error",
      code: "site-code",
      message: 'the site\'s code does not compile: Could not resolve "copy-text-to-clipboard"',
      file: "src/theme/CodeBlock/CopyButton/index.tsx",
    };
    const fallback = swizzleFallback(new BuildError([missing]), []);
    expect(fallback?.names).toEqual(["CodeBlock"]);
    expect(fallback?.warnings[0]?.message).toBe(
      "the site's CodeBlock is not used: it imports \"copy-text-to-clipboard\", which is not installed; docsgen's own CodeBlock is used in its place",
    );
  });

  it("leaves out the theme's components beside other failures, which stand in the next bundle", () => {
    const elsewhere: Diagnostic = {
      severity: "error",
      code: "site-code",
      message: 'the site\'s code does not compile: Could not resolve "@iconify/react"',
      file: "src/components/Card.tsx",
    };
    const fallback = swizzleFallback(
      new BuildError([elsewhere, moduleError("src/theme/Navbar/index.tsx", "@theme/NavbarItem")]),
      [],
    );
    expect(fallback?.names).toEqual(["Navbar"]);
  });

  it("lets a failure stand when it leaves nothing new out: components elsewhere, a path of the site", () => {
    expect(
      swizzleFallback(new BuildError([moduleError("src/components/X.tsx", "@theme/Icon/Copy")]), []),
    ).toBeUndefined();
    const sitePath: Diagnostic = {
      severity: "error",
      code: "site-code",
      message: 'the site\'s code does not compile: Could not resolve "@site/src/missing"',
      file: "src/theme/Footer/index.tsx",
    };
    expect(swizzleFallback(new BuildError([sitePath]), [])).toBeUndefined();
    expect(
      swizzleFallback(new BuildError([moduleError("src/theme/Navbar/index.tsx", "@theme/NavbarItem")]), ["Navbar"]),
    ).toBeUndefined();
    expect(swizzleFallback(new Error("boom"), [])).toBeUndefined();
  });
});

describe("isExcluded", () => {
  it("covers the folder's components and no others", () => {
    expect(isExcluded("Navbar", ["Navbar"])).toBe(true);
    expect(isExcluded("Navbar/Content", ["Navbar"])).toBe(true);
    expect(isExcluded("NavbarItem", ["Navbar"])).toBe(false);
    expect(isExcluded("Navbar", undefined)).toBe(false);
  });
});
