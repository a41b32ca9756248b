/**
 * The site's blogs as the config each one's code reads: the default blog's is the site's config, another
 * instance's (`blogInstances`, config/blog-instances.ts) the site's with that instance's `blog` swapped in, so
 * posts, lists, tags, authors and feeds are built for each by the same code.
 */
import type { ResolvedConfig } from "../config/resolved.ts";

/** One blog of the site: its plugin id and the config its pages are built with. */
export interface BlogOfSite {
  id: string;
  config: ResolvedConfig;
}

/** The default blog first, then each other instance in the config's order. */
export function blogsOf(config: ResolvedConfig): BlogOfSite[] {
  return [
    { id: "default", config },
    ...(config.blogInstances ?? []).map(({ id, blog }) => ({ id, config: { ...config, blog } })),
  ];
}
