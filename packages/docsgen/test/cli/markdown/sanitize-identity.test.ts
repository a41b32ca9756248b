import { readFileSync } from "node:fs";
import { join, relative } from "node:path";
import fg from "fast-glob";
import { describe, expect, it, vi } from "vitest";
import { parseMarkdown } from "../../../cli/markdown/parse.ts";
import type * as Sanitize from "../../../cli/markdown/sanitize.ts";
import { toHast } from "../../../cli/markdown/to-hast.ts";
import { renderContent } from "../../../cli/render/content.ts";

/**
 * The allow-list must not change a page that holds nothing it removes: every markdown and MDX file of this
 * repository (the site, the blog and test fixtures, the markdown cases, the READMEs) is rendered with the
 * sanitizer and with it switched off (every element kept as written), and the content HTML must be the
 * same byte for byte unless the sanitizer said what it removed. Code blocks get a stand-in `<pre>` with
 * shiki's kind of spans and styles: they are docsgen's own and must come through untouched.
 */
let sanitizing = true;
vi.mock("../../../cli/markdown/sanitize.ts", async (importOriginal) => {
  const original = await importOriginal<typeof Sanitize>();
  return {
    ...original,
    judgeElement: (...args: Parameters<typeof Sanitize.judgeElement>) =>
      sanitizing ? original.judgeElement(...args) : { keep: "element", properties: args[1], removed: [] },
  };
});

const REPO = join(import.meta.dirname, "../../..");
const WORKSPACE = join(REPO, "../..");
// A file without `<` has no HTML for the sanitizer to see.
const FILES = fg
  .sync(["**/*.md", "**/*.mdx"], { cwd: WORKSPACE, ignore: ["**/node_modules/**", "**/build/**"], absolute: true })
  .filter((file) => readFileSync(file, "utf8").includes("<"))
  .sort();

/** Files written to be hostile: the sanitizer removes something from each, and says so. */
const HOSTILE = [
  "test/cli/markdown/cases/mdx-html-elements/in.mdx",
  // style={{…}} docsgen cannot evaluate (a variable, a style over several lines): left out, and said (issue 50).
  "test/cli/markdown/cases/raw-html-jsx-style/in.md",
  "test/cli/markdown/cases/raw-html-renders-issue-15/in.md",
  "test/cli/markdown/cases/raw-html-unsafe-removed-issue-15/in.md",
  "test/fixtures/docusaurus-compat/docs/01-intro.md",
  "test/fixtures/hostile-html/docs/payloads.md",
  "test/fixtures/hostile-html/docs/refresh.mdx",
  "test/fixtures/mdx-components/docs/components.mdx",
  // Buttons with handlers and a handler written as a string: rendered here as a page without code (issue 48).
  "test/fixtures/mdx-own-code/blog/2026-01-05-switchboard.mdx",
  "test/fixtures/mdx-own-code/docs/own-code.mdx",
  "test/fixtures/mdx-own-code/src/pages/dial.mdx",
  "test/fixtures/raw-html/docs/unsafe.md",
];

function render(absPath: string) {
  const parsed = parseMarkdown(readFileSync(absPath, "utf8"), 1, { absPath, file: relative(REPO, absPath) });
  const code = parsed.code.map(
    (_, i) =>
      `<pre class="shiki" style="--shiki-light:#000"><code><span class="line"><span style="color:red">${i}</span></span></code></pre>`,
  );
  const html = renderContent(toHast(parsed.tree, { code }));
  const removed = [...parsed.messages, ...parsed.rawHtml.messages].filter((m) => m.ruleId === "html-unsafe");
  return { html, removed: removed.length };
}

describe("the sanitizer leaves every page of this repository as it was", () => {
  it("finds the files, many with HTML", () => {
    expect(FILES.length).toBeGreaterThan(60);
  });

  it("renders each byte for byte as without it, unless it reported a removal", () => {
    const changed: string[] = [];
    const reported: string[] = [];
    for (const file of FILES) {
      sanitizing = true;
      const on = render(file);
      sanitizing = false;
      const off = render(file);
      sanitizing = true;
      const rel = relative(REPO, file);
      if (on.removed > 0) reported.push(rel);
      else if (on.html !== off.html) changed.push(rel);
    }
    expect(changed).toEqual([]);
    expect(reported).toEqual(HOSTILE);
  });
});
