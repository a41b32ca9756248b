import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { mdxComponentNames, siteMdxComponents } from "../../../cli/react/mdx-components.ts";

// A site's src/theme/MDXComponents (issue 34): found where Docusaurus looks for it, and the names its map
// gives read from its source without running it.

function site(files: Record<string, string>): string {
  const dir = mkdtempSync(join(tmpdir(), "docsgen-mdx-components-"));
  for (const [rel, text] of Object.entries(files)) {
    mkdirSync(join(dir, rel, ".."), { recursive: true });
    writeFileSync(join(dir, rel), text);
  }
  return dir;
}

describe("src/theme/MDXComponents", () => {
  it("is found as a file or a folder's index, and absent otherwise", () => {
    expect(siteMdxComponents(site({ "src/theme/MDXComponents.js": "export default {};" }))).toBe(
      "src/theme/MDXComponents.js",
    );
    expect(siteMdxComponents(site({ "src/theme/MDXComponents/index.tsx": "export default {};" }))).toBe(
      "src/theme/MDXComponents/index.tsx",
    );
    expect(siteMdxComponents(site({ "src/theme/Footer/index.js": "export default () => null;" }))).toBeUndefined();
  });

  it("gives the names of its object literal, spreads aside, JSX and blank lines included", () => {
    const dir = site({
      "src/theme/MDXComponents.jsx": `import MDXComponents from "@theme-original/MDXComponents";
import Highlight from "@site/src/components/Highlight";

const Note = ({ children }) => <aside className="note">{children}</aside>;

export default {
  ...MDXComponents,
  Highlight,
  Note: Note,
  "Callout": Note,
};
`,
    });
    expect([...(mdxComponentNames(dir) ?? [])]).toEqual(["Highlight", "Note", "Callout"]);
  });

  it("reads a map after a comment line, in TypeScript, with braces in strings", () => {
    const dir = site({
      "src/theme/MDXComponents.tsx": `import MDXComponents from "@theme-original/MDXComponents";
import type { ComponentType } from "react";
import Gauge from "@site/src/components/Gauge";
// Components every MDX page may use without importing them.
export default {
  ...MDXComponents,
  Gauge, // "}" in a comment
  Label: (() => "{") as ComponentType,
};
`,
    });
    expect([...(mdxComponentNames(dir) ?? [])]).toEqual(["Gauge", "Label"]);
  });

  it("gives none it cannot read (not an object literal): every component used without an import is then taken from the map", () => {
    const dir = site({
      "src/theme/MDXComponents.js": `import MDXComponents from "@theme-original/MDXComponents";\nconst map = { ...MDXComponents };\nexport default map;\n`,
    });
    expect(mdxComponentNames(dir)).toBeUndefined();
  });
});
