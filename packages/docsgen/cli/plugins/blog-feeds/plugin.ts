import { atomXml, rssXml } from "../../blog/feeds.ts";
import type { OutputFiles } from "../../render/env.ts";
import type { PluginDefinition } from "../plugin.ts";

const NAME = "docsgen-blog-feeds";

/**
 * The blog's RSS and Atom feeds (`blog.feed`), made of the posts' rendered HTML, once every post is rendered.
 * In Docusaurus they are the blog plugin's `postBuild`; they move there when the blog is a plugin of its own.
 */
export const blogFeedsPlugin: PluginDefinition = {
  name: NAME,
  create: (config) => ({
    name: NAME,
    id: "default",
    postBuild: ({ state, feedItems }) => {
      const files: OutputFiles = new Map();
      if (state.posts.length === 0) return files;
      const blogDir = config.blog.routeBasePath;
      const items = [...feedItems];
      if (config.blog.feed.types.includes("rss")) files.set(`${blogDir}/rss.xml`, rssXml(config, items));
      if (config.blog.feed.types.includes("atom")) files.set(`${blogDir}/atom.xml`, atomXml(config, items));
      return files;
    },
  }),
};
