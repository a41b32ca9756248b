import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { coldContext } from "../../cli/cache/cold-context.ts";
import { resolveConfig } from "../../cli/config/resolve.ts";
import { BuildError } from "../../cli/diagnostics/diagnostic.ts";
import type { Logger } from "../../cli/diagnostics/log.ts";
import { build } from "../../cli/pipeline/build.ts";
import { copyFixture } from "../helpers/cli.ts";

// Blog authors as Docusaurus reads them (issue 33, part 5): the authors map, `authors` keys and inline
// authors, the old `author*` keys, and a key the map does not have.

const quiet: Logger = { level: "quiet", info: () => {}, error: () => {} };

async function buildBlog(site: string) {
  const config = await resolveConfig({ siteDir: site, outDir: "build" });
  return build(config, quiet, coldContext({ threads: 1 }));
}

function setFrontMatter(site: string, post: string, lines: string) {
  const path = join(site, "blog", post);
  writeFileSync(path, readFileSync(path, "utf8").replace(/^---\n/, `---\n${lines}\n`));
}

const page = (site: string, route: string) => readFileSync(join(site, "build", route, "index.html"), "utf8");

describe("blog authors", () => {
  it("shows the authors of the map, inline ones and the old keys, on posts and lists, without warnings", async () => {
    const site = copyFixture("blog");
    writeFileSync(
      join(site, "blog", "authors.yml"),
      "lin:\n  name: 林小雨\n  title: SCW 维护者\n  url: https://example.com/lin\n  image_url: https://example.com/lin.png\n",
    );
    setFrontMatter(site, "2024-01-05-hello.md", "authors: [lin, {name: 客座作者, title: 嘉宾}]");
    setFrontMatter(site, "2023-02-10-first.md", "author: 老作者\nauthor_url: https://example.com/old");
    const result = await buildBlog(site);
    const warned = result.diagnostics.filter((d) => /author/.test(d.message));
    expect(warned).toEqual([]);
    const hello = page(site, "blog/2024/01/05/hello");
    expect(hello).toContain('<a href="https://example.com/lin">林小雨</a>');
    expect(hello).toContain('<small class="avatar__subtitle">SCW 维护者</small>');
    expect(hello).toContain('src="https://example.com/lin.png"');
    expect(hello).toContain("客座作者");
    expect(hello).toContain("嘉宾");
    expect(page(site, "blog/2023/02/10/first")).toContain('<a href="https://example.com/old">老作者</a>');
    expect(page(site, "blog")).toContain("林小雨");
    // A post that names no author has no author markup.
    expect(page(site, "blog/2023/05/01/second")).not.toContain("avatar");
  });

  it("a key the authors map does not have fails the build at its line, naming the known keys", async () => {
    const site = copyFixture("blog");
    writeFileSync(join(site, "blog", "authors.yml"), "lin:\n  name: 林小雨\n");
    setFrontMatter(site, "2024-01-05-hello.md", "authors: nobody");
    const error = await buildBlog(site).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(BuildError);
    const [d] = (error as BuildError).diagnostics;
    expect(d).toMatchObject({ code: "front-matter", file: "blog/2024-01-05-hello.md", line: 2 });
    expect(d.message).toContain('"nobody"');
    expect(d.hint).toContain("lin");
  });
});
