import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Message } from "esbuild";
import { describe, expect, it } from "vitest";
import { MDX_MODULE } from "../../../cli/react/mdx-entries.ts";
import { mdxPlace } from "../../../cli/react/mdx-place.ts";

/** An esbuild message about the compiled module of `absPath`, at a line of that module. */
const message = (absPath: string, text: string, lineText: string): Message => ({
  id: "",
  pluginName: "",
  text,
  location: {
    file: `${MDX_MODULE}${absPath}`,
    namespace: "docsgen-mdx",
    line: 4,
    column: 9,
    length: 4,
    lineText,
    suggestion: "",
  },
  notes: [],
  detail: undefined,
});

const site = mkdtempSync(join(tmpdir(), "docsgen-mdx-place-"));
mkdirSync(join(site, "docs/_shared"), { recursive: true });
const page = join(site, "docs/lamps.mdx");
writeFileSync(
  page,
  [
    "---",
    "title: Lamps",
    "---",
    "import Checklist from './_shared/_list.mdx';",
    "import Wick, {",
    "  Badge,",
    "  Lamp$1 as Lamp,",
    '} from "@site/src/components/Badge";',
    "",
    "You can import Lamp from '@site/src/components/Badge' in prose: not ESM.",
  ].join("\n"),
);
const partial = join(site, "docs/_shared/_list.mdx");
writeFileSync(partial, "import { Badgee } from '../../src/components/Badge';\n\n<Badgee />\n");

describe("mdxPlace", () => {
  it("places a missing named export at the name, in a statement over several lines", () => {
    const m = message(
      page,
      'No matching export in "src/components/Badge.tsx" for import "Lamp$1"',
      'import Wick, {Badge, Lamp$1 as Lamp} from "@site/src/components/Badge";',
    );
    expect(mdxPlace(m)).toEqual({ absPath: page, line: 7, column: 3, written: "@site/src/components/Badge" });
  });

  it("places a missing default export at the default binding", () => {
    const m = message(
      page,
      'No matching export in "src/components/Badge.tsx" for import "default"',
      'import Wick, {Badge, Lamp$1 as Lamp} from "@site/src/components/Badge";',
    );
    expect(mdxPlace(m)).toMatchObject({ line: 5, column: 8 });
  });

  it("finds a partial's import that moved to the page, by the name it imports", () => {
    const m = message(
      page,
      'No matching export in "src/components/Badge.tsx" for import "Badgee"',
      'import {Badgee} from "../src/components/Badge";',
    );
    expect(mdxPlace(m)).toEqual({ absPath: partial, line: 1, column: 10, written: "../../src/components/Badge" });
  });

  it("places an unresolvable import at its specifier", () => {
    const m = message(page, 'Could not resolve "@site/src/components/Badge"', "");
    expect(mdxPlace(m)).toMatchObject({ absPath: page, line: 8, column: 8 });
  });

  it("skips an import shown in a code block above the real one", () => {
    const shown = join(site, "docs/shown.mdx");
    writeFileSync(
      shown,
      [
        "Write the import like this:",
        "",
        "```js",
        'import { Lamp } from "@site/src/components/Badge";',
        "```",
        "",
        "~~~~",
        'import { Lamp } from "@site/src/components/Badge";',
        "~~~~",
        'import { Lamp } from "@site/src/components/Badge";',
      ].join("\n"),
    );
    const m = message(
      shown,
      'No matching export in "src/components/Badge.tsx" for import "Lamp"',
      'import {Lamp} from "@site/src/components/Badge";',
    );
    expect(mdxPlace(m)).toMatchObject({ line: 10, column: 10 });
  });

  it("leaves the line out when no import of the file matches", () => {
    const m = message(page, 'Could not resolve "@site/src/components/Other"', "");
    expect(mdxPlace(m)).toEqual({ absPath: page });
  });
});
