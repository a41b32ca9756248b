/** The blog's settings in the config schema (../schema.ts), as Docusaurus's blog plugin takes them. */
import {
  arrayOf,
  boolean,
  filledIn,
  nothing,
  number,
  object,
  oneOf,
  optional,
  required,
  string,
  union,
  withDefault,
} from "../shape.ts";
import { contentFileFields, docusaurusOnly, MDX_PLUGIN_OPTIONS, markdownPluginFields, severity } from "./common.ts";

/** The blog plugin's options but its `id`: the default blog's and each other instance's. */
const blogFields = {
  path: withDefault(string(), "blog", "folder of the posts; without posts the site has no blog pages"),
  routeBasePath: withDefault(string(), "blog", "URL segment of the blog"),
  postsPerPage: withDefault(
    union(number(), oneOf("ALL")),
    10,
    "posts on a list page (the blog's, a tag's, an author's); \"ALL\": every post on one page",
  ),
  blogSidebarCount: withDefault(
    union(number(), oneOf("ALL")),
    5,
    'recent posts in the blog sidebar; "ALL" lists every post, 0 hides the sidebar',
  ),
  blogSidebarTitle: optional(string(), "title of the blog sidebar; default: the locale's (`Recent posts`, `最近博文`)"),
  blogTitle: optional(string(), "title of the list page; default: the locale's (`Blog`, `博客`)"),
  blogDescription: optional(string(), "description of the list page; default: the locale's (`Blog`, `博客`)"),
  showReadingTime: withDefault(boolean(), true, "reading time under each post title"),
  authorsMapPath: withDefault(
    string(),
    "authors.yml",
    "the authors map (YAML or JSON), relative to the blog folder: keys that posts' `authors` name",
  ),
  tags: optional(
    union(string(), boolean(), nothing()),
    "the tags file (YAML), relative to the blog folder: `label`, `permalink` and `description` of each tag key posts' `tags` name; default: `tags.yml` when it exists; `false` or `null`: none",
  ),
  onInlineTags: withDefault(
    severity,
    "warn",
    "what a post's tag that is not a key of the tags file does (`ignore` also leaves the tags file unread, as in Docusaurus)",
  ),
  authorsBasePath: withDefault(
    string(),
    "authors",
    "URL segment of the authors list and of the author pages (`page` in the authors map), under the blog's",
  ),
  showLastUpdateTime: withDefault(
    boolean(),
    false,
    "a last-update date at the bottom of each post, from git history (front matter `last_update.date` wins)",
  ),
  showLastUpdateAuthor: withDefault(
    boolean(),
    false,
    "the last change's author at the bottom of each post, from git history (front matter `last_update.author` wins)",
  ),
  ...markdownPluginFields("posts"),
  ...contentFileFields("blog"),
  feedOptions: filledIn(
    object({
      type: withDefault(
        union(oneOf("rss", "atom", "json", "all"), arrayOf(oneOf("rss", "atom", "json", "all")), nothing()),
        ["rss", "atom"],
        'feeds written; "all" is RSS and Atom (docsgen writes no JSON feed), `null` none',
      ),
      title: optional(string(), 'feed title; default: the site title + " Blog"'),
      description: optional(string(), 'feed description; default: the site title + " Blog"'),
      copyright: withDefault(string(), "", "feed copyright"),
      limit: withDefault(number(), 20, "posts in a feed"),
      ...docusaurusOnly(["xslt", "createFeedItems"], "docsgen writes plain feeds"),
    }),
  ),
  ...docusaurusOnly(
    [
      "editUrl",
      "editLocalizedFiles",
      "archiveBasePath",
      "tagsBasePath",
      "pageBasePath",
      "truncateMarker",
      "sortPosts",
      "onInlineAuthors",
      "onUntruncatedBlogPosts",
      "blogListComponent",
      "blogPostComponent",
      "blogTagsListComponent",
      "blogTagsPostsComponent",
      "blogArchiveComponent",
      "blogAuthorsListComponent",
      "blogAuthorsPostsComponent",
      ...MDX_PLUGIN_OPTIONS,
      "admonitions",
      "readingTime",
      "processBlogPosts",
      "showPostAuthors",
    ],
    "docsgen's blog does not use it",
  ),
};

export const blogSchema = object({
  ...blogFields,
  ...docusaurusOnly(["id"], "docsgen's blog does not use it"),
});

/**
 * Another blog instance (Docusaurus's `@docusaurus/plugin-content-blog` listed in `plugins`): the blog's
 * options with the `id` that names it (its translations folder, its feeds' place under its own route).
 */
export const blogInstanceSchema = object({
  id: required(string(), "the instance's name: `i18n/<locale>/docusaurus-plugin-content-blog-<id>/`"),
  ...blogFields,
});
