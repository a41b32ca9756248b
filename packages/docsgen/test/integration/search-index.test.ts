import { mkdtempSync, readdirSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { ShardedSearch } from "../../client/search/sharded-search.ts";
import { buildIndex, type SearchData, search } from "../../templates/search/engine.ts";
import type { PageFragment } from "../../templates/search/layout.ts";
import { buildInProcess } from "../helpers/build.ts";
import { SCW } from "../helpers/cli.ts";
import { diskFetcher } from "../helpers/search-fetch.ts";

// Issue 18, part 1: the sharded index must rank exactly like the index in one piece did (relevance must
// not drop). This site is small enough that no token is truncated, so hits and scores must be identical.
const brief = (hits: { url: string; anchor: string }[]) => hits.map((h) => `${h.url}#${h.anchor}`);

describe("the sharded index answers like the index in one piece", () => {
  // This site's own docs, built by the real CLI; the one-piece index is rebuilt from the page fragments.
  let out: string;
  let data: SearchData;
  beforeAll(async () => {
    out = mkdtempSync(join(tmpdir(), "docsgen-search-"));
    expect((await buildInProcess(SCW, { outDir: out, level: "quiet" })).code).toBe(0);
    data = { v: 1, pages: [], sections: [] };
    const count = readdirSync(join(out, "search/p")).length;
    for (let page = 0; page < count; page++) {
      const f = JSON.parse(readFileSync(join(out, `search/p/${page}.json`), "utf8")) as PageFragment;
      data.pages.push([f.url, f.title]);
      for (const [heading, anchor, text] of f.sections) data.sections.push([page, heading, anchor, text]);
    }
  }, 120_000);

  it("same hits, same order, same scores, for every page title and heading of this site", async () => {
    const base = "/slightning-coco-widget/";
    const index = buildIndex(data);
    const queries = new Set(["控件", "积木", "getsuperwidget", "super widget", "代码体积大", "不存在的词语", "a"]);
    for (const [, title] of data.pages) queries.add(title);
    for (const [, heading] of data.sections) if (heading) queries.add(heading);
    expect(queries.size).toBeGreaterThan(100);
    const sharded = await ShardedSearch.open(base, diskFetcher(out, base).get);
    for (const q of queries) {
      const expected = search(index, q);
      const got = await sharded.search(q);
      expect(brief(got), q).toEqual(brief(expected));
      expect(
        got.map((h) => h.score),
        q,
      ).toEqual(expected.map((h) => h.score));
    }
  });
});
