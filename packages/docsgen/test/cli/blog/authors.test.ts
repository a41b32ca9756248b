import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { normalizeSocials } from "../../../cli/blog/author-socials.ts";
import { postAuthors, readAuthorsMap } from "../../../cli/blog/authors.ts";
import { BuildError } from "../../../cli/diagnostics/diagnostic.ts";
import { kebabCase } from "../../../cli/model/kebab-case.ts";

// The authors map as Docusaurus 3.5 reads it (issue 33, part 5): `page` routes, socials, front matter
// authors that override the map's.

function mapOf(yaml: string) {
  const dir = mkdtempSync(join(tmpdir(), "docsgen-authors-"));
  writeFileSync(join(dir, "authors.yml"), yaml);
  return readAuthorsMap(join(dir, "authors.yml"), { siteDir: dir, authorsRoute: "/blog/authors" });
}

const where = { file: "blog/post.md", line: () => 2 };

describe("the authors map", () => {
  it("gives `page: true` authors a page at their key in kebab case, `page: { permalink }` one there", () => {
    const map = mapOf(
      "slorber:\n  name: Sébastien\n  page: true\nJaneDoe2:\n  name: Jane\n  page: true\ntom:\n  name: Tom\n  page: {permalink: /t-r/}\nines:\n  name: Ines\n",
    );
    expect(map.get("slorber")?.page).toBe("/blog/authors/slorber");
    expect(map.get("JaneDoe2")?.page).toBe("/blog/authors/jane-doe-2");
    expect(map.get("tom")?.page).toBe("/blog/authors/t-r");
    expect(map.get("ines")?.page).toBeUndefined();
  });

  it("two authors on one page fail the build at the second, naming both", () => {
    const error = (() => {
      try {
        mapOf("jane:\n  name: Jane\n  page: {permalink: same}\njoe:\n  name: Joe\n  page: {permalink: same}\n");
      } catch (e) {
        return e;
      }
    })();
    expect(error).toBeInstanceOf(BuildError);
    const [d] = (error as BuildError).diagnostics;
    expect(d).toMatchObject({ code: "config-invalid", line: 4 });
    expect(d.message).toContain('"jane" and "joe"');
  });

  it("keeps the description and the socials", () => {
    const map = mapOf(
      "jane:\n  name: Jane\n  description: Writes.\n  socials:\n    github: jane\n    stackoverflow: 82609\n",
    );
    expect(map.get("jane")).toMatchObject({
      description: "Writes.",
      socials: [
        { label: "GitHub", href: "https://github.com/jane" },
        { label: "Stack Overflow", href: "https://stackoverflow.com/users/82609" },
      ],
    });
  });
});

describe("socials", () => {
  it("handles of known platforms become their URLs; URLs and other platforms stay as written; each keeps its platform, for its icon", () => {
    expect(
      normalizeSocials({
        X: "jane",
        linkedin: "jane-doe",
        bluesky: "jane.example.com",
        email: "jane@example.com",
        github: "https://github.com/jane-org",
        blog: "https://jane.example.com",
      }),
    ).toEqual([
      { label: "X", href: "https://x.com/jane", platform: "x" },
      { label: "LinkedIn", href: "https://www.linkedin.com/in/jane-doe/", platform: "linkedin" },
      { label: "Bluesky", href: "https://bsky.app/profile/jane.example.com", platform: "bluesky" },
      { label: "Email", href: "mailto:jane@example.com", platform: "email" },
      { label: "GitHub", href: "https://github.com/jane-org", platform: "github" },
      { label: "blog", href: "https://jane.example.com", platform: "blog" },
    ]);
  });

  it("a path that is not a URL is an error naming the platform, as in Docusaurus", () => {
    expect(() => normalizeSocials({ github: "github.com/jane" })).toThrow(/"github"/);
  });
});

describe("kebabCase", () => {
  it("splits words as lodash does for Docusaurus's author pages", () => {
    expect(kebabCase("slorber")).toBe("slorber");
    expect(kebabCase("JaneDoe")).toBe("jane-doe");
    expect(kebabCase("jane_doe")).toBe("jane-doe");
    expect(kebabCase("ozaki1")).toBe("ozaki-1");
    expect(kebabCase("HTMLWriter")).toBe("html-writer");
    expect(kebabCase("林木")).toBe("林木");
  });
});

describe("a post's authors", () => {
  it("an inline author with a key is the map's author with what the post writes over it", () => {
    const map = mapOf("tom:\n  name: Tom\n  title: Release manager\n  url: https://tom.example.com\n  page: true\n");
    const [tom] = postAuthors({ authors: [{ key: "tom", title: "Acting lead" }] }, map, where);
    expect(tom).toMatchObject({
      key: "tom",
      name: "Tom",
      title: "Acting lead",
      url: "https://tom.example.com",
      page: "/blog/authors/tom",
    });
  });

  it("an inline author's key that the map lacks is the same error as a key", () => {
    expect(() =>
      postAuthors({ authors: [{ key: "nobody", title: "x" }] }, mapOf("tom:\n  name: Tom\n"), where),
    ).toThrow(BuildError);
  });
});
