import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { coldContext } from "../../cli/cache/cold-context.ts";
import { resolveConfig } from "../../cli/config/resolve.ts";
import { BuildError } from "../../cli/diagnostics/diagnostic.ts";
import type { Logger } from "../../cli/diagnostics/log.ts";
import { build } from "../../cli/pipeline/build.ts";
import { copyFixture } from "../helpers/cli.ts";

// Issue 34, after step 1: an MDX partial that imports the site's components (fixture: mdx-components,
// docs/_shared/_checklist.mdx with a counter, a CSS-module badge, a global Highlight and an `export const`),
// included by an MDX doc that has components of its own (docs/partials.mdx: the same badge, and an
// `export const` of the same name) and by a markdown doc that has none (docs/checklist.md).

const quiet: Logger = { level: "quiet", info: () => {}, error: () => {} };

let site: string;
let result: Awaited<ReturnType<typeof build>>;
const read = (rel: string) => readFileSync(join(site, "build", rel), "utf8").replaceAll("<!-- -->", "");
/** The content region of a built page. */
const content = (rel: string) => {
  const html = read(rel);
  return html.slice(html.indexOf('id="__docsgen_content"'), html.indexOf("</article>"));
};

beforeAll(async () => {
  site = copyFixture("mdx-components");
  const config = await resolveConfig({ siteDir: site });
  result = await build(config, quiet, coldContext({ threads: 1 }));
}, 60_000);

describe("partials that use the site's components", () => {
  it("render them inside the page that includes them, each name in its own file's scope", () => {
    const html = content("docs/partials/index.html");
    expect(html).toContain("Run by Ada and Grace.");
    expect(html).toMatch(/<span class="[\w-]*badge[\w-]*">own<\/span>/);
    expect(html).toMatch(/<h3 id="checklist-shared"[^>]*>Checklist <span class="[\w-]*badge[\w-]*">shared<\/span>/);
    // `{props.shift}`: the value the page passes.
    expect(html).toContain("The three checks the night shift runs, ");
    expect(html).toContain('<span class="highlight" style="background-color:#be123c;');
    expect(html).toContain('<button type="button" class="click-counter">Checked 0 times</button>');
    expect(result.diagnostics.filter((d) => d.code === "mdx-unsupported")).toEqual([]);
  });

  it("make a markdown page that includes one a page with the site's components, hydrated by its own script", () => {
    const html = read("docs/checklist/index.html");
    expect(html).toContain("The three checks the day shift runs, ");
    expect(html).toContain('<div data-docsgen-mdx="">');
    expect(html).toContain('<button type="button" class="click-counter">Checked 0 times</button>');
    expect(html).toContain("A markdown doc whose only MDX is the shared checklist.");
    expect(html).toMatch(/<script type="module" src="\/assets\/site\/mdx-\d+-/);
    // The partial's heading is in the page's table of contents, as before.
    expect(result.pages.find((p) => p.route === "/docs/checklist")?.toc).toEqual([
      expect.objectContaining({ id: "checklist-shared" }),
    ]);
  });

  it("a plain partial shows the props a page passes it, without the site's code (Docusaurus's partial example)", () => {
    const html = read("docs/tabs/index.html");
    expect(html).toContain("<p>Signed off by the day crew.</p>");
    expect(html).not.toContain("data-docsgen-mdx");
    expect(result.diagnostics.filter((d) => d.file === "docs/tabs.mdx")).toEqual([]);
  });

  it("hoist a partial included twice once, and keep each inclusion's components", async () => {
    const twice = copyFixture("mdx-components");
    const file = join(twice, "docs/checklist.md");
    writeFileSync(file, `${readFileSync(file, "utf8")}\nAgain:\n\n<Checklist shift="late" />\n`);
    const config = await resolveConfig({ siteDir: twice });
    await build(config, quiet, coldContext({ threads: 1 }));
    const html = readFileSync(join(twice, "build/docs/checklist/index.html"), "utf8").replaceAll("<!-- -->", "");
    expect(html.match(/<button type="button" class="click-counter">Checked 0 times<\/button>/g)).toHaveLength(2);
    expect(html).toContain("The three checks the day shift runs, ");
    expect(html).toContain("The three checks the late shift runs, ");
  }, 30_000);

  it("an import of the partial that resolves to nothing is an error at the partial's line, as it is written there", async () => {
    const broken = copyFixture("mdx-components");
    const file = join(broken, "docs/_shared/_checklist.mdx");
    writeFileSync(file, readFileSync(file, "utf8").replace("components/ClickCounter'", "components/ClickCountr'"));
    const config = await resolveConfig({ siteDir: broken });
    const error = await build(config, quiet, coldContext({ threads: 1 })).then(
      () => undefined,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(BuildError);
    expect((error as BuildError).diagnostics).toEqual([
      expect.objectContaining({
        code: "site-code",
        file: "docs/_shared/_checklist.mdx",
        line: 1,
        message: expect.stringContaining('Could not resolve "../../src/components/ClickCountr"'),
      }),
    ]);
  }, 30_000);
});
