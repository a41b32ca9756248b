import { readFileSync } from "node:fs";
import { join } from "node:path";
import { XMLParser, XMLValidator } from "fast-xml-parser";
import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { beforeAll, describe, expect, it } from "vitest";
import { countWords } from "../../cli/blog/posts.ts";
import { ZH_CN } from "../../shared/locales/zh-CN.ts";
import type { PageData, SiteData } from "../../shared/site-data.ts";
import { App } from "../../templates/App.tsx";
import { StringsContext } from "../../templates/strings-context.ts";
import { buildInProcess } from "../helpers/build.ts";
import { copyFixture } from "../helpers/cli.ts";

let out: string;
let stderr: string;
const read = (rel: string) => readFileSync(join(out, rel), "utf8");
const count = (html: string, re: RegExp) => html.match(re)?.length ?? 0;
/** What React hydrates: the inside of the app root. */
const appHtml = (html: string) => /<div id="__docsgen">(.*)<\/div>\n<script id="__docsgen_data"/s.exec(html)?.[1] ?? "";

beforeAll(async () => {
  const site = copyFixture("blog");
  out = join(site, "build");
  const r = await buildInProcess(site);
  expect(r.code).toBe(0);
  stderr = r.stderr;
});

describe("blog (fixture with 13 posts across 2023–2024: one unlisted, one draft, one untruncated)", () => {
  it("paginates the list: 10 posts on /blog, the rest on /blog/page/2, with the list paginator", () => {
    const first = read("blog/index.html");
    const second = read("blog/page/2/index.html");
    expect(count(first, /class="margin-bottom--xl blogPostItem"/g)).toBe(10);
    expect(count(second, /class="margin-bottom--xl blogPostItem"/g)).toBe(1);
    expect(first).toContain('aria-label="博文列表分页导航"');
    expect(first).toMatch(
      /pagination-nav__link--next" href="\/b\/blog\/page\/2"><div class="pagination-nav__label">较旧的博文/,
    );
    expect(first).not.toContain("较新的博文");
    expect(second).toMatch(
      /pagination-nav__link--prev" href="\/b\/blog"><div class="pagination-nav__label">较新的博文/,
    );
    expect(first).toContain("<title>博客 | Blog Fixture</title>");
  });

  it("leaves drafts out, builds unlisted posts without listing them", () => {
    expect(read("blog/index.html") + read("blog/page/2/index.html")).not.toMatch(/草稿|未列出/);
    expect(read("blog/2024/04/01/hidden/index.html")).toContain('<meta name="robots" content="noindex, nofollow">');
    expect(read("sitemap.xml")).not.toContain("hidden");
    expect(() => read("blog/2024/05/20/draft/index.html")).toThrow();
  });

  it("groups the five most recent posts by year in the sidebar, newest year first", () => {
    const html = read("blog/index.html");
    const aside = /<nav aria-label="最近博文导航"[^>]*>(.*?)<\/nav>/s.exec(html)?.[1] ?? "";
    expect([...aside.matchAll(/<h3 class="blogSidebarYear">(\d+)<\/h3>/g)].map((m) => m[1])).toEqual(["2024", "2023"]);
    expect(count(aside, /class="blogSidebarItem"/g)).toBe(5);
    expect(aside).toContain('<div class="blogSidebarTitle">最近博文</div>');
  });

  it("shows excerpts up to the truncate marker with a read-more link, and warns about untruncated posts", () => {
    const html = read("blog/index.html");
    expect(html).toContain('aria-label="阅读 你好 的全文"><b>阅读更多</b>');
    expect(html).not.toContain("你好的正文");
    expect(read("blog/2024/01/05/hello/index.html")).toContain("你好的正文");
    expect(stderr).toContain("blog/2024-03-03-untruncated.md: warning [blog-untruncated]");
  });

  it("counts reading time with the word segmenter (200 words a minute)", () => {
    expect(countWords("我们使用装饰器来定义控件的属性和方法。Hello world, this is 2 tests.")).toBe(18);
    const long = read("blog/2024/02/14/long/index.html");
    expect(long).toMatch(/<time dateTime="2024-02-14T00:00:00.000Z">2024年2月14日<\/time> · 阅读需 2 分钟/i);
  });

  it("post pages: newer/older paginator and tag links", () => {
    const html = read("blog/2024/01/05/hello/index.html");
    expect(html).toContain('aria-label="博文分页导航"');
    expect(html).toMatch(/较新一篇<\/div><div class="pagination-nav__label">长文/);
    expect(html).toMatch(/较旧一篇<\/div><div class="pagination-nav__label">第五篇/);
    expect(html).toContain('<a class="tag" href="/b/blog/tags/react">react</a>');
  });

  it("renders list, post, tag, tag-list and archive pages from their page data with the templates (what the client hydrates)", () => {
    for (const route of [
      "blog",
      "blog/page/2",
      "blog/2024/01/05/hello",
      "blog/tags",
      "blog/tags/react",
      "blog/archive",
    ]) {
      const html = read(`${route}/index.html`);
      const data = JSON.parse(read(`${route}/page-data.json`)) as PageData;
      const inline = /<script id="__docsgen_data" type="application\/json">(.*?)<\/script>/s.exec(html)?.[1] ?? "{}";
      const { site } = JSON.parse(inline) as { site: SiteData };
      const props = { site, page: data.page, contentHtml: data.contentHtml, excerptsHtml: data.excerptsHtml };
      expect(renderToString(createElement(StringsContext, { value: ZH_CN.ui }, createElement(App, props))), route).toBe(
        appHtml(html),
      );
      // Only a post has content of its own; lists carry their posts' excerpts beside the model.
      expect(data.contentHtml === "", route).toBe(!route.startsWith("blog/20"));
    }
    const list = JSON.parse(read("blog/page-data.json")) as PageData;
    expect(list.page.blog?.posts?.map((p) => p.title).slice(0, 2)).toEqual(["第六篇", "不截断"]);
    expect(list.excerptsHtml?.[0]).toBe("<p>第六篇的开头一段。</p>");
    // The first load reads each excerpt back from the DOM instead of shipping it twice.
    expect(count(read("blog/index.html"), /<div class="markdown" data-docsgen-excerpt="">/g)).toBe(10);
    const inline = /<script id="__docsgen_data"[^>]*>(.*?)<\/script>/s.exec(read("blog/index.html"))?.[1];
    expect(inline).toContain("第六篇");
    expect(inline).not.toContain("第六篇的开头一段");
  });

  it("tag, tag-list and archive pages have the layout and chrome of the list pages", () => {
    // Everything but <main> (navbar, skip link, recent-posts sidebar, footer) is the same markup.
    const chrome = (route: string) =>
      appHtml(read(`${route}/index.html`)).replace(/<main class="col col--7">.*<\/main>/s, "<main/>");
    for (const route of ["blog/tags", "blog/tags/react", "blog/archive"]) {
      expect(chrome(route), route).toBe(chrome("blog/page/2"));
    }
    const tags = appHtml(read("blog/tags/index.html"));
    expect(tags).toContain(
      '<article><h2>R</h2><ul class="padding--none blogTagList"><li><a class="tag" href="/b/blog/tags/react">react<span class="tagCount">3</span></a></li></ul></article>',
    );
    expect([...tags.matchAll(/<article><h2>(.+?)<\/h2>/g)].map((m) => m[1])).toEqual(["控", "入", "R"]);
    const archive = appHtml(read("blog/archive/index.html"));
    expect([...archive.matchAll(/<section class="margin-vert--lg"><h2>(\d+)<\/h2>/g)].map((m) => m[1])).toEqual([
      "2024",
      "2023",
    ]);
    expect(archive).toContain(
      '<li><time dateTime="2024-01-05T00:00:00.000Z">2024年1月5日</time> · <a href="/b/blog/2024/01/05/hello">你好</a></li>',
    );
    expect(count(archive, /<li><time /g)).toBe(11);
  });

  it("tag pages and the tag list", () => {
    const react = read("blog/tags/react/index.html");
    expect(react).toContain("<h1>3 篇博文 含有标签「react」</h1>");
    expect(react).toContain('href="/b/blog/tags">查看所有标签</a>');
    expect(read("blog/tags/index.html")).toContain("<title>标签 | Blog Fixture</title>");
    expect(read("blog/archive/index.html")).toContain("<title>历史博文 | Blog Fixture</title>");
  });

  it("writes RSS and Atom feeds (11 items, absolute links) and links them from every page", () => {
    const rss = read("blog/rss.xml");
    const atom = read("blog/atom.xml");
    expect(rss.startsWith('<?xml version="1.0" encoding="utf-8"?>\n<rss version="2.0"')).toBe(true);
    expect(count(rss, /<item>/g)).toBe(11);
    expect(count(atom, /<entry>/g)).toBe(11);
    expect(rss).toContain("<link>https://blog.example.test/b/blog/2024/06/18/sixth</link>");
    expect(rss).toContain('href="https://blog.example.test/b/docs/intro"');
    expect(rss).toContain("<language>zh-CN</language>");
    expect(atom).toContain('<link rel="self" href="https://blog.example.test/b/blog/atom.xml"/>');
    // Well-formed XML with the elements each format requires.
    expect(XMLValidator.validate(rss)).toBe(true);
    expect(XMLValidator.validate(atom)).toBe(true);
    const parser = new XMLParser({ ignoreAttributes: false });
    const channel = parser.parse(rss).rss.channel;
    expect(channel.title).toBe("Blog Fixture Blog");
    for (const item of channel.item) {
      expect(item.title).toBeTruthy();
      expect(item.link).toMatch(/^https:\/\/blog\.example\.test\/b\/blog\//);
      expect(new Date(item.pubDate).getTime()).not.toBeNaN();
    }
    const feed = parser.parse(atom).feed;
    expect(feed["@_xmlns"]).toBe("http://www.w3.org/2005/Atom");
    expect(feed.id).toBe("https://blog.example.test/b/blog");
    for (const entry of feed.entry) {
      expect(entry.id).toMatch(/^https:/);
      expect(new Date(entry.updated).toISOString()).toBe(entry.updated);
      expect(entry.link["@_href"]).toBe(entry.id);
    }
    for (const page of ["docs/intro/index.html", "blog/index.html"]) {
      expect(read(page)).toContain(
        '<link rel="alternate" type="application/rss+xml" href="/b/blog/rss.xml" title="Blog Fixture RSS Feed">',
      );
      expect(read(page)).toContain(
        '<link rel="alternate" type="application/atom+xml" href="/b/blog/atom.xml" title="Blog Fixture Atom Feed">',
      );
    }
  });
});
