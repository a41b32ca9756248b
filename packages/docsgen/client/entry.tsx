import "./shared-modules.ts";
import { useState } from "react";
import { flushSync } from "react-dom";
import { hydrateRoot } from "react-dom/client";
import { APP_ROOT_ID, CONTENT_ID, EXCERPT_ATTRIBUTE, PAGE_DATA_SCRIPT_ID } from "../shared/element-ids.ts";
import type { PageData as PageDataFile, PageProps } from "../shared/site-data.ts";
import type { UiStrings } from "../shared/strings.ts";
import { routeOfPath } from "../shared/url.ts";
import { App } from "../templates/App.tsx";
import { StringsContext } from "../templates/strings-context.ts";
import { enhanceCodeBlocks } from "./code-blocks.ts";
import { trackKeyboardNavigation } from "./keyboard.ts";
import { forget, loadSidebar, type PageData, pageData } from "./page-data.ts";
import { startPrefetching } from "./prefetch.ts";
import { startRouter } from "./router.ts";

/** The site language's interface text: esbuild inlines this build's catalogue here (client-bundle.ts). */
declare const DOCSGEN_UI_STRINGS: string;
const strings = JSON.parse(DOCSGEN_UI_STRINGS) as UiStrings;

/** The tabs' enhancer, built apart (client-bundle.ts): only pages with tabs load it (first-load JS budget). */
declare const DOCSGEN_TABS_CHUNK: string;
function enhanceTabs(baseUrl: string) {
  if (document.querySelector(".tabs-container"))
    void (import(baseUrl + DOCSGEN_TABS_CHUNK) as Promise<typeof import("./tabs.ts")>).then((m) =>
      m.enhanceTabs(document),
    );
}

declare global {
  interface Window {
    docsgen?: { version: string; navigate?: (href: string) => Promise<void> };
  }
}

// Defined first: the base-URL banner check on the home page looks for it (behaviours §9.2).
window.docsgen = { version: "1" };

let setProps: ((props: PageProps) => void) | undefined;

function ClientApp({ initial }: { initial: PageProps }) {
  const [props, set] = useState(initial);
  setProps = set;
  const retry = async () => {
    // "Try again" after a crash: drop cached data for this route and load it afresh.
    forget(props.page.route);
    const data = await pageData(props.site.baseUrl, props.page.route);
    flushSync(() => setProps?.({ ...props, ...data }));
  };
  return <App {...props} onRetry={retry} />;
}

const data = document.getElementById(PAGE_DATA_SCRIPT_ID);
const root = document.getElementById(APP_ROOT_ID);
if (data && root) {
  const inline = JSON.parse(data.textContent ?? "{}") as Omit<PageDataFile, "contentHtml"> & {
    site: PageProps["site"];
  };
  const { site } = inline;
  // The address bar shows the clean path: …/index.html and ….html are dropped (issue 3; behaviours §13).
  const clean = routeOfPath(site.baseUrl, location.pathname);
  if (clean !== undefined && /\.html$/.test(location.pathname)) {
    history.replaceState(history.state, "", site.baseUrl + clean.slice(1) + location.search + location.hash);
  }
  // The content HTML is not shipped twice: it is read back from the server-rendered DOM, so hydration
  // sees exactly the markup it produced.
  const contentHtml = document.getElementById(CONTENT_ID)?.innerHTML ?? "";
  // Blog list pages: each post's excerpt, likewise, in document order (the order of page.blog.posts).
  const excerptsHtml = inline.page.blog?.posts
    ? [...document.querySelectorAll(`[${EXCERPT_ATTRIBUTE}]`)].map((e) => e.innerHTML)
    : undefined;
  // The sidebar is a shared asset, not inline: hydration waits for it (the server HTML is already on screen).
  const sidebar = await loadSidebar(inline.sidebarUrl).catch((error: unknown) => {
    console.warn(error);
    return undefined;
  });
  if (inline.sidebarUrl && !sidebar) throw new Error("docsgen: the sidebar could not be loaded; the page stays static");
  hydrateRoot(
    root,
    <StringsContext value={strings}>
      <ClientApp initial={{ site, page: inline.page, sidebar, contentHtml, excerptsHtml }} />
    </StringsContext>,
    {
      onRecoverableError(error) {
        console.error("docsgen: hydration mismatch", error);
      },
    },
  );
  document.documentElement.setAttribute("data-has-hydrated", "true");
  enhanceCodeBlocks(document, strings);
  enhanceTabs(site.baseUrl);
  trackKeyboardNavigation();
  const rescan = startPrefetching(site.baseUrl, site.reactRoutes);
  const router = startRouter({
    baseUrl: site.baseUrl,
    pageLoads: site.reactRoutes,
    load: (route) => pageData(site.baseUrl, route),
    render(_route, next: PageData) {
      const props: PageProps = { site, ...next };
      flushSync(() => setProps?.(props));
      document.title = props.page.documentTitle;
      enhanceCodeBlocks(document, strings);
      enhanceTabs(site.baseUrl);
      rescan?.();
    },
  });
  window.docsgen.navigate = router.navigate;
}
