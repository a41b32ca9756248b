import { describe, expect, it } from "vitest";
import { overriddenElements, rendersElement } from "../../../../cli/markdown/mdx/element-overrides.ts";
import { parseSyntax } from "../../../../cli/markdown/parse.ts";

describe("element overrides of a site's MDXComponents", () => {
  it("are its lowercase names; none when it has none, no map, or names that could not be read", () => {
    expect([...(overriddenElements(new Set(["Highlight", "blockquote", "h2"])) ?? [])]).toEqual(["blockquote", "h2"]);
    expect(overriddenElements(new Set(["Highlight"]))).toBeUndefined();
    expect(overriddenElements(undefined)).toBeUndefined();
    expect(overriddenElements("any")).toBeUndefined();
  });

  it("are found in markdown, in raw HTML and in elements given by plugins", () => {
    const quote = new Set(["blockquote"]);
    expect(rendersElement(parseSyntax("Text.\n\n> A quote."), quote)).toBe(true);
    expect(rendersElement(parseSyntax("Text.\n\n<blockquote>raw</blockquote>"), quote)).toBe(true);
    expect(rendersElement(parseSyntax("Text, *no* quote.\n\n## Heading"), quote)).toBe(false);
    expect(rendersElement(parseSyntax("## Heading"), new Set(["h2"]))).toBe(true);
    expect(rendersElement(parseSyntax("### Heading"), new Set(["h2"]))).toBe(false);
    const admonition = parseSyntax("Text.");
    admonition.children[0].data = { hName: "aside" };
    expect(rendersElement(admonition, new Set(["aside"]))).toBe(true);
  });

  it("leave out the hash links docsgen adds to headings", () => {
    expect(rendersElement(parseSyntax("## Heading {#id}"), new Set(["a"]))).toBe(false);
  });
});
