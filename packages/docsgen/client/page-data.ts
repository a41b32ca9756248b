import type { SidebarNode } from "../shared/sidebar.ts";
import type { PageData as PageDataFile, PageProps } from "../shared/site-data.ts";
import { pageDataPath } from "../shared/url.ts";

/** A page as the client renders it: page data with its sidebar resolved. */
export type PageData = Omit<PageProps, "site">;

const sidebars = new Map<string, Promise<SidebarNode[]>>();

/** A sidebar's JSON asset (content-hashed, shared by all its pages), fetched once per session. */
export function loadSidebar(url: string | undefined): Promise<SidebarNode[] | undefined> {
  if (!url) return Promise.resolve(undefined);
  let p = sidebars.get(url);
  if (!p) {
    p = fetch(url, { credentials: "same-origin" }).then((r) => {
      if (!r.ok) throw new Error(`sidebar ${url}: HTTP ${r.status}`);
      return r.json() as Promise<SidebarNode[]>;
    });
    sidebars.set(url, p);
    p.catch(() => sidebars.delete(url));
  }
  return p;
}

const cache = new Map<string, Promise<PageData>>();

async function load(baseUrl: string, route: string): Promise<PageData> {
  const r = await fetch(baseUrl + pageDataPath(route), { credentials: "same-origin" });
  if (r.ok) {
    const data = (await r.json()) as PageDataFile;
    const { page, contentHtml, excerptsHtml } = data;
    return { page, contentHtml, excerptsHtml, sidebar: await loadSidebar(data.sidebarUrl) };
  }
  throw new Error(`page data for ${route}: HTTP ${r.status}`);
}

/** Loads (once per session) the data of a route; failed loads are forgotten so a retry refetches. */
export function pageData(baseUrl: string, route: string): Promise<PageData> {
  let p = cache.get(route);
  if (!p) {
    p = load(baseUrl, route);
    cache.set(route, p);
    p.catch(() => cache.delete(route));
  }
  return p;
}

export function forget(route: string) {
  cache.delete(route);
}
