import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { doc, section } from "../content/scw/markdown.ts";
import { buildInProcess } from "../helpers/build.ts";
import { copyFixture, REPO, SCW } from "../helpers/cli.ts";

// Issue 51: the SCW site's standalone page (/markdown-page) tells a reader how to add a page of their own. Its
// example file is built here in a small site, and what the page says about the result (the URL from the file
// name, the title, no sidebar or prev/next, a TOC only with h2–h3) is read from what the build wrote.

const PAGE = "pages/markdown-page.md";
const text = doc(PAGE);
const example = /^```md title="([^"]+)"\n([\s\S]*?)^```$/m.exec(section(text, "write"));

let out: string;
let output: string;

beforeAll(async () => {
  if (!example) throw new Error(`${PAGE}: no md block with a title in #write`);
  const site = copyFixture("basic");
  out = join(site, "build");
  mkdirSync(dirname(join(site, example[1])), { recursive: true });
  writeFileSync(join(site, example[1]), example[2]);
  const r = await buildInProcess(site);
  expect(r.code).toBe(0);
  output = r.stdout + r.stderr;
});

/** The built page of `pages/<name>.md`, as the page's URL rule says: the file name without .md. */
function built(file: string): string {
  const name = /^pages\/(.+)\.md$/.exec(file)?.[1];
  if (!name) throw new Error(`${PAGE}: the example's file is not in pages/: ${file}`);
  return join(out, name, "index.html");
}

describe("the markdown page's example page", () => {
  it("builds without warnings, at the URL the page states for its file", () => {
    expect(output).toMatch(/, 0 warnings$/m);
    const file = example?.[1] ?? "";
    const name = file.replace(/^pages\//, "").replace(/\.md$/, "");
    expect(section(text, "where")).toContain(`\`${file}\`，网址就是 \`/slightning-coco-widget/${name}\``);
    expect(existsSync(built(file))).toBe(true);
    // The page's own file, named in the same sentence, is at /markdown-page in the route spec.
    expect(section(text, "where")).toContain(
      "`pages/markdown-page.md`，网址是 `/slightning-coco-widget/markdown-page`",
    );
    expect(readFileSync(join(REPO, "test/spec-routes.txt"), "utf8").split("\n")).toContain("/markdown-page");
  });

  it("its title is the front matter's plus the site's, and it has no sidebar, prev/next or TOC", () => {
    const html = readFileSync(built(example?.[1] ?? ""), "utf8");
    const title = /^title: (.+)$/m.exec(example?.[2] ?? "")?.[1];
    expect(/<title>(.*?)<\/title>/.exec(html)?.[1]).toBe(`${title} | Fixture Site`);
    expect(section(text, "write")).toContain(`显示为“${title} | SLIGHTNING CoCo 控件框架”`);
    expect(html).toContain(`>${title}</h1>`);
    expect(html).not.toContain("theme-doc-sidebar-container");
    expect(html).not.toContain("pagination-nav");
    // No h2 in the example: no TOC, the text centred.
    expect(html).not.toContain("table-of-contents");
    expect(html).toContain("col--offset-2");
  });

  it("the preview commands are the repository's: npm start builds then serves on 127.0.0.1:3000", () => {
    const pkg = JSON.parse(readFileSync(join(SCW, "package.json"), "utf8"));
    expect(pkg.scripts.start).toMatch(/build && .* serve$/);
    expect(pkg.engines.node).toBe(">=20.19");
    const preview = section(text, "preview");
    expect(preview).toContain("Node.js 20.19 或更高版本");
    expect(preview).toContain("`http://127.0.0.1:3000/slightning-coco-widget/notice`");
    const serve = readFileSync(join(REPO, "cli/commands/serve.ts"), "utf8");
    expect(serve).toMatch(/"--host <host>"[^\n]*"127\.0\.0\.1"/);
    expect(serve).toMatch(/"-p, --port <port>"[^\n]*"3000"/);
  });
});
