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

  it("lets any other failure stand: a component elsewhere, a package not installed, or nothing new to leave out", () => {
    expect(
      swizzleFallback(new BuildError([moduleError("src/components/X.tsx", "@theme/Icon/Copy")]), []),
    ).toBeUndefined();
    const missing: Diagnostic = {
      severity: "error",
      code: "site-code",
      message: 'Could not resolve "clsx"',
      file: "src/theme/Footer/index.tsx",
    };
    expect(
      swizzleFallback(new BuildError([missing, moduleError("src/theme/Navbar/index.tsx", "@theme/NavbarItem")]), []),
    ).toBeUndefined();
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
