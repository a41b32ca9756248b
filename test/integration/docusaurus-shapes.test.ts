import { readFileSync } from "node:fs";
import { join } from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { copyFixture, docsgen } from "../helpers/cli.ts";

// Issue 15: a Docusaurus-shaped docs folder builds as Docusaurus builds it (fixture: docusaurus-shapes).
let out: string;
const read = (rel: string) => readFileSync(join(out, rel), "utf8");
const h1s = (html: string) => html.match(/<h1[\s>][\s\S]*?<\/h1>/g) ?? [];

beforeAll(() => {
  const site = copyFixture("docusaurus-shapes");
  out = join(site, "build");
  const r = docsgen(["build", site]);
  expect(r.stderr).toBe("");
  expect(r.code).toBe(0);
  expect(r.stdout).toMatch(/, 0 warnings$/m);
});

describe("front matter title (issue 15, part 2)", () => {
  it("renders a front-matter-only title as the page's one h1", () => {
    const html = read("docs/titles/front-matter-title/index.html");
    expect(h1s(html)).toEqual(["<h1>前言里的标题</h1>"]);
    // The client renders the same template from the page data: the title travels in the model.
    expect(html).toContain('"syntheticTitle":"前言里的标题"');
  });

  it("adds no h1 when the body has its own, nor with hide_title", () => {
    expect(h1s(read("docs/titles/own-heading/index.html"))).toEqual(['<h1 id="正文标题">正文标题</h1>']);
    expect(h1s(read("docs/titles/hidden-title/index.html"))).toEqual([]);
    expect(read("docs/titles/hidden-title/index.html")).toContain("<title>隐藏的标题 | Shapes Site</title>");
  });
});
