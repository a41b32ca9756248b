import type { PageModel } from "../../shared/page-model.ts";
import { atomXml, type FeedItem, rssXml } from "../blog/feeds.ts";
import type { ResolvedConfig } from "../config/resolved.ts";
import type { SiteState } from "../pipeline/site-state.ts";
import type { OutputFiles } from "../render/env.ts";
import { llmsTxt } from "./llms.ts";
import { REDIRECT_SCRIPT_HASH, redirectFiles } from "./redirects.ts";
import { HEADERS_JSON, NGINX_HEADERS, nginxHeaders, type PolicyInput, securityHeaders } from "./security-headers.ts";
import { sitemapXml } from "./sitemap.ts";

/**
 * The site-wide outputs, each a pure function of the site model (and, for feeds, of the posts' rendered
 * HTML): sitemap, llms.txt, feeds and the security headers (the search index is written while pages render,
 * pipeline/build.ts). Watch mode computes them on every
 * rebuild, like a build does, so they can never go stale.
 */
export function siteFiles(
  config: ResolvedConfig,
  state: SiteState,
  { models, feedItems, policy }: { models: readonly PageModel[]; feedItems: FeedItem[]; policy: PolicyInput },
): OutputFiles {
  const files: OutputFiles = new Map();
  if (state.posts.length > 0) {
    const blogDir = config.blog.routeBasePath;
    if (config.blog.feed.types.includes("rss")) files.set(`${blogDir}/rss.xml`, rssXml(config, feedItems));
    if (config.blog.feed.types.includes("atom")) files.set(`${blogDir}/atom.xml`, atomXml(config, feedItems));
  }
  files.set("sitemap.xml", sitemapXml(config, models));
  files.set("llms.txt", llmsTxt(config, state));
  for (const [rel, text] of redirectFiles(config, state.redirects)) files.set(rel, text);
  // The redirect pages' one script, allowed only on sites that have them.
  const withRedirects = { ...policy, scriptHashes: [...policy.scriptHashes, REDIRECT_SCRIPT_HASH] };
  const headers = securityHeaders(state.redirects.length > 0 ? withRedirects : policy);
  files.set(HEADERS_JSON, `${JSON.stringify(headers, null, 2)}\n`);
  files.set(NGINX_HEADERS, nginxHeaders(headers));
  return files;
}
