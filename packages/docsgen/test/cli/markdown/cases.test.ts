import { existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { basename, join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { localHighlighting } from "../../../cli/highlight/service.ts";
import { parseMarkdown } from "../../../cli/markdown/parse.ts";
import { toHast } from "../../../cli/markdown/to-hast.ts";
import { renderContent } from "../../../cli/render/content.ts";

/**
 * Markdown rendering cases: each folder of `cases/` holds `in.md` (or `in.mdx`) and `out.html`, the content HTML docsgen
 * renders for it (parse → highlight → hast → React → HTML, no links rewritten: a page's links need a
 * route table, see test/cli/content/load.test.ts). A rendering change shows as a diff of `out.html`.
 * A case whose name ends in `-issue-N` records today's known gap of issue N: its `out.html` changes when
 * the issue is fixed, and is then updated on purpose.
 *
 * `out.html` is that HTML exactly, plus a final newline. What the parse reports is in `messages.txt`, one
 * `line:column [code] message` a line, when there is any.
 *
 * `UPDATE_CASES=1 npx vitest run test/cli/markdown/cases.test.ts` rewrites every `out.html` (a new case
 * needs only its `in.md`).
 */
const CASES = join(import.meta.dirname, "cases");
const UPDATE = Boolean(process.env.UPDATE_CASES);
const HOW_TO_UPDATE = "run UPDATE_CASES=1 npx vitest run test/cli/markdown/cases.test.ts";

const highlighting = localHighlighting();
afterAll(() => highlighting.close());

/**
 * The content HTML of a page with this markdown, and a final newline (so that `out.html` ends in one), and
 * what its parse reported. The file's name decides MDX or markdown, as in a build.
 */
async function render(absPath: string): Promise<{ html: string; messages: string }> {
  const parsed = parseMarkdown(readFileSync(absPath, "utf8"), 1, { absPath, file: basename(absPath) });
  const html = `${renderContent(toHast(parsed.tree, { code: await highlighting.highlight(parsed.code) }))}\n`;
  const reported = [...parsed.messages, ...parsed.rawHtml.messages];
  const messages = reported.map((m) => `${m.line}:${m.column} [${m.ruleId}] ${m.reason}\n`).join("");
  return { html, messages };
}

const inputOf = (name: string) => join(CASES, name, existsSync(join(CASES, name, "in.mdx")) ? "in.mdx" : "in.md");

const names = readdirSync(CASES, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)
  .sort();

describe("markdown rendering cases (test/cli/markdown/cases/*/in.md → out.html)", () => {
  it("has cases, each with its in.md", () => {
    expect(names.length).toBeGreaterThanOrEqual(10);
    for (const name of names) expect(existsSync(inputOf(name)), name).toBe(true);
  });

  it.each(names)("%s", async (name) => {
    const actual = await render(inputOf(name));
    const outFile = join(CASES, name, "out.html");
    const messagesFile = join(CASES, name, "messages.txt");
    if (UPDATE) {
      writeFileSync(outFile, actual.html);
      if (actual.messages) writeFileSync(messagesFile, actual.messages);
      else if (existsSync(messagesFile)) rmSync(messagesFile);
      return;
    }
    expect(existsSync(outFile), `${name}/out.html is missing: ${HOW_TO_UPDATE}`).toBe(true);
    expect(actual.html, `${name}: ${HOW_TO_UPDATE} to accept the change`).toBe(readFileSync(outFile, "utf8"));
    const expected = existsSync(messagesFile) ? readFileSync(messagesFile, "utf8") : "";
    expect(actual.messages, `${name}/messages.txt: ${HOW_TO_UPDATE} to accept the change`).toBe(expected);
  });
});
