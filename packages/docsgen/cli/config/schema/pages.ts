/** The pages' settings in the config schema (../schema.ts), as Docusaurus's pages plugin takes them. */
import { boolean, object, required, string, withDefault } from "../shape.ts";
import { contentFileFields, docusaurusOnly, MDX_PLUGIN_OPTIONS, markdownPluginFields } from "./common.ts";

const lastUpdateFields = {
  showLastUpdateTime: withDefault(
    boolean(),
    false,
    "a last-update date under each markdown page, from git history (front matter `last_update.date` wins)",
  ),
  showLastUpdateAuthor: withDefault(
    boolean(),
    false,
    "the last change's author under each markdown page, from git history (front matter `last_update.author` wins)",
  ),
};

const unused = ["mdxPageComponent", ...MDX_PLUGIN_OPTIONS, "admonitions", "editUrl", "editLocalizedFiles"];

/** The default pages (the classic preset's `pages`): served from the site's root. */
export const pagesSchema = object({
  path: withDefault(string(), "pages", "folder of standalone pages"),
  ...lastUpdateFields,
  ...markdownPluginFields("pages"),
  ...contentFileFields("pages"),
  ...docusaurusOnly(["id", "routeBasePath", ...unused], "docsgen's pages do not use it"),
});

/**
 * Another pages instance (Docusaurus's `@docusaurus/plugin-content-pages` listed in `plugins` with an `id`):
 * its markdown and React pages served under its `routeBasePath`.
 */
export const pagesInstanceSchema = object({
  id: required(string(), "the instance's name: `i18n/<locale>/docusaurus-plugin-content-pages-<id>/`"),
  path: withDefault(string(), "src/pages", "folder of the instance's pages"),
  routeBasePath: withDefault(string(), "/", "URL segment its pages are served under"),
  ...contentFileFields("pages"),
  ...docusaurusOnly(unused, "docsgen's pages do not use it"),
  ...docusaurusOnly(
    ["showLastUpdateTime", "showLastUpdateAuthor"],
    "docsgen shows the last update on the default pages only",
  ),
  ...docusaurusOnly(
    ["beforeDefaultRemarkPlugins", "remarkPlugins", "beforeDefaultRehypePlugins", "rehypePlugins"],
    "docsgen runs the default pages' markdown plugins on every page",
  ),
});
