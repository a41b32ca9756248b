import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { build } from "esbuild";
import { afterAll, describe, expect, it } from "vitest";
import { siteModules } from "../../../cli/react/plugin.ts";
import { resolveTheme, themeLayers } from "../../../cli/theme/aliases.ts";
import { componentName, themeComponents } from "../../../cli/theme/components.ts";

// Issue 50, point 2: `src/theme/<Name>` and theme packages' components stack over docsgen's theme as
// Docusaurus's theme aliases stack them.

const root = mkdtempSync(join(tmpdir(), "docsgen-theme-"));
afterAll(() => rmSync(root, { recursive: true, force: true }));

function write(rel: string, text: string) {
  const file = join(root, rel);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, text);
  return file;
}

const site = join(root, "site");
const pkg = join(root, "site/node_modules/theme-x/theme");
const siteFooter = write("site/src/theme/Footer/index.tsx", "export default () => 'site footer';");
const siteCode = write(
  "site/src/theme/CodeBlock.jsx",
  "import Original from '@theme/CodeBlock';\nexport default (p) => ['wrapped', Original(p)];",
);
write("site/src/theme/_helpers.ts", "export {};");
write("site/src/theme/Footer/Footer.test.tsx", "export {};");
write("site/src/theme/types.d.ts", "export {};");
const pkgCode = write("site/node_modules/theme-x/theme/CodeBlock/index.js", "export default () => 'package code';");
const pkgFooter = write("site/node_modules/theme-x/theme/Footer.js", "export default () => 'package footer';");
const own = new Set(["CodeBlock", "Heading"]);

describe("a theme folder's components", () => {
  it("are named as Docusaurus names them, without tests, private files and type declarations", () => {
    expect([...themeComponents(join(site, "src/theme")).keys()].sort()).toEqual(["CodeBlock", "Footer"]);
    expect(componentName("DocItem/Footer/index.tsx")).toBe("DocItem/Footer");
    expect(componentName("index.js")).toBeUndefined();
  });

  it("are none, without a folder to look at", () => {
    expect(themeLayers(join(root, "nowhere"), [], own)).toBeUndefined();
  });
});

describe("theme imports", () => {
  const layers = themeLayers(site, [pkg], own);
  if (!layers) throw new Error("no layers");
  const from = join(site, "src/pages/index.tsx");

  it("take the site's component first, then the theme package's, then docsgen's", () => {
    expect(resolveTheme(layers, "@theme/Footer", from)).toEqual({ file: siteFooter });
    expect(resolveTheme(layers, "@theme/CodeBlock", from)).toEqual({ file: siteCode });
    expect(resolveTheme(layers, "@theme/Heading", from)).toBe("docsgen");
    expect(resolveTheme(layers, "@theme/Nothing", from)).toBeUndefined();
  });

  it("@theme-original is the theme's component under the site's; @theme-init the first theme's", () => {
    expect(resolveTheme(layers, "@theme-original/CodeBlock", from)).toEqual({ file: pkgCode });
    expect(resolveTheme(layers, "@theme-original/Footer", from)).toEqual({ file: pkgFooter });
    expect(resolveTheme(layers, "@theme-init/CodeBlock", from)).toBe("docsgen");
    expect(resolveTheme(layers, "@theme-init/Footer", from)).toEqual({ file: pkgFooter });
  });

  it("a component importing its own name gets the one below it, not itself", () => {
    expect(resolveTheme(layers, "@theme/CodeBlock", siteCode)).toEqual({ file: pkgCode });
    expect(resolveTheme(layers, "@theme/CodeBlock", pkgCode)).toBe("docsgen");
  });
});

describe("a wrapper of docsgen's component", () => {
  it("bundles the site's component around docsgen's, without a loop", async () => {
    const result = await build({
      stdin: {
        contents:
          "export { default as CodeBlock } from '@theme/CodeBlock';\nexport { default as Heading } from '@theme-original/Heading';",
        resolveDir: site,
        loader: "js",
      },
      bundle: true,
      write: false,
      platform: "node",
      format: "esm",
      jsx: "automatic",
      logLevel: "silent",
      external: ["react", "react/*", "react-dom", "react-dom/*"],
      plugins: [siteModules(site)],
    });
    const text = result.outputFiles[0]?.text ?? "";
    expect(text).toContain('"wrapped"');
    expect(text).toContain("function CodeBlock");
    expect(text).toContain("function Heading");
  });
});
