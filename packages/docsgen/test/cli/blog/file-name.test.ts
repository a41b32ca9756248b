import { describe, expect, it } from "vitest";
import { parseBlogFileName } from "../../../cli/blog/file-name.ts";

// Issue 50, point 3: a post's route and date from its path, by Docusaurus's `parseBlogFileName`.
describe("parseBlogFileName", () => {
  const slug = (rel: string) => parseBlogFileName(rel).slug;

  it("a dated file or folder: the date's parts as written, then the rest of the name", () => {
    expect(parseBlogFileName("2026-05-27-name.md")).toEqual({
      date: new Date("2026-05-27T00:00:00Z"),
      text: "name",
      slug: "/2026/05/27/name",
    });
    expect(slug("2026-05-27-name/index.md")).toBe("/2026/05/27/name");
    expect(slug("2026-05-27-name/other.mdx")).toBe("/2026/05/27/name/other");
    expect(slug("2026/05/27/name.md")).toBe("/2026/05/27/name");
    expect(slug("2026-5-7-short.md")).toBe("/2026/5/7/short");
    expect(slug("2026-05-27.md")).toBe("/2026/05/27/");
  });

  it("the folder before the date goes after it", () => {
    expect(slug("news/2026-05-27-name.md")).toBe("/2026/05/27/news/name");
  });

  it("no date: the path without its extension and /index", () => {
    expect(parseBlogFileName("sub/post.md")).toEqual({ text: "sub/post", slug: "/sub/post" });
    expect(slug("welcome/index.mdx")).toBe("/welcome");
  });

  it("an impossible date gives no date, so the post needs one in its front matter", () => {
    expect(parseBlogFileName("2026-13-45-x.md").date).toBeUndefined();
  });
});
