import { readFileSync } from "node:fs";
import { join } from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { coldContext } from "../../cli/cache/cold-context.ts";
import { resolveConfig } from "../../cli/config/resolve.ts";
import type { Logger } from "../../cli/diagnostics/log.ts";
import { build } from "../../cli/pipeline/build.ts";
import { copyFixture } from "../helpers/cli.ts";

// Issue 48, point 6: MDX that runs only code it writes itself (fixture: mdx-own-code, no src/components):
// `export const` and `export function` components used in the same file, {expressions} reading its exports,
// and elements with event handlers, in a doc, a blog post and a page. Docusaurus renders them; docsgen left
// the exports out and dropped the handlers (and the <button>) with warnings.

const quiet: Logger = { level: "quiet", info: () => {}, error: () => {} };

let site: string;
let result: Awaited<ReturnType<typeof build>>;
const read = (rel: string) => readFileSync(join(site, "build", rel), "utf8").replaceAll("<!-- -->", "");
/** The content region of a built page. */
const content = (rel: string) => {
  const html = read(rel);
  return html.slice(html.indexOf('id="__docsgen_content"'), html.indexOf('<script id="__docsgen_data"'));
};
const scripts = (html: string) => [...html.matchAll(/<script type="module" src="([^"]+)"/g)].map((m) => m[1]);

beforeAll(async () => {
  site = copyFixture("mdx-own-code");
  const config = await resolveConfig({ siteDir: site });
  result = await build(config, quiet, coldContext({ threads: 1 }));
}, 60_000);

describe("MDX components a file declares and uses itself", () => {
  it("render in a doc: `export const`, `export function`, and {expressions} reading its exports", () => {
    const html = content("docs/own-code/index.html");
    expect(html).toContain(
      '<span class="own-highlight" style="background-color:#25c2a0;border-radius:2px;color:#fff;padding:0.2rem;cursor:pointer">Docusaurus green</span>',
    );
    expect(html).toContain('<strong class="own-plug">Line A7</strong> is one of 12 lines that Grace runs.');
    // docsgen's markdown still: heading ids, final links.
    expect(html).toMatch(/<h2 id="still-markdown"/);
    expect(html).toContain('<a href="/docs/intro">introduction</a>');
  });

  it("render in a blog post (and its excerpt on the list page) and in a page", () => {
    expect(content("blog/2026/01/05/switchboard/index.html")).toContain(
      'The board is in: <span class="own-lamp">lamp lit</span>.',
    );
    expect(read("blog/index.html")).toContain('<span class="own-lamp">lamp lit</span>');
    expect(content("dial/index.html")).toContain('Dial <kbd class="own-digit">4</kbd><kbd class="own-digit">2</kbd>.');
  });

  it("make the page an island: its own script hydrates it, with the handlers' code", () => {
    for (const [page, handler] of [
      ["docs/own-code/index.html", "Connected!"],
      ["blog/2026/01/05/switchboard/index.html", "Ringing"],
      ["dial/index.html", "Dialling"],
    ]) {
      const html = read(page);
      const own = scripts(html).find((s) => /^\/assets\/site\/mdx-\d+-/.test(s));
      expect(own, page).toBeDefined();
      expect(readFileSync(join(site, "build", own ?? ""), "utf8"), page).toContain(handler);
    }
    // A plain doc stays as it was: docsgen's entry only.
    expect(scripts(read("docs/intro/index.html"))).toEqual([expect.stringMatching(/^\/assets\/entry-/)]);
  });
});

describe("elements with event handlers", () => {
  it("keep the element, a <button> too, and its other attributes; the handler runs in the browser only", () => {
    const html = content("docs/own-code/index.html");
    expect(html).toContain('<button type="button" class="own-button">Connect</button>');
    expect(content("dial/index.html")).toContain('<button type="button" class="own-page-button">Dial</button>');
  });

  it("still lose a handler written as a string (raw HTML's), with a located warning; nothing else is reported", () => {
    expect(content("docs/own-code/index.html")).toContain('<div class="own-raw">A handler written as a string');
    const messages = result.diagnostics
      .filter((d) => d.severity === "warning" && /mdx-|html-/.test(d.code))
      .map((d) => `${d.file}:${d.line} ${d.code} ${d.message}`);
    expect(messages).toEqual([
      "docs/own-code.mdx:31 html-unsafe the event handler attribute onclick of <div> was removed from the output: it would run code",
    ]);
  });
});
