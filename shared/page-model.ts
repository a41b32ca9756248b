// The page model: what the build computes for each page and what the templates and the client render.
// Plain serialisable data, shared by both sides (the client gets it in page-data.json).

/** A TOC entry (h2–h3 by default), nested under its parent level. */
export interface TocItem {
  id: string;
  text: string;
  depth: number;
  children: TocItem[];
}

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

/** Blog chrome of a blog page: recent-posts sidebar grouped by year, paginator, post meta line. */
export interface BlogChrome {
  sidebarTitle: string;
  groups: { year: string; items: NavLink[] }[];
  paginator?: { ariaLabel: string; newer?: NavLink; older?: NavLink };
  post?: { date: string; dateText: string; readingTime?: string; tags: NavLink[] };
  /** Tag pages link to the list of all tags. */
  allTags?: NavLink;
}

/**
 * Everything a page shows, as plain serialisable data. Templates render it; search, sitemap, llms.txt and
 * the checks read the same object, so they cannot disagree. Content HTML is not part of it.
 */
export interface PageModel {
  kind: "doc" | "category" | "page" | "home" | "not-found" | "blog-list" | "blog-post" | "blog-tags" | "blog-archive";
  route: string;
  /** Page title as written (h1, front matter or category label). */
  title: string;
  /** `<title>`: `页面标题 | 站点标题`, or the site title alone. */
  documentTitle: string;
  description: string;
  sidebarId?: string;
  breadcrumbs: NavLink[];
  toc: TocItem[];
  prev?: NavLink;
  next?: NavLink;
  editUrl?: string;
  draft: boolean;
  unlisted: boolean;
  docId?: string;
  cards?: Card[];
  hero?: { title: string; tagline: string; actions: NavLink[] };
  blog?: BlogChrome;
}

/** Title formatter of behaviours §15.1: `页面 | 站点`, or the site title alone. */
export function formatTitle(siteTitle: string, delimiter: string, pageTitle: string): string {
  const t = pageTitle.trim();
  return !t || t === siteTitle ? siteTitle : `${t} ${delimiter} ${siteTitle}`;
}
