import { useEffect, useState } from "react";
import { siteHref } from "../../shared/url.ts";
import { useSiteContext } from "./context.ts";

/** `@docusaurus/router`'s `useLocation`: the page's path on the server and at hydration, then the address bar's. */
export function useLocation() {
  const { site, page } = useSiteContext();
  const pathname = siteHref(site.baseUrl, page.route);
  const [extra, setExtra] = useState({ search: "", hash: "" });
  useEffect(() => setExtra({ search: location.search, hash: location.hash }), []);
  return { pathname, ...extra, state: undefined, key: "default" };
}

/** `useHistory`: page loads (React pages are separate documents in docsgen). */
export function useHistory() {
  return {
    push: (to: string) => location.assign(to),
    replace: (to: string) => location.replace(to),
    goBack: () => history.back(),
    location: typeof location === "undefined" ? undefined : location,
  };
}

type To = string | { pathname?: string; search?: string; hash?: string };

/**
 * `<Redirect to>`: as in Docusaurus, the server renders nothing and the browser goes to `to` (a path with the
 * base URL, as Docusaurus's routes have it). A React page is its own document in docsgen, so the move is a
 * page load that replaces the history entry (`push` keeps it).
 */
export function Redirect({ to, push = false }: { to: To; push?: boolean }) {
  useEffect(() => {
    const target =
      typeof to === "string" ? to : `${to.pathname ?? location.pathname}${to.search ?? ""}${to.hash ?? ""}`;
    if (push) location.assign(target);
    else location.replace(target);
  }, [to, push]);
  return null;
}

interface MatchOptions {
  path?: string | string[];
  exact?: boolean;
  strict?: boolean;
  sensitive?: boolean;
}

/**
 * react-router 5's `matchPath`, which `@docusaurus/router` re-exports: `:name` and `:name?` segments and a
 * trailing `*`; `exact` needs the whole path, `strict` its trailing slash.
 */
export function matchPath(pathname: string, options: string | string[] | MatchOptions = {}) {
  const {
    path,
    exact = false,
    strict = false,
    sensitive = false,
  } = typeof options === "string" || Array.isArray(options) ? { path: options } : options;
  for (const pattern of ([] as string[]).concat(path ?? [])) {
    const names: string[] = [];
    // A trailing slash is optional unless `strict` (path-to-regexp's rule), so "/" matches every path.
    const source = (strict ? pattern : pattern.replace(/\/$/, ""))
      .replace(/[.+^${}()|[\]\\]/g, "\\$&")
      .replace(/\/:(\w+)(\?)?/g, (_, name: string, optional?: string) => {
        names.push(name);
        return optional ? "(?:/([^/]+))?" : "/([^/]+)";
      })
      .replace(/\*/g, "(.*)");
    const end = strict ? "" : "\\/?";
    const found = new RegExp(`^${source}${end}${exact ? "$" : "(?=/|$)"}`, sensitive ? "" : "i").exec(pathname);
    if (!found) continue;
    const url = pattern === "/" && found[0] === "" ? "/" : found[0];
    const isExact = pathname === url;
    if (exact && !isExact) continue;
    const params = Object.fromEntries(names.map((name, i) => [name, found[i + 1]]));
    return { path: pattern, url, isExact, params };
  }
  return null;
}
