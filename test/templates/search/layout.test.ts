import { describe, expect, it } from "vitest";
import { shardOf } from "../../../templates/search/layout.ts";
import { queryTokens, rankTokens } from "../../../templates/search/tokenize.ts";

describe("shardOf", () => {
  it("puts a query's phrase token in the shard of one of its own tokens: no request more", () => {
    const queries = [
      "缓存构建结果的原理",
      "getSuperWidget 的用法",
      "  Export  Widget ",
      "a.b 与 kebab-case",
      "SCW 控件",
    ];
    for (const shards of [1, 7, 300, 984]) {
      for (const query of queries) {
        const phrase = rankTokens(query).at(-1) ?? "";
        expect(phrase.startsWith("="), query).toBe(true);
        const own = new Set(queryTokens(query).map((t) => shardOf(t, shards)));
        expect(own.has(shardOf(phrase, shards)), `${query} in ${shards} shards`).toBe(true);
      }
    }
  });

  it("spreads the phrases that start alike over their tokens' shards", () => {
    const tails = ["用法", "示例", "小结", "参考", "限制", "配置", "原理", "概述", "进阶", "注意事项"];
    const used = new Set(tails.map((t) => shardOf(rankTokens(`缓存构建结果的${t}`).at(-1) ?? "", 997)));
    expect(used.size).toBeGreaterThan(4);
  });
});
