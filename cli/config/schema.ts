/**
 * The config schema of `site.config.ts`: the one definition that the user-facing type (`UserConfig` in
 * types.ts), the defaults, validation and its messages, and the README's "Configuration reference" table
 * (checked by test/cli/config/schema.test.ts) all come from. Each `doc` is that table's "meaning".
 */
import {
  arrayOf,
  boolean,
  filledIn,
  number,
  object,
  oneOf,
  optional,
  recordOf,
  required,
  string,
  union,
  variants,
  withDefault,
} from "./shape.ts";

/** What a check does when it finds a problem. */
export const severity = oneOf("ignore", "log", "warn", "throw");

export const localeSchema = object({
  label: optional(string(), "name of the locale"),
  direction: withDefault(oneOf("ltr", "rtl"), "ltr", "text direction of its pages"),
  htmlLang: optional(string(), "its `<html lang>`; default: the locale's name"),
});

const position = withDefault(oneOf("left", "right"), "left");

export const navbarItemSchema = variants("type", "link", {
  /** Links to the first page of a sidebar of `sidebars.ts`. */
  docSidebar: object({
    type: required(oneOf("docSidebar")),
    sidebarId: required(string()),
    label: required(string()),
    position,
  }),
  /** `href`: an external URL (opens in a new tab); `to`: a site path such as `/docs/x`, without the base URL. */
  link: object({
    type: optional(oneOf("link")),
    label: required(string()),
    href: optional(string()),
    to: optional(string()),
    position,
  }),
});

const footerLink = object({ label: required(string()), href: optional(string()), to: optional(string()) });

export const themeConfigSchema = object({
  navbar: required(
    object({
      title: required(string(), "navbar title, beside the logo"),
      logo: optional(object({ alt: required(string()), src: required(string()) }), "`src` is a path under `static/`"),
      items: required(
        arrayOf(navbarItemSchema),
        'a `docSidebar` item links to the first page of a sidebar of `sidebars.ts`, a link item to `href` (a URL, opened in a new tab) or `to` (a site path without the base URL); `position` is `"left"` by default',
      ),
    }),
    "the bar at the top of every page",
  ),
  footer: optional(
    object({
      links: optional(
        arrayOf(object({ title: required(string()), items: required(arrayOf(footerLink)) })),
        "footer columns: a title and links (`href`: a URL, `to`: a site path)",
      ),
      copyright: optional(string(), "footer copyright line"),
    }),
  ),
  colorMode: filledIn(
    object({
      defaultMode: withDefault(oneOf("light", "dark"), "light", "colour mode of a first visit"),
      disableSwitch: withDefault(boolean(), false, "hides the light/dark switch"),
      respectPrefersColorScheme: withDefault(boolean(), false, "a first visit follows the system's colour scheme"),
    }),
  ),
  announcementBar: optional(
    object({
      id: required(string(), "a new id shows the bar again to visitors who closed it"),
      content: required(string(), "text; `[text](url)` becomes a link"),
      isCloseable: withDefault(boolean(), true, "shows a close button"),
      backgroundColor: optional(string(), "CSS colour"),
      textColor: optional(string(), "CSS colour"),
    }),
    "a bar above the navbar",
  ),
  tableOfContents: filledIn(
    object({
      minHeadingLevel: withDefault(number(), 2, "first heading level in the page's table of contents"),
      maxHeadingLevel: withDefault(number(), 3, "last heading level in the page's table of contents"),
    }),
  ),
  image: optional(string(), "social card image, a path under `static/`"),
});

export const blogSchema = object({
  path: withDefault(string(), "blog", "folder of the posts; without posts the site has no blog pages"),
  routeBasePath: withDefault(string(), "blog", "URL segment of the blog"),
  postsPerPage: withDefault(number(), 10, "posts on a list page"),
  blogSidebarCount: withDefault(
    union(number(), oneOf("ALL")),
    5,
    'recent posts in the blog sidebar; "ALL" lists every post, 0 hides the sidebar',
  ),
  blogSidebarTitle: optional(string(), "title of the blog sidebar; default: the locale's (`Recent posts`, `最近博文`)"),
  blogTitle: optional(string(), "title of the list page; default: the locale's (`Blog`, `博客`)"),
  blogDescription: optional(string(), "description of the list page; default: the locale's (`Blog`, `博客`)"),
  showReadingTime: withDefault(boolean(), true, "reading time under each post title"),
  feedOptions: filledIn(
    object({
      type: withDefault(arrayOf(oneOf("rss", "atom")), ["rss", "atom"], "feeds written"),
      title: optional(string(), 'feed title; default: the site title + " Blog"'),
      description: optional(string(), 'feed description; default: the site title + " Blog"'),
      copyright: withDefault(string(), "", "feed copyright"),
      limit: withDefault(number(), 20, "posts in a feed"),
    }),
  ),
});

export const configSchema = object({
  title: required(string(), "site title: home `<title>`, suffix of every other title (`页面 | 站点`)"),
  tagline: withDefault(string(), "", "shown under the home hero title"),
  url: required(string(), "scheme and host, no path, used for canonical and Open Graph URLs"),
  baseUrl: withDefault(string(), "/", "path the site is served under (a missing leading or trailing `/` is added)"),
  favicon: optional(string(), "path under `static/`"),
  version: withDefault(string(), "0.0.0", "site version, shown in the footer and the generator meta"),
  titleDelimiter: withDefault(string(), "|", "between page and site title"),
  i18n: withDefault(
    object({
      defaultLocale: required(
        string(),
        "the locale built: `<html lang>`, `dir` and the interface text (zh-CN or en; others use en) come from it",
      ),
      locales: required(arrayOf(string()), "every locale of the site"),
      localeConfigs: optional(recordOf(localeSchema), "settings per locale"),
    }),
    { defaultLocale: "zh-CN", locales: ["zh-CN"] },
    "languages of the site (one is built)",
  ),
  onBrokenLinks: withDefault(severity, "warn", "what a broken link does"),
  onBrokenAnchors: withDefault(severity, "warn", "what a broken anchor does"),
  onDuplicateRoutes: withDefault(severity, "warn", "what two pages on one route do"),
  onBrokenMarkdownLinks: withDefault(severity, "warn", "what a link to a missing `.md` file does"),
  onBrokenMarkdownImages: withDefault(severity, "throw", "what a missing image does (the default fails the build)"),
  docs: filledIn(
    object({
      path: withDefault(string(), "docs", "folder of the docs"),
      routeBasePath: withDefault(string(), "docs", "URL segment of the docs"),
      sidebarPath: withDefault(string(), "sidebars.ts", "the sidebars file"),
      editUrl: optional(string(), 'prefix of the "Edit this page" link; the doc\'s path inside `docs/` is appended'),
      versionLabel: withDefault(string(), "Next", "label of the single `current` version"),
    }),
  ),
  pages: filledIn(object({ path: withDefault(string(), "pages", "folder of standalone pages") })),
  blog: filledIn(blogSchema),
  staticDir: withDefault(string(), "static", "folder copied as-is to the output root"),
  themeConfig: required(themeConfigSchema),
});
