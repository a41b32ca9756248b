/**
 * A blog's posts in the shape Docusaurus's blog plugin gives its `loadContent` (`blogPosts`,
 * `blogListPaginated`, `blogTags`, `blogTagsListPath`, `blogSidebarTitle`): what a site plugin wrapping the
 * blog plugin reads and changes (featured posts, categories, filtered posts) before the blog is built from it.
 */
import type { ResolvedConfig } from "../config/resolved.ts";
import { relativePath } from "../paths/relative.ts";
import type { Author, AuthorsMap } from "./authors.ts";
import type { BlogPost } from "./posts.ts";

type Rec = Record<string, unknown>;

/** A post's id as Docusaurus gives it: front matter `id`, else its slug (the route under the blog's). */
export function postId(config: ResolvedConfig, post: BlogPost): string {
  const id = post.frontMatter.id;
  if (typeof id === "string" && id !== "") return id;
  const base = config.blog.routeBasePath === "" ? "/" : `/${config.blog.routeBasePath}/`;
  return post.route.startsWith(base) ? post.route.slice(base.length) : post.route.replace(/^\//, "");
}

/** A route of the site as a permalink, the base URL in front (as Docusaurus gives every permalink). */
export function blogUrl(config: ResolvedConfig, route: string): string {
  return `${config.baseUrl}${route.replace(/^\//, "")}`;
}

/** The permalink of the blog's tag of a slug (of the tags path itself for ""). */
export function tagPermalink(config: ResolvedConfig, slug: string): string {
  const root = `/${config.blog.routeBasePath}`.replace(/\/$/, "") || "/";
  return blogUrl(config, `${root === "/" ? "" : root}/tags/${slug}`);
}

/** The blog's content as Docusaurus's `loadContent` returns it, built from docsgen's posts (newest first). */
export function docusaurusBlogContent(config: ResolvedConfig, posts: readonly BlogPost[], authors: AuthorsMap): Rec {
  const { blog } = config;
  const url = (route: string) => blogUrl(config, route);
  const root = `/${blog.routeBasePath}`.replace(/\/$/, "") || "/";
  const under = (rest: string) => url(`${root === "/" ? "" : root}/${rest}`);
  const listed = posts.filter((p) => !p.unlisted);
  const ids = new Map(posts.map((p) => [p, postId(config, p)]));
  const link = (p: BlogPost | undefined) => p && { title: p.title, permalink: url(p.route) };
  const blogPosts = posts.map((post) => {
    const i = listed.indexOf(post);
    return {
      id: ids.get(post),
      metadata: {
        permalink: url(post.route),
        source: `@site/${relativePath(config.siteDir, post.absPath)}`,
        title: post.title,
        description: post.description,
        date: new Date(post.date),
        tags: post.tags.map((t) => ({
          label: t.label,
          permalink: under(`tags/${t.slug}`),
          inline: t.inline === true,
          ...(t.description ? { description: t.description } : {}),
        })),
        ...(blog.showReadingTime ? { readingTime: post.readingMinutes } : {}),
        hasTruncateMarker: post.excerptLength !== undefined,
        authors: post.authors.map(authorOf),
        // Copies: a wrapper that changes them in place changes the content, not the loaded post (wrapper-edits.ts).
        frontMatter: structuredClone(post.frontMatter),
        unlisted: post.unlisted,
        ...(i > 0 ? { prevItem: link(listed[i - 1]) } : {}),
        ...(i >= 0 && i < listed.length - 1 ? { nextItem: link(listed[i + 1]) } : {}),
      },
      content: post.body,
    };
  });
  const paginated = (prefix: string, items: readonly BlogPost[], page: { title: string; description: string }) => {
    const size = Number.isFinite(blog.postsPerPage) ? blog.postsPerPage : Math.max(items.length, 1);
    const total = Math.max(Math.ceil(items.length / size), 1);
    const at = (n: number) => (n === 1 ? url(prefix) : `${url(prefix)}/page/${n}`);
    return Array.from({ length: total }, (_, i) => ({
      metadata: {
        permalink: at(i + 1),
        page: i + 1,
        postsPerPage: size,
        totalPages: total,
        totalCount: items.length,
        previousPage: i > 0 ? at(i) : undefined,
        nextPage: i < total - 1 ? at(i + 2) : undefined,
        blogTitle: page.title,
        blogDescription: page.description,
      },
      items: items.slice(i * size, (i + 1) * size).map((p) => ids.get(p)),
    }));
  };
  const blogTags: Record<string, Rec> = {};
  for (const post of listed)
    for (const tag of post.tags) {
      const permalink = under(`tags/${tag.slug}`);
      blogTags[permalink] ??= { label: tag.label, permalink, items: [] as BlogPost[], unlisted: false };
      (blogTags[permalink].items as BlogPost[]).push(post);
    }
  for (const entry of Object.values(blogTags)) {
    const tagged = entry.items as BlogPost[];
    const prefix = `${root === "/" ? "" : root}/tags/${String(entry.permalink).split("/").pop()}`;
    entry.pages = paginated(prefix, tagged, { title: blog.title, description: blog.description });
    entry.items = tagged.map((p) => ids.get(p));
  }
  return {
    blogSidebarTitle: blog.sidebarTitle,
    blogPosts,
    blogListPaginated: paginated(root, listed, { title: blog.title, description: blog.description }),
    blogTags,
    blogTagsListPath: under("tags"),
    authorsMap: Object.fromEntries([...authors].map(([key, a]) => [key, authorOf(a)])),
  };
}

/** An author as Docusaurus names the fields (`imageURL`). */
function authorOf(a: Author): Rec {
  return {
    ...(a.key ? { key: a.key } : {}),
    ...(a.name ? { name: a.name } : {}),
    ...(a.title ? { title: a.title } : {}),
    ...(a.url ? { url: a.url } : {}),
    ...(a.imageUrl ? { imageURL: a.imageUrl } : {}),
    ...(a.page ? { page: { permalink: a.page } } : {}),
  };
}
