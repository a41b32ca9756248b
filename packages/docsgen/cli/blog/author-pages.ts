import type { AuthorCard, BlogAuthor, BlogChrome, PageModel } from "../../shared/page-model.ts";
import { fill, plural } from "../../shared/strings.ts";
import { withBase } from "../../shared/url.ts";
import type { ResolvedConfig } from "../config/resolved.ts";
import type { Renderable } from "../model/renderable.ts";
import type { Author, AuthorsMap } from "./authors.ts";
import { hasBlogExtras } from "./extras.ts";
import type { BlogPost } from "./posts.ts";

/** A paginated list of posts (blog/model.ts): its first page's route, posts, title and chrome. */
export interface PaginatedList {
  prefix: string;
  posts: BlogPost[];
  /** `documentTitle`: the `<title>`'s page part, when it is not the title (an author's page). */
  page: { title: string; description: string; documentTitle?: string };
  /** Goes into each page's blog chrome. */
  extra?: Partial<BlogChrome>;
  kind?: "blog-list" | "author";
  /** Pages 2… are at `<prefix>/<segment>/<n>`: `page`, or for an author's, the authors base path. */
  segment?: string;
}

/** What the author pages are made from: the blog model's own helpers, so every blog page is made alike. */
interface AuthorPagesInput {
  config: ResolvedConfig;
  authors: AuthorsMap;
  /** The listed posts (not unlisted), newest first. */
  listed: BlogPost[];
  lists: (list: PaginatedList) => Renderable[];
  page: (
    fields: Pick<PageModel, "kind" | "route" | "title" | "description"> & { blog: Partial<BlogChrome> },
  ) => PageModel;
}

/**
 * The authors list and the author pages, as Docusaurus 3.5's blog makes them (their content is HTML the server
 * writes, render/author-pages-html.ts; their kinds are not `blog-*`, which the client's templates render): the list (at the blog's
 * `authorsBasePath`) shows every author of the map with their count of listed posts; each author with a
 * `page` gets a paginated list of their posts, pages 2… at `<page>/<authorsBasePath>/<n>` as Docusaurus
 * names them. No authors map, no pages.
 */
export function authorRenderables(input: AuthorPagesInput): Renderable[] {
  const { config, authors, listed } = input;
  if (authors.size === 0) return [];
  const S = config.locale.strings.server;
  const listRoute = `/${config.blog.routeBasePath}/${config.blog.authorsBasePath}`;
  // Posts that name the author by key, inline authors with a `key` included (Docusaurus groups them so).
  const postsOf = (key: string | undefined) => listed.filter((p) => p.authors.some((a) => a.key === key));
  const card = (author: Author, count: number): AuthorCard => ({
    ...shownAuthor(config, author),
    ...(author.description ? { description: author.description } : {}),
    socials: author.socials,
    count,
  });
  const list: Renderable = {
    model: input.page({
      kind: "authors",
      route: listRoute,
      title: S.blogAuthorsTitle,
      description: "",
      blog: { authors: [...authors.values()].map((a) => card(a, postsOf(a.key).length)) },
    }),
  };
  const pages = [...authors.values()].flatMap((author) => {
    if (!author.page) return [];
    const posts = postsOf(author.key);
    const name = author.name ?? author.key ?? "";
    const nPosts = plural(S.blogPostCount, config.locale.lang, posts.length, { count: posts.length });
    return input.lists({
      prefix: author.page,
      posts,
      kind: "author",
      segment: config.blog.authorsBasePath,
      page: { title: name, description: "", documentTitle: fill(S.blogAuthorTitle, { authorName: name, nPosts }) },
      extra: {
        author: { ...card(author, posts.length), ...(posts.length === 0 ? { noPosts: S.blogAuthorNoPosts } : {}) },
        allAuthors: { label: S.blogAuthorsViewAll, href: listRoute },
      },
    });
  });
  return [list, ...pages];
}

/**
 * An author as posts show them: the name links to their page when they have one (Docusaurus 3.5), else to
 * their `url`; an image at a site path is under the base URL, as Docusaurus makes it.
 */
export function shownAuthor(config: ResolvedConfig, author: Author): BlogAuthor {
  const { name, title, url, imageUrl, key, page, socials } = author;
  return {
    name,
    title,
    url: page ? withBase(config.baseUrl, page) : url,
    imageUrl: imageUrl?.startsWith("/") && !imageUrl.startsWith("//") ? withBase(config.baseUrl, imageUrl) : imageUrl,
    ...(key !== undefined ? { key } : {}),
    // Only where the client shows them (blog/extras.ts): elsewhere the server's markup would differ from it.
    ...(socials.length > 0 && hasBlogExtras(config) ? { socials } : {}),
  };
}
