import { routeOfPath } from "../shared/url.ts";
import { focusProgrammatically } from "../templates/App.tsx";
import type { PageData } from "./page-data.ts";
import { internalRoute } from "./prefetch.ts";
import { doneProgress, startProgress } from "./progress.ts";

export interface RouterOptions {
  baseUrl: string;
  load(route: string): Promise<PageData>;
  /** Routes without page data (React pages): navigating to one is a page load. */
  pageLoads?: string[];
  /** Renders the page synchronously (flushSync). */
  render(route: string, data: PageData): void;
}

type Mode = "push" | "pop";

/**
 * In-site navigation without page reloads: intercepts internal link clicks and back/forward, loads the
 * target's page data (the old page stays until it arrives), swaps the content, then fixes title, scroll
 * and focus. Any failure to load the page data (404 included: an unknown route, a redirect configured
 * on the server, a tab older than the last deploy) warns and navigates to the URL in full, so the server
 * answers: with the page, a redirect, or the not-found page and status 404. That load needs no page
 * data, so it cannot loop.
 */
export function startRouter(options: RouterOptions) {
  let current = routeOfPath(options.baseUrl, location.pathname) ?? "/";
  let token = 0;
  history.scrollRestoration = "manual";

  const saveScroll = () => history.replaceState({ ...(history.state ?? {}), scrollY: window.scrollY }, "");

  async function navigate(url: URL, mode: Mode) {
    const route = routeOfPath(options.baseUrl, url.pathname);
    if (route === undefined || options.pageLoads?.includes(route)) {
      location.assign(url.href);
      return;
    }
    if (mode === "push") {
      saveScroll();
      history.pushState({ scrollY: 0 }, "", url.href);
    }
    if (route === current) {
      afterRender(url, mode);
      return;
    }
    const mine = ++token;
    startProgress();
    let data: PageData;
    try {
      data = await options.load(route);
    } catch (error) {
      if (mine !== token) return;
      doneProgress();
      console.warn(error);
      // The URL is already the target's (pushed, or popped to): the reload asks the server for it.
      location.reload();
      return;
    }
    if (mine !== token) return; // superseded by a later navigation
    current = route;
    options.render(route, data);
    doneProgress();
    afterRender(url, mode);
  }

  function afterRender(url: URL, mode: Mode) {
    if (url.hash) {
      const id = decodeURIComponent(url.hash.slice(1));
      document.getElementById(id)?.scrollIntoView();
    } else if (mode === "pop") {
      window.scrollTo(0, (history.state as { scrollY?: number } | null)?.scrollY ?? 0);
    } else {
      window.scrollTo(0, 0);
      // Focus back to the skip-link region so the next Tab reaches the skip link (behaviours §14.5).
      const region = document.querySelector<HTMLElement>('div[role="region"]');
      if (region) focusProgrammatically(region);
    }
  }

  document.addEventListener("click", (e) => {
    if (e.defaultPrevented || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
    const a = (e.target as Element | null)?.closest?.("a[href]") as HTMLAnchorElement | null;
    if (!a || a.getAttribute("href")?.startsWith("#")) return;
    const route = internalRoute(a, options.baseUrl, options.pageLoads);
    if (route === undefined) return;
    e.preventDefault();
    void navigate(new URL(a.href), "push");
  });

  window.addEventListener("popstate", () => {
    void navigate(new URL(location.href), "pop");
  });

  return { navigate: (href: string) => navigate(new URL(href, location.href), "push") };
}
