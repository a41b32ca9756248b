import { atomXml, rssXml } from "../../blog/feeds.ts";
import { blogsOf } from "../../blog/instances.ts";
import type { OutputFiles } from "../../render/env.ts";
import type { PluginDefinition } from "../plugin.ts";

const NAME = "docsgen-blog-feeds";

/**
 * Each blog's RSS and Atom feeds (`blog.feed`, at `<routeBasePath>/rss.xml`), made of its posts' rendered HTML,
 * once every post is rendered. In Docusaurus they are the blog plugin's `postBuild`; they move there when the
 * blog is a plugin of its own.
 */
export const blogFeedsPlugin: PluginDefinition = {
  name: NAME,
  create: (config) => ({
    name: NAME,
    id: "default",
    postBuild: ({ state, feedItems }) => {
      const files: OutputFiles = new Map();
      for (const blog of blogsOf(config)) {
        const id = blog.id === "default" ? undefined : blog.id;
        if (!state.posts.some((p) => p.blogId === id)) continue;
        const { feed, routeBasePath } = blog.config.blog;
        const items = feedItems.filter((i) => i.post.blogId === id);
        if (feed.types.includes("rss")) files.set(`${routeBasePath}/rss.xml`, rssXml(blog.config, items));
        if (feed.types.includes("atom")) files.set(`${routeBasePath}/atom.xml`, atomXml(blog.config, items));
      }
      return files;
    },
  }),
};
