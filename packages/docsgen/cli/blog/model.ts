import type { BlogChrome, BlogListItem, BlogPostMeta, PageModel, PaginatorLink } from "../../shared/page-model.ts";
import { fill, plural } from "../../shared/strings.ts";
import type { ResolvedConfig } from "../config/resolved.ts";
import type { LastChange } from "../content/git-history.ts";
import type { Diagnostic } from "../diagnostics/diagnostic.ts";
import { lastUpdateLine } from "../model/last-updated.ts";
import { formatDocumentTitle } from "../model/page-model.ts";
import type { Renderable } from "../model/renderable.ts";
import { byFirstLetter } from "../model/tags.ts";
import { authorRenderables, type PaginatedList, shownAuthor } from "./author-pages.ts";
import type { AuthorsMap } from "./authors.ts";
import type { BlogPost } from "./posts.ts";

/** A post's date as shown, in the site's language (2024年1月5日, January 5, 2024). */
function formatPostDate(lang: string, date: Date): string {
  return new Intl.DateTimeFormat(lang, { year: "numeric", month: "long", day: "numeric", timeZone: "UTC" }).format(
    date,
  );
}

/**
 * Recent posts grouped by calendar year, newest year first (behaviours §17.3), as Docusaurus 3.5+ does by
 * default, a single year included; with `themeConfig.blog.sidebar.groupByYear: false`, one group without a year.
 */
function sidebarGroups(config: ResolvedConfig, posts: BlogPost[], current?: BlogPost): BlogChrome["groups"] {
  const shown = posts.filter((p) => !p.unlisted || p === current).slice(0, config.blog.sidebarCount);
  const byYear = config.themeConfig.blog?.sidebar?.groupByYear !== false;
  const groups: BlogChrome["groups"] = [];
  for (const p of shown) {
    const year = byYear ? String(p.date.getUTCFullYear()) : "";
    let group = groups.find((g) => g.year === year);
    if (!group) {
      group = { year, items: [] };
      groups.push(group);
    }
    group.items.push({ label: p.title, href: p.route });
  }
  return groups;
}

function chunk<T>(list: T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < list.length; i += size) out.push(list.slice(i, i + size));
  return out.length > 0 ? out : [[]];
}

function base(
  config: ResolvedConfig,
  {
    kind,
    route,
    title,
    description,
    documentTitle,
  }: Pick<PageModel, "kind" | "route" | "title" | "description"> & { documentTitle?: string },
): PageModel {
  return {
    kind,
    route,
    title,
    documentTitle: formatDocumentTitle(config, documentTitle ?? title),
    description,
    breadcrumbs: [],
    toc: [],
    draft: false,
    unlisted: false,
  };
}

/** What the blog's pages are made of besides the config: the posts, the authors map, git's last changes. */
export interface BlogInput {
  posts: BlogPost[];
  authors: AuthorsMap;
  /** The last change of each file, when the blog shows last-update lines (content/git-history.ts). */
  lastChanges?: ReadonlyMap<string, LastChange>;
}

/**
 * The blog's pages as renderables: paginated lists, posts, tag list, tag pages, the archive, the authors
 * list and author pages. Also warns about posts without a truncate marker (shown in full on list pages).
 */
export function blogRenderables(
  config: ResolvedConfig,
  { posts: all, authors, lastChanges }: BlogInput,
): { renderables: Renderable[]; findings: Diagnostic[] } {
  if (all.length === 0) return { renderables: [], findings: [] };
  const S = config.locale.strings.server;
  const root = `/${config.blog.routeBasePath}`;
  const listed = all.filter((p) => !p.unlisted);
  const groups = sidebarGroups(config, all);
  const chrome = (extra: Partial<BlogChrome> = {}): BlogChrome => ({
    sidebarTitle: config.blog.sidebarTitle,
    groups,
    ...extra,
  });
  const out: Renderable[] = [];
  const findings: Diagnostic[] = all
    .filter((p) => p.excerptLength === undefined)
    .map((p) => ({
      severity: "warning",
      code: "blog-untruncated",
      message: "blog post has no truncate marker; list pages show it in full",
      file: p.file,
      hint: "Add a line <!-- truncate --> after the first paragraphs.",
    }));

  /**
   * The paginated lists of `posts` under `prefix`, pages 2… at `<prefix>/<segment>/<n>` (`page`; an author's
   * are at `authors`, as Docusaurus names them); `extra` goes into each page's blog chrome.
   */
  const lists = ({ prefix, posts, page, extra = {}, kind = "blog-list", segment = "page" }: PaginatedList) => {
    const pages = chunk(posts, config.blog.postsPerPage);
    return pages.map((pagePosts, i): Renderable => {
      const route = i === 0 ? prefix : `${prefix}/${segment}/${i + 1}`;
      const newer: PaginatorLink | undefined =
        i > 0 ? { label: S.blogNewerEntries, href: i === 1 ? prefix : `${prefix}/${segment}/${i}` } : undefined;
      const older: PaginatorLink | undefined =
        i < pages.length - 1 ? { label: S.blogOlderEntries, href: `${prefix}/${segment}/${i + 2}` } : undefined;
      return {
        model: {
          ...base(config, { kind, route, ...page }),
          blog: chrome({
            paginator: { ariaLabel: S.blogListPaginatorAriaLabel, prev: newer, next: older },
            posts: pagePosts.map((post) => listItem(config, post)),
            ...extra,
          }),
        },
        posts: pagePosts,
      };
    });
  };
  out.push(
    ...lists({ prefix: root, posts: listed, page: { title: config.blog.title, description: config.blog.description } }),
  );

  all.forEach((post) => {
    const i = listed.indexOf(post);
    const newer = i > 0 ? listed[i - 1] : undefined;
    const older = i >= 0 && i < listed.length - 1 ? listed[i + 1] : undefined;
    // Docusaurus's blog shows it in the post's footer (render/last-updated-html.ts).
    const lastUpdated = lastUpdateLine({ config, lastChanges }, post, config.blog.lastUpdate);
    const model: PageModel = {
      ...base(config, { kind: "blog-post", route: post.route, title: post.title, description: post.description }),
      unlisted: post.unlisted,
      draft: post.draft,
      ...(post.frontMatter.keywords?.length ? { keywords: post.frontMatter.keywords } : {}),
      ...(post.frontMatter.image ? { image: post.frontMatter.image } : {}),
      ...(lastUpdated ? { lastUpdated } : {}),
      blog: {
        sidebarTitle: config.blog.sidebarTitle,
        groups: sidebarGroups(config, all, post),
        paginator: {
          ariaLabel: S.blogPostPaginatorAriaLabel,
          prev: newer && { label: newer.title, href: newer.route, sublabel: S.blogNewerPost },
          next: older && { label: older.title, href: older.route, sublabel: S.blogOlderPost },
        },
        post: postMeta(config, post),
      },
    };
    out.push({ model, source: post });
  });

  // By permalink, as Docusaurus groups them: the first post's label (and description) of a permalink wins.
  const tags = new Map<string, { label: string; description?: string; posts: BlogPost[] }>();
  for (const post of listed) {
    for (const tag of post.tags) {
      const entry = tags.get(tag.slug) ?? { label: tag.label, description: tag.description, posts: [] };
      entry.posts.push(post);
      tags.set(tag.slug, entry);
    }
  }
  if (tags.size > 0) {
    const tagLinks = [...tags].map(([slug, t]) => ({
      label: t.label,
      href: `${root}/tags/${slug}`,
      count: t.posts.length,
    }));
    out.push({
      model: {
        ...base(config, { kind: "blog-tags", route: `${root}/tags`, title: S.tagsPageTitle, description: "" }),
        blog: chrome({ tagGroups: byFirstLetter(tagLinks, config.locale.lang) }),
      },
    });
    for (const [slug, t] of tags) {
      out.push(
        ...lists({
          prefix: `${root}/tags/${slug}`,
          posts: t.posts,
          page: {
            title: fill(S.blogTagTitle, {
              nPosts: plural(S.blogPostCount, config.locale.lang, t.posts.length, { count: t.posts.length }),
              tagName: t.label,
            }),
            // The tags file's description (Docusaurus's tag page shows it, and makes it the page's description).
            description: t.description ?? "",
          },
          extra: {
            allTags: { label: S.tagsPageLink, href: `${root}/tags` },
            ...(t.description ? { tagDescription: t.description } : {}),
          },
        }),
      );
    }
  }
  out.push({
    model: {
      ...base(config, { kind: "blog-archive", route: `${root}/archive`, title: S.blogArchive, description: "" }),
      blog: chrome({ archive: byYear(config, listed) }),
    },
  });
  out.push(
    ...authorRenderables({
      config,
      authors,
      listed,
      lists,
      page: (fields) => ({ ...base(config, fields), blog: chrome(fields.blog) }),
    }),
  );
  return { renderables: out, findings };
}

function listItem(config: ResolvedConfig, post: BlogPost): BlogListItem {
  return {
    title: post.title,
    href: post.route,
    meta: postMeta(config, post),
    truncated: post.excerptLength !== undefined,
  };
}

/** The archive: posts grouped by year, in the order given (newest first). */
function byYear(config: ResolvedConfig, posts: BlogPost[]): BlogChrome["archive"] {
  const years: NonNullable<BlogChrome["archive"]> = [];
  for (const post of posts) {
    const year = String(post.date.getUTCFullYear());
    const entry = {
      title: post.title,
      href: post.route,
      date: post.date.toISOString(),
      dateText: formatPostDate(config.locale.lang, post.date),
    };
    const group = years.find((y) => y.year === year);
    if (group) group.posts.push(entry);
    else years.push({ year, posts: [entry] });
  }
  return years;
}

function postMeta(config: ResolvedConfig, post: BlogPost): BlogPostMeta {
  const S = config.locale.strings.server;
  const minutes = Math.ceil(post.readingMinutes);
  return {
    date: post.date.toISOString(),
    dateText: formatPostDate(config.locale.lang, post.date),
    readingTime: config.blog.showReadingTime
      ? plural(S.readingTime, config.locale.lang, minutes, { readingTime: minutes })
      : undefined,
    tags: post.tags.map((t) => ({ label: t.label, href: `/${config.blog.routeBasePath}/tags/${t.slug}` })),
    ...(post.authors.length > 0 ? { authors: post.authors.map((a) => shownAuthor(config, a)) } : {}),
  };
}
