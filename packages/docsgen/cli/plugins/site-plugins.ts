import type { ResolvedConfig } from "../config/resolved.ts";
import { blogFeedsPlugin } from "./blog-feeds/plugin.ts";
import { headersPlugin } from "./headers/plugin.ts";
import { llmsPlugin } from "./llms/plugin.ts";
import type { Plugin, PluginDefinition } from "./plugin.ts";
import { redirectsPlugin } from "./redirects/plugin.ts";
import { searchPlugin } from "./search/plugin.ts";
import { sitemapPlugin } from "./sitemap/plugin.ts";

/**
 * docsgen's plugins, in the order the build runs their hooks. The order is the output's: the security headers
 * come last, since they are made of every other plugin's scripts.
 */
const BUILT_IN: readonly PluginDefinition[] = [
  blogFeedsPlugin,
  sitemapPlugin,
  llmsPlugin,
  searchPlugin,
  redirectsPlugin,
  headersPlugin,
];

/** This build's plugin instances: one of each plugin the site uses. */
export function sitePlugins(config: ResolvedConfig): Plugin[] {
  return BUILT_IN.flatMap((definition) => definition.create(config) ?? []);
}
