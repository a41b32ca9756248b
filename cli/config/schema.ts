/**
 * The config schema of `site.config.ts`: the one definition that the user-facing type (`UserConfig` in
 * types.ts), the defaults, validation and its messages, and the README's "Configuration reference" table
 * (checked by test/cli/config/schema.test.ts) all come from. Each `doc` is that table's "meaning".
 */
import {
  arrayOf,
  boolean,
  filledIn,
  ignored,
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

/** Keys every navbar item may carry: `className` is added to its element, `aria-label` labels it. */
const itemKeys = { position, className: optional(string()), "aria-label": optional(string()) };

/** A link's own keys (navbar, dropdown and footer links). */
const linkKeys = {
  label: optional(string()),
  /** Inner HTML instead of `label` (Docusaurus's `html` key of link items). */
  html: optional(string()),
  href: optional(string()),
  to: optional(string()),
  prependBaseUrlToHref: optional(boolean()),
  target: optional(string()),
  rel: optional(string()),
  className: optional(string()),
  "aria-label": optional(string()),
};

/** Navbar items docsgen cannot serve: valid Docusaurus, left out with a warning saying so. */
export function unsupportedNavbarItem(item: Readonly<Record<string, unknown>>): string | undefined {
  const type = item.type;
  if (type === "localeDropdown") return "docsgen builds one locale, so there is no locale to switch to";
  if (type === "docsVersionDropdown" || type === "docsVersion")
    return "docsgen builds one docs version, so there is no version to switch to";
  if (typeof type === "string" && type.startsWith("custom-"))
    return `a custom item type ("${type}") needs a React component of the site, which docsgen does not load`;
  if (item.docsPluginId !== undefined && item.docsPluginId !== "default")
    return "docsgen builds one docs instance; `docsPluginId` names another";
  return undefined;
}

const docSidebarItem = object({
  type: required(oneOf("docSidebar")),
  sidebarId: required(string()),
  label: optional(string()),
  docsPluginId: optional(string()),
  ...itemKeys,
});
const docItem = object({
  type: required(oneOf("doc")),
  docId: required(string()),
  label: optional(string()),
  docsPluginId: optional(string()),
  activeSidebarClassName: ignored("the active item gets docsgen's own class"),
  ...itemKeys,
});
const linkItem = object({
  type: optional(oneOf("link", "default")),
  ...linkKeys,
  html: ignored("a navbar link shows its `label`; an `html` item shows markup"),
  activeBasePath: optional(string()),
  activeBaseRegex: optional(string()),
  position,
});
const htmlItem = object({ type: required(oneOf("html")), value: required(string()), ...itemKeys });

/** What a dropdown lists: links, docs, sidebars and HTML. */
export const dropdownEntrySchema = variants(
  "type",
  "link",
  { docSidebar: docSidebarItem, doc: docItem, link: linkItem, default: linkItem, html: htmlItem },
  unsupportedNavbarItem,
);

export const navbarItemSchema = variants(
  "type",
  "link",
  {
    /** Links to the first page of a sidebar of `sidebars.ts`. */
    docSidebar: docSidebarItem,
    /** Links to one doc; active on every page of that doc's sidebar. */
    doc: docItem,
    /** `href`: an external URL (opens in a new tab); `to`: a site path such as `/docs/x`, without the base URL. */
    link: linkItem,
    default: linkItem,
    dropdown: object({
      type: required(oneOf("dropdown")),
      label: required(string()),
      items: required(arrayOf(dropdownEntrySchema)),
      to: ignored("a dropdown's label opens its menu; put the link in its `items`"),
      href: ignored("a dropdown's label opens its menu; put the link in its `items`"),
      ...itemKeys,
    }),
    html: htmlItem,
    search: object({ type: required(oneOf("search")), ...itemKeys }),
  },
  unsupportedNavbarItem,
);

const footerLink = object(linkKeys);

export const themeConfigSchema = object({
  navbar: required(
    object({
      title: required(string(), "navbar title, beside the logo"),
      logo: optional(
        object({
          alt: optional(string(), "text of the logo image; default: none (the title beside it names the link)"),
          src: required(string(), "a path under `static/`"),
          srcDark: ignored("one logo serves both colour modes"),
          href: optional(string(), "where the logo and title link; default: the home page"),
          target: optional(string(), "`target` of that link"),
          width: optional(union(number(), string()), "`width` of the image; default: 32"),
          height: optional(union(number(), string()), "`height` of the image; default: 32"),
          className: ignored("the image has docsgen's own class"),
          style: ignored("inline styles would need a CSP exception; use `className` and a stylesheet"),
        }),
      ),
      items: required(
        arrayOf(navbarItemSchema),
        'a `docSidebar` item links to the first page of a sidebar of `sidebars.ts`, `doc` to one doc (`docId`), a link item to `href` (a URL, opened in a new tab; a path there is linked under the base URL, and one without a leading `/` is warned about, since Docusaurus leaves it relative to each page, unless `prependBaseUrlToHref: true`) or `to` (a site path without the base URL, active under `activeBasePath` or `activeBaseRegex`); `dropdown` lists `items` of those kinds; `html` renders `value`; `search` places the search button; every item takes `position` (`"left"` by default), `className` and `aria-label`. `localeDropdown`, `docsVersionDropdown`, `docsVersion`, `custom-*` items and items of another `docsPluginId` are left out with a warning',
      ),
      hideOnScroll: ignored("the navbar stays fixed"),
      style: ignored('the navbar follows the colour mode ("primary" and "dark" styles are not built)'),
    }),
    "the bar at the top of every page",
  ),
  footer: optional(
    object({
      links: optional(
        arrayOf(
          union(
            object({ title: required(string()), items: required(arrayOf(footerLink)), className: optional(string()) }),
            footerLink,
          ),
        ),
        "footer columns: a title and links (`href`: a URL, `to`: a site path, `html`: HTML instead of a link); or links alone, for Docusaurus's simple footer (one centred row)",
      ),
      copyright: optional(string(), "footer copyright line"),
      style: ignored('the footer is always dark ("light" is not built)'),
      logo: ignored("the footer has no logo"),
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
  markdown: filledIn(
    object({
      sanitize: filledIn(
        object({
          tagNames: withDefault(
            arrayOf(string()),
            [],
            'elements allowed besides docsgen\'s allow-list, e.g. `["svg", "path"]`; an element docsgen strips with its content (`style`, `script`) keeps it once allowed',
          ),
          attributes: withDefault(
            recordOf(arrayOf(string())),
            {},
            'attributes allowed besides the allow-list, by element (`"*"`: on every element), as written in HTML: `{ iframe: ["srcdoc"], "*": ["data-*"] }`',
          ),
          protocols: withDefault(
            recordOf(arrayOf(string())),
            {},
            'URL schemes allowed besides `http`/`https` (and `mailto`/`tel` in `href`), by attribute: `{ src: ["data"] }`',
          ),
        }),
        'what raw HTML and HTML elements in MDX may hold besides the allow-list; whatever is added is published as the author wrote it (see "Raw HTML")',
      ),
    }),
  ),
  themeConfig: required(themeConfigSchema),
});
