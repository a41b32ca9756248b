import { describe, expect, it } from "vitest";
import { fragmentFiles } from "../../../cli/search/fragments.ts";
import { buildPostings } from "../../../cli/search/postings.ts";
import { shardFiles } from "../../../cli/search/shards.ts";
import { type Fetcher, ShardedSearch } from "../../../client/search/sharded-search.ts";
import { buildIndex, type SearchData, search } from "../../../templates/search/engine.ts";
import { SEARCH_MANIFEST } from "../../../templates/search/layout.ts";

/** The index files of `data` as the build lays them out, with `maxPostings` a token at most. */
function files(data: SearchData, maxPostings: number): Map<string, string> {
  const { manifest, files } = shardFiles(buildPostings(data, maxPostings), {
    sections: data.sections.length,
    pages: data.pages.length,
  });
  files.set(SEARCH_MANIFEST, JSON.stringify(manifest));
  for (const [path, body] of fragmentFiles(data)) files.set(path, body);
  return files;
}

function memoryFetcher(source: () => Map<string, string>): Fetcher {
  return async (url) => {
    const body = source().get(url.slice(1));
    return { ok: body !== undefined, status: body === undefined ? 404 : 200, json: async () => JSON.parse(body ?? "") };
  };
}

const brief = (hits: { url: string; anchor: string }[]) => hits.map((h) => `${h.url}#${h.anchor}`);

describe("a token past MAX_POSTINGS", () => {
  // 60 pages say 控件 in their text; page 37 alone says it in a heading and also says 颜色枚举.
  const data: SearchData = { v: 1, pages: [], sections: [] };
  for (let p = 0; p < 60; p++) {
    data.pages.push([`/docs/p${p}`, `第 ${p} 页`]);
    data.sections.push([p, "", "", `这一页讲控件的用法${p % 3 === 0 ? "，控件" : ""}。`]);
    data.sections.push([p, p === 37 ? "控件颜色" : "其他", `s${p}`, p === 37 ? "颜色枚举" : "别的内容"]);
  }
  data.sections.push([59, "颜色", "last", "控件颜色枚举说明，控件的颜色"]);

  it("keeps the heaviest sections and re-scores the shown ones exactly", async () => {
    const small = files(data, 5);
    const manifest = JSON.parse(small.get(SEARCH_MANIFEST) as string);
    expect(manifest.shards).toBe(1);
    const sharded = await ShardedSearch.open(
      "/",
      memoryFetcher(() => small),
    );
    const index = buildIndex(data);
    for (const q of ["控件", "控件颜色", "颜色枚举", "控件 颜色 枚举"]) {
      const got = await sharded.search(q);
      expect(brief(got).slice(0, 3), q).toEqual(brief(search(index, q)).slice(0, 3));
      // Scores of what is shown are the exact ones, whatever the truncation.
      const exact = new Map(search(index, q, 1000).map((h) => [`${h.url}#${h.anchor}`, h.score]));
      for (const h of got) expect(h.score, q).toBeCloseTo(exact.get(`${h.url}#${h.anchor}`) ?? Number.NaN, 9);
    }
  });

  it("writes the same bytes for the same data; `__proto__` and `constructor` are tokens like others", async () => {
    const withOddTokens: SearchData = {
      v: 1,
      pages: [["/docs/x", "constructor 与 __proto__"]],
      sections: [[0, "", "", "toString hasOwnProperty"]],
    };
    expect([...files(withOddTokens, 5)]).toEqual([...files(withOddTokens, 5)]);
    const sharded = await ShardedSearch.open(
      "/",
      memoryFetcher(() => files(withOddTokens, 5)),
    );
    for (const q of ["__proto__", "constructor", "tostring", "valueOf"]) {
      expect(brief(await sharded.search(q)), q).toEqual(q === "valueOf" ? [] : ["/docs/x#"]);
    }
  });

  it("a dialog holding an older manifest reads the new one when the site was rebuilt", async () => {
    let current = files(data, 5);
    const fetcher = memoryFetcher(() => current);
    const before = await ShardedSearch.open("/", fetcher);
    const after = await ShardedSearch.open("/", fetcher);
    expect(brief(await before.search("颜色枚举"))[0]).toBe("/docs/p59#last");
    const changed = structuredClone(data);
    changed.sections[changed.sections.length - 1][3] = "换了说明";
    current = files(changed, 5);
    // `after` read its manifest before the rebuild and fetches its first shard after it.
    expect(brief(await after.search("颜色枚举"))[0]).toBe("/docs/p37#s37");
  });
});

describe("a query that repeats a heading whose every pair is common", () => {
  // 30 headings share all of 缓存构建结果的原理's pairs but 的原 and 原理, and 30 others hold those two: with
  // lists cut to 5 sections, every pair is truncated, and the heading asked for comes last in site order.
  const tails = ["用法", "示例", "小结", "参考", "限制", "配置"];
  const data: SearchData = { v: 1, pages: [], sections: [] };
  for (let p = 0; p < 61; p++) {
    data.pages.push([`/docs/p${p}`, `第 ${p} 页`]);
    const heading =
      p === 60 ? "缓存构建结果的原理" : p < 30 ? `缓存构建结果的${tails[p % tails.length]}` : `读取配置${p}的原理`;
    data.sections.push([p, heading, `s${p}`, "这一节的正文。"]);
  }

  it("finds that heading's section first, as the index held whole does", async () => {
    const sharded = await ShardedSearch.open(
      "/",
      memoryFetcher(() => files(data, 5)),
    );
    for (const q of ["缓存构建结果的原理", " 缓存构建结果的原理 "]) {
      expect(brief(await sharded.search(q))[0], q).toBe("/docs/p60#s60");
      expect(brief(search(buildIndex(data), q))[0], q).toBe("/docs/p60#s60");
    }
  });
});
