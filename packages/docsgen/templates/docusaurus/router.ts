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
