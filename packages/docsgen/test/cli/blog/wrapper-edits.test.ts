import { describe, expect, it } from "vitest";
import { applyPostEdits } from "../../../cli/blog/post-edits.ts";
import type { BlogPost } from "../../../cli/blog/posts.ts";
import { type WrappedPost, wrapperEdits } from "../../../cli/blog/wrapper-edits.ts";
import type { ResolvedConfig } from "../../../cli/config/resolved.ts";

// Issue 50, point 1: what a blog wrapper changed of a post's metadata, read against what the stand-in gave
// (more, end to end, in test/integration/docusaurus-blog-plugin-edits.test.ts).

const config = { baseUrl: "/site/", blog: { routeBasePath: "blog" } } as unknown as ResolvedConfig;

const before = () => ({
  permalink: "/site/blog/a",
  title: "A",
  description: "About A.",
  date: new Date("2024-01-05T00:00:00Z"),
  tags: [{ label: "Light", permalink: "/site/blog/tags/light", inline: true }],
  authors: [{ key: "jane", name: "Jane", imageURL: "/jane.png" }],
  frontMatter: { title: "A", tags: ["light"] },
  unlisted: false,
});

/** The edits of one post `a` given `change` of its metadata (and `content` for its body). */
function edited(change: (m: ReturnType<typeof before>) => void, content = "Body.") {
  const given = before();
  change(given);
  const post: WrappedPost = { id: "a", before: before(), body: "Body.", given: { id: "a", metadata: given, content } };
  return wrapperEdits(config, [post]);
}

describe("a blog wrapper's changes", () => {
  it("finds none in a post passed on as it was given", () => {
    expect(edited(() => {})).toEqual({ edits: {}, findings: [] });
  });

  it("reads a date given as text, and warns of one that is not a date", () => {
    expect(edited((m) => Object.assign(m, { date: "2024-02-01" })).edits.a).toEqual({
      date: "2024-02-01T00:00:00.000Z",
    });
    const bad = edited((m) => Object.assign(m, { date: "soon" }));
    expect(bad.edits).toEqual({});
    expect(bad.findings[0].message).toBe(
      'changes metadata.date of the blog posts "a", which docsgen does not apply: it is not a date',
    );
  });

  it("keeps a tag by the slug of its permalink under the blog's tags path; another tag is left out, warned", () => {
    const r = edited((m) => {
      m.tags = [
        { label: "Wiring", permalink: "/site/blog/tags/wiring", inline: true },
        { label: "Far", permalink: "/elsewhere/far", inline: true },
      ];
    });
    expect(r.edits.a.tags).toEqual([{ label: "Wiring", slug: "wiring", inline: true }]);
    expect(r.findings.map((f) => f.severity)).toEqual(["warning"]);
    expect(r.findings[0].message).toContain("which is not a label with a permalink under /site/blog/tags/");
  });

  it("reads authors in the build's names; front matter the blog reads only on load changes nothing", () => {
    const r = edited((m) => {
      m.authors = [{ key: "jane", name: "Jane D.", imageURL: "/jane.png" }];
      m.frontMatter.title = "Another";
    });
    expect(r).toEqual({
      edits: { a: { authors: [{ key: "jane", name: "Jane D.", imageUrl: "/jane.png" }] } },
      findings: [],
    });
  });

  it("warns once per field of what docsgen's blog does not read, and of a changed body", () => {
    const r = edited((m) => Object.assign(m, { featured: true, frontMatter: { ...m.frontMatter, sticky: 1 } }), "New.");
    expect(r.findings.map((f) => f.message.split(",")[0])).toEqual([
      'changes frontMatter.sticky of the blog posts "a"',
      'changes metadata.featured of the blog posts "a"',
      'changes content of the blog posts "a"',
    ]);
  });

  it("gives an author of the authors map its socials back when applied", () => {
    const socials = [{ platform: "github", label: "GitHub", url: "https://github.com/jane" }];
    const post = { title: "A", authors: [], frontMatter: {} } as unknown as BlogPost;
    const map = new Map([["jane", { key: "jane", name: "Jane", socials }]]);
    const [out] = applyPostEdits(
      [post],
      { a: { authors: [{ key: "jane", name: "Jane D." }] } },
      new Map([[post, "a"]]),
      map as never,
    );
    expect(out.authors).toEqual([{ key: "jane", name: "Jane D.", socials }]);
    expect(out).not.toBe(post);
  });
});
