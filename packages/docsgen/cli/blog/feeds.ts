import { esc } from "../../shared/escape-html.ts";
import { routeUrl } from "../../shared/url.ts";
import type { ResolvedConfig } from "../config/resolved.ts";
import type { BlogPost } from "./posts.ts";

function blogUrl(config: ResolvedConfig, path = ""): string {
  return routeUrl(config, `/${config.blog.routeBasePath}${path}`);
}

/** Head links to the feeds (behaviours §15.4), on every page of a site whose blog has posts. */
export function feedLinkTags(config: ResolvedConfig): string {
  const types = config.blog.feed.types;
  const base = `${config.baseUrl}${config.blog.routeBasePath}`;
  return [
    types.includes("rss")
      ? `<link rel="alternate" type="application/rss+xml" href="${esc(`${base}/rss.xml`)}" title="${esc(config.title)} RSS Feed">`
      : "",
    types.includes("atom")
      ? `<link rel="alternate" type="application/atom+xml" href="${esc(`${base}/atom.xml`)}" title="${esc(config.title)} Atom Feed">`
      : "",
  ]
    .filter(Boolean)
    .join("\n");
}

/** Post HTML with every href/src made absolute, for feed readers that see it out of the site. */
function absoluteHtml(config: ResolvedConfig, html: string): string {
  return html.replace(
    /\b(href|src)="(\/[^"]*)"/g,
    (_m, attr: string, path: string) => `${attr}="${config.url}${path}"`,
  );
}

function cdata(text: string): string {
  return `<![CDATA[${text.replace(/]]>/g, "]]]]><![CDATA[>")}]]>`;
}

export interface FeedItem {
  post: BlogPost;
  html: string;
}

/** Newest first, at most `limit`, without drafts and unlisted posts. */
function items(config: ResolvedConfig, all: FeedItem[]): FeedItem[] {
  return all.filter((i) => !i.post.draft && !i.post.unlisted).slice(0, config.blog.feed.limit);
}

export function rssXml(config: ResolvedConfig, all: FeedItem[]): string {
  const list = items(config, all);
  const feed = config.blog.feed;
  const entries = list.map(({ post, html }) => {
    const link = routeUrl(config, post.route);
    return [
      "<item>",
      `<title>${esc(post.title)}</title>`,
      `<link>${esc(link)}</link>`,
      `<guid>${esc(link)}</guid>`,
      `<pubDate>${post.date.toUTCString()}</pubDate>`,
      `<description>${esc(post.description)}</description>`,
      `<content:encoded>${cdata(absoluteHtml(config, html))}</content:encoded>`,
      ...post.tags.map((t) => `<category>${esc(t.label)}</category>`),
      "</item>",
    ].join("");
  });
  return `<?xml version="1.0" encoding="utf-8"?>
<rss version="2.0" xmlns:content="http://purl.org/rss/1.0/modules/content/">
<channel>
<title>${esc(feed.title)}</title>
<link>${esc(blogUrl(config))}</link>
<description>${esc(feed.description)}</description>
<language>${esc(config.locale.lang)}</language>
<lastBuildDate>${(list[0]?.post.date ?? new Date(0)).toUTCString()}</lastBuildDate>
<copyright>${esc(feed.copyright)}</copyright>
${entries.join("\n")}
</channel>
</rss>
`;
}

export function atomXml(config: ResolvedConfig, all: FeedItem[]): string {
  const list = items(config, all);
  const feed = config.blog.feed;
  const entries = list.map(({ post, html }) => {
    const link = routeUrl(config, post.route);
    return [
      "<entry>",
      `<title type="html">${esc(post.title)}</title>`,
      `<id>${esc(link)}</id>`,
      `<link href="${esc(link)}"/>`,
      `<updated>${post.date.toISOString()}</updated>`,
      `<summary type="html">${esc(post.description)}</summary>`,
      `<content type="html">${esc(absoluteHtml(config, html))}</content>`,
      ...post.tags.map((t) => `<category label="${esc(t.label)}" term="${esc(t.label)}"/>`),
      "</entry>",
    ].join("");
  });
  return `<?xml version="1.0" encoding="utf-8"?>
<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="${esc(config.locale.lang)}">
<id>${esc(blogUrl(config))}</id>
<title>${esc(feed.title)}</title>
<subtitle>${esc(feed.description)}</subtitle>
<updated>${(list[0]?.post.date ?? new Date(0)).toISOString()}</updated>
<link rel="alternate" href="${esc(blogUrl(config))}"/>
<link rel="self" href="${esc(blogUrl(config, "/atom.xml"))}"/>
<rights>${esc(feed.copyright)}</rights>
${entries.join("\n")}
</feed>
`;
}
