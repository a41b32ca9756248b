// URLs and the output files of routes: one definition each, for the build and the browser.

/** A URL with a scheme (`https:`, `mailto:`) or protocol-relative (`//host/x`): it leaves the site. */
export function isExternal(url: string): boolean {
  return /^(?:[a-z][a-z\d+.-]*:|\/\/)/i.test(url);
}

/** An external web page (not `mailto:` and the like): content links to one open in a new tab. */
export function isExternalWebPage(url: string): boolean {
  return /^(?:https?:)?\/\//i.test(url);
}

/** External, or an anchor on the same page: a URL that is final as written. */
export function isFinalAsWritten(url: string): boolean {
  return isExternal(url) || url.startsWith("#");
}

/** A site path under the base URL: `/docs/x` (or `docs/x`) → `/base/docs/x`. */
export function withBase(baseUrl: string, path: string): string {
  return baseUrl + path.replace(/^\/+/, "");
}

/** A link target as the templates write it: final URLs and paths already under the base pass through. */
export function siteHref(baseUrl: string, path: string): string {
  return isFinalAsWritten(path) || path.startsWith(baseUrl) ? path : withBase(baseUrl, path);
}

/**
 * The absolute URL of a site path (`/docs/x` → `https://host/base/docs/x`; the site URL has no trailing
 * `/`). Final URLs and paths already under the base are taken as they are.
 */
export function absoluteUrl(site: { url: string; baseUrl: string }, path: string): string {
  return isFinalAsWritten(path) ? path : site.url + siteHref(site.baseUrl, path);
}

/** The absolute URL of a route (`/docs/x` → `https://host/base/docs/x`): canonical links, sitemap, feeds. */
export function routeUrl(site: { url: string; baseUrl: string }, route: string): string {
  return site.url + withBase(site.baseUrl, route);
}

/** A route's URL path below the base: `/` → ``, `/docs/x` → `docs/x`. */
export function routePath(route: string): string {
  return route.slice(1);
}

/** The page file of a route: `/docs/a/b` → `docs/a/b/index.html`; `/` → `index.html`. */
export function htmlPathOf(route: string): string {
  return route === "/" ? "index.html" : `${routePath(route)}/index.html`;
}

/** The route whose page an output file is (`docs/a/b/index.html` → `/docs/a/b`), if it is one. */
export function routeOfHtmlPath(rel: string): string | undefined {
  if (rel === "index.html") return "/";
  const m = /^(.+)\/index\.html$/.exec(rel);
  return m ? `/${m[1]}` : undefined;
}

/** Page data of a route: the JSON the client fetches for in-site navigation (written beside index.html). */
export const PAGE_DATA_FILE = "page-data.json";

export function pageDataPath(route: string): string {
  return route === "/" ? PAGE_DATA_FILE : `${routePath(route)}/${PAGE_DATA_FILE}`;
}

/** The markdown twin of a doc: `/docs/x` → `docs/x.md`. */
export function twinPath(route: string): string {
  return `${routePath(route)}.md`;
}

/**
 * The site route of a URL path under the base (`/base/docs/x/index.html` → `/docs/x`), or undefined when
 * the path is outside the site. `.html` and `/index.html` endings are normalised (behaviours §13.2).
 */
export function routeOfPath(baseUrl: string, pathname: string): string | undefined {
  let path: string;
  try {
    path = decodeURIComponent(pathname);
  } catch {
    return undefined;
  }
  if (`${path}/` === baseUrl) return "/";
  if (!path.startsWith(baseUrl)) return undefined;
  const route = `/${path.slice(baseUrl.length)}`.replace(/(?:\/index)?\.html$/, "").replace(/\/+$/, "");
  return route || "/";
}
