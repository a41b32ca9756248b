// The page model: what the build computes for each page and what the templates and the client render.
// Plain serialisable data, shared by both sides (the client gets it in page-data.json).

/** A TOC entry (h2–h3 by default), nested under its parent level. */
export interface TocItem {
  id: string;
  text: string;
  depth: number;
  children: TocItem[];
}

/** A piece of a doc's last-update line, in the site language's order: text, the date, or the author. */
export type LastUpdatedPart = { text: string } | { date: string; label: string } | { author: string };

export interface NavLink {
  label: string;
  href: string;
}

export interface Card {
  kind: "doc" | "category" | "link";
  label: string;
  href: string;
  description?: string;
}

/** One side of a paginator; the sublabel is the small line above the label (上一页, 较新一篇; none on blog lists). */
export interface PaginatorLink extends NavLink {
  sublabel?: string;
}

/** A previous/next pair as the one Paginator template renders it (docs, blog posts, blog list pages). */
export interface Pagination {
  ariaLabel: string;
  prev?: PaginatorLink;
  next?: PaginatorLink;
}

/** Tags under one first letter, on a tags list page (blog or docs). */
export interface TagGroup {
  letter: string;
  tags: (NavLink & { count: number })[];
}

/** The docs' tag pages: every tag (`groups`), or the docs of one tag. */
export interface DocTagsChrome {
  groups?: TagGroup[];
  docs?: { title: string; href: string; description: string }[];
  /** One tag's page links to the list of all tags. */
  allTags?: NavLink;
  /** One tag's description from the docs' tags file (`tags.yml`), shown under the title as Docusaurus does. */
  description?: string;
}

/** A post's date line and tags. `date` is ISO 8601, `dateText` the date as shown (2024年1月5日). */
/**
 * A post's author, from the blog's authors map or its front matter (Docusaurus's fields). `url` is where the
 * name links: the author's page when they have one, else their `url` or `mailto:` address.
 */
export interface BlogAuthor {
  /** The authors map's key, when the author comes from it. */
  key?: string;
  name?: string;
  title?: string;
  url?: string;
  imageUrl?: string;
  /** Their social links, on a blog whose client shows them (templates/Blog.tsx). */
  socials?: AuthorSocial[];
}

/** One social link of an author: the platform's label (`GitHub`, `X`) and the full URL. */
export interface AuthorSocial {
  label: string;
  href: string;
  /** The platform's key as written, lower-cased (`github`): which icon it gets. */
  platform?: string;
}

/** An author as the authors list and their own page show them: socials, description and post count too. */
export interface AuthorCard extends BlogAuthor {
  description?: string;
  socials: AuthorSocial[];
  /** Their listed posts. */
  count: number;
}

export interface BlogPostMeta {
  date: string;
  dateText: string;
  readingTime?: string;
  tags: NavLink[];
  /** Absent when the post names none (most pages then carry no author data at all). */
  authors?: BlogAuthor[];
}

/** A post on a blog list page; its excerpt HTML travels beside the model (`PageData.excerptsHtml`). */
export interface BlogListItem {
  title: string;
  href: string;
  meta: BlogPostMeta;
  /** The post has a truncate marker: the list shows a read-more link. */
  truncated: boolean;
}

/** Blog chrome of a blog page: recent-posts sidebar grouped by year, paginator, and what the page lists. */
export interface BlogChrome {
  sidebarTitle: string;
  /** The recent posts by year; one group with an empty `year` when the site turns grouping off (a plain list). */
  groups: { year: string; items: NavLink[] }[];
  /** Newer entries are `prev`, older ones `next`. */
  paginator?: Pagination;
  post?: BlogPostMeta;
  /** Tag pages link to the list of all tags. */
  allTags?: NavLink;
  /** A tag's page: its description from the blog's tags file (`tags.yml`), shown under the title. */
  tagDescription?: string;
  /** List and tag pages: the posts of this page, newest first. */
  posts?: BlogListItem[];
  /** The tag list page: tags grouped by their first letter, in zh-CN collation order. */
  tagGroups?: TagGroup[];
  /** The archive page: every listed post, grouped by year, newest first. */
  archive?: { year: string; posts: { title: string; href: string; date: string; dateText: string }[] }[];
  /** The authors list page (kind `authors`): every author of the authors map. */
  authors?: AuthorCard[];
  /** An author's page (kind `author`): who, above their posts (or `noPosts` when they have none). */
  author?: AuthorCard & { noPosts?: string };
  /** An author's page links to the authors list. */
  allAuthors?: NavLink;
}

/**
 * Everything a page shows, as plain serialisable data. Templates render it; search, sitemap, llms.txt and
 * the checks read the same object, so they cannot disagree. Content HTML is not part of it.
 */
export interface PageModel {
  kind:
    | "doc"
    | "category"
    | "page"
    | "home"
    | "not-found"
    | "blog-list"
    | "blog-post"
    | "blog-tags"
    | "blog-archive"
    | "authors"
    | "author"
    | "doc-tags"
    | "doc-tag";
  route: string;
  /** Page title as written (h1, front matter or category label). */
  title: string;
  /**
   * Docs whose body has no h1: the title the template renders as the page's one h1, before the content
   * (Docusaurus's synthetic title). Absent when the body has its own h1 or front matter says `hide_title`.
   */
  syntheticTitle?: string;
  /** `<title>`: `页面标题 | 站点标题`, or the site title alone. */
  documentTitle: string;
  description: string;
  sidebarId?: string;
  breadcrumbs: NavLink[];
  toc: TocItem[];
  prev?: NavLink;
  next?: NavLink;
  editUrl?: string;
  /** A doc of a versioned site: its version badge and banner, their text filled in (model/docs-parts.ts). */
  version?: DocVersionView;
  /** A page of another docs instance than the default one: its id (the `plugin-id-<id>` class, as Docusaurus's). */
  docsPluginId?: string;
  /** The line "Last updated on … by …" under a doc, post or markdown page (`showLastUpdateTime`/`showLastUpdateAuthor`). */
  lastUpdated?: LastUpdatedPart[];
  draft: boolean;
  unlisted: boolean;
  docId?: string;
  /** `<meta name="keywords">` (generated category pages: `link.keywords` of their category file). */
  keywords?: string[];
  /** Social card image instead of the site's (generated category pages: `link.image`). */
  image?: string;
  cards?: Card[];
  /** A doc's tags (front matter `tags`), linking to their pages. */
  tags?: NavLink[];
  docTags?: DocTagsChrome;
  hero?: { title: string; tagline: string; actions: NavLink[] };
  blog?: BlogChrome;
}

/** Title formatter of behaviours §15.1: `页面 | 站点`, or the site title alone. */
export function formatTitle(siteTitle: string, delimiter: string, pageTitle: string): string {
  const t = pageTitle.trim();
  return !t || t === siteTitle ? siteTitle : `${t} ${delimiter} ${siteTitle}`;
}

/** What a doc page shows of its version; the banner's link goes to the same doc in the latest version. */
export interface DocVersionView {
  badge?: string;
  banner?: { message: string; before: string; linkLabel: string; after: string; href: string };
}
