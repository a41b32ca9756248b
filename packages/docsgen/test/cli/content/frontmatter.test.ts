import matter from "gray-matter";
import { describe, expect, it } from "vitest";
import { splitFrontMatter } from "../../../cli/content/frontmatter.ts";
import type { BuildError } from "../../../cli/diagnostics/diagnostic.ts";

/*
 * gray-matter gets only the part of a file that holds its front matter (a copy of every page's whole text
 * cost a large build ~15% of reading its files): the split must be the one gray-matter makes of the whole.
 */
const SOURCES = [
  "---\ntitle: 一\n---\n# 正文\n\n---\n\n后文\n",
  "---\ntitle: 一\n---\r\n\r\nbody",
  "---\r\ntitle: a\r\n---\r\nbody\r\n",
  "---\ntitle: a\n---",
  "---\ntitle: a\n---\n",
  "---\ntitle: a\n--- trailing\nbody",
  "---\ntitle: a\n----\nbody",
  "---yaml\ntitle: a\n---\nbody",
  "---\n---\nbody",
  "---\n# only a comment\n---\nbody",
  "---\ntitle: never closed\n",
  "----\nnot front matter\n---\n",
  "# no front matter\n\n---\n\ntext",
  "",
  "---",
  "--- \ntitle: a\n---\nbody",
];

describe("front matter split", () => {
  it("splits every file as gray-matter splits it whole", () => {
    for (const source of SOURCES) {
      const whole = matter(source, {});
      const split = splitFrontMatter(source, "docs/x.md", "doc");
      expect(split.body, JSON.stringify(source)).toBe(whole.content);
      expect(split.frontMatter, JSON.stringify(source)).toEqual(whole.data);
      expect(split.bodyLine).toBe(source.slice(0, source.length - whole.content.length).split("\n").length);
    }
  });

  it("locates bad YAML in the file", () => {
    expect(() => splitFrontMatter("---\ntitle: a\nbad: [\n---\nbody", "docs/x.md", "doc")).toThrow(
      /invalid front matter YAML/,
    );
  });

  it("points at the line and column of the bad YAML, not the line below (issue 48)", () => {
    const at = (source: string) => {
      try {
        splitFrontMatter(source, "docs/x.md", "doc");
      } catch (error) {
        const [d] = (error as BuildError).diagnostics;
        return `${d.line}:${d.column}`;
      }
      return "no error";
    };
    // `foo: bar: baz` is line 3; its second colon is column 9.
    expect(at("---\ntitle: A\nfoo: bar: baz\n---\n\n# Hi\n")).toBe("3:9");
    expect(at("---\r\ntitle: A\r\nfoo: bar: baz\r\n---\r\n\r\n# Hi\r\n")).toBe("3:9");
    // A bad indentation on line 4.
    expect(at("---\ntitle: A\ndescription: d\n  sidebar_position: 2\n---\nbody\n")).toBe("4:19");
  });
});
