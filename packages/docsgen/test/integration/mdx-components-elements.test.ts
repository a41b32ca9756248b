import { readFileSync } from "node:fs";
import { join } from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { coldContext } from "../../cli/cache/cold-context.ts";
import { resolveConfig } from "../../cli/config/resolve.ts";
import type { Logger } from "../../cli/diagnostics/log.ts";
import { build } from "../../cli/pipeline/build.ts";
import { copyFixture } from "../helpers/cli.ts";

// Issue 34, after step 1: the site's src/theme/MDXComponents replaces an element of every page
// (fixture: mdx-components, `blockquote: PullQuote`, a component with state), as Docusaurus applies it to
// every page it compiles: docs/quotes.md, plain markdown with a quote and no MDX, renders its quote with it.

const quiet: Logger = { level: "quiet", info: () => {}, error: () => {} };

let site: string;
const read = (rel: string) => readFileSync(join(site, "build", rel), "utf8").replaceAll("<!-- -->", "");

beforeAll(async () => {
  site = copyFixture("mdx-components");
  const config = await resolveConfig({ siteDir: site });
  await build(config, quiet, coldContext({ threads: 1 }));
}, 60_000);

describe("element overrides of the site's src/theme/MDXComponents", () => {
  it("render the element with the site's component on a page without MDX, hydrated by its own script", () => {
    const html = read("docs/quotes/index.html");
    expect(html).toMatch(
      /<div data-docsgen-mdx=""><h1 id="quotes">Quotes<\/h1>\s*<p>A plain markdown doc, with no MDX at all.<\/p>\s*<blockquote class="pull-quote">\s*<p>Keep the lamp trimmed and the log written.<\/p>\s*<p>— the first night crew<\/p>\s*<button type="button" class="pull-quote__pin">Pin<\/button><\/blockquote><\/div>/,
    );
    expect(html).toMatch(/<script type="module" src="\/assets\/site\/mdx-\d+-/);
    expect(html).toMatch(/"reactRoutes":\[[^\]]*"\/docs\/quotes"/);
  });

  it("leave the pages without that element as they were", () => {
    for (const rel of ["docs/intro/index.html", "docs/tabs/index.html", "blog/2026/03/02/plain-notes/index.html"]) {
      const html = read(rel);
      expect(html, rel).not.toContain("data-docsgen-mdx");
      expect(html, rel).not.toContain("/assets/site/");
    }
  });
});
