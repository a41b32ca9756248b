import { existsSync, mkdirSync, readdirSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { describe, expect, it } from "vitest";
import { copyFixture, docsgen } from "../helpers/cli.ts";

// A page that fails in the main thread while the worker threads still write their pages: the output was
// discarded under them, and the error shown was the discard's own (ENOTEMPTY, "another process wrote
// there"), not the page's. Seen on a real site of 2,400 pages over ten versions.
describe("a page failing while worker threads render", () => {
  it("shows the page's error, stops the workers, and leaves the previous output untouched", () => {
    const site = copyFixture("mdx-components");
    writeFileSync(
      join(site, "src/components/ClickCounter.tsx"),
      'export default function ClickCounter(): never {\n  throw new Error("no lamp oil");\n}\n',
    );
    // Enough plain docs that the workers are busy writing when the main thread's page fails.
    mkdirSync(join(site, "docs/many"), { recursive: true });
    for (let i = 0; i < 600; i++)
      writeFileSync(
        join(site, `docs/many/page-${i}.md`),
        `# Page ${i}\n\n${"Some words about the lamp room and its oil. ".repeat(40)}\n\n\`\`\`js\nconst n = ${i};\n\`\`\`\n`,
      );
    const out = join(site, "build");
    mkdirSync(out);
    writeFileSync(join(out, "index.html"), "previous");
    const r = docsgen(["build", site, "--threads", "2"], undefined, { timeoutMs: 240_000 });
    expect(r.code).toBe(1);
    expect(r.stderr).toContain("threw while this page rendered: no lamp oil");
    expect(r.stderr).not.toMatch(/ENOTEMPTY|another process/);
    expect(readdirSync(out)).toEqual(["index.html"]);
    // No staged folder of this (finished) process is left beside the output.
    expect(readdirSync(dirname(out)).filter((n) => n.startsWith("build.tmp-"))).toEqual([]);
    expect(existsSync(join(out, "docs"))).toBe(false);
  });
});
