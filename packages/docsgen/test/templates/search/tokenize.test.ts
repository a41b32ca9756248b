import { describe, expect, it } from "vitest";
import { phraseToken, queryTokens, rankTokens, tokenize } from "../../../templates/search/tokenize.ts";

describe("tokenizer", () => {
  it("indexes Chinese as overlapping two-character pairs, and words around it apart", () => {
    expect(tokenize("自定义控件")).toEqual(["自定", "定义", "义控", "控件"]);
    expect(tokenize("调用exportWidget导出")).toEqual(["exportwidget", "export", "widget", "widget", "调用", "导出"]);
    expect(queryTokens("件")).toEqual(["件"]);
    expect(tokenize("kebab-case 与 a.b，1,000")).toEqual(
      expect.arrayContaining(["kebab-case", "kebab", "case", "a.b", "a", "b", "1", "000"]),
    );
  });

  it("splits identifiers into camelCase parts and their suffixes", () => {
    expect(tokenize("getSuperWidget")).toEqual(["getsuperwidget", "get", "super", "superwidget", "widget", "widget"]);
    expect(queryTokens("super widget")).toEqual(["super", "widget"]);
    expect(queryTokens("SuperWidget")).toEqual(["superwidget", "super", "widget"]);
    expect(tokenize("MethodBlockParam.THIS")).toEqual(
      expect.arrayContaining(["methodblockparam", "block", "param", "this"]),
    );
  });

  it("gives a heading of two tokens or more one phrase token, which a query ranks by too", () => {
    expect(phraseToken("  Super   Widget ")).toBe("=super widget");
    expect(phraseToken("缓存构建")).toBe("=缓存构建");
    // One token is its own phrase: nothing to add.
    expect(phraseToken("控件")).toBeUndefined();
    expect(phraseToken("widget widget")).toBeUndefined();
    expect(phraseToken("")).toBeUndefined();
    expect(rankTokens("super widget")).toEqual(["super", "widget", "=super widget"]);
    expect(rankTokens("控件")).toEqual(["控件"]);
    // Never one of the other tokens: `=` is not part of a word.
    expect(tokenize("a=b")).toEqual(["a", "b"]);
  });
});
