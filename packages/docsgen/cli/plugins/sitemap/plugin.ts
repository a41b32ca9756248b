import type { PluginDefinition } from "../plugin.ts";
import { sitemapXml } from "./sitemap.ts";

/** `@docusaurus/plugin-sitemap`: sitemap.xml of every indexable page, once the pages are rendered. */
export const sitemapPlugin: PluginDefinition = {
  name: "docusaurus-plugin-sitemap",
  create: (config) => ({
    name: "docusaurus-plugin-sitemap",
    id: "default",
    postBuild: ({ models }) => new Map([["sitemap.xml", sitemapXml(config, models)]]),
  }),
};
