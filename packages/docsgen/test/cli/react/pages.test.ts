import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { describe, expect, it } from "vitest";
import type { ResolvedConfig } from "../../../cli/config/resolved.ts";
import { discover } from "../../../cli/content/discover.ts";
import { reactPage } from "../../../cli/react/pages.ts";

// Issue 34, part 2: which files of the pages folder are React pages, and their routes (Docusaurus's pages
// plugin: `_` files and folders, tests and type declarations are not pages; `index` is its folder's route).

function site(files: string[]): ResolvedConfig {
  const siteDir = mkdtempSync(join(tmpdir(), "docsgen-react-pages-"));
  for (const file of files) {
    mkdirSync(dirname(join(siteDir, file)), { recursive: true });
    writeFileSync(join(siteDir, file), "export default function P() { return null; }\n");
  }
  return {
    siteDir,
    outDir: join(siteDir, "build"),
    docs: { dir: join(siteDir, "docs") },
    pagesDir: join(siteDir, "src/pages"),
  } as unknown as ResolvedConfig;
}

describe("React pages", () => {
  it("are the .js, .jsx, .ts and .tsx files of the pages folder, less partials, tests and declarations", async () => {
    const config = site([
      "src/pages/index.tsx",
      "src/pages/about.js",
      "src/pages/showcase/index.jsx",
      "src/pages/guides/setup.ts",
      "src/pages/notes.md",
      "src/pages/_card.tsx",
      "src/pages/_shared/util.ts",
      "src/pages/__tests__/index.tsx",
      "src/pages/index.test.tsx",
      "src/pages/types.d.ts",
      "src/pages/styles.module.css",
    ]);
    const found = await discover(config);
    expect(found.reactPages).toEqual(["about.js", "guides/setup.ts", "index.tsx", "showcase/index.jsx"]);
    expect(found.pages).toEqual(["notes.md"]);
  });

  it("have Docusaurus's routes, without a trailing slash", () => {
    const config = site([]);
    const route = (rel: string) => reactPage(config, rel).route;
    expect(route("index.tsx")).toBe("/");
    expect(route("about.js")).toBe("/about");
    expect(route("showcase/index.jsx")).toBe("/showcase");
    expect(route("guides/setup.ts")).toBe("/guides/setup");
    expect(reactPage(config, "showcase/index.jsx").file).toBe("src/pages/showcase/index.jsx");
  });
});
