import { routeOfPath } from "../shared/url.ts";
import { pageData } from "./page-data.ts";

interface NetworkInformation {
  saveData?: boolean;
  effectiveType?: string;
}

/** Prefetching is skipped on data-saver or 2g connections (spec §7, behaviours §5.4). */
export function slowConnection(): boolean {
  const c = (navigator as Navigator & { connection?: NetworkInformation }).connection;
  return Boolean(c && (c.saveData || c.effectiveType?.includes("2g")));
}

const done = new Set<string>();

/**
 * The route of an internal link, or undefined for anything the router should leave alone: files, and the
 * `pageLoads` routes (React pages, which have no page data: the browser loads them).
 */
export function internalRoute(a: HTMLAnchorElement, baseUrl: string, pageLoads?: string[]): string | undefined {
  if (a.target && a.target !== "_self") return undefined;
  if (a.hasAttribute("download") || a.origin !== location.origin) return undefined;
  const route = routeOfPath(baseUrl, a.pathname);
  // Files (assets, images, feeds, markdown twins) are not pages.
  if (route === undefined || /\.[a-z0-9]+$/i.test(route) || pageLoads?.includes(route)) return undefined;
  return route;
}

function prefetch(baseUrl: string, route: string) {
  if (done.has(route) || slowConnection()) return;
  done.add(route);
  pageData(baseUrl, route).catch(() => {
    // prefetch errors are swallowed; navigation will retry and report
  });
}

/** Prefetches internal links when they enter the viewport, and on hover or touch (not `pageLoads` routes). */
export function startPrefetching(baseUrl: string, pageLoads?: string[]) {
  if (slowConnection()) return;
  const observer =
    "IntersectionObserver" in window
      ? new IntersectionObserver((entries) => {
          for (const e of entries) {
            if (!e.isIntersecting) continue;
            observer?.unobserve(e.target);
            const route = internalRoute(e.target as HTMLAnchorElement, baseUrl, pageLoads);
            if (route && route !== routeOfPath(baseUrl, location.pathname)) prefetch(baseUrl, route);
          }
        })
      : undefined;
  const observed = new WeakSet<Element>();
  const scan = () => {
    for (const a of document.querySelectorAll<HTMLAnchorElement>("a[href]")) {
      if (observed.has(a) || !internalRoute(a, baseUrl, pageLoads)) continue;
      observed.add(a);
      if (observer) observer.observe(a);
      else prefetch(baseUrl, internalRoute(a, baseUrl, pageLoads) ?? "");
    }
  };
  scan();
  const onHover = (e: Event) => {
    const a = (e.target as Element | null)?.closest?.("a[href]") as HTMLAnchorElement | null;
    const route = a && internalRoute(a, baseUrl, pageLoads);
    if (route) prefetch(baseUrl, route);
  };
  document.addEventListener("mouseover", onHover, { passive: true });
  document.addEventListener("touchstart", onHover, { passive: true });
  return scan;
}
