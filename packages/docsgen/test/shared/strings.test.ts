import { describe, expect, it } from "vitest";
import { EN } from "../../shared/locales/en.ts";
import { ZH_CN } from "../../shared/locales/zh-CN.ts";
import { type Catalogue, fill, plural } from "../../shared/strings.ts";

const placeholders = (message: string) => [...message.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
const flat = (c: Catalogue): Record<string, string> => ({
  ...c.ui,
  ...Object.fromEntries(Object.entries(c.server).filter(([, v]) => typeof v === "string")),
  ...Object.fromEntries(Object.entries(c.server.admonition).map(([k, v]) => [`admonition.${k}`, v])),
});

describe("fill", () => {
  it("replaces the named placeholders and leaves the others", () => {
    expect(fill("Read more about {title}", { title: "Acme" })).toBe("Read more about Acme");
    expect(fill("{a}{b} {a}", { a: 1 })).toBe("1{b} 1");
    expect(fill("no braces", { a: "x" })).toBe("no braces");
  });
});

describe("plural", () => {
  it("picks Docusaurus's form by the locale's plural category", () => {
    expect(plural("One min read|{readingTime} min read", "en", 1, { readingTime: 1 })).toBe("One min read");
    expect(plural("One min read|{readingTime} min read", "en", 7, { readingTime: 7 })).toBe("7 min read");
    expect(plural("阅读需 {readingTime} 分钟", "zh-CN", 1, { readingTime: 1 })).toBe("阅读需 1 分钟");
  });

  it("orders forms as CLDR does (fr: one, many, other) and uses the last form for missing ones", () => {
    expect(plural("un|beaucoup|{count} autres", "fr", 1, { count: 1 })).toBe("un");
    expect(plural("un|beaucoup|{count} autres", "fr", 1_000_000, { count: 1_000_000 })).toBe("beaucoup");
    expect(plural("un|{count} éléments", "fr", 5, { count: 5 })).toBe("5 éléments");
  });
});

describe("the shipped catalogues", () => {
  it("have the same strings with the same placeholders in zh-CN and en", () => {
    const zh = flat(ZH_CN);
    const en = flat(EN);
    expect(Object.keys(en).sort()).toEqual(Object.keys(zh).sort());
    for (const key of Object.keys(zh)) expect(placeholders(en[key]), key).toEqual(placeholders(zh[key]));
  });

  it("English holds no CJK character", () => {
    for (const [key, message] of Object.entries(flat(EN)))
      expect(message, key).not.toMatch(/[\u3000-\u9fff\uff00-\uffef]/);
  });
});
