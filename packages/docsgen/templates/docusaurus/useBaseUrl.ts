import { siteHref } from "../../shared/url.ts";
import { useSiteContext } from "./context.ts";

/** `@docusaurus/useBaseUrl`: a site path with the base URL in front; full URLs and `#anchors` pass through. */
export default function useBaseUrl(url: string, options: { absolute?: boolean; forcePrependBaseUrl?: boolean } = {}) {
  const { siteConfig } = useSiteContext();
  return withBaseUrl(siteConfig, url, options);
}

export function useBaseUrlUtils() {
  const { siteConfig } = useSiteContext();
  return {
    withBaseUrl: (url: string, options: { absolute?: boolean; forcePrependBaseUrl?: boolean } = {}) =>
      withBaseUrl(siteConfig, url, options),
  };
}

function withBaseUrl(
  siteConfig: { url: string; baseUrl: string },
  url: string,
  { absolute = false, forcePrependBaseUrl = false }: { absolute?: boolean; forcePrependBaseUrl?: boolean },
): string {
  if (!url || url.startsWith("#") || /^[a-z][a-z\d+.-]*:|^\/\//i.test(url)) return url;
  if (forcePrependBaseUrl) return siteConfig.baseUrl + url.replace(/^\//, "");
  if (url.startsWith(siteConfig.baseUrl)) return absolute ? siteConfig.url + url : url;
  const path = siteHref(siteConfig.baseUrl, url.startsWith("/") ? url : `/${url}`);
  return absolute ? siteConfig.url + path : path;
}
