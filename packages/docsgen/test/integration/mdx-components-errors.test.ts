import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { type Diagnostic, formatDiagnostic } from "../../cli/diagnostics/diagnostic.ts";
import { buildFailure } from "../helpers/build.ts";
import { copyFixture } from "../helpers/cli.ts";

// The site's own code imported by MDX, when it does not compile (fixture: mdx-components): each error names
// the place the author wrote, the MDX file's import (and the partial's, whose imports move to the page) or the
// component's own line, and says what to do. Docusaurus's webpack fails these builds too.

const edit = (site: string, rel: string, from: string, to: string) => {
  const file = join(site, rel);
  const text = readFileSync(file, "utf8");
  if (!text.includes(from)) throw new Error(`${rel} has no ${from}`);
  writeFileSync(file, text.replace(from, to));
};

describe("a name the site's module does not export", () => {
  let diagnostics: Diagnostic[];
  const at = (file: string) => diagnostics.filter((d) => d.file === file);

  it("fails the build once for each import, at the name as the author wrote it", async () => {
    const site = copyFixture("mdx-components");
    // A named import over several lines, after front matter.
    writeFileSync(
      join(site, "docs/lamps.mdx"),
      [
        "---",
        "title: Lamps",
        "---",
        "",
        "import Highlight from '@site/src/components/Highlight';",
        "import {",
        "  Badge,",
        "  Lamp,",
        "} from '@site/src/components/Badge';",
        "",
        "# Lamps",
        "",
        "<Lamp /> <Badge>new</Badge> <Highlight color='red'>on</Highlight>",
        "",
      ].join("\n"),
    );
    // A default import of a module that has only named exports.
    writeFileSync(
      join(site, "docs/wicks.mdx"),
      "# Wicks\n\nimport Badge from '@site/src/components/Badge';\n\n<Badge>trimmed</Badge>\n",
    );
    // A partial's import: it moves to the pages that include the partial.
    edit(site, "docs/_shared/_checklist.mdx", "import { Badge }", "import { Badgee as Badge }");
    // A React page: esbuild locates it in the page itself.
    writeFileSync(
      join(site, "src/pages/lamp.tsx"),
      'import Layout from "@theme/Layout";\nimport { Lamp } from "../components/Badge";\n\nexport default function Page() {\n  return <Layout><Lamp /></Layout>;\n}\n',
    );
    diagnostics = await buildFailure(site);
    expect(diagnostics.map((d) => `${d.file}:${d.line}:${d.column}`).sort()).toEqual([
      "docs/_shared/_checklist.mdx:2:10",
      "docs/lamps.mdx:8:3",
      "docs/wicks.mdx:3:8",
      "src/pages/lamp.tsx:2:10",
    ]);
    for (const d of diagnostics) expect(d).toMatchObject({ severity: "error", code: "site-code" });
  }, 60_000);

  it("names the missing name and the module, and lists what the module exports", () => {
    const [lamps] = at("docs/lamps.mdx");
    expect(formatDiagnostic(lamps)).toBe(
      [
        `docs/lamps.mdx:8:3: error [site-code] the site's code does not compile: "Lamp" is not exported by src/components/Badge.tsx (imported from "@site/src/components/Badge")`,
        "    src/components/Badge.tsx exports Badge. Import a name it exports, or export Lamp from src/components/Badge.tsx.",
      ].join("\n"),
    );
  });

  it("says when the module has no default export", () => {
    const [wicks] = at("docs/wicks.mdx");
    expect(wicks.message).toBe(
      `the site's code does not compile: src/components/Badge.tsx has no default export (imported from "@site/src/components/Badge")`,
    );
    expect(wicks.hint).toBe(
      "src/components/Badge.tsx exports Badge. Import it by name (import { Badge } from …), or add an `export default` to src/components/Badge.tsx.",
    );
  });

  it("in a partial, names the import as the partial writes it, and suggests the nearest export", () => {
    const [partial] = at("docs/_shared/_checklist.mdx");
    expect(partial.message).toContain(
      `"Badgee" is not exported by src/components/Badge.tsx (imported from "@site/src/components/Badge")`,
    );
    expect(partial.hint).toMatch(/^Did you mean "Badge"\? src\/components\/Badge\.tsx exports Badge\./);
  });

  it("in a React page, says the same at the page's line", () => {
    const [page] = at("src/pages/lamp.tsx");
    expect(page.message).toContain(`"Lamp" is not exported by src/components/Badge.tsx`);
    expect(page.hint).toContain("src/components/Badge.tsx exports Badge.");
  });
});

describe("other compile errors of MDX pages and what they import", () => {
  it("an unresolvable import is at the MDX file's specifier; a syntax error at the component's own line", async () => {
    const site = copyFixture("mdx-components");
    writeFileSync(
      join(site, "docs/lamps.mdx"),
      "# Lamps\n\nimport Lamp from '@site/src/components/Lamp';\n\n<Lamp />\n",
    );
    writeFileSync(
      join(site, "src/components/Wick.tsx"),
      "export function Wick() {\n  return <span>wick</span>;;\n}\n}\n",
    );
    writeFileSync(
      join(site, "docs/wicks.mdx"),
      "# Wicks\n\nimport { Wick } from '@site/src/components/Wick';\n\n<Wick />\n",
    );
    const diagnostics = await buildFailure(site);
    expect(diagnostics).toHaveLength(2);
    expect(diagnostics).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          code: "site-code",
          file: "docs/lamps.mdx",
          line: 3,
          column: 18,
          message: `the site's code does not compile: Could not resolve "@site/src/components/Lamp"`,
          hint: expect.stringContaining("@site/ starts at the site folder"),
        }),
        expect.objectContaining({
          code: "site-code",
          file: "src/components/Wick.tsx",
          line: 4,
          column: 1,
          message: expect.stringContaining("Unexpected"),
        }),
      ]),
    );
  }, 60_000);
});

describe("a module without any export", () => {
  it("is a warning at the import, printed with the page's failure when the undefined component renders", async () => {
    const site = copyFixture("mdx-components");
    // No `export`: esbuild reads it as CommonJS, so the name is undefined (webpack warns the same).
    writeFileSync(join(site, "src/components/Plain.js"), "function Plain() {\n  return <b>lit</b>;\n}\n");
    writeFileSync(
      join(site, "docs/plain.mdx"),
      '# Plain\n\nimport { Plain } from "@site/src/components/Plain";\n\n<Plain />\n',
    );
    const diagnostics = await buildFailure(site);
    expect(diagnostics).toEqual([
      expect.objectContaining({ severity: "error", code: "site-render", file: "docs/plain.mdx" }),
      {
        severity: "warning",
        code: "site-code",
        file: "docs/plain.mdx",
        line: 3,
        column: 10,
        message: `"Plain" is undefined: src/components/Plain.js has no exports (imported from "@site/src/components/Plain")`,
        hint: "Export it from src/components/Plain.js (`export function Plain` …, or `export default` for a default import).",
      },
    ]);
  }, 60_000);
});
