import { join, posix } from "node:path";
import { describe, expect, it } from "vitest";
import {
  baseUrlProblem,
  isValidPathname,
  localeNameProblem,
  siteUrlProblem,
  versionNameProblem,
} from "../../../cli/config/names.ts";
import { isWithin } from "../../../cli/paths/contain.ts";
import { seeded } from "../../helpers/site-edits.ts";

// Issue 47, item 2: the rules for names that become paths. Real sites' names pass; random strings never yield
// a path outside the output, or text that could leave an attribute or a header.

/** Characters attacks are made of, and some ordinary ones. */
const ALPHABET = [..."./\\-_:<>\"'`?#%*| \t\r\n\u0000\u007faZ09é中", "..", "../", "%2e%2e", "\u2028"];

function randomName(next: () => number): string {
  const length = 1 + Math.floor(next() * 8);
  return Array.from({ length }, () => ALPHABET[Math.floor(next() * ALPHABET.length)]).join("");
}

const OUT = "/srv/out";
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is refused
const BREAKS_OUT = /[\u0000-\u001f\u007f"<>]/;

describe("localeNameProblem", () => {
  it("accepts the locale names of real sites", () => {
    for (const name of ["en", "fr", "zh-Hans", "zh-CN", "pt-BR", "es-419", "sr-Latn-RS", "en_US", "x-pig-latin"])
      expect(localeNameProblem(name), name).toBeUndefined();
  });

  it.each(["../../X", "..", ".", "a/b", "a\\b", "fr\r\n", "<b>", '"x', "", " en", ".docsgen"])("refuses %j", (name) => {
    expect(localeNameProblem(name)).toBeDefined();
  });

  it("never accepts a random string that leaves the output or holds markup", () => {
    const next = seeded(47);
    for (let i = 0; i < 20_000; i++) {
      const name = randomName(next);
      if (localeNameProblem(name) !== undefined) continue;
      // A locale is built into <out>/<name>: one folder, inside the output.
      expect(isWithin(OUT, join(OUT, name)) && join(OUT, name) !== OUT, name).toBe(true);
      expect(posix.basename(join(OUT, name)), name).toBe(name);
      expect(name, name).not.toMatch(BREAKS_OUT);
    }
  });
});

describe("versionNameProblem", () => {
  it("accepts what Docusaurus accepts", () => {
    for (const name of ["1.0", "2.x", "v3", "1.0.0-beta.1", "current", "2024 Q1", "next'"])
      expect(versionNameProblem(name), name).toBeUndefined();
  });

  it.each(["..", ".", "a/b", "..\\x", "1.0\n", "<1>", "a:b", "   ", "x".repeat(33)])("refuses %j", (name) => {
    expect(versionNameProblem(name)).toBeDefined();
  });

  it("never accepts a random string whose folder or route leaves its parent", () => {
    const next = seeded(4747);
    for (let i = 0; i < 20_000; i++) {
      const name = randomName(next);
      if (versionNameProblem(name) !== undefined) continue;
      const folder = join(OUT, "versioned_docs", `version-${name}`);
      expect(isWithin(join(OUT, "versioned_docs"), folder), name).toBe(true);
      // As a route segment: one segment below the docs.
      const route = join(OUT, "docs", name);
      expect(isWithin(join(OUT, "docs"), route) && route !== join(OUT, "docs"), name).toBe(true);
      expect(name, name).not.toMatch(BREAKS_OUT);
    }
  });
});

describe("baseUrlProblem, siteUrlProblem, isValidPathname", () => {
  it("accepts real base URLs and site URLs", () => {
    for (const base of ["/", "/docs/", "docs", "/slightning-coco-widget/", "/a/b/", "/文档/"])
      expect(baseUrlProblem(base), base).toBeUndefined();
    for (const url of [
      "https://example.com",
      "http://localhost:3000",
      "https://a.github.io/",
      "https://x.dev/sub",
      "https://例え.jp",
    ])
      expect(siteUrlProblem(url), url).toBeUndefined();
  });

  it("refuses URLs that are not http(s)", () => {
    for (const url of [
      "javascript:alert(1)//",
      "data:text/html,x",
      "//example.com",
      "https://a b",
      'https://a"b',
      "ftp://x",
    ])
      expect(siteUrlProblem(url), url).toBeDefined();
  });

  it("never accepts a random base URL with a dot segment, markup or a control character", () => {
    const next = seeded(474747);
    for (let i = 0; i < 20_000; i++) {
      const base = randomName(next);
      if (baseUrlProblem(base) !== undefined) continue;
      expect(base.split("/"), base).not.toContain("..");
      // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is refused
      expect(base, base).not.toMatch(/[\u0000-\u001f\u007f"'<>\\?# ]/);
    }
  });

  it("reads paths as Docusaurus's isValidPathname does", () => {
    expect(isValidPathname("/docs/old")).toBe(true);
    expect(isValidPathname("/a b")).toBe(true);
    expect(isValidPathname("docs/old")).toBe(false);
    expect(isValidPathname("/../x")).toBe(false);
    expect(isValidPathname("/a\r\nb")).toBe(false);
    expect(isValidPathname("//evil.com")).toBe(false);
  });
});
